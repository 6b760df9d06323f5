// What is wrong only in one orientation: each problem is reported at its file:line with how to
// fix it, in TMX and JSON alike; what Tiled draws well enough is at most a warning.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/tiled/map_loader.h"
#include "tests/engine/tiled/support/test_files.h"

namespace hp::tiled {
namespace {

using test::expect_error_at;
using test::TempDir;
using ::testing::HasSubstr;
using ::testing::StartsWith;

// A 2x2 map of the given attributes (after version), with the fixture tileset embedded; extra
// goes inside the tileset element.
std::string tmx_map(std::string_view attributes, std::string_view tileset_extra = "") {
  return std::string("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<map version=\"1.8\" ") +
         std::string(attributes) +
         " width=\"2\" height=\"2\" tilewidth=\"32\" tileheight=\"28\" infinite=\"0\">\n"
         " <tileset firstgid=\"1\" name=\"terrain\" tilewidth=\"16\" tileheight=\"16\" "
         "tilecount=\"8\" columns=\"4\">\n" +
         std::string(tileset_extra) +
         "  <image source=\"tiles.png\" width=\"64\" height=\"32\"/>\n"
         " </tileset>\n"
         " <layer id=\"1\" name=\"ground\" width=\"2\" height=\"2\">\n"
         "  <data encoding=\"csv\">1,2,3,268435460</data>\n"
         " </layer>\n"
         "</map>\n";
}

std::string json_map(std::string_view members, std::string_view tileset_extra = "") {
  return std::string("{\n \"type\": \"map\",\n") + std::string(members) +
         " \"width\": 2,\n \"height\": 2,\n \"tilewidth\": 32,\n \"tileheight\": 28,\n"
         " \"tilesets\": [\n  {\n   \"firstgid\": 1,\n   \"name\": \"terrain\",\n" +
         std::string(tileset_extra) +
         "   \"tilewidth\": 16,\n   \"tileheight\": 16,\n   \"tilecount\": 8,\n"
         "   \"columns\": 4,\n   \"image\": \"tiles.png\",\n   \"imagewidth\": 64,\n"
         "   \"imageheight\": 32\n  }\n ],\n"
         " \"layers\": [\n  {\n   \"type\": \"tilelayer\",\n   \"name\": \"ground\",\n"
         "   \"width\": 2,\n   \"height\": 2,\n   \"data\": [1, 2, 3, 268435460]\n  }\n ]\n}\n";
}

constexpr const char* kHexY = R"(orientation="hexagonal" staggeraxis="y" staggerindex="odd")";
constexpr const char* kHexYJson =
    " \"orientation\": \"hexagonal\",\n \"staggeraxis\": \"y\",\n \"staggerindex\": \"odd\",\n";

TEST(orientation_checks, a_hexagonal_map_without_a_side_length_is_refused) {
  TempDir dir;
  const char* message =
      "the hexagonal map has no hexsidelength (or 0), so its cells are diamonds, not hexagons; "
      "set Map > Map Properties > Hex Side Length (for example 14, half the tile height), or "
      "make the map Staggered";
  expect_error_at(dir, "hex.tmx", tmx_map(kHexY), "<map", message);
  expect_error_at(dir, "hex.tmj", json_map(kHexYJson), "{", message);
}

TEST(orientation_checks, a_negative_side_length_is_refused) {
  TempDir dir;
  expect_error_at(dir, "hex.tmx", tmx_map(std::string(kHexY) + " hexsidelength=\"-4\""), "<map",
                  "hexsidelength -4 is negative; set Map > Map Properties > Hex Side Length");
  expect_error_at(dir, "hex.tmj", json_map(std::string(kHexYJson) + " \"hexsidelength\": -4,\n"),
                  "{", "hexsidelength -4 is negative");
}

TEST(orientation_checks, a_side_longer_than_the_tile_along_the_stagger_axis_is_refused) {
  TempDir dir;
  // 30 fits the tile width (32) but not the height (28), which axis y measures it against.
  expect_error_at(dir, "hex.tmx", tmx_map(std::string(kHexY) + " hexsidelength=\"30\""), "<map",
                  "hexsidelength 30 is longer than the tile height (28) it must fit in with "
                  "staggeraxis y; set Map > Map Properties > Hex Side Length (for example 14, "
                  "half the tile height)");
  Diagnostics diagnostics;
  TempDir ok_dir;
  const std::string path = ok_dir.write(
      "hex_x.tmx",
      tmx_map(R"(orientation="hexagonal" staggeraxis="x" staggerindex="odd" hexsidelength="30")"));
  EXPECT_TRUE(load_map(path, diagnostics).has_value()) << test::dump(diagnostics);
  EXPECT_TRUE(diagnostics.empty()) << test::dump(diagnostics);
}

TEST(orientation_checks, an_odd_side_length_loads_with_a_warning) {
  TempDir dir;
  const std::string text = tmx_map(std::string(kHexY) + " hexsidelength=\"13\"");
  const std::string path = dir.write("hex.tmx", text);
  Diagnostics diagnostics;
  const std::optional<Map> map = load_map(path, diagnostics);
  ASSERT_TRUE(map.has_value()) << test::dump(diagnostics);
  ASSERT_EQ(diagnostics.items().size(), 1u) << test::dump(diagnostics);
  EXPECT_THAT(test::dump(diagnostics),
              HasSubstr(path + ":2: warning: hexsidelength 13 is odd: Tiled's versions lay such "
                               "hexagons out a pixel apart differently"));
  EXPECT_EQ(map->layers[0].tiles.gids[3], 4u | kRotateHex120);
}

TEST(orientation_checks, stagger_settings_other_than_x_y_odd_even_are_reported) {
  TempDir dir;
  expect_error_at(
      dir, "axis.tmx", tmx_map(R"(orientation="staggered" staggeraxis="z" staggerindex="odd")"),
      "<map", "unknown staggeraxis \"z\"; use x or y (in Tiled: Map Properties > Stagger Axis)");
  expect_error_at(dir, "index.tmx",
                  tmx_map(R"(orientation="staggered" staggeraxis="x" staggerindex="1")"), "<map",
                  "unknown staggerindex \"1\"; use odd or even (in Tiled: Map Properties > "
                  "Stagger Index)");
  expect_error_at(dir, "index.tmj",
                  json_map(" \"orientation\": \"staggered\",\n \"staggeraxis\": \"x\",\n "
                           "\"staggerindex\": \"Even\",\n"),
                  "{", "unknown staggerindex \"Even\"; use odd or even");
}

TEST(orientation_checks, stagger_and_side_attributes_mean_nothing_on_other_orientations) {
  TempDir dir;
  for (const char* orientation : {"orthogonal", "isometric"}) {
    Diagnostics diagnostics;
    const std::string path = dir.write(
        "m.tmx", tmx_map(std::string("orientation=\"") + orientation +
                         "\" staggeraxis=\"z\" staggerindex=\"?\" hexsidelength=\"wide\""));
    const std::optional<Map> map = load_map(path, diagnostics);
    ASSERT_TRUE(map.has_value()) << orientation << test::dump(diagnostics);
    EXPECT_TRUE(diagnostics.empty()) << orientation << test::dump(diagnostics);
    EXPECT_EQ(map->stagger_axis, StaggerAxis::kY);
    EXPECT_EQ(map->hex_side_length, 0);
  }
}

TEST(orientation_checks, staggered_and_isometric_maps_need_no_side_length) {
  TempDir dir;
  for (const char* attributes : {R"(orientation="staggered" staggeraxis="x" staggerindex="even")",
                                 R"(orientation="isometric")"}) {
    Diagnostics diagnostics;
    const std::string path = dir.write("m.tmx", tmx_map(attributes));
    const std::optional<Map> map = load_map(path, diagnostics);
    ASSERT_TRUE(map.has_value()) << attributes << test::dump(diagnostics);
    EXPECT_TRUE(diagnostics.empty()) << attributes << test::dump(diagnostics);
    EXPECT_EQ(map->layers[0].tiles.gids[3], 4u) << attributes;  // the 120-degree bit cleared
  }
}

TEST(orientation_checks, an_isometric_tileset_on_a_map_of_square_or_hexagonal_cells_is_a_warning) {
  TempDir dir;
  const std::string grid = "  <grid orientation=\"isometric\" width=\"32\" height=\"16\"/>\n";
  const char* warning =
      ": warning: tileset \"terrain\" has an isometric grid (its art is made for isometric "
      "maps) but the map is hexagonal; Tiled draws its tiles on this map's cells all the same: "
      "check they fit, and set the tileset's Orientation to Orthogonal";
  for (const auto& [name, text] :
       {std::pair<std::string, std::string>{
            "m.tmx", tmx_map(std::string(kHexY) + " hexsidelength=\"14\"", grid)},
        std::pair<std::string, std::string>{
            "m.tmj", json_map(std::string(kHexYJson) + " \"hexsidelength\": 14,\n",
                              "   \"grid\": {\"orientation\": \"isometric\", \"width\": 32, "
                              "\"height\": 16},\n")}}) {
    Diagnostics diagnostics;
    const std::string path = dir.write(name, text);
    ASSERT_TRUE(load_map(path, diagnostics).has_value()) << test::dump(diagnostics);
    ASSERT_EQ(diagnostics.items().size(), 1u) << test::dump(diagnostics);
    // Reported where the map names the tileset: its element, or its JSON object's '{'.
    const int line = name == "m.tmx" ? test::line_containing(text, "<tileset")
                                     : test::line_containing(text, "\"firstgid\"") - 1;
    EXPECT_THAT(test::dump(diagnostics), HasSubstr(path + ":" + std::to_string(line) + warning))
        << name;
  }
  // On isometric and staggered maps (diamonds too) it is what Tiled's own examples do.
  for (const char* attributes :
       {R"(orientation="isometric")", R"(orientation="staggered" staggeraxis="x")"}) {
    Diagnostics diagnostics;
    const std::string path = dir.write("iso.tmx", tmx_map(attributes, grid));
    ASSERT_TRUE(load_map(path, diagnostics).has_value());
    EXPECT_TRUE(diagnostics.empty()) << attributes << test::dump(diagnostics);
  }
}

TEST(orientation_checks, an_unknown_grid_orientation_is_reported) {
  TempDir dir;
  expect_error_at(dir, "grid.tmx",
                  tmx_map(R"(orientation="isometric")",
                          "  <grid orientation=\"hexagonal\" width=\"32\" height=\"16\"/>\n"),
                  "<grid",
                  "tileset \"terrain\": unknown grid orientation \"hexagonal\"; use orthogonal or "
                  "isometric (in Tiled: the tileset's Orientation property)");
}

}  // namespace
}  // namespace hp::tiled
