// Isometric, staggered and hexagonal maps load, TMX and JSON, finite and infinite, with their
// orientation settings, and with the hexagonal 120-degree rotation bit kept only where it means
// something (hexagonal maps).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/tiled/map_geometry.h"
#include "engine/tiled/map_loader.h"
#include "tests/engine/tiled/support/test_files.h"

namespace hp::tiled {
namespace {

using test::fixture;

Map load_ok(const std::string& path) {
  Diagnostics diagnostics;
  std::optional<Map> map = load_map(path, diagnostics);
  EXPECT_TRUE(map.has_value()) << path << "\n" << test::dump(diagnostics);
  EXPECT_TRUE(diagnostics.empty()) << path << "\n" << test::dump(diagnostics);
  return map ? std::move(*map) : Map{};
}

std::string file_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream whole;
  whole << in.rdbuf();
  return whole.str();
}

const MapObject& object_named(const Map& map, std::string_view name) {
  for (const Layer& layer : map.layers) {
    for (const MapObject& object : layer.objects.objects) {
      if (object.name == name) return object;
    }
  }
  ADD_FAILURE() << "no object " << name;
  static const MapObject none;
  return none;
}

struct Expected {
  const char* name;
  Orientation orientation;
  StaggerAxis axis;
  StaggerIndex index;
  int side;
  bool infinite;
};

class tiled_orientations : public ::testing::TestWithParam<Expected> {};

TEST_P(tiled_orientations, tmx_and_json_load_with_their_settings) {
  const Expected& e = GetParam();
  for (const char* extension : {".tmx", ".tmj"}) {
    const Map map = load_ok(fixture(std::string("formats/") + e.name + extension));
    EXPECT_EQ(map.orientation, e.orientation) << extension;
    EXPECT_EQ(map.stagger_axis, e.axis) << extension;
    EXPECT_EQ(map.stagger_index, e.index) << extension;
    EXPECT_EQ(map.hex_side_length, e.side) << extension;
    EXPECT_EQ(map.infinite, e.infinite) << extension;
    ASSERT_EQ(map.layers.size(), 4u) << extension;
    EXPECT_EQ(map.layers[1].kind, LayerKind::kGroup);
    EXPECT_EQ(map.layers[1].offset, Vec2(0, -8));
    EXPECT_EQ(map.layers[3].kind, LayerKind::kImage);
    const Map::TileBounds bounds = map.tile_bounds();
    EXPECT_EQ(bounds.width, e.infinite ? 16 : 6) << extension;
    // Object positions are kept as Tiled stores them (object space), whatever the orientation.
    const MapObject& ada = object_named(map, "Ada");
    EXPECT_EQ(ada.x, 3.0 * map.tile_height);
    EXPECT_EQ(ada.y, 2.0 * map.tile_height);
    EXPECT_EQ(object_named(map, "crate").template_path, fixture("formats/templates/crate.tx"));
  }
}

INSTANTIATE_TEST_SUITE_P(
    all, tiled_orientations,
    ::testing::Values(Expected{"iso", Orientation::kIsometric, StaggerAxis::kY, StaggerIndex::kOdd,
                               0, false},
                      Expected{"iso_infinite", Orientation::kIsometric, StaggerAxis::kY,
                               StaggerIndex::kOdd, 0, true},
                      Expected{"staggered_y_odd", Orientation::kStaggered, StaggerAxis::kY,
                               StaggerIndex::kOdd, 0, false},
                      Expected{"staggered_x_even", Orientation::kStaggered, StaggerAxis::kX,
                               StaggerIndex::kEven, 0, false},
                      Expected{"staggered_y_even_infinite", Orientation::kStaggered,
                               StaggerAxis::kY, StaggerIndex::kEven, 0, true},
                      Expected{"hex_y_odd", Orientation::kHexagonal, StaggerAxis::kY,
                               StaggerIndex::kOdd, 12, false},
                      Expected{"hex_x_even", Orientation::kHexagonal, StaggerAxis::kX,
                               StaggerIndex::kEven, 12, false},
                      Expected{"hex_x_odd_infinite", Orientation::kHexagonal, StaggerAxis::kX,
                               StaggerIndex::kOdd, 12, true}),
    [](const ::testing::TestParamInfo<Expected>& param) { return std::string(param.param.name); });

TEST(tiled_orientations_model, an_isometric_tilesets_grid_is_read_in_both_formats) {
  for (const char* path : {"formats/iso.tmx", "formats/iso.tmj"}) {
    const Map map = load_ok(fixture(path));
    EXPECT_EQ(map.tilesets[0].grid_orientation, "isometric") << path;
    EXPECT_EQ(map.tilesets[0].grid_width, 32) << path;
    EXPECT_EQ(map.tilesets[0].grid_height, 16) << path;
    EXPECT_EQ(map.tilesets[1].grid_orientation, "orthogonal") << path;  // props.tsx: 1x1 grid
    EXPECT_EQ(map.tilesets[1].grid_width, 1) << path;
  }
  const Map orthogonal = load_ok(fixture("formats/features.tmx"));
  EXPECT_EQ(orthogonal.orientation, Orientation::kOrthogonal);
  EXPECT_EQ(orthogonal.tilesets[0].grid_orientation, "orthogonal");
  EXPECT_EQ(orthogonal.tilesets[0].grid_width, 0);  // no <grid>: the tile's own size
}

TEST(tiled_orientations_model, hexagonal_maps_keep_the_120_degree_bit_in_layers_and_objects) {
  for (const char* path : {"formats/hex_y_odd.tmx", "formats/hex_y_odd.tmj"}) {
    const Map map = load_ok(fixture(path));
    const std::vector<std::uint32_t>& ground = map.layers[0].tiles.gids;
    EXPECT_EQ(ground[5], 6u | kRotateHex120) << path;
    EXPECT_EQ(ground[21], 1u | kRotateHex120 | kFlipHorizontal) << path;
    EXPECT_EQ(ground[3], 4u | kFlipHorizontal) << path;
    EXPECT_EQ(map.layers[1].children[0].tiles.gids[22], 3u | kRotateHex120) << path;
    EXPECT_EQ(object_named(map, "statue").gid, 10u | kRotateHex120 | kFlipHorizontal) << path;
  }
}

TEST(tiled_orientations_model, hexagonal_infinite_chunks_keep_the_bit_too) {
  const Map map = load_ok(fixture("formats/hex_x_odd_infinite.tmx"));
  const TileChunk& chunk = map.layers[0].tiles.chunks.at(0);
  EXPECT_EQ(chunk.x, -16);
  EXPECT_EQ(chunk.gids[10 * 16 + 10 + 5], 6u | kRotateHex120);
}

// The same file as a staggered map: the bit means nothing there and is cleared, as on
// orthogonal maps, in tile layers and tile objects alike.
TEST(tiled_orientations_model, other_orientations_clear_the_120_degree_bit) {
  for (const char* name : {"hex_y_odd.tmx", "hex_y_odd.tmj"}) {
    std::string text = file_text(fixture(std::string("formats/") + name));
    const std::size_t at = text.find("hexagonal");
    ASSERT_NE(at, std::string::npos);
    text.replace(at, 9, "staggered");
    Diagnostics diagnostics;
    const std::optional<Map> map = load_map_from_memory(
        text, fixture(std::string("formats/as_staggered_") + name), diagnostics);
    ASSERT_TRUE(map.has_value()) << test::dump(diagnostics);
    EXPECT_TRUE(diagnostics.empty()) << test::dump(diagnostics);
    EXPECT_EQ(map->orientation, Orientation::kStaggered);
    EXPECT_EQ(map->layers[0].tiles.gids[5], 6u) << name;
    EXPECT_EQ(map->layers[0].tiles.gids[21], 1u | kFlipHorizontal) << name;
    EXPECT_EQ(object_named(*map, "statue").gid, 10u | kFlipHorizontal) << name;
  }
}

TEST(tiled_orientations_model, tile_objects_default_to_bottom_centre_on_isometric_maps_only) {
  Tileset tileset;
  EXPECT_EQ(tileset.object_alignment_on(Orientation::kOrthogonal), "bottomleft");
  EXPECT_EQ(tileset.object_alignment_on(Orientation::kIsometric), "bottom");
  EXPECT_EQ(tileset.object_alignment_on(Orientation::kStaggered), "bottomleft");
  EXPECT_EQ(tileset.object_alignment_on(Orientation::kHexagonal), "bottomleft");
  tileset.object_alignment = "topleft";  // the tileset's own choice wins everywhere
  EXPECT_EQ(tileset.object_alignment_on(Orientation::kIsometric), "topleft");
}

TEST(tiled_orientations_model, the_object_anchor_follows_the_alignment) {
  Tileset tileset;
  EXPECT_EQ(tileset.object_anchor(Orientation::kOrthogonal), (Vec2{0, 1}));
  EXPECT_EQ(tileset.object_anchor(Orientation::kIsometric), (Vec2{0.5, 1}));
  tileset.object_alignment = "center";
  EXPECT_EQ(tileset.object_anchor(Orientation::kIsometric), (Vec2{0.5, 0.5}));
  tileset.object_alignment = "topright";
  EXPECT_EQ(tileset.object_anchor(Orientation::kHexagonal), (Vec2{1, 0}));
  tileset.object_alignment = "sideways";  // not Tiled's: its default for the orientation
  EXPECT_EQ(tileset.object_anchor(Orientation::kOrthogonal), (Vec2{0, 1}));
}

TEST(tiled_orientations_model, a_loaded_maps_geometry_matches_its_settings) {
  const MapGeometry iso(load_ok(fixture("formats/iso.tmx")));
  EXPECT_EQ(iso.orientation(), Orientation::kIsometric);
  EXPECT_EQ(iso.pixel_size(), Vec2(176, 88));  // (6 + 5) half tiles of 32x16
  const MapGeometry hex(load_ok(fixture("formats/hex_y_odd.tmj")));
  EXPECT_EQ(hex.cell_outline(0, 0).size(), 6u);
  EXPECT_EQ(hex.cell_box(0, 1), Vec2(14, 18));  // rows 6 + 12 apart, odd ones shifted 14
}

}  // namespace
}  // namespace hp::tiled
