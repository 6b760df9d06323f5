// Check rule: property names the game does not read, on the map, layers, objects and tilesets.
#pragma once

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_model.h"

namespace hp::app {

// Checks every custom property of the map, its layers, objects, tilesets and tiles against the
// property table (map_properties.h). A name the game reads must have its type (an error with the
// type to set, property_type_rules.h); a name in another case or close to one the game reads is
// a typo, an error with "did you mean" ("hpp" -> "hp", "Aggro_range" -> "aggro_range"); any
// other name is the map's own, kept and ignored: one note per file and name (with how many
// times it appears), which `check --strict` makes an error.
void check_property_names(const tiled::Map& map, Diagnostics& diagnostics);

}  // namespace hp::app
