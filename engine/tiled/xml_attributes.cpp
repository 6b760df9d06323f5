// Attribute parsing with messages naming the element, the attribute, its value and the range.
#include "engine/tiled/xml_attributes.h"

#include <tinyxml2.h>

#include <charconv>
#include <cmath>
#include <cstdlib>

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

std::string attribute_problem(const tinyxml2::XMLElement& element, const char* name,
                              std::string_view value, std::string_view expected) {
  return std::string("<") + element.Name() + "> attribute " + name + "=" + quoted(value) +
         " is not " + std::string(expected) + "; fix it in Tiled (or a text editor) and re-save";
}

std::optional<int> hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return std::nullopt;
}

std::optional<std::uint8_t> hex_byte(std::string_view two) {
  const std::optional<int> high = hex_digit(two[0]);
  const std::optional<int> low = hex_digit(two[1]);
  if (!high || !low) return std::nullopt;
  return static_cast<std::uint8_t>(*high * 16 + *low);
}

}  // namespace

std::string_view text_attribute(const tinyxml2::XMLElement& element, const char* name,
                                std::string_view fallback) {
  const char* value = element.Attribute(name);
  return value ? std::string_view(value) : fallback;
}

std::optional<long long> parse_integer(std::string_view text) {
  long long value = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (text.empty() || ec != std::errc() || ptr != end) return std::nullopt;
  return value;
}

std::optional<double> parse_number(std::string_view text) {
  if (text.empty()) return std::nullopt;
  const std::string copy(text);  // strtod needs a terminated string
  char* end = nullptr;
  const double value = std::strtod(copy.c_str(), &end);
  if (end != copy.c_str() + copy.size() || !std::isfinite(value)) return std::nullopt;
  return value;
}

std::optional<Color> parse_color(std::string_view text) {
  if (!text.empty() && text.front() == '#') text.remove_prefix(1);
  if (text.size() != 6 && text.size() != 8) return std::nullopt;
  Color color;
  if (text.size() == 8) {
    const std::optional<std::uint8_t> a = hex_byte(text.substr(0, 2));
    if (!a) return std::nullopt;
    color.a = *a;
    text.remove_prefix(2);
  }
  const std::optional<std::uint8_t> r = hex_byte(text.substr(0, 2));
  const std::optional<std::uint8_t> g = hex_byte(text.substr(2, 2));
  const std::optional<std::uint8_t> b = hex_byte(text.substr(4, 2));
  if (!r || !g || !b) return std::nullopt;
  color.r = *r;
  color.g = *g;
  color.b = *b;
  return color;
}

bool read_int(const tinyxml2::XMLElement& element, const char* name, int min, int max, int& out,
              const ReadContext& context) {
  const char* text = element.Attribute(name);
  if (!text) return true;
  const std::optional<long long> value = parse_integer(text);
  if (!value || *value < min || *value > max) {
    context.error(&element, attribute_problem(element, name, text,
                                              "a whole number from " + std::to_string(min) +
                                                  " to " + std::to_string(max)));
    return false;
  }
  out = static_cast<int>(*value);
  return true;
}

bool require_int(const tinyxml2::XMLElement& element, const char* name, int min, int max, int& out,
                 const ReadContext& context) {
  if (!element.Attribute(name)) {
    context.error(&element, std::string("<") + element.Name() + "> has no " + name +
                                " attribute; re-save the file from Tiled");
    return false;
  }
  return read_int(element, name, min, max, out, context);
}

bool read_gid(const tinyxml2::XMLElement& element, const char* name, std::uint32_t& out,
              const ReadContext& context) {
  const char* text = element.Attribute(name);
  if (!text) return true;
  const std::optional<long long> value = parse_integer(text);
  if (!value || *value < 0 || *value > 0xffffffffLL) {
    context.error(&element, attribute_problem(element, name, text, "a tile gid (0 to 4294967295)"));
    return false;
  }
  out = static_cast<std::uint32_t>(*value);
  return true;
}

bool read_double(const tinyxml2::XMLElement& element, const char* name, double& out,
                 const ReadContext& context) {
  const char* text = element.Attribute(name);
  if (!text) return true;
  const std::optional<double> value = parse_number(text);
  if (!value) {
    context.error(&element, attribute_problem(element, name, text, "a finite number"));
    return false;
  }
  out = *value;
  return true;
}

bool read_bool(const tinyxml2::XMLElement& element, const char* name, bool& out,
               const ReadContext& context) {
  const char* text = element.Attribute(name);
  if (!text) return true;
  const std::string_view value(text);
  if (value == "1" || value == "true") {
    out = true;
  } else if (value == "0" || value == "false") {
    out = false;
  } else {
    context.error(&element, attribute_problem(element, name, text, "0 or 1"));
    return false;
  }
  return true;
}

bool read_color(const tinyxml2::XMLElement& element, const char* name, std::optional<Color>& out,
                const ReadContext& context) {
  const char* text = element.Attribute(name);
  if (!text) return true;
  const std::optional<Color> color = parse_color(text);
  if (!color) {
    context.error(&element, attribute_problem(element, name, text, "a colour like #rrggbb"));
    return false;
  }
  out = color;
  return true;
}

}  // namespace hp::tiled
