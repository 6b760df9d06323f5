// Check rule: objects that look like units but have no class, or a class the game ignores.
#pragma once

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_model.h"

namespace hp::app {

// An object looks like a unit when it carries a unit property (an Enemy's in the property table:
// hp, speed, radius, attack, patrol, ...) or is a point object. Such an object with no class, or
// with a class that is not Hero, Enemy, Patrol, Waypoint or Wall, is reported: an error when it has
// unit properties (the designer clearly meant a unit) or a class within "did you mean" reach of
// one the game reads ("Heroo"), a warning for a bare point with no class (a forgotten class), and
// a note for a bare point of the map's own class (another game's spawn point, kept and ignored;
// `check --strict` makes it an error). Rectangles, ellipses, polygons, tiles and text without unit
// properties are decoration and never reported. Classes that differ from a known one only by case
// are left to setup_from_map, which calls them errors.
void check_unit_classes(const tiled::Map& map, Diagnostics& diagnostics);

}  // namespace hp::app
