// Loading valid maps: every tile encoding, tilesets (embedded and .tsx), layers, objects.
#include "engine/tiled/map_loader.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/engine/tiled/support/test_files.h"

namespace hp::tiled {
namespace {

using test::fixture;
using ::testing::ElementsAre;

// The layer every encoding_*.tmx fixture holds (see data/make_fixtures.py).
// clang-format off
const std::vector<std::uint32_t> kFixtureGids = {
    1, 2, 3, 4,
    0, kFlipHorizontal | 5u, kFlipVertical | 6u, kFlipDiagonal | 7u,
    kFlipHorizontal | kFlipVertical | kFlipDiagonal | 8u, 0, kFlipHorizontal | kFlipVertical | 2u, 1,
};
// clang-format on

Map load_ok(const std::string& path) {
  Diagnostics diagnostics;
  std::optional<Map> map = load_map(path, diagnostics);
  EXPECT_TRUE(map.has_value()) << test::dump(diagnostics);
  EXPECT_TRUE(diagnostics.empty()) << test::dump(diagnostics);
  return map ? std::move(*map) : Map{};
}

const Layer& layer_named(const std::vector<Layer>& layers, std::string_view name) {
  for (const Layer& layer : layers) {
    if (layer.name == name) return layer;
  }
  ADD_FAILURE() << "no layer " << name;
  static const Layer kNone;
  return kNone;
}

const MapObject& object_named(const Layer& layer, std::string_view name) {
  for (const MapObject& object : layer.objects.objects) {
    if (object.name == name) return object;
  }
  ADD_FAILURE() << "no object " << name;
  static const MapObject kNone;
  return kNone;
}

class tiled_encodings : public ::testing::TestWithParam<const char*> {};

TEST_P(tiled_encodings, give_the_same_gids_with_flip_bits_kept) {
  const Map map = load_ok(fixture(GetParam()));
  ASSERT_EQ(map.layers.size(), 1u);
  const Layer& ground = map.layers[0];
  EXPECT_EQ(ground.kind, LayerKind::kTile);
  EXPECT_EQ(ground.tiles.width, 4);
  EXPECT_EQ(ground.tiles.height, 3);
  EXPECT_EQ(ground.tiles.gids, kFixtureGids);
  EXPECT_EQ(ground.tiles.at(3, 1), kFlipDiagonal | 7u);
}

INSTANTIATE_TEST_SUITE_P(all, tiled_encodings,
                         ::testing::Values("encoding_csv.tmx", "encoding_base64.tmx",
                                           "encoding_zlib.tmx", "encoding_gzip.tmx",
                                           "encoding_zstd.tmx"),
                         [](const ::testing::TestParamInfo<const char*>& param) {
                           std::string name = param.param;
                           return name.substr(9, name.size() - 13);  // encoding_X.tmx -> X
                         });

TEST(tiled_map_loader, reads_map_attributes) {
  const Map map = load_ok(fixture("features.tmx"));
  EXPECT_EQ(map.path, fixture("features.tmx"));
  EXPECT_EQ(map.width, 4);
  EXPECT_EQ(map.height, 3);
  EXPECT_EQ(map.tile_width, 16);
  EXPECT_EQ(map.tile_height, 16);
  EXPECT_EQ(map.pixel_width(), 64);
  EXPECT_EQ(map.render_order, "left-up");
  ASSERT_TRUE(map.background.has_value());
  EXPECT_EQ(*map.background, (Color{0x20, 0x30, 0x40, 255}));
}

TEST(tiled_map_loader, reads_typed_map_properties_with_their_lines) {
  const Map map = load_ok(fixture("features.tmx"));
  const Properties& p = map.properties;
  EXPECT_EQ(p.get_string("title"), "Test Keep");
  EXPECT_EQ(p.get_int("turns"), 12);
  EXPECT_EQ(p.get_float("gravity"), 9.5);
  EXPECT_EQ(p.get_bool("night"), true);
  ASSERT_NE(p.find("tint"), nullptr);
  EXPECT_EQ(p.find("tint")->type, PropertyType::kColor);
  EXPECT_EQ(p.find("tint")->value, "#ff102030");
  EXPECT_EQ(p.get_color("tint"), (Color{0x10, 0x20, 0x30, 0xff}));
  EXPECT_EQ(p.get_color("title"), std::nullopt);  // not a colour
  EXPECT_EQ(p.get_color("absent"), std::nullopt);
  EXPECT_EQ(p.find("music")->type, PropertyType::kFile);
  EXPECT_EQ(p.find("music")->value, "../music/battle.ogg");
  EXPECT_EQ(p.find("boss")->type, PropertyType::kObject);
  EXPECT_EQ(p.get_int("boss"), 3);
  EXPECT_EQ(p.find("spawn")->type, PropertyType::kClass);
  EXPECT_EQ(p.get_string("intro"), "Line one\nLine two");
  EXPECT_EQ(p.find("title")->line, 4);
  EXPECT_EQ(p.find("turns")->line, 5);
  // Members of the class property are not map properties.
  EXPECT_EQ(p.find("count"), nullptr);
}

TEST(tiled_map_loader, embedded_and_external_tilesets_load_the_same) {
  const Map embedded = load_ok(fixture("embedded_tileset.tmx"));
  const Map external = load_ok(fixture("external_tileset.tmx"));
  ASSERT_EQ(embedded.tilesets.size(), 1u);
  ASSERT_EQ(external.tilesets.size(), 1u);
  const Tileset& a = embedded.tilesets[0];
  const Tileset& b = external.tilesets[0];
  EXPECT_EQ(a.source, "");
  EXPECT_EQ(b.source, fixture("tilesets/terrain.tsx"));
  EXPECT_EQ(a.name, b.name);
  EXPECT_EQ(a.first_gid, b.first_gid);
  EXPECT_EQ(a.tile_count, b.tile_count);
  EXPECT_EQ(a.columns, b.columns);
  // The .tsx says "../tiles.png" relative to itself; the map says "tiles.png" relative to itself.
  EXPECT_EQ(a.image, fixture("tiles.png"));
  EXPECT_EQ(b.image, fixture("tiles.png"));
  EXPECT_EQ(a.image_width, 64);
  EXPECT_EQ(b.image_height, 32);
  ASSERT_EQ(a.tiles.size(), b.tiles.size());
  EXPECT_EQ(a.properties.get_string("biome"), "meadow");
  EXPECT_EQ(b.properties.get_string("biome"), "meadow");
  EXPECT_EQ(embedded.layers[0].tiles.gids, external.layers[0].tiles.gids);
}

TEST(tiled_map_loader, tileset_tiles_are_sorted_and_keep_class_and_properties) {
  const Map map = load_ok(fixture("external_tileset.tmx"));
  const Tileset& terrain = map.tilesets[0];
  ASSERT_EQ(terrain.tiles.size(), 2u);
  EXPECT_EQ(terrain.tiles[0].id, 0);
  EXPECT_EQ(terrain.tiles[0].type, "Grass");
  const TileData* wall = terrain.tile(2);
  ASSERT_NE(wall, nullptr);
  EXPECT_EQ(wall->type, "Wall");
  EXPECT_EQ(wall->properties.get_bool("solid"), true);
  EXPECT_EQ(wall->properties.get_float("cost"), 2.5);
  EXPECT_EQ(wall->properties.find("solid")->line, 9);  // a line in the .tsx
  EXPECT_EQ(terrain.tile(1), nullptr);
  EXPECT_EQ(terrain.line, 2);
}

TEST(tiled_map_loader, tilesets_are_sorted_by_first_gid_with_their_attributes) {
  const Map map = load_ok(fixture("features.tmx"));
  ASSERT_EQ(map.tilesets.size(), 2u);
  EXPECT_EQ(map.tilesets[0].name, "terrain");
  EXPECT_EQ(map.tilesets[0].first_gid, 1);
  const Tileset& props = map.tilesets[1];
  EXPECT_EQ(props.name, "props");
  EXPECT_EQ(props.first_gid, 9);
  EXPECT_EQ(props.spacing, 1);
  EXPECT_EQ(props.margin, 2);
  EXPECT_EQ(props.tile_count, 4);
  EXPECT_EQ(props.tile_offset, (Vec2{0, 4}));
  ASSERT_TRUE(props.transparent.has_value());
  EXPECT_EQ(*props.transparent, (Color{0xff, 0x00, 0xff, 255}));
  EXPECT_EQ(props.tile(3)->type, "Door");
  EXPECT_EQ(map.tileset_for(12), &props);
  EXPECT_EQ(map.tileset_for(kFlipHorizontal | 2u), &map.tilesets[0]);
}

TEST(tiled_map_loader, layers_keep_file_order_and_common_attributes) {
  const Map map = load_ok(fixture("features.tmx"));
  ASSERT_EQ(map.layers.size(), 4u);
  EXPECT_EQ(map.layers[0].name, "ground");
  EXPECT_EQ(map.layers[1].name, "decor");
  EXPECT_EQ(map.layers[2].name, "units");
  EXPECT_EQ(map.layers[3].name, "backdrop");
  const Layer& ground = map.layers[0];
  EXPECT_EQ(ground.id, 1);
  EXPECT_EQ(ground.opacity, 0.5);
  EXPECT_EQ(ground.offset, (Vec2{2, -3}));
  EXPECT_TRUE(ground.visible);
  EXPECT_EQ(ground.properties.get_bool("walkable"), true);
  EXPECT_EQ(ground.line, 29);
  EXPECT_THAT(ground.tiles.gids, ElementsAre(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
}

TEST(tiled_map_loader, group_layers_hold_their_children_recursively) {
  const Map map = load_ok(fixture("features.tmx"));
  const Layer& decor = layer_named(map.layers, "decor");
  EXPECT_EQ(decor.kind, LayerKind::kGroup);
  EXPECT_EQ(decor.offset, (Vec2{8, 8}));
  ASSERT_EQ(decor.children.size(), 2u);
  const Layer& walls = decor.children[0];
  EXPECT_EQ(walls.kind, LayerKind::kTile);
  EXPECT_FALSE(walls.visible);
  EXPECT_EQ(walls.tiles.at(1, 1), 3u);
  const Layer& inner = decor.children[1];
  EXPECT_EQ(inner.kind, LayerKind::kGroup);
  ASSERT_EQ(inner.children.size(), 1u);
  EXPECT_EQ(inner.children[0].kind, LayerKind::kImage);
  EXPECT_EQ(inner.children[0].image, fixture("tiles.png"));
}

TEST(tiled_map_loader, image_layers_resolve_their_image) {
  const Map map = load_ok(fixture("features.tmx"));
  const Layer& backdrop = layer_named(map.layers, "backdrop");
  EXPECT_EQ(backdrop.kind, LayerKind::kImage);
  EXPECT_EQ(backdrop.image, fixture("tiles.png"));
  EXPECT_EQ(backdrop.offset.x, 1);
}

TEST(tiled_map_loader, objects_have_shapes_classes_and_typed_properties) {
  const Map map = load_ok(fixture("features.tmx"));
  const Layer& units = layer_named(map.layers, "units");
  ASSERT_EQ(units.kind, LayerKind::kObject);
  ASSERT_EQ(units.objects.objects.size(), 7u);

  const MapObject& ada = object_named(units, "Ada");
  EXPECT_EQ(ada.id, 1);
  EXPECT_EQ(ada.type, "Hero");
  EXPECT_EQ(ada.shape, ObjectShape::kPoint);
  EXPECT_EQ(ada.center(), (Vec2{24, 40}));
  EXPECT_EQ(ada.properties.get_int("hp"), 10);
  EXPECT_EQ(ada.properties.get_float("speed"), 1.5);

  const MapObject& wall = object_named(units, "North wall");
  EXPECT_EQ(wall.type, "Wall");
  EXPECT_EQ(wall.shape, ObjectShape::kRectangle);
  EXPECT_EQ(wall.width, 64);
  EXPECT_EQ(wall.height, 16);

  const MapObject& pond = object_named(units, "pond");
  EXPECT_EQ(pond.shape, ObjectShape::kEllipse);
  EXPECT_EQ(pond.rotation, 45);

  const MapObject& zone = object_named(units, "zone");
  EXPECT_EQ(zone.shape, ObjectShape::kPolygon);
  EXPECT_THAT(zone.points, ElementsAre(Vec2{0, 0}, Vec2{32, 0}, Vec2{32, 16.5}));

  const MapObject& path = object_named(units, "path");
  EXPECT_EQ(path.shape, ObjectShape::kPolyline);
  EXPECT_EQ(path.points.size(), 2u);

  const MapObject& crate = object_named(units, "crate");
  EXPECT_EQ(crate.shape, ObjectShape::kTile);
  EXPECT_EQ(crate.gid, kFlipHorizontal | 9u);
  EXPECT_EQ(crate.center(), (Vec2{40, 40}));

  const MapObject& sign = object_named(units, "sign");
  EXPECT_EQ(sign.shape, ObjectShape::kText);
  EXPECT_FALSE(sign.visible);
}

TEST(tiled_map_loader, objects_remember_their_source_line) {
  const Map map = load_ok(fixture("features.tmx"));
  const Layer& units = layer_named(map.layers, "units");
  EXPECT_EQ(object_named(units, "Ada").line, 50);
  EXPECT_EQ(object_named(units, "Ada").properties.find("hp")->line, 52);
}

TEST(tiled_map_loader, tiled_1_8_type_attributes_read_like_class) {
  const Map map = load_ok(fixture("tiled18_types.tmx"));
  const Layer& units = layer_named(map.layers, "units");
  EXPECT_EQ(object_named(units, "Ada").type, "Hero");
  EXPECT_EQ(object_named(units, "Grub").type, "Enemy");
  EXPECT_EQ(object_named(units, "Grub").properties.get_int("hp"), 7);
  const TileData* wall = map.tilesets[0].tile(2);
  ASSERT_NE(wall, nullptr);
  EXPECT_EQ(wall->type, "Wall");
  EXPECT_EQ(wall->properties.get_bool("solid"), true);
}

TEST(tiled_map_loader, keeps_earlier_diagnostics_and_adds_none) {
  Diagnostics diagnostics;
  diagnostics.error("other.txt", 1, "an earlier problem elsewhere");
  const std::optional<Map> map = load_map(fixture("encoding_csv.tmx"), diagnostics);
  EXPECT_TRUE(map.has_value());  // another file's error does not fail this map
  EXPECT_EQ(diagnostics.items().size(), 1u);
}

}  // namespace
}  // namespace hp::tiled
