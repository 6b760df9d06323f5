// Wounded flight: seed 003's evade (or a stop) as a velocity, moved by the unit mover.
#include "game/sim/battle/wounded_flight.h"

#include "game/sim/model/tick.h"
#include "game/sim/navigation/unit_mover.h"
#include "game/sim/steering/seek_behaviors.h"

namespace hp::sim {

bool runs_when_threatened(const Unit& enemy) {
  // Strictly under the share; the slack keeps a share like a third from rounding a whole
  // number of hit points (3 of 9) under itself.
  constexpr double kSlack = 1e-9;
  return enemy.side() == Side::kEnemy && enemy.in_play() &&
         enemy.hp < enemy.spec.flee_below * enemy.spec.hp - kSlack;
}

void flee_one_tick(Battlefield& world, Unit& enemy, const Unit& hero,
                   const FlightTunables& tunables) {
  const double dt = kTickSeconds;
  const KinematicLimits limits{enemy.spec.speed * tunables.speed_factor, tunables.acceleration};
  const KinematicState self{enemy.position, enemy.velocity};
  const KinematicState threat{hero.position, hero.velocity};
  SeekTunables seek;
  seek.panic_radius = tunables.panic_tiles * world.setup().tile_width;
  const PursuitPlan plan = evade(self, threat, limits, seek, dt);
  const bool threatened = distance(enemy.position, hero.position) <= seek.panic_radius;
  const Vec2 acceleration = threatened ? plan.acceleration : match_velocity(self, {}, limits, dt);
  const KinematicState next = step_kinematic(self, acceleration, limits, dt);
  UnitMover(world.units(), world.collision()).move(enemy, next.velocity, dt);
}

}  // namespace hp::sim
