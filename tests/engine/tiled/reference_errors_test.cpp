// Files that name other files: templates and tilesets that are missing, are not what they
// claim, or refer back to themselves. Every case ends with an error, never with recursion.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/tiled/map_loader.h"
#include "tests/engine/tiled/support/test_files.h"

namespace hp::tiled {
namespace {

using test::kMapStart;
using test::only_error;
using test::TempDir;
using ::testing::HasSubstr;
using ::testing::StartsWith;

// A TMX map whose object layer holds one object made from template.
std::string map_using_template(std::string_view tmpl, std::string_view tilesets = "") {
  return std::string(kMapStart) + std::string(tilesets) +
         " <objectgroup id=\"1\" name=\"o\">\n  <object id=\"1\" template=\"" + std::string(tmpl) +
         "\" x=\"1\" y=\"2\"/>\n </objectgroup>\n</map>\n";
}

std::string template_using(std::string_view inner) {
  return "<?xml version=\"1.0\"?>\n<template>\n <object name=\"t\" template=\"" +
         std::string(inner) + "\" width=\"4\" height=\"4\"/>\n</template>\n";
}

std::string json_map_using_template(std::string_view tmpl) {
  return "{\n \"type\": \"map\",\n \"orientation\": \"orthogonal\",\n \"width\": 2,\n"
         " \"height\": 2,\n \"tilewidth\": 16,\n \"tileheight\": 16,\n \"layers\": [\n  {\n"
         "   \"type\": \"objectgroup\",\n   \"name\": \"o\",\n   \"objects\": [\n    {\n"
         "     \"id\": 1,\n     \"template\": \"" +
         std::string(tmpl) + "\"\n    }\n   ]\n  }\n ]\n}\n";
}

TEST(tiled_reference_errors, template_using_itself_stops_with_an_error) {
  TempDir dir;
  const std::string tmpl = dir.write("loop.tx", template_using("loop.tx"));
  const std::string error = only_error(dir.write("map.tmx", map_using_template("loop.tx")));
  EXPECT_THAT(error, StartsWith(tmpl + ":3: error: template \"" + tmpl + "\" uses itself (" + tmpl +
                                " -> " + tmpl + ")"));
  EXPECT_THAT(error, HasSubstr("detach the template instance"));
}

TEST(tiled_reference_errors, templates_using_each_other_stop_with_an_error) {
  TempDir dir;
  const std::string a = dir.write("a.tx", template_using("b.tx"));
  const std::string b = dir.write("b.tx", template_using("a.tx"));
  const std::string error = only_error(dir.write("map.tmx", map_using_template("a.tx")));
  EXPECT_THAT(error, StartsWith(b + ":3: error: template \"" + a + "\" uses itself (" + a + " -> " +
                                b + " -> " + a + ")"));
}

TEST(tiled_reference_errors, json_template_using_itself_stops_with_an_error) {
  TempDir dir;
  const std::string tmpl = dir.write(
      "loop.tj",
      "{\n \"type\": \"template\",\n \"object\": {\n  \"template\": \"loop.tj\"\n }\n}\n");
  const std::string error = only_error(dir.write("map.tmj", json_map_using_template("loop.tj")));
  EXPECT_THAT(error, StartsWith(tmpl + ":3: error: template \"" + tmpl + "\" uses itself"));
}

TEST(tiled_reference_errors, templates_nested_too_deep_are_refused) {
  TempDir dir;
  for (int i = 0; i < 12; ++i) {
    dir.write("t" + std::to_string(i) + ".tx", template_using("t" + std::to_string(i + 1) + ".tx"));
  }
  const std::string error = only_error(dir.write("map.tmx", map_using_template("t0.tx")));
  EXPECT_THAT(error, HasSubstr("templates are nested more than 8 deep"));
}

TEST(tiled_reference_errors, nested_template_without_a_loop_is_followed) {
  TempDir dir;
  dir.write("inner.tx",
            "<?xml version=\"1.0\"?>\n<template>\n <object name=\"inner\" type=\"Box\" "
            "width=\"4\" height=\"6\"/>\n</template>\n");
  dir.write("outer.tx", template_using("inner.tx"));
  const std::string path = dir.write("map.tmx", map_using_template("outer.tx"));
  Diagnostics diagnostics;
  const std::optional<Map> map = load_map(path, diagnostics);
  ASSERT_TRUE(map.has_value()) << test::dump(diagnostics);
  const MapObject& object = map->layers[0].objects.objects[0];
  EXPECT_EQ(object.name, "t");    // the outer template's
  EXPECT_EQ(object.type, "Box");  // the inner template's
  EXPECT_EQ(object.width, 4);
  EXPECT_EQ(object.x, 1);  // the instance's
  EXPECT_EQ(object.template_path, dir.path("outer.tx"));
}

TEST(tiled_reference_errors, missing_json_template_names_the_path_tried) {
  TempDir dir;
  const std::string path = dir.write("map.tmj", json_map_using_template("gone/x.tj"));
  EXPECT_THAT(only_error(path),
              StartsWith(path + ":13: error: cannot open template \"gone/x.tj\" (tried " +
                         dir.path("gone/x.tj") + "): no such file"));
}

TEST(tiled_reference_errors, file_that_is_not_a_template_is_reported_against_it) {
  TempDir dir;
  const std::string tmpl = dir.write("map_not_template.tx", "<?xml version=\"1.0\"?>\n<map/>\n");
  EXPECT_THAT(only_error(dir.write("map.tmx", map_using_template("map_not_template.tx"))),
              StartsWith(tmpl + ":2: error: not a Tiled template: the root element is <map>"));
}

TEST(tiled_reference_errors, template_with_a_missing_tileset_is_reported_once) {
  TempDir dir;
  const std::string tmpl = dir.write(
      "tile.tx",
      "<?xml version=\"1.0\"?>\n<template>\n <tileset firstgid=\"1\" source=\"gone.tsx\"/>\n"
      " <object gid=\"1\" width=\"16\" height=\"16\"/>\n</template>\n");
  std::string text = map_using_template("tile.tx");
  text.insert(text.find(" </objectgroup>"), "  <object id=\"2\" template=\"tile.tx\"/>\n");
  EXPECT_THAT(only_error(dir.write("map.tmx", text)),
              StartsWith(tmpl + ":3: error: cannot open tileset \"gone.tsx\" (tried " +
                         dir.path("gone.tsx") + ")"));
}

TEST(tiled_reference_errors, tsx_naming_itself_is_refused) {
  TempDir dir;
  const std::string tsx =
      dir.write("self.tsx", "<?xml version=\"1.0\"?>\n<tileset source=\"self.tsx\"/>\n");
  const std::string map =
      dir.write("map.tmx", std::string(kMapStart) +
                               " <tileset firstgid=\"1\" source=\"self.tsx\"/>\n</map>\n");
  const std::string error = only_error(map);
  EXPECT_THAT(error, StartsWith(tsx + ":2: error:"));
  EXPECT_THAT(error, HasSubstr("cannot refer to another tileset file"));
}

TEST(tiled_reference_errors, tileset_that_is_really_the_map_is_refused) {
  TempDir dir;
  const std::string map =
      dir.write("map.tmx",
                std::string(kMapStart) + " <tileset firstgid=\"1\" source=\"map.tmx\"/>\n</map>\n");
  EXPECT_THAT(only_error(map),
              StartsWith(map + ":2: error: not a Tiled tileset: the root element is <map>"));
}

TEST(tiled_reference_errors, json_tileset_that_is_really_the_map_is_refused) {
  TempDir dir;
  const std::string map =
      dir.write("map.tmj",
                "{\n \"type\": \"map\",\n \"orientation\": \"orthogonal\",\n \"width\": 2,\n"
                " \"height\": 2,\n \"tilewidth\": 16,\n \"tileheight\": 16,\n"
                " \"tilesets\": [{\"firstgid\": 1, \"source\": \"map.tmj\"}]\n}\n");
  EXPECT_THAT(only_error(map), StartsWith(map + ":1: error: not a Tiled tileset"));
}

TEST(tiled_reference_errors, tsj_naming_another_tileset_is_refused) {
  TempDir dir;
  const std::string tsj =
      dir.write("self.tsj", "{\n \"type\": \"tileset\",\n \"source\": \"self.tsj\"\n}\n");
  const std::string map =
      dir.write("map.tmx", std::string(kMapStart) +
                               " <tileset firstgid=\"1\" source=\"self.tsj\"/>\n</map>\n");
  EXPECT_THAT(only_error(map), StartsWith(tsj + ":1: error: the tileset: a tileset file cannot "
                                                "refer to another tileset file"));
}

TEST(tiled_reference_errors, templates_in_tile_collision_shapes_are_refused) {
  TempDir dir;
  const std::string text =
      std::string(kMapStart) +
      " <tileset firstgid=\"1\" name=\"t\" tilewidth=\"16\" tileheight=\"16\" tilecount=\"8\" "
      "columns=\"4\">\n  <image source=\"tiles.png\" width=\"64\" height=\"32\"/>\n"
      "  <tile id=\"0\">\n   <objectgroup>\n    <object id=\"1\" template=\"box.tx\"/>\n"
      "   </objectgroup>\n  </tile>\n </tileset>\n</map>\n";
  const std::string map = dir.write("map.tmx", text);
  EXPECT_THAT(only_error(map),
              StartsWith(map + ":7: error: an object here is made from template "
                               "\"box.tx\", which is not supported in this place"));
}

}  // namespace
}  // namespace hp::tiled
