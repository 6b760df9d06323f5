// shortest_double_text and its printf form (the browser build's): exact round trips, the
// shortest digits, on random doubles of every size and on the values maps hold.
#include "engine/core/shortest_double.h"

#include <gtest/gtest.h>

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>

namespace hp {
namespace {

// The significant digits a text spells (no sign, point, leading zeros or exponent).
int significant_digits(const std::string& text) {
  std::string digits;
  for (const char c : text.substr(0, text.find_first_of("eE"))) {
    if (c >= '0' && c <= '9') digits += c;
  }
  const std::size_t first = digits.find_first_not_of('0');
  if (first == std::string::npos) return 1;
  digits = digits.substr(first);
  const std::size_t last = digits.find_last_not_of('0');
  return static_cast<int>(last + 1);
}

TEST(ShortestDouble, both_forms_read_back_exactly_and_printf_is_never_longer) {
  std::mt19937_64 random(20261130);
  std::uniform_real_distribution<double> map_values(-100000.0, 100000.0);
  for (int i = 0; i < 20000; ++i) {
    double value = 0;
    if (i % 2 == 0) {
      const std::uint64_t bits = random();
      std::memcpy(&value, &bits, sizeof value);
      if (!std::isfinite(value)) continue;
    } else {
      value = std::round(map_values(random) * 1000.0) / 1000.0;  // a coordinate as Tiled saves it
    }
    const std::string text = shortest_double_text(value);
    const std::string printed = shortest_double_by_printf(value);
    ASSERT_EQ(std::strtod(text.c_str(), nullptr), value) << text;
    ASSERT_EQ(std::strtod(printed.c_str(), nullptr), value) << printed;
    // Never more digits than to_chars's; fewer where to_chars writes a large whole number out in
    // full ("1002787546051120640", where printf says 1.0027875460511206e+18).
    ASSERT_LE(significant_digits(printed), significant_digits(text))
        << printed << " has more digits than " << text;
  }
  EXPECT_EQ(shortest_double_by_printf(0.1), "0.1");
  EXPECT_EQ(shortest_double_by_printf(12.5), "12.5");
  EXPECT_EQ(shortest_double_by_printf(-3), "-3");
  EXPECT_EQ(shortest_double_by_printf(1e20), "1e+20");
}

}  // namespace
}  // namespace hp
