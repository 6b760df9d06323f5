// Check rule: property names the game does not read, on the map and on typed objects.
#pragma once

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_model.h"

namespace hp::app {

// Reports every map property and every property of a Hero, Enemy, Patrol, Waypoint or Wall
// object that is not in the property table (map_properties.h), suggesting the nearest known
// name when one is close ("hpp" -> "hp"). Layers, tiles and other objects are not checked.
void check_property_names(const tiled::Map& map, Diagnostics& diagnostics);

}  // namespace hp::app
