// ApproachPhase: cardioid steering (seed 000) and the fixed-length step (seed 002) up to contact.
#include "game/sim/approach_phase.h"

#include <cmath>
#include <limits>

#include "game/sim/cardioid.h"
#include "game/sim/movement_step.h"
#include "game/sim/world.h"

namespace hp::sim {
namespace {

// How far from `from` along the unit `direction` the walker's centre first comes within `reach`
// of `centre` (discs touching), or infinity when the ray misses. When direction points at the
// centre this is distance - reach, the brief's min(speed * dt, distance - (r_a + r_b)).
double distance_to_contact(Vec2 from, Vec2 direction, Vec2 centre, double reach) {
  const Vec2 offset = from - centre;
  const double along = dot(offset, direction);
  const double beyond = offset.length_squared() - reach * reach;
  if (beyond <= 0.0) return 0.0;  // already touching
  const double discriminant = along * along - beyond;
  if (along >= 0.0 || discriminant < 0.0) return std::numeric_limits<double>::infinity();
  return -along - std::sqrt(discriminant);
}

}  // namespace

void ApproachPhase::enter(AttackContext& context) {
  const AttackTunables& t = context.tunables();
  guard_ = ProgressGuard(ticks_for(t.stuck_seconds), t.stuck_progress);
}

PhaseStatus ApproachPhase::update(AttackContext& context) {
  Unit& hero = context.hero();
  const Unit& enemy = context.enemy();
  if (enemy.knocked_out) return PhaseStatus::kAbandoned;
  const double reach = hero.radius() + enemy.radius();
  if (distance(hero.position, enemy.position) <= reach) return PhaseStatus::kDone;

  const std::vector<Obstacle> others =
      context.neighbours().obstacles_on_the_way(hero, enemy.position, enemy.id);
  const Vec2 direction = avoidance_direction(hero.position, hero.radius(), enemy.position, others,
                                             context.tunables().steering);
  const double stride = hero.spec.speed * World::kDt;
  const double to_contact = distance_to_contact(hero.position, direction, enemy.position, reach);
  const bool touches = to_contact <= stride;
  move_and_face(hero, step_along(hero.position, direction, touches ? to_contact : stride));
  if (touches) return PhaseStatus::kDone;
  const double gap = distance(hero.position, enemy.position) - reach;
  return guard_.stuck_after(gap) ? PhaseStatus::kAbandoned : PhaseStatus::kRunning;
}

void ApproachPhase::exit(AttackContext& /*context*/) {}

}  // namespace hp::sim
