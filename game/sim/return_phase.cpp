// ReturnPhase: the same steering and step as the approach, toward home, with a stall fallback.
#include "game/sim/return_phase.h"

#include "game/sim/cardioid.h"
#include "game/sim/movement_step.h"
#include "game/sim/world.h"

namespace hp::sim {

void ReturnPhase::enter(AttackContext& context) {
  const AttackTunables& t = context.tunables();
  guard_ = ProgressGuard(ticks_for(t.stuck_seconds), t.stuck_progress);
  straight_home_ = false;
}

PhaseStatus ReturnPhase::update(AttackContext& context) {
  Unit& hero = context.hero();
  if (hero.position == hero.home) return PhaseStatus::kDone;
  const double stride = hero.spec.speed * World::kDt;
  if (straight_home_) {
    move_and_face(hero, step_toward(hero.position, hero.home, stride));
  } else {
    // Now the enemy is an obstacle like everyone else (unless knocked out).
    const std::vector<Obstacle> others = context.neighbours().obstacles_on_the_way(hero, hero.home);
    const Vec2 direction = avoidance_direction(hero.position, hero.radius(), hero.home, others,
                                               context.tunables().steering);
    move_and_face(hero, step_along(hero.position, direction, stride, hero.home));
  }
  if (hero.position == hero.home) return PhaseStatus::kDone;
  if (!straight_home_ && guard_.stuck_after(distance(hero.position, hero.home))) {
    straight_home_ = true;
  }
  return PhaseStatus::kRunning;
}

void ReturnPhase::exit(AttackContext& /*context*/) {}

}  // namespace hp::sim
