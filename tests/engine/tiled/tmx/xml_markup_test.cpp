// xml_markup::tag_end: the '>' that closes a tag, past quoted values.
#include "engine/tiled/tmx/xml_markup.h"

#include <gtest/gtest.h>

#include <string>

namespace hp::tiled {
namespace {

TEST(xml_markup, tag_end_skips_quoted_values) {
  const std::string tag = R"(object name="a>b" type='c"d>' x="1">tail)";
  EXPECT_EQ(xml_markup::tag_end(tag, 0), tag.find(">tail"));
  EXPECT_EQ(xml_markup::tag_end(R"(object name="never closed>)", 0), xml_markup::kNone);
  EXPECT_EQ(xml_markup::tag_end("data", 0), xml_markup::kNone);
}

}  // namespace
}  // namespace hp::tiled
