// World's enemy intents: what each enemy will do on its coming turn, planned while the player
// decides and carried out exactly. On Story each enemy chooses alone (enemy_tactics.h); on Normal
// and Hard they choose together (joint_targets.h), and the guards keep posts: one stands on the
// way to each Goal, the leader holds back.
#include <algorithm>
#include <limits>
#include <tuple>

#include "game/sim/battle/enemy_tactics.h"
#include "game/sim/battle/joint_targets.h"
#include "game/sim/navigation/route_planner.h"
#include "game/sim/navigation/route_walk.h"
#include "game/sim/world/world.h"

namespace hp::sim {
namespace {

// A walk stops short of touching a hero: a standing hero keeps walkers a margin off, so a stop
// at the touching point could never be reached.
constexpr double kStopShort = 8.0;  // px, more than the walk's margin around standing units

}  // namespace

void World::plan_intent(const Unit& enemy, UnitId& attacks, std::vector<Vec2>& advances) {
  attacks = {};
  advances.clear();
  if (enemy.unalerted()) return;  // it has not noticed the heroes: it stands or walks its route
  const std::optional<TargetChoice> choice = target_memo_.choose(*this, enemy, navigation_builds_);
  if (!choice) return;
  const double reach = enemy.reach();
  if (choice->length <= reach) {
    attacks = choice->hero;
  } else {
    advances = advance_toward(enemy, *choice);
  }
}

std::vector<Vec2> World::advance_toward(const Unit& enemy, const TargetChoice& choice) const {
  // A patrolling enemy keeps to its route (which may bring a hero into its reach later); an
  // alerted one has left it and hunts like a guard.
  if (patrols(enemy)) return {};
  const double walk = std::min(enemy.reach(), choice.length - kStopShort);
  if (walk <= 0) return {};
  return route_prefix(choice.route, walk);
}

void World::plan_intents() {
  intents_.assign(units_.size(), UnitId{});
  advances_.assign(units_.size(), {});
  if (setup_->difficulty == Difficulty::kStory) {
    for (const Unit& enemy : units_) {
      if (enemy.side() != Side::kEnemy || !enemy.in_play()) continue;
      plan_intent(enemy, intents_[enemy.id.index], advances_[enemy.id.index]);
    }
    return;
  }
  plan_joint_intents();
}

void World::replan_intents() {
  if (turns_.side != TurnSide::kPlayer || turns_.outcome != Outcome::kOngoing) return;
  planning_ = 0;
}

void World::think() {
  // A slice of route search a tick: on a big map one search may flood tens of thousands of
  // cells, and an enemy may read several.
  const int slice = planner_->tick_expansions();
  int budget = slice;
  const bool joint = setup_->difficulty != Difficulty::kStory;
  for (std::size_t& next = *planning_; next < units_.size(); ++next) {
    const Unit& enemy = units_[next];
    if (enemy.side() != Side::kEnemy || !enemy.in_play() || enemy.unalerted()) continue;
    // What plan_intents will ask of the memo for this enemy: on Story its choice; on Normal and
    // Hard the heroes within two turns, and the choice when none is (advance_aim's way).
    if (joint && !target_memo_.prepare_within_two_turns(*this, enemy, navigation_builds_, budget)) {
      return;
    }
    const bool choice_read =
        !joint || target_memo_.within_two_turns(*this, enemy, navigation_builds_).empty();
    if (choice_read && !target_memo_.prepare_choice(*this, enemy, navigation_builds_, budget)) {
      return;
    }
  }
  if (budget < slice) return;  // this tick searched: the intents are set on the next
  planning_.reset();
  plan_intents();
  if (end_turn_when_planned_) {
    end_turn_when_planned_ = false;
    end_player_turn();
  }
}

// The enemies that choose together: the alerted ones on the field, in unit order (the order they
// act in).
void World::plan_joint_intents() {
  std::vector<const Unit*> heroes;
  for (const Unit& u : units_) {
    if (u.side() == Side::kHero && u.in_play()) heroes.push_back(&u);
  }
  std::vector<const Unit*> enemies;
  for (const Unit& u : units_) {
    if (u.side() == Side::kEnemy && u.in_play() && !u.unalerted()) enemies.push_back(&u);
  }
  if (heroes.empty() || enemies.empty()) return;

  // The heroes whose fall decides the battle for the enemies.
  const Objectives& objectives = setup_->objectives;
  std::vector<JointHero> joint_heroes;
  for (const Unit* hero : heroes) {
    const int index = static_cast<int>(hero->id.index);
    bool decisive = heroes.size() == 1 || index == objectives.protect;
    for (const Goal& goal : objectives.goals) decisive |= goal.hero == index;
    joint_heroes.push_back({hero->hp, decisive});
  }
  const auto hero_index = [&](UnitId id) {
    return static_cast<std::size_t>(
        std::find_if(heroes.begin(), heroes.end(), [&](const Unit* h) { return h->id == id; }) -
        heroes.begin());
  };
  std::vector<JointEnemy> joint_enemies;
  for (const Unit* enemy : enemies) {
    JointEnemy joint;
    joint.attack = enemy->spec.attack;
    for (const TargetChoice& t : target_memo_.within_two_turns(*this, *enemy, navigation_builds_)) {
      if (t.length <= enemy->reach()) joint.reach.push_back({hero_index(t.hero), t.length});
    }
    joint_enemies.push_back(std::move(joint));
  }
  const std::vector<std::optional<std::size_t>> targets =
      choose_joint_targets(joint_heroes, joint_enemies);

  const std::vector<int> posts = guard_posts(enemies);
  for (std::size_t e = 0; e < enemies.size(); ++e) {
    const Unit& enemy = *enemies[e];
    if (targets[e]) {
      intents_[enemy.id.index] = heroes[*targets[e]]->id;
    } else if (posts[e] >= 0) {
      advances_[enemy.id.index] = walk_to_post(enemy, setup_->objectives.goals[posts[e]].area);
    } else if (posts[e] == kStayPost) {
      // The leader and its guard hold their ground: heroes come to them.
    } else if (const std::optional<TargetChoice> aim = advance_aim(enemy, joint_heroes, heroes)) {
      advances_[enemy.id.index] = advance_toward(enemy, *aim);
    }
  }
}

// The hero an enemy with none in reach walks toward, so that next turn the enemies can fall on
// one together: of the heroes it can reach within two turns, the decisive one, then the one with
// the fewest HP, then the nearest; with none so near, the nearest (as on Story).
std::optional<TargetChoice> World::advance_aim(const Unit& enemy,
                                               const std::vector<JointHero>& joint_heroes,
                                               const std::vector<const Unit*>& heroes) {
  const TargetChoice* best = nullptr;
  const auto rank = [&](const TargetChoice& t) {
    const std::size_t h = static_cast<std::size_t>(
        std::find_if(heroes.begin(), heroes.end(), [&](const Unit* u) { return u->id == t.hero; }) -
        heroes.begin());
    return std::tuple(!joint_heroes[h].decisive, joint_heroes[h].hp, t.length);
  };
  for (const TargetChoice& t : target_memo_.within_two_turns(*this, enemy, navigation_builds_)) {
    if (!best || rank(t) < rank(*best)) best = &t;
  }
  if (best) return *best;
  return target_memo_.choose(*this, enemy, navigation_builds_);
}

// Each enemy's post, by its place in `enemies`: a Goal's index (the guard nearest to a Goal, one
// per Goal), kStayPost (the leader, and the guards within their reach of it), or kNoPost.
// Patrollers keep their routes and take no post.
std::vector<int> World::guard_posts(const std::vector<const Unit*>& enemies) const {
  const Objectives& objectives = setup_->objectives;
  std::vector<int> posts(enemies.size(), kNoPost);
  const Unit* leader = nullptr;
  for (const Unit* enemy : enemies) {
    if (static_cast<int>(enemy->id.index) == objectives.leader) leader = enemy;
  }
  for (std::size_t e = 0; e < enemies.size(); ++e) {
    if (enemies[e] == leader) {
      posts[e] = kStayPost;
    } else if (leader && !patrols(*enemies[e]) &&
               distance(enemies[e]->position, leader->position) <= enemies[e]->reach()) {
      posts[e] = kStayPost;
    }
  }
  for (std::size_t g = 0; g < objectives.goals.size(); ++g) {
    const Vec2 spot = label_point(objectives.goals[g].area);
    std::optional<std::size_t> nearest;
    for (std::size_t e = 0; e < enemies.size(); ++e) {
      if (posts[e] != kNoPost || patrols(*enemies[e])) continue;
      if (!nearest ||
          distance(enemies[e]->position, spot) < distance(enemies[*nearest]->position, spot)) {
        nearest = e;
      }
    }
    if (nearest) posts[*nearest] = static_cast<int>(g);
  }
  return posts;
}

// The walk that brings `enemy` onto the Goal `area` (its label point, or as near as the walls
// and standing heroes let it), as far as its reach goes; empty when it stands in the area.
std::vector<Vec2> World::walk_to_post(const Unit& enemy, const Area& area) const {
  if (contains(area, enemy.position)) return {};
  std::vector<Obstacle> heroes;
  for (const Unit& u : units_) {
    if (u.side() == Side::kHero && u.is_obstacle()) heroes.push_back({u.position, u.radius()});
  }
  RouteRequest request;
  request.discs = heroes;
  request.start = enemy.position;
  request.radius = enemy.radius();
  request.goal = label_point(area);
  request.goal_reach = setup_->tile_width;  // onto the Goal, not to one exact point of it
  const Route route = plan_with_margins(*planner_, request, WalkTunables{});
  if (!route.found || route.length <= 0) return {};
  return route_prefix(route.points, std::min(enemy.reach(), route.length));
}

}  // namespace hp::sim
