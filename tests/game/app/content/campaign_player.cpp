#include "tests/game/app/content/campaign_player.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include "game/sim/battle/enemy_tactics.h"
#include "game/sim/navigation/route_planner.h"
#include "game/sim/navigation/route_walk.h"
#include "game/sim/world/attack_forecast.h"
#include "game/sim/world/enemy_plans.h"
#include "game/sim/world/move_forecast.h"

namespace hp::app::test {

using sim::Commands;
using sim::Side;
using sim::Unit;
using sim::World;

std::vector<const Unit*> living(const World& world, Side side) {
  std::vector<const Unit*> out;
  for (const Unit& u : world.units()) {
    if (u.side() == side && u.in_play()) out.push_back(&u);
  }
  return out;
}

const Unit* named(const World& world, std::string_view name) {
  const std::optional<sim::UnitId> id = world.find(name);
  return id ? world.unit(*id) : nullptr;
}

bool players_move(const World& world) {
  return world.turns().outcome == sim::Outcome::kOngoing &&
         world.turns().side == sim::TurnSide::kPlayer && world.waiting_for_player();
}

namespace {
StepHook step_hook;
}  // namespace

void set_step_hook(StepHook hook) {
  step_hook = std::move(hook);
}

void step(World& world, const Commands& commands) {
  if (step_hook) {
    step_hook(world, commands);
  } else {
    world.step(commands);
  }
}

bool settle(World& world) {
  for (int tick = 0; tick < 600 * World::kTicksPerSecond; ++tick) {
    if (world.turns().outcome != sim::Outcome::kOngoing || players_move(world)) return true;
    step(world, {});
  }
  return false;
}

bool attack(World& world, const Unit& hero, const Unit& enemy) {
  Commands c;
  c.attack = sim::AttackOrder{hero.id, enemy.id};
  const int dealt = world.turns().hero_damage;
  step(world, c);
  settle(world);
  return world.turns().hero_damage > dealt;
}

bool move_to(World& world, const Unit& hero, Vec2 spot) {
  if (world.check_move(hero.id, spot) != sim::MoveCheck::kOk) return false;
  Commands c;
  c.move = sim::MoveOrder{hero.id, spot};
  step(world, c);
  settle(world);
  return true;
}

void end_turn(World& world) {
  if (players_move(world)) {
    Commands c;
    c.end_turn = true;
    step(world, c);
  }
  settle(world);
}

const Unit* weakest_enemy(const World& world, const Unit& hero) {
  const std::vector<const Unit*> enemies = living(world, Side::kEnemy);
  if (enemies.empty()) return nullptr;
  return *std::min_element(enemies.begin(), enemies.end(), [&](const Unit* a, const Unit* b) {
    if (a->hp != b->hp) return a->hp < b->hp;
    return distance(a->position, hero.position) < distance(b->position, hero.position);
  });
}

bool attack_weakest(World& world, const Unit& hero) {
  std::vector<const Unit*> enemies = living(world, Side::kEnemy);
  std::stable_sort(enemies.begin(), enemies.end(), [&](const Unit* a, const Unit* b) {
    if (a->hp != b->hp) return a->hp < b->hp;
    return distance(a->position, hero.position) < distance(b->position, hero.position);
  });
  // Ids, not pointers: an attack may not move units, but keep to what the world hands out.
  std::vector<sim::UnitId> order;
  for (const Unit* e : enemies) order.push_back(e->id);
  for (const sim::UnitId enemy : order) {
    if (!players_move(world) || !world.can_order(hero.id)) return false;
    const Unit* target = world.unit(enemy);
    if (target && target->in_play() && attack(world, hero, *target)) return true;
  }
  return false;
}

void all_attack_weakest(World& world, std::string_view except) {
  std::vector<sim::UnitId> heroes;
  for (const Unit* h : living(world, Side::kHero)) {
    if (h->name() != except) heroes.push_back(h->id);
  }
  for (const sim::UnitId id : heroes) {
    const Unit* hero = world.unit(id);
    if (hero && hero->in_play()) attack_weakest(world, *hero);
  }
}

std::optional<Vec2> spot_toward(const World& world, const Unit& hero, Vec2 target) {
  if (!world.can_move(hero.id)) return std::nullopt;
  if (world.check_move(hero.id, target) == sim::MoveCheck::kOk) return target;
  std::vector<sim::Obstacle> others;
  for (const Unit& u : world.units()) {
    if (u.is_obstacle() && u.id != hero.id) others.push_back({u.position, u.radius()});
  }
  sim::RouteRequest request;
  request.start = hero.position;
  request.radius = hero.radius();
  request.goal = target;
  request.discs = others;
  const sim::Route route = sim::plan_with_margins(world.planner(), request, sim::WalkTunables{});
  if (!route.found) return std::nullopt;
  // Back along the route from a little short of the hero's reach (a spot right at the limit is
  // refused or not by a hair), a sixteenth of a tile at a time; whole pixels, as a click gives.
  const double step = world.setup().tile_width / 16;
  for (double along = std::min(hero.reach() - 8 * step, route.length); along > 0; along -= step) {
    const Vec2 p = sim::route_prefix(route.points, along).back();
    const Vec2 spot{std::round(p.x), std::round(p.y)};
    if (world.check_move(hero.id, spot) == sim::MoveCheck::kOk) return spot;
  }
  return std::nullopt;
}

bool move_toward(World& world, const Unit& hero, Vec2 target) {
  const std::optional<Vec2> spot = spot_toward(world, hero, target);
  return spot && move_to(world, hero, *spot);
}

bool move_away_from_enemies(World& world, const Unit& hero) {
  if (!world.can_move(hero.id)) return false;
  const std::vector<const Unit*> enemies = living(world, Side::kEnemy);
  const auto nearest_enemy = [&](Vec2 p) {
    double nearest = std::numeric_limits<double>::infinity();
    for (const Unit* e : enemies) nearest = std::min(nearest, distance(p, e->position));
    return nearest;
  };
  Vec2 best = hero.position;
  double best_gap = nearest_enemy(hero.position);
  const double tile = world.setup().tile_width;
  for (double r = tile; r <= hero.reach() - tile / 2; r += tile) {
    for (int i = 0; i < 16; ++i) {
      const double a = 2 * 3.141592653589793 * i / 16;
      const Vec2 ring = hero.position + Vec2{std::cos(a), std::sin(a)} * r;
      const Vec2 spot{std::round(ring.x), std::round(ring.y)};
      const double gap = nearest_enemy(spot);
      if (gap > best_gap + 1 && world.check_move(hero.id, spot) == sim::MoveCheck::kOk) {
        best = spot;
        best_gap = gap;
      }
    }
  }
  return best != hero.position && move_to(world, hero, best);
}

// The Area that wakes the ogres a rout still needs, once none stands on the field: every enemy
// left waits for a hero in it (arrives_when_entered). nullptr while an enemy stands or comes by
// turn, or when the map is not won by a rout.
const sim::Area* area_to_wake(const World& world) {
  if (!world.setup().objectives.rout || !living(world, Side::kEnemy).empty()) return nullptr;
  for (const Unit& u : world.units()) {
    if (u.side() == Side::kEnemy && u.arriving && u.arrival_turn == 0 &&
        u.spec.arrives_when_entered >= 0) {
      return &world.setup().areas[static_cast<std::size_t>(u.spec.arrives_when_entered)];
    }
  }
  return nullptr;
}

// Where `hero` heads for `area`: its label point, or when a wall or a unit stands there or no
// route reaches it, the spot in the area nearest to `hero` that a route reaches (a click on its
// open ground), on a grid a quarter of a tile apart; the label point when none is found.
Vec2 open_spot_in(const World& world, const Unit& hero, const sim::Area& area) {
  const auto reached = [&](Vec2 p) {
    const sim::MoveCheck check = world.check_move(hero.id, p);
    return check == sim::MoveCheck::kOk || check == sim::MoveCheck::kTooFar;
  };
  if (reached(sim::label_point(area))) return sim::label_point(area);
  double x0 = std::numeric_limits<double>::infinity(), y0 = x0, x1 = -x0, y1 = -x0;
  for (const Vec2& p : area.outline) {
    x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
  }
  const double step = world.setup().tile_width / 4;
  Vec2 best = sim::label_point(area);
  double best_distance = std::numeric_limits<double>::infinity();
  for (double y = std::ceil(y0); y <= y1; y += step) {
    for (double x = std::ceil(x0); x <= x1; x += step) {
      const Vec2 p{x, y};
      if (!sim::contains(area, p) || distance(p, hero.position) >= best_distance) continue;
      if (reached(p)) {
        best = p;
        best_distance = distance(p, hero.position);
      }
    }
  }
  return best;
}

void objective_turn(World& world) {
  const sim::Objectives& objectives = world.setup().objectives;
  const Unit* protect = objectives.protect >= 0 ? &world.units()[objectives.protect] : nullptr;
  const Unit* leader = objectives.leader >= 0 ? &world.units()[objectives.leader] : nullptr;
  // A Goal only the protected hero counts for is reached by him or not at all.
  const bool protect_to_goal =
      protect && !objectives.goals.empty() && objectives.goals.front().hero == objectives.protect;
  if (protect && protect->in_play()) {
    if (protect_to_goal) {
      move_toward(world, *protect, open_spot_in(world, *protect, objectives.goals.front().area));
    } else {
      move_away_from_enemies(world, *protect);
    }
  }
  const sim::Area* wake = area_to_wake(world);
  std::vector<sim::UnitId> heroes;
  for (const Unit* h : living(world, Side::kHero)) {
    if (h != protect) heroes.push_back(h->id);
  }
  for (const sim::UnitId id : heroes) {
    const Unit* hero = world.unit(id);
    if (!players_move(world)) return;
    if (!hero->in_play()) continue;
    if (!objectives.goals.empty()) {
      move_toward(world, *hero, open_spot_in(world, *hero, objectives.goals.front().area));
    } else if (wake) {
      move_toward(world, *hero, open_spot_in(world, *hero, *wake));
    }
    if (!players_move(world)) return;
    if (leader && leader->in_play() && attack(world, *hero, *leader)) continue;
    attack_weakest(world, *hero);
  }
}

namespace {

// How a preview leaves the heroes, as the careful player weighs it: higher is better.
double danger_score(const World& world, const std::vector<sim::EnemyPlan>& plans) {
  std::vector<int> coming(world.units().size(), 0);
  for (const sim::EnemyPlan& plan : plans) {
    if (plan.attacks) coming[plan.attacks->index] += plan.attack;
  }
  const int protect = world.setup().objectives.protect;
  double score = 0;
  for (const Unit& hero : world.units()) {
    if (hero.side() != Side::kHero || !hero.in_play()) continue;
    const int blows = coming[hero.id.index];
    score -= 10.0 * std::min(blows, hero.hp);
    if (blows >= hero.hp) {
      score -= static_cast<int>(hero.id.index) == protect ? 5000.0 : 400.0;
    }
  }
  return score;
}

// How far `hero` standing at `at` is from the Goal it counts for, in tiles of route round the
// walls (a straight line would hold a hero behind a wall that the way runs round); 0 on a map
// without one.
double goal_tiles(const World& world, const Unit& hero, Vec2 at) {
  const sim::Objectives& o = world.setup().objectives;
  double best = 0;
  bool any = false;
  for (const sim::Goal& goal : o.goals) {
    if (goal.hero >= 0 && goal.hero != static_cast<int>(hero.id.index)) continue;
    sim::RouteRequest request;
    request.start = at;
    request.radius = hero.radius();
    request.goal = sim::label_point(goal.area);
    request.goal_reach = world.setup().tile_width;
    const sim::Route route = sim::plan_with_margins(world.planner(), request, sim::WalkTunables{});
    const double length = route.found ? route.length : distance(at, request.goal);
    const double d = length / world.setup().tile_width;
    best = any ? std::min(best, d) : d;
    any = true;
  }
  return best;
}

// The spots a hero weighs moving to: where it stands, rings within its reach, and the farthest
// it gets toward its Goal or the Area to wake.
std::vector<Vec2> move_candidates(const World& world, const Unit& hero) {
  std::vector<Vec2> spots;
  const double reach = hero.reach();
  for (double r : {reach * 0.3, reach * 0.6, reach * 0.9}) {
    for (int i = 0; i < 12; ++i) {
      const double a = 2 * 3.141592653589793 * i / 12;
      const Vec2 p = hero.position + Vec2{std::cos(a), std::sin(a)} * r;
      const Vec2 spot{std::round(p.x), std::round(p.y)};
      if (world.check_move(hero.id, spot) == sim::MoveCheck::kOk) spots.push_back(spot);
    }
  }
  return spots;
}

}  // namespace

namespace {

// The careful player's Move for `hero`: the candidate spot whose preview scores best (staying put
// included), taken when it beats staying. Returns whether it moved.
bool careful_move(World& world, sim::UnitId id, const sim::Area* wake) {
  const Unit* hero = world.unit(id);
  if (!hero || !world.can_move(id)) return false;
  const sim::Objectives& objectives = world.setup().objectives;
  const int index = static_cast<int>(id.index);
  const bool counts_for_goal =
      std::any_of(objectives.goals.begin(), objectives.goals.end(),
                  [&](const sim::Goal& g) { return g.hero < 0 || g.hero == index; });
  const double goal_weight = counts_for_goal ? 30.0 : 0.0;
  std::optional<Vec2> wake_spot;
  if (wake) wake_spot = spot_toward(world, *hero, open_spot_in(world, *hero, *wake));
  const auto score_at = [&](const std::vector<sim::EnemyPlan>& plans, Vec2 at, std::size_t calls) {
    double score = danger_score(world, plans) - goal_weight * goal_tiles(world, *hero, at);
    if (wake_spot && at == *wake_spot) return score + 1000.0;  // the rout needs them woken
    return score - 150.0 * static_cast<double>(calls);
  };
  double best = score_at(sim::enemy_plans(world), hero->position, 0);
  std::optional<Vec2> best_spot;
  std::vector<Vec2> spots = move_candidates(world, *hero);
  if (wake_spot) spots.push_back(*wake_spot);
  for (const sim::Goal& goal : objectives.goals) {
    if (goal.hero >= 0 && goal.hero != index) continue;
    if (const std::optional<Vec2> toward =
            spot_toward(world, *hero, open_spot_in(world, *hero, goal.area))) {
      spots.push_back(*toward);
    }
  }
  for (const Vec2 spot : spots) {
    const sim::MoveForecast f = sim::forecast_move(world, id, spot);
    if (!f.accepted) continue;
    const double score = f.wins ? 1e9 : score_at(f.plans_after, spot, f.calls.size());
    if (score > best + 1) {
      best = score;
      best_spot = spot;
    }
  }
  return best_spot && move_to(world, *hero, *best_spot);
}

// The careful player's attack for `hero`: the enemy whose preview scores best (the battle won, a
// knock-out, the leader's HP, the damage, the danger after, nothing called), and that preview.
std::optional<std::pair<sim::UnitId, sim::AttackForecast>> careful_attack(const World& world,
                                                                          sim::UnitId id) {
  const sim::Objectives& objectives = world.setup().objectives;
  std::optional<std::pair<sim::UnitId, sim::AttackForecast>> best;
  double best_score = -1e18;
  for (const Unit* enemy : living(world, Side::kEnemy)) {
    sim::AttackForecast f = sim::forecast_attack(world, id, enemy->id);
    if (!f.accepted || !f.lands) continue;
    double score = danger_score(world, f.plans_after) + 25.0 * f.damage +
                   (f.knocks_out ? 300.0 : 0.0) - 150.0 * static_cast<double>(f.calls.size()) -
                   f.enemy_hp_after;  // the weaker first, as the simple player
    if (static_cast<int>(enemy->id.index) == objectives.leader) score += 200.0 * f.damage;
    if (f.wins) score = 1e9;
    if (score > best_score) {
      best_score = score;
      best = std::pair{enemy->id, std::move(f)};
    }
  }
  return best;
}

}  // namespace

void careful_turn(World& world) {
  const int protect = world.setup().objectives.protect;
  const sim::Area* wake = area_to_wake(world);
  std::vector<sim::UnitId> heroes;
  if (protect >= 0) heroes.push_back(world.units()[protect].id);  // the one to keep safe first
  for (const Unit* h : living(world, Side::kHero)) {
    if (static_cast<int>(h->id.index) != protect) heroes.push_back(h->id);
  }
  for (const sim::UnitId id : heroes) {
    const Unit* hero = world.unit(id);
    if (!players_move(world)) return;
    if (!hero || !hero->in_play()) continue;
    if (static_cast<int>(id.index) == protect) {
      careful_move(world, id, wake);
      continue;
    }
    // A blow that knocks an enemy out (or wins) goes first: the danger it takes away is gone
    // before the hero picks where to stand. Otherwise the hero moves first, then attacks.
    std::optional<std::pair<sim::UnitId, sim::AttackForecast>> blow = careful_attack(world, id);
    if (!(blow && (blow->second.knocks_out || blow->second.wins))) {
      careful_move(world, id, wake);
      if (!players_move(world)) return;
      blow = careful_attack(world, id);
    }
    if (blow) {
      const Unit* enemy = world.unit(blow->first);
      hero = world.unit(id);
      if (enemy && enemy->in_play() && hero && hero->in_play()) attack(world, *hero, *enemy);
    }
    if (!players_move(world)) return;
    careful_move(world, id, wake);  // after a knock-out (a hero that moved first has no move left)
  }
}

BattleResult play_battle(const sim::WorldSetup& setup,
                         const std::function<void(World&)>& turn_policy, int max_turns,
                         std::FILE* trace) {
  World world(setup);
  settle(world);
  while (world.turns().outcome == sim::Outcome::kOngoing && world.turns().turn <= max_turns) {
    const int turn = world.turns().turn;
    turn_policy(world);
    if (trace) {
      std::fprintf(trace, "turn %d:", turn);
      for (const Unit& u : world.units()) {
        if (!u.in_play()) continue;
        const std::optional<sim::UnitId> aim = world.intent(u.id);
        const Unit* target = aim ? world.unit(*aim) : nullptr;
        std::fprintf(trace, " %s %d@(%.0f,%.0f)%s%s", u.name().c_str(), u.hp, u.position.x,
                     u.position.y, target ? "->" : "", target ? target->name().c_str() : "");
      }
      std::fprintf(trace, "\n");
    }
    if (world.turns().turn == turn) end_turn(world);  // else it ended once all had attacked
  }
  BattleResult r;
  r.outcome = world.turns().outcome;
  r.decided_by = world.turns().decided_by;
  r.turns = world.turns().turn;
  r.damage_taken = world.turns().enemy_damage;
  for (const Unit& u : world.units()) {
    if (u.side() != Side::kHero) continue;
    r.heroes_hp += u.spec.hp;
    r.heroes_lost += u.knocked_out ? 1 : 0;
  }
  return r;
}

std::string describe(const BattleResult& r) {
  static const char* const kReasons[] = {"undecided",     "routed",       "leader out",
                                         "survived",      "goal reached", "heroes out",
                                         "protected out", "turn limit"};
  const char* outcome = r.outcome == sim::Outcome::kVictory  ? "victory"
                        : r.outcome == sim::Outcome::kDefeat ? "defeat"
                                                             : "undecided";
  return std::string(outcome) + " (" + kReasons[static_cast<int>(r.decided_by)] + ") on turn " +
         std::to_string(r.turns) + ", " + std::to_string(r.damage_taken) + " of " +
         std::to_string(r.heroes_hp) + " HP lost, " + std::to_string(r.heroes_lost) +
         (r.heroes_lost == 1 ? " hero" : " heroes") + " out";
}

}  // namespace hp::app::test
