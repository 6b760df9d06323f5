// Bad JSON maps: each problem gives "path:line: error: ..." at the JSON object it is in, saying
// what is wrong and how to fix it, like the TMX messages.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/tiled/map_loader.h"
#include "engine/tiled/read/map_limits.h"
#include "tests/engine/tiled/support/test_files.h"

namespace hp::tiled {
namespace {

using test::expect_error_at;
using test::only_error;
using test::TempDir;
using ::testing::HasSubstr;
using ::testing::StartsWith;

// A 2x2 JSON map holding the given layers (JSON text of the "layers" elements), with the
// fixture tileset embedded (gids 1-8). Keys go one per line, as Tiled writes them.
std::string small_map(std::string_view layers, std::string_view extra = "") {
  return std::string("{\n \"type\": \"map\",\n \"orientation\": \"orthogonal\",\n") +
         std::string(extra) +
         " \"width\": 2,\n \"height\": 2,\n \"tilewidth\": 16,\n \"tileheight\": 16,\n"
         " \"tilesets\": [\n  {\n   \"firstgid\": 1,\n   \"name\": \"terrain\",\n"
         "   \"tilewidth\": 16,\n   \"tileheight\": 16,\n   \"tilecount\": 8,\n"
         "   \"columns\": 4,\n   \"image\": \"tiles.png\",\n   \"imagewidth\": 64,\n"
         "   \"imageheight\": 32\n  }\n ],\n"
         " \"layers\": [\n" +
         std::string(layers) + "\n ]\n}\n";
}

std::string tile_layer(std::string_view name, std::string_view data, std::string_view extra = "") {
  return "  {\n   \"type\": \"tilelayer\",\n   \"name\": \"" + std::string(name) + "\",\n" +
         std::string(extra) +
         "   \"width\": 2,\n   \"height\": 2,\n   \"data\": " + std::string(data) + "\n  }";
}

// Where a tile layer object of small_map begins: problems are reported at an object's '{'.
constexpr std::string_view kLayerStart = "  {\n   \"type\": \"tilelayer\"";

TEST(tiled_json_errors, a_valid_small_map_loads) {
  TempDir dir;
  Diagnostics diagnostics;
  const std::string path = dir.write("ok.tmj", small_map(tile_layer("ground", "[1, 2, 3, 4]")));
  const std::optional<Map> map = load_map(path, diagnostics);
  ASSERT_TRUE(map.has_value()) << test::dump(diagnostics);
  EXPECT_EQ(map->layers[0].tiles.gids, (std::vector<std::uint32_t>{1, 2, 3, 4}));
}

TEST(tiled_json_errors, syntax_error_reports_the_line_it_is_on) {
  TempDir dir;
  const std::string text = "{\n \"type\": \"map\",\n \"width\": 2\n \"height\": 2\n}\n";
  expect_error_at(dir, "syntax.tmj", text, "\"height\"", "malformed JSON (syntax error");
}

TEST(tiled_json_errors, an_empty_file_is_reported) {
  TempDir dir;
  EXPECT_THAT(only_error(dir.write("empty.tmj", "  \n")), HasSubstr("error: the file is empty"));
}

TEST(tiled_json_errors, wrong_tile_count_names_the_layer_and_sizes_at_its_line) {
  TempDir dir;
  expect_error_at(dir, "count.tmj", small_map(tile_layer("ground", "[1, 2, 3]")), kLayerStart,
                  "layer \"ground\": tile data has 3 tiles, expected 4 (2x2)");
}

TEST(tiled_json_errors, a_value_that_is_not_a_gid_is_reported) {
  TempDir dir;
  expect_error_at(dir, "gid.tmj", small_map(tile_layer("ground", "[1, \"x\", -3, 4]")), kLayerStart,
                  "layer \"ground\": tile data value 2 (\"x\") is not a tile gid");
}

TEST(tiled_json_errors, a_member_of_the_wrong_type_is_reported) {
  TempDir dir;
  expect_error_at(dir, "type.tmj",
                  small_map(tile_layer("ground", "[1, 2, 3, 4]", "   \"opacity\": \"half\",\n")),
                  kLayerStart,
                  "layer \"ground\": \"opacity\" is \"half\", which is not a finite number");
}

TEST(tiled_json_errors, bad_base64_data_is_reported) {
  TempDir dir;
  expect_error_at(dir, "b64.tmj",
                  small_map(tile_layer("ground", "\"AA*A\"", "   \"encoding\": \"base64\",\n")),
                  kLayerStart, "layer \"ground\": invalid base64 character '*'");
}

TEST(tiled_json_errors, unknown_compression_says_how_to_fix) {
  TempDir dir;
  expect_error_at(dir, "lz4.tmj",
                  small_map(tile_layer("ground", "\"AAAA\"",
                                       "   \"encoding\": \"base64\",\n"
                                       "   \"compression\": \"lz4\",\n")),
                  kLayerStart,
                  "unsupported tile data compression \"lz4\"; in Tiled choose Map > Map "
                  "Properties > Tile Layer Format");
}

TEST(tiled_json_errors, unknown_layer_type_is_reported) {
  TempDir dir;
  expect_error_at(dir, "kind.tmj",
                  small_map("  {\n   \"type\": \"hexlayer\",\n   \"name\": \"h\"\n  }"),
                  "  {\n   \"type\": \"hexlayer\"", "layer \"h\": unknown layer type \"hexlayer\"");
}

TEST(tiled_json_errors, property_value_not_matching_its_type_is_reported) {
  TempDir dir;
  const std::string text =
      small_map("",
                " \"properties\": [\n  {\n   \"name\": \"turns\",\n   \"type\": \"int\",\n"
                "   \"value\": \"a lot\"\n  }\n ],\n");
  expect_error_at(dir, "prop.tmj", text, "  {\n   \"name\": \"turns\"",
                  "property \"turns\" has value \"a lot\", which is not a whole number; fix it "
                  "in Tiled's Properties panel");
}

TEST(tiled_json_errors, gid_outside_every_tileset_is_reported_with_its_position) {
  TempDir dir;
  expect_error_at(dir, "owner.tmj", small_map(tile_layer("ground", "[1, 2, 3, 99]")), kLayerStart,
                  "layer \"ground\": 1 tile(s) have a gid no tileset owns; the first, at column "
                  "1, row 1, is gid 99 (tilesets cover 1-8)");
}

TEST(tiled_json_errors, an_orientation_tiled_does_not_have_is_refused) {
  TempDir dir;
  std::string text = small_map("");
  text.replace(text.find("orthogonal"), 10, "oblique");
  expect_error_at(dir, "oblique.tmj", text, "{",
                  "unknown orientation \"oblique\"; Tiled's are orthogonal, isometric, staggered "
                  "and hexagonal");
}

TEST(tiled_json_errors, a_tileset_file_is_not_a_map) {
  TempDir dir;
  expect_error_at(dir, "ts.tmj", "{\n \"type\": \"tileset\"\n}\n", "{",
                  "not a Tiled map: expected a JSON object with \"type\": \"map\"");
}

TEST(tiled_json_errors, deep_nesting_is_refused_without_recursing) {
  TempDir dir;
  std::string text = "{\"type\": \"map\", \"x\": ";
  for (int i = 0; i < 100000; ++i) text += "[";
  const std::string path = dir.write("deep.tmj", text);
  Diagnostics diagnostics;
  EXPECT_FALSE(load_map(path, diagnostics).has_value());
  ASSERT_TRUE(diagnostics.has_errors());
  EXPECT_THAT(diagnostics.first_error()->message, HasSubstr("nested more than"));
}

TEST(tiled_json_errors, too_deep_valid_json_is_not_called_malformed) {
  // Regression: valid but over-deep JSON was reported as "malformed JSON (...)" with the
  // re-save advice twice.
  TempDir dir;
  const std::string path = dir.write("deep.tmj", std::string(200, '[') + std::string(200, ']'));
  Diagnostics diagnostics;
  EXPECT_FALSE(load_map(path, diagnostics).has_value());
  ASSERT_TRUE(diagnostics.has_errors());
  const std::string message = diagnostics.first_error()->message;
  EXPECT_THAT(message, Not(HasSubstr("malformed")));
  EXPECT_EQ(message.find("re-save"), message.rfind("re-save"));
}

// count "group" layers, each inside the one before, around an object layer "deepest"; each group
// opens on its own line, where a problem with it is reported.
std::string nested_groups(int count) {
  std::string open, close;
  for (int i = 1; i <= count; ++i) {
    open += "  {\"type\": \"group\", \"name\": \"g" + std::to_string(i) + "\", \"layers\": [\n";
    close += "  ]}";
  }
  return open + "  {\"type\": \"objectgroup\", \"name\": \"deepest\", \"objects\": []}\n" + close;
}

TEST(tiled_json_errors, groups_nested_to_the_limit_load_and_one_deeper_is_refused) {
  TempDir dir;
  Diagnostics diagnostics;
  const std::optional<Map> map =
      load_map(dir.write("deep.tmj", small_map(nested_groups(kMaxGroupDepth))), diagnostics);
  ASSERT_TRUE(map.has_value()) << test::dump(diagnostics);
  const std::vector<Layer>* layers = &map->layers;
  for (int i = 0; i < kMaxGroupDepth; ++i) {
    ASSERT_EQ(layers->size(), 1u) << "group " << i + 1;
    layers = &layers->front().children;
  }
  ASSERT_EQ(layers->size(), 1u);
  EXPECT_EQ(layers->front().name, "deepest");
  // The limit is written out: it is the number map authors read.
  expect_error_at(dir, "deeper.tmj", small_map(nested_groups(kMaxGroupDepth + 1)),
                  "\"name\": \"g" + std::to_string(kMaxGroupDepth + 1) + "\"",
                  "groups are nested more than 32 deep; flatten them in Tiled");
}

TEST(tiled_json_errors, chunks_in_a_finite_map_are_reported) {
  TempDir dir;
  expect_error_at(dir, "chunks.tmj",
                  small_map("  {\n   \"type\": \"tilelayer\",\n   \"name\": \"g\",\n"
                            "   \"width\": 2,\n   \"height\": 2,\n   \"chunks\": []\n  }"),
                  kLayerStart, "tile data is in chunks but the map is not infinite");
}

TEST(tiled_json_errors, old_property_format_is_still_read) {
  TempDir dir;
  const std::string path =
      dir.write("old.tmj", small_map("",
                                     " \"properties\": {\"hp\": 3, \"on\": true},\n"
                                     " \"propertytypes\": {\"hp\": \"int\", \"on\": \"bool\"},\n"));
  Diagnostics diagnostics;
  const std::optional<Map> map = load_map(path, diagnostics);
  ASSERT_TRUE(map.has_value()) << test::dump(diagnostics);
  EXPECT_EQ(map->properties.find("hp")->type, PropertyType::kInt);
  EXPECT_EQ(map->properties.get_int("hp"), 3);
  EXPECT_EQ(map->properties.get_bool("on"), true);
}

TEST(tiled_json_errors, garbage_and_every_truncation_fail_cleanly) {
  TempDir dir;
  const std::string text = small_map(tile_layer("ground", "[1, 2, 3, 4]"));
  for (std::size_t cut = 0; cut + 1 < text.size(); cut += 7) {
    const std::string path = dir.write("cut.tmj", text.substr(0, cut));
    Diagnostics diagnostics;
    ASSERT_FALSE(load_map(path, diagnostics).has_value()) << "cut at " << cut;
    ASSERT_TRUE(diagnostics.has_errors()) << "cut at " << cut;
    ASSERT_THAT(diagnostics.first_error()->to_string(), StartsWith(path + ":")) << "cut at " << cut;
  }
  std::string garbage = "{";
  for (int i = 0; i < 4096; ++i) garbage += static_cast<char>((i * 131 + 7) % 256);
  EXPECT_THAT(only_error(dir.write("garbage.tmj", garbage)), HasSubstr("error: malformed JSON"));
}

}  // namespace
}  // namespace hp::tiled
