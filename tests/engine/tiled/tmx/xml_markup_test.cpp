// xml_markup::tag_end: the vector scan finds the same '>' as a plain walk that skips quoted
// values, wherever the quotes and '>'s fall against its 16-byte blocks.
#include "engine/tiled/tmx/xml_markup.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace hp::tiled {
namespace {

std::size_t plain_tag_end(std::string_view s, std::size_t from) {
  for (std::size_t i = from; i < s.size(); ++i) {
    if (s[i] == '>') return i;
    if (s[i] == '"' || s[i] == '\'') {
      i = s.find(s[i], i + 1);
      if (i == std::string_view::npos) return xml_markup::kNone;
    }
  }
  return xml_markup::kNone;
}

TEST(xml_markup, tag_end_skips_quoted_values) {
  const std::string tag = R"(object name="a>b" type='c"d>' x="1">tail)";
  EXPECT_EQ(xml_markup::tag_end(tag, 0), tag.find(">tail"));
  EXPECT_EQ(xml_markup::tag_end(R"(object name="never closed>)", 0), xml_markup::kNone);
  EXPECT_EQ(xml_markup::tag_end("data", 0), xml_markup::kNone);
}

TEST(xml_markup, tag_end_agrees_with_a_plain_walk_on_random_text) {
  std::mt19937 random(3);
  const std::string alphabet = "ab =>\"'\n";
  for (int round = 0; round < 20000; ++round) {
    std::string text(random() % 80, 'a');
    const unsigned odds = 2 + random() % 20;  // one character in odds is not a letter
    for (char& c : text) {
      if (random() % odds == 0) c = alphabet[random() % alphabet.size()];
    }
    const std::size_t from = text.empty() ? 0 : random() % text.size();
    ASSERT_EQ(xml_markup::tag_end(text, from), plain_tag_end(text, from))
        << "\"" << text << "\" from " << from;
  }
}

}  // namespace
}  // namespace hp::tiled
