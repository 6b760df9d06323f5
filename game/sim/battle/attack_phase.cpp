// AttackContext accessors and the helpers every phase shares.
#include "game/sim/battle/attack_phase.h"

#include "engine/core/assert.h"

namespace hp::sim {

Unit& AttackContext::attacker() const {
  Unit* unit = world_.unit_mut(attacker_);
  HP_ASSERT(unit != nullptr);  // the world validated the order; units are never removed
  return *unit;
}

Unit& AttackContext::target() const {
  Unit* unit = world_.unit_mut(target_);
  HP_ASSERT(unit != nullptr);
  return *unit;
}

NeighbourQuery AttackContext::neighbours() const {
  return NeighbourQuery(world_.units());
}

const WorldSetup& AttackContext::setup() const {
  return world_.setup();
}

void AttackContext::emit(const Event& event) const {
  world_.emit(event);
}

void AttackContext::hit_stop(double seconds) const {
  if (seconds > 0.0) world_.hit_stop(ticks_for(seconds));
}

WalkStatus step_walk(AttackContext& context, RouteWalk& walk, const WalkGoal& goal) {
  const Unit& hero = context.attacker();
  const int replans_before = walk.replans();
  const WalkStatus status = walk.step(context.world(), hero.id, goal);
  if (walk.replans() > replans_before) {
    context.emit(RouteReplanned{hero.id, hero.position});
  }
  return status;
}

void move_and_face(Unit& unit, Vec2 to) {
  const Vec2 travel = normalized(to - unit.position);
  unit.position = to;
  if (travel != Vec2{}) unit.facing = travel;
}

}  // namespace hp::sim
