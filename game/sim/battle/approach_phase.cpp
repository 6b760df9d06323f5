// ApproachPhase: pursue (seed 003) through a route walk, up to touching.
#include "game/sim/battle/approach_phase.h"

#include "game/sim/model/events.h"
#include "game/sim/navigation/unit_mover.h"
#include "game/sim/steering/seek_behaviors.h"

namespace hp::sim {
namespace {

constexpr double kMaxLookahead = 1.5;  // seconds; seed 003 never predicts further ahead

bool touching(const Unit& hero, const Unit& enemy, const AttackTunables& tunables) {
  return gap_between(hero, enemy) <= tunables.touch_gap;
}

}  // namespace

Vec2 intercept_point(const Unit& hero, const Unit& enemy) {
  const KinematicState chaser{hero.position, hero.velocity};
  const KinematicState quarry{enemy.position, enemy.velocity};
  return enemy.position +
         enemy.velocity * intercept_time(chaser, quarry, hero.spec.speed, kMaxLookahead);
}

void ApproachPhase::enter(AttackContext& context) {
  walk_ = RouteWalk(context.tunables().walk);
}

PhaseStatus ApproachPhase::update(AttackContext& context) {
  Unit& hero = context.attacker();
  const Unit& enemy = context.target();
  if (enemy.knocked_out) return abandon(AbandonReason::kTargetDown);
  if (touching(hero, enemy, context.tunables())) return PhaseStatus::kDone;
  const double reach = hero.radius() + enemy.radius();
  const WalkGoal goal{intercept_point(hero, enemy), reach, enemy.id};
  WalkStatus status = step_walk(context, walk_, goal);
  if (status == WalkStatus::kNoPath && goal.point != enemy.position) {
    // The prediction can lie inside a wall (a target sliding along one as it runs): go for
    // where it stands instead before giving up.
    status = step_walk(context, walk_, {enemy.position, reach, enemy.id});
  }
  if (status == WalkStatus::kNoPath) {
    context.emit({EventType::kNoPath, hero.id, enemy.id, hero.position, 0});
    return abandon(AbandonReason::kNoPath);
  }
  if (touching(hero, enemy, context.tunables())) return PhaseStatus::kDone;
  return status == WalkStatus::kStuck ? abandon(AbandonReason::kStuck) : PhaseStatus::kRunning;
}

PhaseStatus ApproachPhase::abandon(AbandonReason reason) {
  reason_ = reason;
  return PhaseStatus::kAbandoned;
}

void ApproachPhase::exit(AttackContext& /*context*/) {}

}  // namespace hp::sim
