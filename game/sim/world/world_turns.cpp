// World's turns: the player's turn (each living hero attacks once), then the enemies' (each
// living enemy attacks the hero enemy_tactics picks, one after another, by itself), until the
// map's objectives (model/objectives.h) decide the battle.
#include <algorithm>
#include <cmath>

#include "game/sim/battle/attack_action.h"
#include "game/sim/battle/enemy_tactics.h"
#include "game/sim/world/world.h"

namespace hp::sim {
namespace {

int ticks_of(double seconds) {
  return static_cast<int>(std::lround(seconds * World::kTicksPerSecond));
}

bool any_living(const std::vector<Unit>& units, Side side) {
  return std::any_of(units.begin(), units.end(),
                     [&](const Unit& u) { return u.side() == side && u.in_play(); });
}

// Reinforcements of that side still to come.
bool any_arriving(const std::vector<Unit>& units, Side side) {
  return std::any_of(units.begin(), units.end(),
                     [&](const Unit& u) { return u.side() == side && u.arriving; });
}

}  // namespace

void World::finish_action() {
  // A hero whose approach gave up (kOrderAbandoned says why) keeps its action: only an attack
  // that landed spends it. An enemy's was spent when its attack began.
  if (action_->landed()) turns_.acted[action_->attacker().index] = 1;
  action_.reset();
  replan_intents();  // the player sees what changed
}

void World::end_player_turn() {
  if (turns_.side != TurnSide::kPlayer || turns_.outcome != Outcome::kOngoing) return;
  if (waiting_on_plans()) {
    end_turn_when_planned_ = true;  // the enemies act on the plans the player is shown
    return;
  }
  if (busy()) return;
  turns_.side = TurnSide::kEnemy;
  std::fill(turns_.acted.begin(), turns_.acted.end(), std::uint8_t{0});
  std::fill(turns_.moved.begin(), turns_.moved.end(), std::uint8_t{0});
  turns_.pause_ticks = ticks_of(TurnState::kEnemyTurnPauseSeconds);
  emit(EnemyTurnBegan{turns_.turn});
}

// Called once per tick after the action ran.
void World::advance_turns() {
  watch_arrival_areas();
  watch_doors();
  for (const Event& e : events_) {
    const Slam* slam = as<Slam>(e);
    const Unit* attacker = slam ? unit(slam->attacker) : nullptr;
    if (!attacker) continue;
    (attacker->side() == Side::kHero ? turns_.hero_damage : turns_.enemy_damage) += slam->damage;
  }
  if (turns_.outcome != Outcome::kOngoing || decide_outcome()) return;
  if (turns_.side == TurnSide::kPlayer) {
    // Nobody left to act: the turn ends by itself.
    const bool someone_can_act = std::any_of(units_.begin(), units_.end(), [&](const Unit& u) {
      return u.side() == Side::kHero && u.in_play() && !turns_.has_acted(u.id.index);
    });
    if (!someone_can_act && !busy()) end_player_turn();
    return;
  }
  if (busy()) return;
  if (turns_.pause_ticks > 0) {
    --turns_.pause_ticks;
    return;
  }
  start_enemy_attack();
}

// The next enemy in map order that has not acted attacks; when none is left, the player's
// next turn begins.
void World::start_enemy_attack() {
  for (const Unit& enemy : units_) {
    if (enemy.side() != Side::kEnemy || !enemy.in_play() || turns_.has_acted(enemy.id.index)) {
      continue;
    }
    turns_.acted[enemy.id.index] = 1;
    // What the player was shown; planned afresh only when its hero is down by now.
    UnitId target = intents_[enemy.id.index];
    std::vector<Vec2> walk = advances_[enemy.id.index];
    const Unit* shown = unit(target);
    if (target.valid() && (!shown || !shown->in_play())) plan_intent(enemy, target, walk);
    if (!target.valid() && !walk.empty()) {
      // No hero within its reach: it walks its reach toward the nearest, and stands there.
      move_.emplace(enemy.id, walk.back());
      emit(MoveStarted{enemy.id, walk.back()});
      turns_.pause_ticks = ticks_of(TurnState::kBetweenEnemiesSeconds);
      return;
    }
    if (!target.valid()) {
      emit(EnemyWaits{enemy.id, enemy.position});
      continue;  // the next enemy goes at once
    }
    // A patrolling enemy walks back onto its route by itself; one standing guard walks home.
    action_ = std::make_unique<AttackAction>(
        enemy.id, target, AttackTunables{},
        patrols(enemy) ? AfterSlam::kStayThere : AfterSlam::kWalkHome);
    action_->start(*this);
    turns_.pause_ticks = ticks_of(TurnState::kBetweenEnemiesSeconds);
    return;
  }
  // The enemies' turn is over: the objectives counted in turns are decided here.
  if (decide_turn_outcome()) return;
  turns_.side = TurnSide::kPlayer;
  ++turns_.turn;
  std::fill(turns_.acted.begin(), turns_.acted.end(), std::uint8_t{0});
  turns_.pause_ticks = 0;
  bring_arrivals();
  alert_enemies();  // an arrival may stand within a sentry's range
  watch_doors();    // a door due this turn is open before the player looks
  // The plans just carried out are done; the new ones show once planned (think()).
  intents_.assign(units_.size(), UnitId{});
  advances_.assign(units_.size(), {});
  replan_intents();
  emit(PlayerTurnBegan{turns_.turn});
  announce_arrivals();
}

// A reinforcement waiting on an Area is called when a living hero stands in it (walking through
// counts): it arrives at the start of the next turn, and is shown until then.
void World::watch_arrival_areas() {
  for (Unit& unit : units_) {
    if (!unit.arriving || unit.arrival_turn != 0 || unit.spec.arrives_when_entered < 0) continue;
    const Area& area = setup_->areas[static_cast<std::size_t>(unit.spec.arrives_when_entered)];
    const bool entered = std::any_of(units_.begin(), units_.end(), [&](const Unit& hero) {
      return hero.side() == Side::kHero && hero.in_play() && contains(area, hero.position);
    });
    if (!entered) continue;
    unit.arrival_turn = turns_.turn + 1;
    emit(ReinforcementsComing{unit.id, unit.position, unit.arrival_turn});
  }
}

// The reinforcements due this turn step onto the field: at their spot, or the nearest free one
// when a unit stands there.
void World::bring_arrivals() {
  for (Unit& unit : units_) {
    if (!unit.arriving || unit.arrival_turn == 0 || unit.arrival_turn > turns_.turn) continue;
    const Vec2 spot = free_spot_near(unit.spec.position, unit.radius());
    unit.arriving = false;
    unit.position = unit.previous_position = unit.home = spot;
    emit(Arrived{unit.id, spot, turns_.turn});
  }
}

// Those due next turn, said at the start of this one (the warning a turn ahead).
void World::announce_arrivals() {
  for (const Unit& unit : units_) {
    if (unit.arriving && unit.arrival_turn == turns_.turn + 1) {
      emit(ReinforcementsComing{unit.id, unit.position, unit.arrival_turn});
    }
  }
}

// The spot nearest `wanted` where a disc of `radius` touches no wall and no unit in play: rings of
// candidates a quarter of the radius apart, each ring tried from its top, until one is free (a
// search bounded by the map's size; the wanted spot itself when nothing is free).
Vec2 World::free_spot_near(Vec2 wanted, double radius) const {
  const auto free = [&](Vec2 p) {
    if (p.x < radius || p.y < radius || p.x > setup_->width - radius ||
        p.y > setup_->height - radius || collision_->gap(p, radius) < 0.5) {
      return false;
    }
    return std::none_of(units_.begin(), units_.end(), [&](const Unit& other) {
      return other.in_play() && distance(p, other.position) < radius + other.radius() + 0.5;
    });
  };
  if (free(wanted)) return wanted;
  const double step = std::max(1.0, radius * 0.25);
  const double farthest = std::hypot(setup_->width, setup_->height);
  for (double ring = step; ring < farthest; ring += step) {
    const int candidates = std::max(8, static_cast<int>(2.0 * 3.141592653589793 * ring / step));
    for (int k = 0; k < candidates; ++k) {
      const double angle = -3.141592653589793 / 2 + 2.0 * 3.141592653589793 * k / candidates;
      const Vec2 p = wanted + Vec2{std::cos(angle), std::sin(angle)} * ring;
      if (free(p)) return p;
    }
  }
  return wanted;
}

// The conditions that can hold at any step: a victory (every enemy out, the leader out, a hero
// in a Goal) or a defeat (every hero out, the protected hero out). A victory and a defeat on the
// same step count as the victory. Returns whether the battle just ended.
bool World::decide_outcome() {
  const Objectives& objectives = setup_->objectives;
  const auto out = [&](int index) {
    return index >= 0 && static_cast<std::size_t>(index) < units_.size() &&
           units_[static_cast<std::size_t>(index)].knocked_out;
  };
  if (objectives.rout && !any_living(units_, Side::kEnemy) && !any_arriving(units_, Side::kEnemy)) {
    return end_battle(OutcomeReason::kRouted);
  }
  if (out(objectives.leader)) return end_battle(OutcomeReason::kLeaderOut);
  if (!acting() && goal_reached()) return end_battle(OutcomeReason::kGoalReached);
  if (!any_living(units_, Side::kHero) && !any_arriving(units_, Side::kHero)) {
    return end_battle(OutcomeReason::kHeroesOut);
  }
  if (out(objectives.protect)) return end_battle(OutcomeReason::kProtectedOut);
  return false;
}

// The conditions counted in turns, decided when the enemies' turn ends: holding out wins, the
// turn limit loses.
bool World::decide_turn_outcome() {
  const Objectives& objectives = setup_->objectives;
  if (objectives.survive_turns > 0 && turns_.turn >= objectives.survive_turns) {
    return end_battle(OutcomeReason::kSurvived);
  }
  if (objectives.turn_limit > 0 && turns_.turn >= objectives.turn_limit) {
    return end_battle(OutcomeReason::kTurnLimit);
  }
  return false;
}

std::optional<World::GoalReached> World::goal_reached() const {
  for (std::size_t g = 0; g < setup_->objectives.goals.size(); ++g) {
    const Goal& goal = setup_->objectives.goals[g];
    for (const Unit& hero : units_) {
      if (hero.side() != Side::kHero || !hero.in_play()) continue;
      if (goal.hero >= 0 && hero.id.index != static_cast<std::uint32_t>(goal.hero)) continue;
      if (contains(goal.area, hero.position)) return GoalReached{g, hero.id};
    }
  }
  return std::nullopt;
}

bool World::end_battle(OutcomeReason reason) {
  const bool won = reason == OutcomeReason::kRouted || reason == OutcomeReason::kLeaderOut ||
                   reason == OutcomeReason::kSurvived || reason == OutcomeReason::kGoalReached;
  turns_.outcome = won ? Outcome::kVictory : Outcome::kDefeat;
  turns_.decided_by = reason;
  turns_.ended_on_tick = static_cast<int>(tick_);
  planning_.reset();  // no enemy turn comes: nothing left to plan
  end_turn_when_planned_ = false;
  if (won) {
    emit(Victory{turns_.turn});
  } else {
    emit(Defeat{turns_.turn});
  }
  return true;
}

}  // namespace hp::sim
