// The element a mismatched end tag leaves open: found past comments, CDATA, quoted '>'s and
// self-closing tags, and named with its line in the malformed XML message.
#include "engine/tiled/tmx/unclosed_element.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "engine/tiled/map_loader.h"
#include "tests/engine/tiled/support/test_files.h"

namespace hp::tiled {
namespace {

using ::testing::HasSubstr;

// Where pugixml stops on the end tag written last in text: at its name.
std::size_t stop_at_last_end_tag(const std::string& text) {
  return text.rfind("</") + 2;
}

TEST(UnclosedElement, the_innermost_start_tag_without_its_end_tag_is_named) {
  const std::string text = "<map>\n <layer>\n  <data>1</data>\n</map>\n";
  const std::optional<OpenElement> open = innermost_open_element(text, stop_at_last_end_tag(text));
  ASSERT_TRUE(open);
  EXPECT_EQ(open->name, "layer");
  EXPECT_EQ(open->offset, text.find("<layer"));
  EXPECT_EQ(end_tag_at(text, stop_at_last_end_tag(text)), "map");
}

TEST(UnclosedElement, at_the_end_of_the_file_the_last_open_element_is_named) {
  const std::string text = "<map>\n <layer name=\"a\">\n";
  const std::optional<OpenElement> open = innermost_open_element(text, text.size());
  ASSERT_TRUE(open);
  EXPECT_EQ(open->name, "layer");
  EXPECT_EQ(end_tag_at(text, text.size()), "");
}

TEST(UnclosedElement, comments_cdata_and_quoted_markup_open_nothing) {
  const std::string text =
      "<map a=\">\"><!-- <fake> --><layer b='/>'><![CDATA[<y>]]><?pi <z>?></map>";
  const std::optional<OpenElement> open = innermost_open_element(text, stop_at_last_end_tag(text));
  ASSERT_TRUE(open);
  EXPECT_EQ(open->name, "layer");
}

TEST(UnclosedElement, self_closing_and_closed_elements_are_not_open) {
  const std::string text = "<map><object id=\"1\"/><layer></layer>\n<group></lay>";
  const std::optional<OpenElement> open = innermost_open_element(text, stop_at_last_end_tag(text));
  ASSERT_TRUE(open);
  EXPECT_EQ(open->name, "group");
  EXPECT_EQ(end_tag_at(text, stop_at_last_end_tag(text)), "lay");
}

TEST(UnclosedElement, an_end_tag_with_nothing_open_has_no_open_element) {
  const std::string text = "</map>";
  EXPECT_FALSE(innermost_open_element(text, 2));
  EXPECT_EQ(end_tag_at(text, 2), "map");
  EXPECT_FALSE(innermost_open_element("", 0));
  EXPECT_EQ(end_tag_at("", 0), "");
}

TEST(UnclosedElement, a_load_names_the_open_element_and_its_line_after_a_stripped_data_text) {
  test::TempDir dir;
  const std::string text =
      "<?xml version=\"1.0\"?>\n"
      "<map version=\"1.8\" orientation=\"orthogonal\" width=\"2\" height=\"2\" tilewidth=\"8\" "
      "tileheight=\"8\">\n"
      " <layer id=\"1\" name=\"ground\" width=\"2\" height=\"2\">\n"
      "  <data encoding=\"csv\">\n0,0,\n0,0\n</data>\n"
      "</map>\n";
  const std::string path = dir.write("open.tmx", text);
  Diagnostics diagnostics;
  EXPECT_FALSE(load_map(path, diagnostics));
  const Diagnostic* error = diagnostics.first_error();
  ASSERT_NE(error, nullptr);
  EXPECT_EQ(error->line, test::line_containing(text, "</map>"));
  EXPECT_THAT(error->to_string(),
              HasSubstr("malformed XML (</map> here, but <layer> from line 3 is still open; "
                        "close <layer> before it)"));
}

}  // namespace
}  // namespace hp::tiled
