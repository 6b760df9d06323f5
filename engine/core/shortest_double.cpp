// std::to_chars when the library has it (__cpp_lib_to_chars), else printf and strtod.
#include "engine/core/shortest_double.h"

#include <charconv>
#include <cstdio>
#include <cstdlib>

namespace hp {

std::string shortest_double_by_printf(double value) {
  char buffer[32];
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(buffer, sizeof buffer, "%.*g", digits, value);
    if (std::strtod(buffer, nullptr) == value) break;
  }
  return buffer;
}

std::string shortest_double_text(double value) {
#if defined(__cpp_lib_to_chars)
  char buffer[32];
  const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
  return ec == std::errc() ? std::string(buffer, end) : std::string();
#else
  return shortest_double_by_printf(value);
#endif
}

}  // namespace hp
