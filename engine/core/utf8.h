// UTF-8 to code points: names and messages from maps are in any script, and what draws them
// (and what checks they can be drawn) works a character at a time.
#pragma once

#include <string_view>
#include <vector>

namespace hp::utf8 {

// U+FFFD: what a byte that starts no valid sequence becomes.
inline constexpr char32_t kReplacement = 0xFFFD;

// The code point starting at text[at], and how many bytes it takes (at least 1, so a loop
// always moves on). A malformed or overlong sequence, a surrogate or a value past U+10FFFF is
// one kReplacement for its first byte.
inline char32_t decode(std::string_view text, std::size_t at, std::size_t& length) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[at + i]); };
  const unsigned char lead = byte(0);
  length = 1;
  if (lead < 0x80) return lead;
  int extra = 0;
  char32_t cp = 0;
  if ((lead & 0xE0) == 0xC0) {
    extra = 1;
    cp = lead & 0x1F;
  } else if ((lead & 0xF0) == 0xE0) {
    extra = 2;
    cp = lead & 0x0F;
  } else if ((lead & 0xF8) == 0xF0) {
    extra = 3;
    cp = lead & 0x07;
  } else {
    return kReplacement;
  }
  if (text.size() - at <= static_cast<std::size_t>(extra)) return kReplacement;  // cut off
  for (int i = 1; i <= extra; ++i) {
    const unsigned char next = byte(static_cast<std::size_t>(i));
    if ((next & 0xC0) != 0x80) return kReplacement;
    cp = (cp << 6) | (next & 0x3F);
  }
  static constexpr char32_t kSmallest[] = {0, 0x80, 0x800, 0x10000};
  if (cp < kSmallest[extra] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
    return kReplacement;
  }
  length = static_cast<std::size_t>(extra) + 1;
  return cp;
}

// Every code point of text, in order.
inline std::vector<char32_t> code_points(std::string_view text) {
  std::vector<char32_t> out;
  for (std::size_t at = 0, length = 0; at < text.size(); at += length) {
    out.push_back(decode(text, at, length));
  }
  return out;
}

}  // namespace hp::utf8
