// Check rule: a property the game reads must have the Tiled type the game reads it as.
#pragma once

#include <optional>
#include <string>

#include "engine/tiled/map_model.h"
#include "game/app/check/map_properties.h"

namespace hp::app {

// Tiled's name for a property type ("int", "bool", ...), as the property table writes it.
std::string_view tiled_type_name(tiled::PropertyType type);

// What is wrong when property, one the game reads as spec, has another Tiled type, with the
// fix: "is a string ("yes") where the game reads a bool: set its type to bool in Tiled and tick
// it or not". nullopt when the type is right, or one the game reads the same way (an int where
// a float is read, a file where a string is read, a patrol route named by a string).
std::optional<std::string> type_problem(const tiled::Property& property, const PropertySpec& spec);

}  // namespace hp::app
