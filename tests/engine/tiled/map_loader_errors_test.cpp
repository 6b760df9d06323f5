// Bad maps: each problem gives one "path:line: error: ..." saying what is wrong, and no map.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/tiled/map_loader.h"
#include "engine/tiled/read/map_limits.h"
#include "tests/engine/tiled/support/test_codecs.h"
#include "tests/engine/tiled/support/test_files.h"

namespace hp::tiled {
namespace {

using test::expect_error_at;
using test::only_error;
using test::TempDir;
using ::testing::HasSubstr;
using ::testing::StartsWith;

constexpr std::string_view kOrthogonal =
    R"(orientation="orthogonal" renderorder="right-down" width="2" height="2" tilewidth="16" tileheight="16" infinite="0")";

// A 2x2 map holding body, with the fixture tileset embedded (gids 1-8, image tiles.png).
std::string small_map(std::string_view body, std::string_view map_attributes = kOrthogonal) {
  return std::string("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n") + "<map version=\"1.10\" " +
         std::string(map_attributes) + ">\n" +
         " <tileset firstgid=\"1\" name=\"terrain\" tilewidth=\"16\" tileheight=\"16\" "
         "tilecount=\"8\" columns=\"4\">\n"
         "  <image source=\"tiles.png\" width=\"64\" height=\"32\"/>\n"
         " </tileset>\n" +
         std::string(body) + "</map>\n";
}

std::string tile_layer(std::string_view data_attributes, std::string_view data) {
  return " <layer id=\"1\" name=\"ground\" width=\"2\" height=\"2\">\n  <data " +
         std::string(data_attributes) + ">" + std::string(data) + "</data>\n </layer>\n";
}

// Loads path, expects no map and exactly one error, and returns that error's text.
TEST(tiled_map_errors, missing_map_file_is_reported_without_a_line) {
  EXPECT_EQ(only_error("no/such/map.tmx"),
            "no/such/map.tmx: error: cannot open the map: no such file");
}

TEST(tiled_map_errors, a_directory_is_not_a_map) {
  TempDir dir;
  EXPECT_THAT(only_error(dir.path("")), HasSubstr("error: cannot open the map: it is a directory"));
}

TEST(tiled_map_errors, malformed_xml_reports_the_parser_line) {
  TempDir dir;
  const std::string text = small_map(
      " <layer id=\"1\" name=\"ground\" width=\"2\" height=\"2\">\n"
      "  <data encoding=\"csv\">1,1,1,1</data>\n"
      " </group>\n");
  const std::string path = dir.write("broken.tmx", text);
  const std::string error = only_error(path);
  // pugixml points at the end tag that does not match; the message names the element left open
  // and its line (tinyxml2 reported only that line).
  EXPECT_THAT(error, StartsWith(test::error_prefix(path, test::line_containing(text, "</group>")) +
                                " malformed XML (</group> here, but <layer> from line " +
                                std::to_string(test::line_containing(text, "<layer")) +
                                " is still open; close <layer> before it)"));
}

TEST(tiled_map_errors, an_empty_file_is_reported) {
  TempDir dir;
  EXPECT_THAT(only_error(dir.write("empty.tmx", "")), HasSubstr("error: the file is empty"));
}

TEST(tiled_map_errors, a_file_that_is_not_a_map_is_reported) {
  TempDir dir;
  expect_error_at(dir, "notamap.tmx", "<?xml version=\"1.0\"?>\n<tileset name=\"x\"/>\n",
                  "<tileset", "not a Tiled map: the root element is <tileset>, expected <map>");
}

TEST(tiled_map_errors, wrong_tile_count_names_the_layer_and_sizes) {
  TempDir dir;
  expect_error_at(dir, "short.tmx", small_map(tile_layer("encoding=\"csv\"", "1,2,3")), "<data",
                  "error: layer \"ground\": tile data has 3 tiles, expected 4 (2x2)");
}

TEST(tiled_map_errors, bad_base64_names_the_character) {
  TempDir dir;
  expect_error_at(dir, "b64.tmx", small_map(tile_layer("encoding=\"base64\"", "AQAA*AAA")), "<data",
                  "layer \"ground\": invalid base64 character '*'");
}

TEST(tiled_map_errors, corrupt_zlib_data_is_reported) {
  TempDir dir;
  const std::string data = test::encode_base64(test::bytes_of("this is not zlib data"));
  expect_error_at(dir, "zlib.tmx",
                  small_map(tile_layer("encoding=\"base64\" compression=\"zlib\"", data)), "<data",
                  "layer \"ground\": cannot decompress zlib tile data");
}

TEST(tiled_map_errors, compressed_data_larger_than_the_layer_is_refused) {
  TempDir dir;
  const std::vector<std::uint32_t> many(1000, 1);
  const std::string data = test::encode_base64(test::zstd_compress(test::gid_bytes(many), false));
  expect_error_at(dir, "bomb.tmx",
                  small_map(tile_layer("encoding=\"base64\" compression=\"zstd\"", data)), "<data",
                  "tile data has more than 4 tiles, expected 4 (2x2)");
}

TEST(tiled_map_errors, unknown_encoding_or_compression_is_reported) {
  TempDir dir;
  expect_error_at(dir, "enc.tmx", small_map(tile_layer("encoding=\"hex\"", "00")), "<data",
                  "unsupported tile data encoding \"hex\"");
  expect_error_at(dir, "comp.tmx",
                  small_map(tile_layer("encoding=\"base64\" compression=\"lz4\"", "AAAA")), "<data",
                  "unsupported tile data compression \"lz4\"");
}

TEST(tiled_map_errors, missing_tsx_names_the_path_tried) {
  TempDir dir;
  const std::string text =
      std::string("<?xml version=\"1.0\"?>\n<map ") + std::string(kOrthogonal) +
      ">\n <tileset firstgid=\"1\" source=\"tilesets/missing.tsx\"/>\n</map>\n";
  expect_error_at(dir, "map.tmx", text, "missing.tsx",
                  "cannot open tileset \"tilesets/missing.tsx\" (tried " +
                      dir.path("tilesets/missing.tsx") + ")");
}

std::string map_with_tsx(std::string_view source) {
  return std::string("<?xml version=\"1.0\"?>\n<map ") + std::string(kOrthogonal) +
         ">\n <tileset firstgid=\"1\" source=\"" + std::string(source) + "\"/>\n</map>\n";
}

TEST(tiled_map_errors, malformed_tsx_is_reported_against_the_tsx) {
  TempDir dir;
  const std::string tsx = dir.write(
      "ts/bad.tsx",
      "<?xml version=\"1.0\"?>\n<tileset name=\"bad\"\n tilewidth=\"16\"><image></tileset>\n");
  dir.write("map.tmx", map_with_tsx("ts/bad.tsx"));
  EXPECT_THAT(only_error(dir.path("map.tmx")), StartsWith(tsx + ":3: error: malformed XML"));
}

TEST(tiled_map_errors, a_tsx_referring_to_another_tsx_is_refused) {
  TempDir dir;
  const std::string tsx =
      dir.write("nested.tsx", "<?xml version=\"1.0\"?>\n<tileset source=\"other.tsx\"/>\n");
  dir.write("map.tmx", map_with_tsx("nested.tsx"));
  const std::string error = only_error(dir.path("map.tmx"));
  EXPECT_THAT(error, StartsWith(tsx + ":2: error:"));
  EXPECT_THAT(error, HasSubstr("cannot refer to another tileset file"));
}

TEST(tiled_map_errors, missing_tileset_image_names_the_path_tried) {
  TempDir dir;
  std::string text = small_map("");
  text.replace(text.find("tiles.png"), 9, "art/nope.png");
  expect_error_at(dir, "img.tmx", text, "<image",
                  "tileset \"terrain\": image file \"art/nope.png\" not found (tried " +
                      dir.path("art/nope.png") + ")");
}

TEST(tiled_map_errors, missing_image_of_a_tsx_is_reported_against_the_tsx) {
  TempDir dir;
  const std::string tsx =
      dir.write("sets/t.tsx",
                "<?xml version=\"1.0\"?>\n<tileset name=\"t\" tilewidth=\"16\" tileheight=\"16\" "
                "tilecount=\"8\" columns=\"4\">\n <image source=\"../gone.png\"/>\n</tileset>\n");
  dir.write("map.tmx", map_with_tsx("sets/t.tsx"));
  const std::string error = only_error(dir.path("map.tmx"));
  EXPECT_THAT(error, StartsWith(tsx + ":3: error:"));
  EXPECT_THAT(error, HasSubstr("(tried " + dir.path("gone.png") + ")"));
}

TEST(tiled_map_errors, image_layer_with_a_missing_image_is_reported) {
  TempDir dir;
  expect_error_at(dir, "il.tmx",
                  small_map(" <imagelayer id=\"2\" name=\"sky\">\n  <image source=\"sky.png\"/>\n"
                            " </imagelayer>\n"),
                  "sky.png", "layer \"sky\": image file \"sky.png\" not found");
}

TEST(tiled_map_errors, gid_outside_every_tileset_is_reported_with_its_position) {
  TempDir dir;
  expect_error_at(dir, "gid.tmx", small_map(tile_layer("encoding=\"csv\"", "1,2,\n99,2147483657")),
                  "<data",
                  "layer \"ground\": 2 tile(s) have a gid no tileset owns; the first, at column "
                  "0, row 1, is gid 99 (tilesets cover 1-8)");
}

// Layers large enough that their gids are checked as they are decoded (several zstd blocks,
// several 64 KiB steps of CSV and base64): a stray gid near the end is still found, named where
// it is, in every encoding.
TEST(tiled_map_errors, a_stray_gid_late_in_a_large_layer_is_reported_in_every_encoding) {
  constexpr int kSide = 300;
  std::vector<std::uint32_t> gids(kSide * kSide);
  for (std::size_t i = 0; i < gids.size(); ++i) gids[i] = static_cast<std::uint32_t>(1 + i % 8);
  gids[kSide * 299 + 17] = 42;
  gids[kSide * 299 + 200] = 43;
  std::string csv;
  for (const std::uint32_t gid : gids) csv += std::to_string(gid) + ",";
  csv.pop_back();
  const test::Bytes bytes = test::gid_bytes(gids);
  const std::pair<std::string, std::string> encodings[] = {
      {"encoding=\"csv\"", csv},
      {"encoding=\"base64\"", test::encode_base64(bytes)},
      {"encoding=\"base64\" compression=\"zstd\"", test::encode_base64(test::zstd_compress(bytes))},
      {"encoding=\"base64\" compression=\"zlib\"",
       test::encode_base64(test::zlib_compress(bytes))}};
  const std::string size =
      "width=\"" + std::to_string(kSide) + "\" height=\"" + std::to_string(kSide) + "\"";
  for (const auto& [attributes, text] : encodings) {
    TempDir dir;
    const std::string layer = " <layer id=\"1\" name=\"ground\" " + size + ">\n  <data " +
                              attributes + ">\n" + text + "\n</data>\n </layer>\n";
    expect_error_at(dir, "big.tmx",
                    small_map(layer, "orientation=\"orthogonal\" " + size +
                                         " tilewidth=\"16\" tileheight=\"16\""),
                    "<data",
                    "layer \"ground\": 2 tile(s) have a gid no tileset owns; the first, at "
                    "column 17, row 299, is gid 42");
  }
}

TEST(tiled_map_errors, tile_object_gid_outside_every_tileset_is_reported) {
  TempDir dir;
  expect_error_at(dir, "obj.tmx",
                  small_map(" <objectgroup id=\"2\" name=\"things\">\n"
                            "  <object id=\"4\" name=\"ghost\" gid=\"12\" x=\"0\" y=\"16\" "
                            "width=\"16\" height=\"16\"/>\n </objectgroup>\n"),
                  "ghost", "object 4 \"ghost\": tile object has gid 12, which no tileset owns");
}

TEST(tiled_map_errors, an_orientation_tiled_does_not_have_is_refused) {
  TempDir dir;
  expect_error_at(
      dir, "oblique.tmx",
      small_map("", R"(orientation="oblique" width="2" height="2" tilewidth="16" tileheight="16")"),
      "<map",
      "unknown orientation \"oblique\"; Tiled's are orthogonal, isometric, staggered "
      "and hexagonal (in Tiled set Map > Map Properties > Orientation)");
}

TEST(tiled_map_errors, chunked_tile_data_in_a_finite_map_is_reported) {
  TempDir dir;
  expect_error_at(dir, "chunk.tmx",
                  small_map(tile_layer("encoding=\"csv\"",
                                       "\n   <chunk x=\"0\" y=\"0\" width=\"2\" height=\"2\">"
                                       "1,1,1,1</chunk>\n  ")),
                  "<chunk", "tile data is in chunks but the map is not infinite");
}

TEST(tiled_map_errors, oversized_tiles_are_refused) {
  TempDir dir;
  expect_error_at(
      dir, "big.tmx",
      small_map(
          "", R"(orientation="orthogonal" width="2" height="2" tilewidth="5000" tileheight="16")"),
      "<map", "<map> attribute tilewidth=\"5000\" is not a whole number from 1 to 4096");
}

TEST(tiled_map_errors, missing_template_names_the_path_tried) {
  TempDir dir;
  expect_error_at(dir, "tmpl.tmx",
                  small_map(" <objectgroup id=\"2\" name=\"o\">\n"
                            "  <object id=\"3\" template=\"hero.tx\" x=\"1\" y=\"2\"/>\n"
                            " </objectgroup>\n"),
                  "template",
                  "cannot open template \"hero.tx\" (tried " + dir.path("hero.tx") +
                      "): no such file; fix the object's template path");
}

TEST(tiled_map_errors, property_value_not_matching_its_type_is_reported) {
  TempDir dir;
  expect_error_at(
      dir, "prop.tmx",
      small_map(" <properties>\n  <property name=\"turns\" type=\"int\" value=\"a lot\"/>\n"
                " </properties>\n"),
      "turns", "property \"turns\" has value \"a lot\", which is not a whole number");
}

TEST(tiled_map_errors, missing_or_bad_attributes_are_reported) {
  TempDir dir;
  expect_error_at(dir, "noheight.tmx",
                  small_map(" <layer id=\"1\" name=\"ground\" width=\"2\">\n  <data "
                            "encoding=\"csv\">1,1,1,1</data>\n </layer>\n"),
                  "<layer", "<layer> has no height attribute");
  expect_error_at(
      dir, "opacity.tmx", small_map(" <objectgroup id=\"2\" name=\"o\" opacity=\"half\"/>\n"),
      "<objectgroup", "<objectgroup> attribute opacity=\"half\" is not a finite number");
}

TEST(tiled_map_errors, overlapping_tilesets_are_reported) {
  TempDir dir;
  const std::string text = small_map(
      " <tileset firstgid=\"5\" name=\"second\" tilewidth=\"16\" tileheight=\"16\" "
      "tilecount=\"8\" columns=\"4\">\n  <image source=\"tiles.png\"/>\n </tileset>\n");
  expect_error_at(dir, "overlap.tmx", text, "second",
                  "tileset \"second\" (firstgid 5) overlaps tileset \"terrain\" (gids 1-8)");
}

TEST(tiled_map_errors, every_bad_layer_is_reported) {
  TempDir dir;
  const std::string text = small_map(
      " <layer name=\"a\" width=\"2\" height=\"2\">\n  <data encoding=\"csv\">1</data>\n"
      " </layer>\n <layer name=\"b\" width=\"2\" height=\"2\">\n"
      "  <data encoding=\"csv\">1,1</data>\n </layer>\n");
  const std::string path = dir.write("two.tmx", text);
  Diagnostics diagnostics;
  EXPECT_FALSE(load_map(path, diagnostics).has_value());
  ASSERT_EQ(test::count_errors(diagnostics), 2) << test::dump(diagnostics);
  EXPECT_THAT(diagnostics.items()[0].to_string(), HasSubstr("layer \"a\": tile data has 1 tiles"));
  EXPECT_THAT(diagnostics.items()[1].to_string(), HasSubstr("layer \"b\": tile data has 2 tiles"));
}

// count <group> layers, each inside the one before, around an object layer "deepest".
std::string nested_groups(int count) {
  std::string open, close;
  for (int i = 1; i <= count; ++i) {
    open += " <group id=\"" + std::to_string(i) + "\" name=\"g" + std::to_string(i) + "\">\n";
    close += " </group>\n";
  }
  return open + " <objectgroup id=\"99\" name=\"deepest\"/>\n" + close;
}

TEST(tiled_map_errors, groups_nested_to_the_limit_load_and_one_deeper_is_refused) {
  TempDir dir;
  Diagnostics diagnostics;
  const std::optional<Map> map =
      load_map(dir.write("deep.tmx", small_map(nested_groups(kMaxGroupDepth))), diagnostics);
  ASSERT_TRUE(map.has_value()) << test::dump(diagnostics);
  const std::vector<Layer>* layers = &map->layers;
  for (int i = 0; i < kMaxGroupDepth; ++i) {
    ASSERT_EQ(layers->size(), 1u) << "group " << i + 1;
    layers = &layers->front().children;
  }
  ASSERT_EQ(layers->size(), 1u);
  EXPECT_EQ(layers->front().name, "deepest");
  // The limit is written out: it is the number map authors read.
  expect_error_at(dir, "deeper.tmx", small_map(nested_groups(kMaxGroupDepth + 1)),
                  "name=\"g" + std::to_string(kMaxGroupDepth + 1) + "\"",
                  "layer \"g33\": groups are nested more than 32 deep; flatten them in Tiled");
}

TEST(tiled_map_errors, garbage_bytes_do_not_crash_the_loader) {
  TempDir dir;
  std::string garbage;
  for (int i = 0; i < 4096; ++i) garbage += static_cast<char>((i * 131 + 7) % 256);
  EXPECT_THAT(only_error(dir.write("garbage.tmx", garbage)), HasSubstr("error: malformed XML"));
}

TEST(tiled_map_errors, every_truncation_of_a_valid_map_fails_cleanly) {
  std::ifstream in(test::fixture("features.tmx"), std::ios::binary);
  std::stringstream whole;
  whole << in.rdbuf();
  const std::string text = whole.str();
  ASSERT_GT(text.size(), 1000u);
  TempDir dir;
  dir.write("tilesets/terrain.tsx",
            "<?xml version=\"1.0\"?>\n<tileset name=\"terrain\" "
            "tilewidth=\"16\" tileheight=\"16\" tilecount=\"8\" "
            "columns=\"4\"><image source=\"../tiles.png\"/></tileset>\n");
  for (std::size_t cut = 0; cut + 1 < text.size(); cut += 13) {
    const std::string path = dir.write("cut.tmx", text.substr(0, cut));
    Diagnostics diagnostics;
    const std::optional<Map> map = load_map(path, diagnostics);
    ASSERT_FALSE(map.has_value()) << "cut at " << cut;
    ASSERT_TRUE(diagnostics.has_errors()) << "cut at " << cut;
    ASSERT_THAT(diagnostics.first_error()->to_string(), StartsWith(path + ":")) << "cut at " << cut;
  }
}

}  // namespace
}  // namespace hp::tiled
