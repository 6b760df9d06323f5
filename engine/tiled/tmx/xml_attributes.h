// XmlAttributes: typed, range-checked reads of XML attributes; bad values are reported in place.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/tiled/map_model.h"
#include "engine/tiled/read/read_context.h"

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

}  // namespace hp::tiled
