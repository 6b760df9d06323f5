// Attribute parsing with messages naming the element, the attribute, its value and the range.
#include "engine/tiled/tmx/xml_attributes.h"

#include "engine/tiled/read/value_text.h"

namespace hp::tiled {
namespace {

// The value in quotes, shortened when long (a broken file can put a whole layer in one).
std::string quoted(std::string_view text) {
  constexpr std::size_t kMaxShown = 40;
  // Built by appends: GCC 12 at -O3 gives a false -Wrestrict on "\"" + std::string(text).
  std::string out;
  out += '"';
  out += text.substr(0, kMaxShown);
  if (text.size() > kMaxShown) out += "...";
  out += '"';
  return out;
}

std::string attribute_problem(const pugi::xml_node& element, const char* name,
                              std::string_view value, std::string_view expected) {
  return std::string("<") + element.name() + "> attribute " + name + "=" + quoted(value) +
         " is not " + std::string(expected) + "; fix it in Tiled (or a text editor) and re-save";
}

}  // namespace

const char* find_attribute(const pugi::xml_node& element, const char* name) {
  const pugi::xml_attribute attribute = element.attribute(name);
  return attribute ? attribute.value() : nullptr;
}

pugi::xml_node first_element(const pugi::xml_node& node) {
  pugi::xml_node child = node.first_child();
  while (child && child.type() != pugi::node_element) child = child.next_sibling();
  return child;
}

pugi::xml_node next_element(const pugi::xml_node& node) {
  pugi::xml_node sibling = node.next_sibling();
  while (sibling && sibling.type() != pugi::node_element) sibling = sibling.next_sibling();
  return sibling;
}

std::string_view text_attribute(const pugi::xml_node& element, const char* name,
                                std::string_view fallback) {
  const char* value = find_attribute(element, name);
  return value ? std::string_view(value) : fallback;
}

bool read_int_value(const pugi::xml_node& element, const char* name, const char* text, int min,
                    int max, int& out, const ReadContext& context) {
  if (!text) return true;
  const std::optional<long long> value = parse_integer(text);
  if (!value || *value < min || *value > max) {
    context.error(element, attribute_problem(element, name, text,
                                             "a whole number from " + std::to_string(min) + " to " +
                                                 std::to_string(max)));
    return false;
  }
  out = static_cast<int>(*value);
  return true;
}

bool read_int(const pugi::xml_node& element, const char* name, int min, int max, int& out,
              const ReadContext& context) {
  return read_int_value(element, name, find_attribute(element, name), min, max, out, context);
}

bool require_int(const pugi::xml_node& element, const char* name, int min, int max, int& out,
                 const ReadContext& context) {
  if (!find_attribute(element, name)) {
    context.error(element, std::string("<") + element.name() + "> has no " + name +
                               " attribute; re-save the file from Tiled");
    return false;
  }
  return read_int(element, name, min, max, out, context);
}

bool read_gid_value(const pugi::xml_node& element, const char* name, const char* text,
                    std::uint32_t& out, const ReadContext& context) {
  if (!text) return true;
  const std::optional<long long> value = parse_integer(text);
  if (!value || *value < 0 || *value > 0xffffffffLL) {
    context.error(element, attribute_problem(element, name, text, "a tile gid (0 to 4294967295)"));
    return false;
  }
  out = static_cast<std::uint32_t>(*value);
  return true;
}

bool read_gid(const pugi::xml_node& element, const char* name, std::uint32_t& out,
              const ReadContext& context) {
  return read_gid_value(element, name, find_attribute(element, name), out, context);
}

bool read_double_value(const pugi::xml_node& element, const char* name, const char* text,
                       double& out, const ReadContext& context) {
  if (!text) return true;
  const std::optional<double> value = parse_number(text);
  if (!value) {
    context.error(element, attribute_problem(element, name, text, "a finite number"));
    return false;
  }
  out = *value;
  return true;
}

bool read_double(const pugi::xml_node& element, const char* name, double& out,
                 const ReadContext& context) {
  return read_double_value(element, name, find_attribute(element, name), out, context);
}

bool read_bool_value(const pugi::xml_node& element, const char* name, const char* text, bool& out,
                     const ReadContext& context) {
  if (!text) return true;
  const std::string_view value(text);
  if (value == "1" || value == "true") {
    out = true;
  } else if (value == "0" || value == "false") {
    out = false;
  } else {
    context.error(element, attribute_problem(element, name, text, "0 or 1"));
    return false;
  }
  return true;
}

bool read_bool(const pugi::xml_node& element, const char* name, bool& out,
               const ReadContext& context) {
  return read_bool_value(element, name, find_attribute(element, name), out, context);
}

bool read_color(const pugi::xml_node& element, const char* name, std::optional<Color>& out,
                const ReadContext& context) {
  const char* text = find_attribute(element, name);
  if (!text) return true;
  const std::optional<Color> color = parse_color(text);
  if (!color) {
    context.error(element, attribute_problem(element, name, text, "a colour like #rrggbb"));
    return false;
  }
  out = color;
  return true;
}

}  // namespace hp::tiled
