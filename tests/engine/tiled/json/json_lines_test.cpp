// The line given to each JSON object (simdjson keeps no positions, so JsonObjectLines finds the
// '{' of each object in the text) and the line of a refused text's problem.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <random>

#include "engine/tiled/json/json_object_lines.h"
#include "engine/tiled/map_loader.h"
#include "tests/engine/tiled/support/test_files.h"

namespace hp::tiled {
namespace {

using test::expect_error_at;
using test::TempDir;

std::vector<int> all_lines(std::string_view text) {
  JsonObjectLines lines(text);
  std::vector<int> out;
  for (std::size_t i = 0; i < lines.count(); ++i) out.push_back(lines.line_of(i));
  return out;
}

// The rule, plainly: the lines of the '{'s outside strings, a backslash in a string escaping
// the next character, newlines counted outside strings.
std::vector<int> plain_lines(std::string_view text) {
  std::vector<int> out;
  int line = 1;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '"') {
      for (++i; i < text.size() && text[i] != '"'; ++i) {
        if (text[i] == '\\') ++i;
      }
    } else if (text[i] == '{') {
      out.push_back(line);
    } else if (text[i] == '\n') {
      ++line;
    }
  }
  return out;
}

// Random JSON-like text, with quotes, backslashes, braces and newlines at every position against
// the scan's 32-byte blocks, and long strings: the same lines as the plain rule.
TEST(json_object_lines, random_text_gives_the_lines_of_the_plain_rule) {
  std::mt19937 random(7);
  const std::string marks = "\"\\{}\n :,";
  for (int round = 0; round < 5000; ++round) {
    std::string text(random() % 300, 'x');
    const unsigned odds = 1 + random() % 12;
    for (char& c : text) {
      if (random() % odds == 0) c = marks[random() % marks.size()];
    }
    ASSERT_EQ(all_lines(text), plain_lines(text)) << "\"" << text << "\"";
  }
}

TEST(json_object_lines, finds_each_object_in_the_order_of_its_brace) {
  EXPECT_EQ(all_lines("{\n \"a\": {\n  \"b\": {}\n },\n \"c\": [{},\n {}]\n}"),
            (std::vector<int>{1, 2, 3, 5, 6}));
}

TEST(json_object_lines, braces_inside_strings_are_not_objects) {
  EXPECT_EQ(all_lines("{\"a\": \"{ { {\",\n\"b\": \"}\\n{\",\n\"c\": {}}"),
            (std::vector<int>{1, 3}));
}

TEST(json_object_lines, escaped_quotes_do_not_end_a_string) {
  // "\"{" holds an escaped quote then a brace; "\\" ends with an escaped backslash, so the
  // quote after it ends the string and the '{' on the next line opens an object.
  EXPECT_EQ(all_lines("{\"a\": \"\\\"{\\\"{\",\n\"b\": \"\\\\\",\n\"c\": {}}"),
            (std::vector<int>{1, 3}));
  EXPECT_EQ(all_lines("{\"a\": \"x\\\\\\\"{\",\n\"c\":\n {}}"), (std::vector<int>{1, 3}));
}

TEST(json_object_lines, a_long_string_before_an_object_keeps_its_line) {
  std::string text = "{\"data\": \"";
  for (int i = 0; i < 100000; ++i) text += i % 7 == 0 ? "\\\"{" : "AbCd";
  text += "\",\n\n\"next\": {}}";
  EXPECT_EQ(all_lines(text), (std::vector<int>{1, 3}));
}

// A map whose single property object starts at the line of its '{', after strings that hold
// braces, escaped quotes and escaped backslashes; its bad value is reported there.
TEST(tiled_json_lines, an_object_after_tricky_strings_is_reported_at_its_line) {
  TempDir dir;
  const std::string text =
      "{\n \"type\": \"map\",\n \"class\": \"say \\\"{hi}\\\" {{ \\\\\",\n"
      " \"orientation\": \"orthogonal\", \"width\": 2, \"height\": 2,\n"
      " \"tilewidth\": 16, \"tileheight\": 16,\n \"properties\": [{\"name\": \"a\", \"type\": "
      "\"string\", \"value\": \"}{\\\\\"},\n  {\"name\": \"turns\",\n   \"type\": \"int\",\n"
      "   \"value\": \"a lot\"}]\n}\n";
  expect_error_at(dir, "tricky.tmj", text, "{\"name\": \"turns\"",
                  "property \"turns\" has value \"a lot\", which is not a whole number");
}

