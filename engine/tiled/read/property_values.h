// PropertyValues: Tiled's property type names and the text forms of their values, shared by the
// XML and JSON property readers.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/tiled/map_model.h"

namespace hp::tiled {

// The type Tiled writes as name ("int", "color", ...; empty is string), or nullopt.
std::optional<PropertyType> property_type_from_name(std::string_view name);

// value in the form the model keeps for type, or nullopt when it is not of that type. Colours
// become "#aarrggbb" (empty stays empty: Tiled's unset colour); the rest is kept as written.
std::optional<std::string> normalized_value(PropertyType type, std::string_view value);

// What a value of type looks like, for messages ("a whole number", "true or false").
const char* expected_value_form(PropertyType type);

// Tiled's "#aarrggbb" for color.
std::string color_text(Color color);

}  // namespace hp::tiled
