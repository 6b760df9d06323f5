// XmlAttributes: typed, range-checked reads of XML attributes; bad values are reported in place.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/tiled/map_model.h"
#include "engine/tiled/read/read_context.h"

#include <pugixml.hpp>

namespace hp::tiled {

// The value of attribute name, or null when it is absent.
const char* find_attribute(const pugi::xml_node& element, const char* name);

// The text of attribute name, or fallback when it is absent.
std::string_view text_attribute(const pugi::xml_node& element, const char* name,
                                std::string_view fallback = {});

// The first child element of node, or the element after it among its siblings (null when none):
// the tree also holds text nodes.
pugi::xml_node first_element(const pugi::xml_node& node);
pugi::xml_node next_element(const pugi::xml_node& node);

// Each read below leaves out unchanged when the attribute is absent (the require_ variants
// report that) and returns false after reporting a value that is not of the type or range.
bool read_int(const pugi::xml_node& element, const char* name, int min, int max, int& out,
              const ReadContext& context);
bool require_int(const pugi::xml_node& element, const char* name, int min, int max, int& out,
                 const ReadContext& context);
bool read_gid(const pugi::xml_node& element, const char* name, std::uint32_t& out,
              const ReadContext& context);
bool read_double(const pugi::xml_node& element, const char* name, double& out,
                 const ReadContext& context);
bool read_bool(const pugi::xml_node& element, const char* name, bool& out,
               const ReadContext& context);
// The same reads of a value already found (text null when the attribute is absent), for a
// reader that takes an element's attributes in one pass.
bool read_int_value(const pugi::xml_node& element, const char* name, const char* text, int min,
                    int max, int& out, const ReadContext& context);
bool read_gid_value(const pugi::xml_node& element, const char* name, const char* text,
                    std::uint32_t& out, const ReadContext& context);
bool read_double_value(const pugi::xml_node& element, const char* name, const char* text,
                       double& out, const ReadContext& context);
bool read_bool_value(const pugi::xml_node& element, const char* name, const char* text, bool& out,
                     const ReadContext& context);

bool read_color(const pugi::xml_node& element, const char* name, std::optional<Color>& out,
                const ReadContext& context);

}  // namespace hp::tiled
