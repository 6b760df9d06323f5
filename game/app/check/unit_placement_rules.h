// Check rule: units that start inside a wall, off the map, or overlapping another unit.
#pragma once

#include <string>

#include "engine/core/diagnostic.h"
#include "game/sim/world/world.h"

namespace hp::app {

// Reports each unit whose disc overlaps a wall or pokes out of the map, and each pair of units
// whose discs overlap (at the later unit's line), by more than kPlacementSlack pixels.
void check_unit_placement(const sim::World& world, const std::string& path,
                          Diagnostics& diagnostics);

// Overlaps up to this many pixels are let through: Tiled's snapping puts touching units a
// rounding error apart.
inline constexpr double kPlacementSlack = 0.01;

// A number of pixels for messages: one decimal, without a trailing ".0" ("12.8", "40").
std::string pixels(double value);
// A distance something must move, as pixels() writes it but rounded up to the next tenth (at
// least 0.1): moving the distance shown is always enough.
std::string pixels_to_move(double value);

// The fix for a disc at `centre` that overlaps a wall: "the nearest spot where it fits is 28.8 px
// away, at (115.2, 112)" (the spot's coordinates rounded away from centre, so it is no nearer),
// or that it fits nowhere on this map.
std::string nearest_fit_text(const sim::StaticCollision& collision, Vec2 centre, double radius);

}  // namespace hp::app
