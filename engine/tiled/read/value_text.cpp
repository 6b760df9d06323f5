// Value text parsing: whole integers, finite numbers and Tiled's colour forms.
#include "engine/tiled/read/value_text.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace hp::tiled {
namespace {

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

std::optional<long long> parse_integer(std::string_view text) {
  long long value = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (text.empty() || ec != std::errc() || ptr != end) return std::nullopt;
  return value;
}

std::optional<double> parse_number(std::string_view text) {
  if (text.empty()) return std::nullopt;
    // The usual text ("12.5", "-3", "1e3") in one correctly rounded pass, as strtod rounds it; a
    // large map has thousands of object coordinates. What from_chars does not read whole (a
    // leading '+' or space, hexadecimal, a value out of range) goes to strtod as before.
#if defined(__cpp_lib_to_chars)  // libc++ of Debian's Emscripten has no floating from_chars
  double quick = 0;
  const char* end_of_text = text.data() + text.size();
  const auto [stop, ec] = std::from_chars(text.data(), end_of_text, quick);
  if (ec == std::errc() && stop == end_of_text) {
    if (!std::isfinite(quick)) return std::nullopt;  // "inf", "nan"
    return quick;
  }
#endif
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

}  // namespace hp::tiled
