// XmlAttributes: typed, range-checked reads of XML attributes; bad values are reported in place.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/tiled/map_model.h"
#include "engine/tiled/read_context.h"

namespace tinyxml2 {
class XMLElement;
}

namespace hp::tiled {

// The text of attribute name, or fallback when it is absent.
std::string_view text_attribute(const tinyxml2::XMLElement& element, const char* name,
                                std::string_view fallback = {});

// Each read below leaves out unchanged when the attribute is absent (the require_ variants
// report that) and returns false after reporting a value that is not of the type or range.
bool read_int(const tinyxml2::XMLElement& element, const char* name, int min, int max, int& out,
              const ReadContext& context);
bool require_int(const tinyxml2::XMLElement& element, const char* name, int min, int max, int& out,
                 const ReadContext& context);
bool read_gid(const tinyxml2::XMLElement& element, const char* name, std::uint32_t& out,
              const ReadContext& context);
bool read_double(const tinyxml2::XMLElement& element, const char* name, double& out,
                 const ReadContext& context);
bool read_bool(const tinyxml2::XMLElement& element, const char* name, bool& out,
               const ReadContext& context);
bool read_color(const tinyxml2::XMLElement& element, const char* name, std::optional<Color>& out,
                const ReadContext& context);

// Parses Tiled's colour forms: "#RRGGBB", "#AARRGGBB", and the same without '#'.
std::optional<Color> parse_color(std::string_view text);
// Parses a whole decimal integer / a finite decimal number (no trailing characters).
std::optional<long long> parse_integer(std::string_view text);
std::optional<double> parse_number(std::string_view text);

}  // namespace hp::tiled
