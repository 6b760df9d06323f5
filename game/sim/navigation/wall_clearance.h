// Signed gaps between a disc and static geometry: positive when clear, negative when overlapping.
#pragma once

#include <span>

#include "engine/core/vec2.h"
#include "game/sim/model/world_setup.h"

namespace hp::sim {

// Gap between the disc (centre, radius) and an axis-aligned box, pixels.
double box_gap(const Rect& box, Vec2 centre, double radius);

// Gap between the disc and a polygon (absolute points, either winding). Fewer than three points
// are treated as a line, which has no inside.
double polygon_gap(std::span<const Vec2> polygon, Vec2 centre, double radius);

// Whether p lies inside the polygon, off its outline: polygon_gap(polygon, p, 0) < 0, with the
// distances worked out only for a point inside.
bool polygon_holds(std::span<const Vec2> polygon, Vec2 p);

// Gap between the disc and the edges of a width x height map, from the inside: negative when the
// disc pokes out of the map.
double bounds_gap(double width, double height, Vec2 centre, double radius);

}  // namespace hp::sim