TEST(tiled_json_lines, a_nested_object_is_reported_at_its_own_line) {
  TempDir dir;
  const std::string text =
      "{\"type\": \"map\", \"orientation\": \"orthogonal\", \"width\": 2, \"height\": 2,\n"
      " \"tilewidth\": 16, \"tileheight\": 16, \"layers\": [\n"
      "  {\"type\": \"group\", \"name\": \"g\", \"layers\": [\n"
      "   {\"type\": \"objectgroup\", \"name\": \"o\", \"objects\": [\n"
      "    {\"id\": 1, \"name\": \"a\", \"x\": 0, \"y\": 0},\n"
      "    {\"id\": 2, \"name\": \"b\",\n"
      "     \"x\": \"left\", \"y\": 0}]}]}]}\n";
  expect_error_at(dir, "nested.tmj", text, "{\"id\": 2",
                  "object 2 \"b\": \"x\" is \"left\", which is not a finite number");
}

TEST(tiled_json_lines, tile_data_holding_objects_keeps_later_lines) {
  TempDir dir;
  const std::string text =
      "{\"type\": \"map\", \"orientation\": \"orthogonal\", \"width\": 2, \"height\": 1,\n"
      " \"tilewidth\": 16, \"tileheight\": 16, \"layers\": [\n"
      "  {\"type\": \"tilelayer\", \"name\": \"t\", \"width\": 2, \"height\": 1,\n"
      "   \"data\": [0, {\"x\": {}}]},\n"
      "  {\"type\": \"objectgroup\",\n   \"name\": \"o\", \"opacity\": \"half\"}]}\n";
  const std::string path = dir.write("data.tmj", text);
  Diagnostics diagnostics;
  static_cast<void>(load_map(path, diagnostics));
  ASSERT_EQ(diagnostics.items().size(), 2u) << test::dump(diagnostics);
  EXPECT_THAT(diagnostics.items()[0].to_string(),
              ::testing::StartsWith(path + ":3: error: layer \"t\": tile data value 2 (an "
                                           "object) is not a tile gid"));
  EXPECT_THAT(diagnostics.items()[1].to_string(),
              ::testing::StartsWith(path + ":5: error: layer \"o\": \"opacity\""));
}

TEST(tiled_json_lines, a_syntax_error_after_a_string_with_braces_is_at_its_line) {
  TempDir dir;
  const std::string text =
      "{\n \"type\": \"map\",\n \"class\": \"{\\\"\\n}\",\n \"width\": 2,,\n}\n";
  expect_error_at(dir, "syntax.tmj", text, "\"width\": 2,,", "malformed JSON (syntax error");
}

TEST(tiled_json_lines, a_whole_number_too_large_is_malformed_at_its_line) {
  TempDir dir;
  const std::string text = "{\n \"type\": \"map\",\n \"width\": 99999999999999999999\n}\n";
  expect_error_at(dir, "big.tmj", text, "99999", "malformed JSON (number 99999999999999999999");
}

TEST(tiled_json_lines, nesting_past_the_limit_is_reported_at_its_line) {
  TempDir dir;
  std::string text = "{\"type\": \"map\",\n \"x\":\n ";
  for (int i = 0; i < 200; ++i) text += "[";
  for (int i = 0; i < 200; ++i) text += "]";
  text += "}\n";
  expect_error_at(dir, "deep.tmj", text, "[[[", "nested more than 160 deep");
}

TEST(tiled_json_lines, a_byte_order_mark_is_skipped_and_lines_still_count_from_it) {
  TempDir dir;
  const std::string text = "\xEF\xBB\xBF{\n \"type\": \"tileset\"\n}\n";
  expect_error_at(dir, "bom.tmj", text, "{", "not a Tiled map");
}

}  // namespace
}  // namespace hp::tiled
