// ValueText: parsing the text of a value in a Tiled file (an integer, a number, a colour), the
// same in XML attributes, JSON members and property values.
#pragma once

#include <optional>
#include <string_view>

#include "engine/tiled/map_model.h"

namespace hp::tiled {

// Parses Tiled's colour forms: "#RRGGBB", "#AARRGGBB", and the same without '#'.
std::optional<Color> parse_color(std::string_view text);
// Parses a whole decimal integer / a finite decimal number (no trailing characters).
std::optional<long long> parse_integer(std::string_view text);
std::optional<double> parse_number(std::string_view text);

}  // namespace hp::tiled
