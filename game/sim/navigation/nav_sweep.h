// Swept-disc and distance primitives against wall segments and the map's edges.
#pragma once

#include "engine/core/vec2.h"
#include "game/sim/steering/contact.h"

namespace hp::sim {

// First contact of a disc of radius moving from `from` by `delta` with the segment ab (a wall
// edge), with disc_contact's semantics: it stops kContactSkin short; a disc already within the
// skin may move away or along but not closer (fraction 0). A degenerate segment is a point.
Contact segment_contact(Vec2 from, Vec2 delta, double radius, Vec2 a, Vec2 b);

// First contact of the disc with the edges of a width x height map, from the inside.
Contact bounds_contact(Vec2 from, Vec2 delta, double radius, double width, double height);

// Distance from p to the segment ab, pixels.
double point_segment_distance(Vec2 p, Vec2 a, Vec2 b);

// Distance between the segments ab and cd, pixels (0 when they cross or touch).
double segment_segment_distance(Vec2 a, Vec2 b, Vec2 c, Vec2 d);

}  // namespace hp::sim
