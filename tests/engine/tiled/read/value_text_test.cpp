// parse_number reads exactly what strtod reads whole and finite, to the same double: the quick
// from_chars path must not change a single coordinate.
#include "engine/tiled/read/value_text.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>

namespace hp::tiled {
namespace {

// What the loader did before the quick path: strtod over the whole text, finite values only.
std::optional<double> strtod_whole(const std::string& text) {
  if (text.empty()) return std::nullopt;
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size() || !std::isfinite(value)) return std::nullopt;
  return value;
}

void expect_same(const std::string& text) {
  const std::optional<double> expected = strtod_whole(text);
  const std::optional<double> got = parse_number(text);
  ASSERT_EQ(got.has_value(), expected.has_value()) << "\"" << text << "\"";
  if (!got) return;
  // Bit for bit: -0 stays -0.
  ASSERT_EQ(std::memcmp(&*got, &*expected, sizeof(double)), 0) << "\"" << text << "\"";
}

TEST(value_text, numbers_read_as_strtod_reads_them) {
  for (const char* text : {"0",
                           "-0",
                           "12",
                           "12.5",
                           "-3.25",
                           ".5",
                           "5.",
                           "1e3",
                           "1E-3",
                           "2.5e+10",
                           "+1",
                           " 1",
                           "1 ",
                           "0x10",
                           "0x1p3",
                           "inf",
                           "-inf",
                           "nan",
                           "infinity",
                           "1e400",
                           "-1e400",
                           "1e-400",
                           "4.9e-324",
                           "2.2250738585072011e-308",
                           "1.7976931348623157e308",
                           "1e",
                           "1e+",
                           "-",
                           ".",
                           "--1",
                           "1..2",
                           "1,5",
                           "0.1000000000000000055511151231257827",
                           "123456789012345678901234"}) {
    expect_same(text);
  }
}

TEST(value_text, random_numbers_read_as_strtod_reads_them) {
  std::mt19937_64 random(11);
  const std::string alphabet = "0123456789.-+eE x";
  for (int round = 0; round < 20000; ++round) {
    std::string text;
    if (round % 2 == 0) {
      // A printed double, to full or short precision.
      double value = 0;
      const std::uint64_t bits = random();
      std::memcpy(&value, &bits, sizeof value);
      char printed[64];
      std::snprintf(printed, sizeof printed, round % 4 == 0 ? "%.17g" : "%.6g", value);
      text = printed;
    } else {
      for (std::size_t n = 1 + random() % 8; n > 0; --n)
        text += alphabet[random() % alphabet.size()];
    }
    expect_same(text);
  }
}

}  // namespace
}  // namespace hp::tiled
