// Where a Tiled object's shape lies on the map: its points placed as Tiled draws them (turned by
// the object's rotation, shifted by the layers' offset). Walls, Goals and Areas share it, so all
// three cover exactly what the designer sees.
#pragma once

#include <optional>
#include <vector>

#include "engine/core/vec2.h"
#include "engine/tiled/map_model.h"

namespace hp::sim {

// A point given relative to the object's (x, y), turned by the object's rotation (degrees,
// clockwise on screen, about (x, y) as Tiled does) and shifted by the layers' offset.
Vec2 place(const tiled::MapObject& object, Vec2 local, Vec2 offset);

// The outline of a rectangle, tile object or polygon, absolute points in drawing order (a
// rectangle's four corners; a negative width or height spans back from (x, y) as Tiled draws it).
// nullopt for any other shape, or a polygon of fewer than three points.
std::optional<std::vector<Vec2>> area_outline(const tiled::MapObject& object, Vec2 offset);

// "an ellipse", "a point", ...: how messages name a shape.
const char* shape_name(tiled::ObjectShape shape);

}  // namespace hp::sim
