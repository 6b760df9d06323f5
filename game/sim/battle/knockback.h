// Knockback: how far a slammed unit flies, stopping short of anything it was clear of.
#pragma once

#include <span>

#include "engine/core/vec2.h"
#include "game/sim/model/world_setup.h"
#include "game/sim/steering/obstacle.h"

namespace hp::sim {

// The end of a knockback: start moved up to `length` pixels along the unit `direction`, but
// never so far that the disc (radius) enters another unit's disc, a wall or the map's edge that
// it was clear of at the start. (It may slide along something it already overlapped, so a unit
// placed half inside a wall can still be pushed out of it.)
Vec2 knockback_end(Vec2 start, Vec2 direction, double length, double radius,
                   std::span<const Obstacle> discs, const Walls& walls, double map_width,
                   double map_height);
// The same among a map's standing walls (setup.walls: no doors).
Vec2 knockback_end(Vec2 start, Vec2 direction, double length, double radius,
                   std::span<const Obstacle> discs, const WorldSetup& setup);

// Ease-out curve for the flight: fast off the hit, settling at the end. t in [0, 1] -> [0, 1].
double ease_out(double t);

}  // namespace hp::sim
