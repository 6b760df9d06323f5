// `heartpath check` reports every problem: the loader goes on past each recoverable one (bad
// data in a layer, a missing image, a bad gid or property) and each is reported once, without
// follow-on errors caused by an earlier one.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/tiled/map_loader.h"
#include "tests/engine/tiled/support/test_files.h"

namespace hp::tiled {
namespace {

using test::kMapStart;
using test::TempDir;
using ::testing::HasSubstr;
using ::testing::StartsWith;

std::string tileset(std::string_view image, std::string_view tiles = "") {
  return " <tileset firstgid=\"1\" name=\"terrain\" tilewidth=\"16\" tileheight=\"16\" "
         "tilecount=\"8\" columns=\"4\">\n  <image source=\"" +
         std::string(image) + "\" width=\"64\" height=\"32\"/>\n" + std::string(tiles) +
         " </tileset>\n";
}

std::string csv_layer(std::string_view name, std::string_view csv) {
  return " <layer name=\"" + std::string(name) +
         "\" width=\"2\" height=\"2\">\n  <data encoding=\"csv\">" + std::string(csv) +
         "</data>\n </layer>\n";
}

// Every error's text, in order.
std::vector<std::string> errors_of(const std::string& path) {
  Diagnostics diagnostics;
  EXPECT_FALSE(load_map(path, diagnostics).has_value());
  std::vector<std::string> errors;
  for (const Diagnostic& d : diagnostics.items()) {
    if (d.severity == Severity::kError) errors.push_back(d.to_string());
  }
  return errors;
}

TEST(tiled_error_recovery, three_independent_problems_give_three_errors) {
  TempDir dir;
  const std::string text =
      std::string(kMapStart) +
      " <properties>\n  <property name=\"turns\" type=\"int\" value=\"many\"/>\n </properties>\n" +
      tileset("art/missing.png") + csv_layer("short", "1,2,3") + csv_layer("fine", "1,2,3,4") +
      "</map>\n";
  const std::string path = dir.write("three.tmx", text);
  const std::vector<std::string> errors = errors_of(path);
  ASSERT_EQ(errors.size(), 3u) << ::testing::PrintToString(errors);
  EXPECT_THAT(errors[0], StartsWith(path + ":4: error: property \"turns\" has value \"many\""));
  EXPECT_THAT(errors[1], StartsWith(path +
                                    ":7: error: tileset \"terrain\": image file "
                                    "\"art/missing.png\" not found (tried " +
                                    dir.path("art/missing.png") + ")"));
  EXPECT_THAT(errors[2], StartsWith(path + ":10: error: layer \"short\": tile data has 3 tiles"));
}

TEST(tiled_error_recovery, three_independent_problems_in_json_give_three_errors) {
  TempDir dir;
  const std::string text =
      "{\n \"type\": \"map\",\n \"orientation\": \"orthogonal\",\n \"width\": 2,\n"
      " \"height\": 2,\n \"tilewidth\": 16,\n \"tileheight\": 16,\n"
      " \"properties\": [\n  {\"name\": \"turns\", \"type\": \"int\", \"value\": \"many\"}\n ],\n"
      " \"tilesets\": [\n  {\"firstgid\": 1, \"name\": \"terrain\", \"tilewidth\": 16,\n"
      "   \"tileheight\": 16, \"tilecount\": 8, \"columns\": 4, \"image\": \"art/missing.png\"}\n"
      " ],\n \"layers\": [\n  {\"type\": \"tilelayer\", \"name\": \"short\", \"width\": 2, "
      "\"height\": 2, \"data\": [1, 2, 3]},\n"
      "  {\"type\": \"tilelayer\", \"name\": \"fine\", \"width\": 2, \"height\": 2, "
      "\"data\": [1, 2, 3, 4]}\n ]\n}\n";
  const std::string path = dir.write("three.tmj", text);
  const std::vector<std::string> errors = errors_of(path);
  ASSERT_EQ(errors.size(), 3u) << ::testing::PrintToString(errors);
  EXPECT_THAT(errors[0], StartsWith(path + ":9: error: the map: property \"turns\""));
  EXPECT_THAT(errors[1], StartsWith(path + ":12: error: tileset \"terrain\": image file "
                                           "\"art/missing.png\" not found"));
  EXPECT_THAT(errors[2], StartsWith(path + ":16: error: layer \"short\": tile data has 3 tiles"));
}

TEST(tiled_error_recovery, bad_gids_in_several_layers_are_each_reported) {
  TempDir dir;
  const std::string text = std::string(kMapStart) + tileset("tiles.png") +
                           csv_layer("a", "1,99,1,1") + csv_layer("b", "1,1,1,1") +
                           csv_layer("c", "0,0,0,77") +
                           " <objectgroup name=\"o\">\n  <object id=\"5\" gid=\"50\"/>\n"
                           " </objectgroup>\n</map>\n";
  const std::vector<std::string> errors = errors_of(dir.write("gids.tmx", text));
  ASSERT_EQ(errors.size(), 3u) << ::testing::PrintToString(errors);
  EXPECT_THAT(errors[0], HasSubstr("layer \"a\": 1 tile(s) have a gid no tileset owns"));
  EXPECT_THAT(errors[1], HasSubstr("layer \"c\": 1 tile(s) have a gid no tileset owns"));
  EXPECT_THAT(errors[2], HasSubstr("object 5: tile object has gid 50"));
}

TEST(tiled_error_recovery, a_missing_tileset_file_does_not_blame_every_tile) {
  TempDir dir;
  const std::string text = std::string(kMapStart) +
                           " <tileset firstgid=\"1\" source=\"gone.tsx\"/>\n" +
                           csv_layer("a", "1,2,3,4") + csv_layer("b", "1,2,3") + "</map>\n";
  const std::vector<std::string> errors = errors_of(dir.write("gone.tmx", text));
  ASSERT_EQ(errors.size(), 2u) << ::testing::PrintToString(errors);
  EXPECT_THAT(errors[0], HasSubstr("cannot open tileset \"gone.tsx\""));
  EXPECT_THAT(errors[1], HasSubstr("layer \"b\": tile data has 3 tiles"));
}

TEST(tiled_error_recovery, every_bad_object_and_property_is_reported) {
  TempDir dir;
  const std::string text =
      std::string(kMapStart) +
      " <objectgroup name=\"o\">\n"
      "  <object id=\"1\" x=\"left\"/>\n"
      "  <object id=\"2\">\n   <properties>\n    <property name=\"a\" type=\"bool\" "
      "value=\"yes\"/>\n"
      "    <property name=\"b\" type=\"float\" value=\"1.5\"/>\n"
      "    <property name=\"c\" type=\"color\" value=\"blue\"/>\n   </properties>\n  </object>\n"
      "  <object id=\"3\">\n   <polygon points=\"1,2 3\"/>\n  </object>\n"
      " </objectgroup>\n</map>\n";
  const std::vector<std::string> errors = errors_of(dir.write("objects.tmx", text));
  ASSERT_EQ(errors.size(), 4u) << ::testing::PrintToString(errors);
  EXPECT_THAT(errors[0], HasSubstr("x=\"left\" is not a finite number"));
  EXPECT_THAT(errors[1], HasSubstr("property \"a\" has value \"yes\""));
  EXPECT_THAT(errors[2], HasSubstr("property \"c\" has value \"blue\""));
  EXPECT_THAT(errors[3], HasSubstr("object 3: <polygon> points=\"1,2 3\""));
}

TEST(tiled_error_recovery, image_collection_tile_with_a_missing_image_names_the_path_tried) {
  TempDir dir;
  const std::string text =
      std::string(kMapStart) +
      " <tileset firstgid=\"1\" name=\"props\" tilewidth=\"32\" tileheight=\"32\" "
      "tilecount=\"2\" columns=\"0\">\n"
      "  <tile id=\"0\">\n   <image source=\"tiles.png\" width=\"64\" height=\"32\"/>\n  </tile>\n"
      "  <tile id=\"1\">\n   <image source=\"art/rock.png\" width=\"16\" height=\"16\"/>\n"
      "  </tile>\n </tileset>\n" +
      csv_layer("a", "1,2,2,9") + "</map>\n";
  const std::string path = dir.write("coll.tmx", text);
  const std::vector<std::string> errors = errors_of(path);
  ASSERT_EQ(errors.size(), 2u) << ::testing::PrintToString(errors);
  EXPECT_THAT(errors[0], StartsWith(path +
                                    ":8: error: tile 1: image file \"art/rock.png\" not "
                                    "found (tried " +
                                    dir.path("art/rock.png") + "); add the file or fix"));
  EXPECT_THAT(errors[1], HasSubstr("is gid 9 (tilesets cover 1-2)"));  // gids still checked
}

// What Tiled tolerates is no error: an animation frame past the image is skipped with a warning,
// a tile the file lists past the image is kept (blank), and the map loads.
std::vector<std::string> warnings_of_loaded(const std::string& path) {
  Diagnostics diagnostics;
  EXPECT_TRUE(load_map(path, diagnostics).has_value()) << test::dump(diagnostics);
  std::vector<std::string> warnings;
  for (const Diagnostic& d : diagnostics.items()) warnings.push_back(d.to_string());
  return warnings;
}

TEST(tiled_error_recovery, animation_frame_of_a_tile_the_tileset_lacks_is_skipped_with_a_warning) {
  TempDir dir;
  const std::string path =
      dir.write("anim.tmx", std::string(kMapStart) +
                                tileset("tiles.png",
                                        "  <tile id=\"2\">\n   <animation>\n"
                                        "    <frame tileid=\"1\" duration=\"10\"/>\n"
                                        "    <frame tileid=\"8\" duration=\"10\"/>\n"
                                        "   </animation>\n  </tile>\n") +
                                "</map>\n");
  const std::vector<std::string> warnings = warnings_of_loaded(path);
  ASSERT_EQ(warnings.size(), 1u) << ::testing::PrintToString(warnings);
  EXPECT_THAT(warnings[0], StartsWith(path + ":5: warning: tileset \"terrain\": the animation of "
                                             "tile 2 shows tile 8, which the tileset does not "
                                             "have (8 tiles); that frame is skipped"));
}

TEST(tiled_error_recovery, tile_past_the_end_of_its_image_is_kept_blank) {
  TempDir dir;
  const std::string path = dir.write(
      "tile.tmx", std::string(kMapStart) +
                      tileset("tiles.png", "  <tile id=\"8\" type=\"Far\"/>\n") + "</map>\n");
  Diagnostics diagnostics;
  const std::optional<Map> map = load_map(path, diagnostics);
  ASSERT_TRUE(map.has_value()) << test::dump(diagnostics);
  EXPECT_EQ(map->tilesets[0].tile_count, 9);
  EXPECT_EQ(map->tilesets[0].tile(8)->type, "Far");
  EXPECT_TRUE(diagnostics.empty()) << test::dump(diagnostics);
}

// A tileset whose image is missing keeps the file's counts, so a tile past them is still found.
TEST(tiled_error_recovery, tile_past_the_end_of_a_tileset_without_its_image_is_reported) {
  TempDir dir;
  const std::string path = dir.write(
      "tile.tmx", std::string(kMapStart) +
                      tileset("gone.png", "  <tile id=\"8\" type=\"Far\"/>\n") + "</map>\n");
  const std::vector<std::string> errors = errors_of(path);
  ASSERT_EQ(errors.size(), 2u) << ::testing::PrintToString(errors);
  EXPECT_THAT(errors[1], StartsWith(path + ":5: error: tileset \"terrain\": tile 8 is past its "
                                           "last tile (8 tiles)"));
}

std::string infinite_map(std::string_view chunks) {
  return "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" width=\"2\" height=\"2\" "
         "tilewidth=\"16\" tileheight=\"16\" infinite=\"1\">\n" +
         tileset("tiles.png") +
         " <layer name=\"g\" width=\"4\" height=\"4\">\n  <data "
         "encoding=\"csv\">\n" +
         std::string(chunks) + "  </data>\n </layer>\n</map>\n";
}

TEST(tiled_error_recovery, each_bad_chunk_is_reported_at_its_line) {
  TempDir dir;
  const std::string text = infinite_map(
      "   <chunk x=\"-2\" y=\"0\" width=\"2\" height=\"2\">1,2,3</chunk>\n"
      "   <chunk x=\"0\" y=\"0\" width=\"2\" height=\"2\">1,2,3,4</chunk>\n"
      "   <chunk x=\"-70000\" y=\"0\" width=\"2\" height=\"2\">1,2,3,4</chunk>\n");
  const std::string path = dir.write("chunks.tmx", text);
  const std::vector<std::string> errors = errors_of(path);
  ASSERT_EQ(errors.size(), 2u) << ::testing::PrintToString(errors);
  EXPECT_THAT(errors[0], StartsWith(path + ":8: error: layer \"g\": tile data has 3 tiles, "
                                           "expected 4 (2x2)"));
  EXPECT_THAT(errors[1], StartsWith(path + ":10: error: layer \"g\": chunk at (-70000, 0) of 2x2 "
                                           "tiles is outside the supported area"));
}

TEST(tiled_error_recovery, tile_data_outside_chunks_of_an_infinite_map_is_reported) {
  TempDir dir;
  const std::string path = dir.write("loose.tmx", infinite_map("1,2,3,4\n"));
  const std::vector<std::string> errors = errors_of(path);
  ASSERT_EQ(errors.size(), 1u) << ::testing::PrintToString(errors);
  EXPECT_THAT(errors[0], StartsWith(path + ":7: error: layer \"g\": tile data outside chunks in "
                                           "an infinite map; re-save the map from Tiled"));
}

TEST(tiled_error_recovery, infinite_map_gids_are_checked_in_map_coordinates) {
  TempDir dir;
  const std::string text =
      infinite_map("   <chunk x=\"-16\" y=\"-32\" width=\"2\" height=\"2\">1,2,3,40</chunk>\n");
  const std::vector<std::string> errors = errors_of(dir.write("inf.tmx", text));
  ASSERT_EQ(errors.size(), 1u) << ::testing::PrintToString(errors);
  EXPECT_THAT(errors[0], HasSubstr("the first, at column -15, row -31, is gid 40"));
}

}  // namespace
}  // namespace hp::tiled
