// UnitMover: the one way units walk: a velocity for one tick, constrained so a unit's disc never
// enters another standing unit's disc, a wall or the map's edge (resolved before moving).
#pragma once

#include <span>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/model/unit.h"
#include "game/sim/navigation/movement_step.h"
#include "game/sim/navigation/static_collision.h"
#include "game/sim/steering/obstacle.h"

namespace hp::sim {

class UnitMover {
 public:
  // `units` are the discs to stop at; only the unit handed to move() moves.
  UnitMover(std::span<const Unit> units, const StaticCollision& walls)
      : units_(units), walls_(walls) {}

  // Moves unit by velocity * dt, stopping at the first contact and sliding along it, then
  // records the velocity it really had and faces the way it went. Touching `destination` (the
  // unit it walks up to, if any) ends the move without a slide. Returns the distance moved.
  double move(Unit& unit, Vec2 velocity, double dt, UnitId destination = {});

 private:
  std::span<const Unit> units_;
  const StaticCollision& walls_;
  std::vector<Obstacle> scratch_;
};

// The signed gap between two units' discs, pixels.
inline double gap_between(const Unit& a, const Unit& b) {
  return distance(a.position, b.position) - a.radius() - b.radius();
}

}  // namespace hp::sim
