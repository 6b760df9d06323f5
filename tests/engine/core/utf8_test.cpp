// utf8::decode: every valid sequence to its code point, anything else to one U+FFFD a byte.
#include "engine/core/utf8.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>

namespace hp {
namespace {

// The UTF-8 of cp (valid code points only), written out by the standard's table.
std::string encode(char32_t cp) {
  std::string out;
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
  return out;
}

TEST(Utf8, names_in_any_script_decode_to_their_code_points) {
  EXPECT_EQ(utf8::code_points("Ærø"), (std::vector<char32_t>{0xC6, 0x72, 0xF8}));
  EXPECT_EQ(utf8::code_points("Дм"), (std::vector<char32_t>{0x414, 0x43C}));
  EXPECT_EQ(utf8::code_points("龍之"), (std::vector<char32_t>{0x9F8D, 0x4E4B}));
  EXPECT_EQ(utf8::code_points("🙂"), (std::vector<char32_t>{0x1F642}));
}

TEST(Utf8, every_valid_code_point_round_trips) {
  for (char32_t cp = 0; cp <= 0x10FFFF; cp += (cp < 0x20000 ? 1 : 61)) {
    if (cp >= 0xD800 && cp <= 0xDFFF) continue;  // surrogates are not characters
    const std::string text = encode(cp);
    std::size_t length = 0;
    ASSERT_EQ(static_cast<std::uint32_t>(utf8::decode(text, 0, length)),
              static_cast<std::uint32_t>(cp));
    ASSERT_EQ(length, text.size()) << static_cast<std::uint32_t>(cp);
  }
}

TEST(Utf8, broken_sequences_are_one_replacement_a_byte_and_never_read_past_the_end) {
  // A lone continuation byte, a cut-off sequence, an overlong "/", a surrogate, past U+10FFFF.
  for (const std::string& bad :
       {std::string("\x80"), std::string("\xE4\xB8"), std::string("\xC0\xAF"),
        std::string("\xED\xA0\x80"), std::string("\xF4\x90\x80\x80"), std::string("\xFF")}) {
    std::size_t length = 0;
    EXPECT_EQ(static_cast<std::uint32_t>(utf8::decode(bad, 0, length)), 0xFFFDu);
    EXPECT_EQ(length, 1u);
  }
  // Random bytes: the walk always moves on and stays inside the text.
  std::mt19937 rng(5);
  for (int i = 0; i < 2000; ++i) {
    std::string text(rng() % 12, '\0');
    for (char& c : text) c = static_cast<char>(rng());
    std::size_t at = 0, steps = 0;
    for (std::size_t length = 0; at < text.size(); at += length, ++steps) {
      utf8::decode(text, at, length);
      ASSERT_GE(length, 1u);
      ASSERT_LE(at + length, text.size());
    }
    EXPECT_LE(steps, text.size());
  }
}

}  // namespace
}  // namespace hp
