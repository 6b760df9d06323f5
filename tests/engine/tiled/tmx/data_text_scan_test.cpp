// The <data> pre-scan: which tile data texts are taken from the XML parser, and that lines and
// errors after a taken text stay where they were.
#include "engine/tiled/tmx/data_text_scan.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "engine/tiled/map_loader.h"

namespace hp::tiled {
namespace {

using ::testing::StartsWith;

// Expects contents to go to the parser as they are, with no text taken.
void expect_untouched(std::string_view contents) {
  const DataTextScan scan = strip_data_texts(contents);
  EXPECT_EQ(scan.buffer, contents);
  EXPECT_TRUE(scan.texts.empty());
}

TEST(tmx_data_text_scan, csv_text_is_taken_and_its_newlines_stay) {
  const std::string_view contents =
      "<map>\n<layer>\n<data encoding=\"csv\">\n1,2,\n3,4\n</data>\n</layer>\n</map>\n";
  const DataTextScan scan = strip_data_texts(contents);
  EXPECT_EQ(scan.buffer,
            "<map>\n<layer>\n<data encoding=\"csv\">\n\n\n</data>\n</layer>\n</map>\n");
  ASSERT_EQ(scan.texts.size(), 1u);
  EXPECT_EQ(scan.texts[0].text, "\n1,2,\n3,4\n");
  EXPECT_EQ(scan.texts[0].name_offset, scan.buffer.find("data encoding"));
}

TEST(tmx_data_text_scan, each_data_element_maps_to_its_offset_in_the_buffer) {
  const std::string_view contents =
      "<map><data encoding=\"base64\">AAAA\nAAAA</data><data\nencoding=\"csv\">1</data ></map>";
  const DataTextScan scan = strip_data_texts(contents);
  EXPECT_EQ(scan.buffer,
            "<map><data encoding=\"base64\">\n</data><data\nencoding=\"csv\"></data ></map>");
  ASSERT_EQ(scan.texts.size(), 2u);
  EXPECT_EQ(scan.texts[0].text, "AAAA\nAAAA");
  EXPECT_EQ(scan.texts[1].text, "1");
  EXPECT_EQ(scan.texts[0].name_offset, 6u);
  EXPECT_EQ(scan.texts[1].name_offset, scan.buffer.find("data\nencoding"));
}

TEST(tmx_data_text_scan, data_in_a_comment_is_not_taken) {
  expect_untouched("<map><!-- <data encoding=\"csv\">1</data> --></map>");
}

TEST(tmx_data_text_scan, data_in_a_cdata_section_is_not_taken) {
  expect_untouched("<map><text><![CDATA[<data encoding=\"csv\">1</data>]]></text></map>");
}

TEST(tmx_data_text_scan, data_in_an_attribute_value_is_not_taken) {
  expect_untouched("<map><p v='x\"<data>1</data>'/><q v=\"'>\"/></map>");
}

TEST(tmx_data_text_scan, data_in_a_processing_instruction_or_doctype_is_not_taken) {
  expect_untouched("<?pi <data>1</data> ?><map/>");
  expect_untouched("<!DOCTYPE map [ <!ENTITY e \"<data>1</data>\"> ]><map/>");
}

TEST(tmx_data_text_scan, a_text_after_a_comment_with_a_quote_is_still_taken) {
  const DataTextScan scan = strip_data_texts("<!-- \" --><map><data>12</data></map>");
  ASSERT_EQ(scan.texts.size(), 1u);
  EXPECT_EQ(scan.texts[0].text, "12");
}

TEST(tmx_data_text_scan, text_with_an_entity_stays_for_the_parser) {
  expect_untouched("<map><data encoding=\"csv\">1,&#50;</data></map>");
}

TEST(tmx_data_text_scan, text_with_cdata_or_a_comment_stays_for_the_parser) {
  expect_untouched("<map><data encoding=\"csv\"><![CDATA[1,2]]></data></map>");
  expect_untouched("<map><data encoding=\"csv\">1,2<!-- x --></data></map>");
}

TEST(tmx_data_text_scan, tile_and_chunk_children_stay_for_the_parser) {
  expect_untouched("<map><data>\n <tile gid=\"1\"/>\n</data></map>");
  expect_untouched(
      "<map><data encoding=\"csv\">\n<chunk x=\"0\" y=\"0\" width=\"1\" height=\"1\">1</chunk>\n"
      "</data></map>");
}

TEST(tmx_data_text_scan, a_self_closing_data_takes_no_text) {
  const DataTextScan scan = strip_data_texts("<map><data encoding=\"csv\"/>7<data>8</data></map>");
  EXPECT_EQ(scan.buffer, "<map><data encoding=\"csv\"/>7<data></data></map>");
  ASSERT_EQ(scan.texts.size(), 1u);
  EXPECT_EQ(scan.texts[0].text, "8");
}

TEST(tmx_data_text_scan, other_names_starting_with_data_are_not_taken) {
  expect_untouched("<map><database>1</database><data>1</database></map>");
}

TEST(tmx_data_text_scan, unterminated_constructs_leave_the_rest_to_the_parser) {
  expect_untouched("<map><data encoding=\"csv\">1,2,3");
  expect_untouched("<map><!-- <data>1</data>");
  expect_untouched("<map><![CDATA[ <data>1</data>");
  expect_untouched("<map a=\"><data>1</data>");
  expect_untouched("<map><data encoding=\"csv\"");
  expect_untouched("<map><data>1</data");
  expect_untouched("<");
  expect_untouched("");
}

// A 3x2 map whose CSV data spans lines 4-7, then more content.
std::string map_with_data_then(std::string_view after) {
  return "<?xml version=\"1.0\"?>\n"
         "<map orientation=\"orthogonal\" width=\"3\" height=\"2\" tilewidth=\"16\" "
         "tileheight=\"16\">\n"
         " <layer id=\"1\" name=\"ground\" width=\"3\" height=\"2\">\n"
         "  <data encoding=\"csv\">\n"
         "0,0,0,\r\n"
         "0,0,0\n"
         "</data>\n"
         " </layer>\n" +
         std::string(after) + "</map>\n";
}

TEST(tmx_data_text_scan, an_error_after_taken_data_names_its_own_line) {
  Diagnostics diagnostics;
  const std::optional<Map> map = load_map_from_memory(
      map_with_data_then(" <objectgroup id=\"2\" name=\"o\">\n  <object id=\"x\"/>\n"
                         " </objectgroup>\n"),
      "virtual/m.tmx", diagnostics);
  EXPECT_FALSE(map.has_value());
  ASSERT_TRUE(diagnostics.has_errors());
  EXPECT_THAT(diagnostics.first_error()->to_string(), StartsWith("virtual/m.tmx:10: error: "));
}

TEST(tmx_data_text_scan, malformed_xml_after_taken_data_names_its_own_line) {
  Diagnostics diagnostics;
  const std::optional<Map> map =
      load_map_from_memory(map_with_data_then(" <a></b>\n"), "virtual/m.tmx", diagnostics);
  EXPECT_FALSE(map.has_value());
  ASSERT_TRUE(diagnostics.has_errors());
  EXPECT_THAT(diagnostics.first_error()->to_string(),
              StartsWith("virtual/m.tmx:9: error: malformed XML ("));
}

TEST(tmx_data_text_scan, taken_data_with_crlf_decodes_and_the_layer_keeps_its_line) {
  Diagnostics diagnostics;
  const std::optional<Map> map =
      load_map_from_memory(map_with_data_then(""), "virtual/m.tmx", diagnostics);
  ASSERT_TRUE(map.has_value()) << diagnostics.items().front().to_string();
  ASSERT_EQ(map->layers.size(), 1u);
  EXPECT_EQ(map->layers[0].line, 3);
  EXPECT_EQ(map->layers[0].tiles.gids, std::vector<std::uint32_t>(6, 0));
}

// Long random texts, with stops and newlines at every position: a text is taken exactly when
// it holds no '<' or '&', and the buffer keeps each of its newlines.
TEST(tmx_data_text_scan, long_random_texts_are_taken_exactly_when_plain) {
  std::mt19937 random(29);
  const std::string plain = "AZaz09+/=,,,\n\r\t  ";
  for (int round = 0; round < 3000; ++round) {
    std::string text(random() % 700, 'Q');
    for (char& c : text) {
      if (random() % 4 == 0) c = plain[random() % plain.size()];
    }
    const bool with_stop = random() % 3 == 0 && !text.empty();
    if (with_stop) text[random() % text.size()] = random() % 2 == 0 ? '&' : '<';
    const std::string head = "<map><layer><data encoding=\"base64\">";
    const std::string contents = head + text + "</data></layer></map>";
    const DataTextScan scan = strip_data_texts(contents);
    const std::string where = "round " + std::to_string(round);
    if (with_stop) {
      EXPECT_TRUE(scan.texts.empty()) << where;
      continue;
    }
    ASSERT_EQ(scan.texts.size(), 1u) << where;
    EXPECT_EQ(scan.texts[0].text, text) << where;
    const auto newlines = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
    EXPECT_EQ(scan.buffer, head + std::string(newlines, '\n') + "</data></layer></map>") << where;
  }
}

}  // namespace
}  // namespace hp::tiled
