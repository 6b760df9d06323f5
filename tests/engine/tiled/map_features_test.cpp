// Tiled features beyond plain layers, read from the formats/ fixtures (TMX and their JSON twins
// give the same model, see format_equivalence_test): infinite maps, templates, image
// collections, animations, collision shapes, tint and parallax, class properties, text.
#include <gmock/gmock.h>
#include <gtest/gtest-spi.h>
#include <gtest/gtest.h>

#include "engine/tiled/map_loader.h"
#include "tests/engine/tiled/support/model_compare.h"
#include "tests/engine/tiled/support/test_files.h"

namespace hp::tiled {
namespace {

using test::fixture;
using ::testing::ElementsAre;

Map load_ok(const std::string& path) {
  Diagnostics diagnostics;
  std::optional<Map> map = load_map(path, diagnostics);
  EXPECT_TRUE(map.has_value()) << test::dump(diagnostics);
  EXPECT_TRUE(diagnostics.empty()) << test::dump(diagnostics);
  return map ? std::move(*map) : Map{};
}

const Layer* find_layer(const std::vector<Layer>& layers, std::string_view name) {
  for (const Layer& layer : layers) {
    if (layer.name == name) return &layer;
    if (const Layer* child = find_layer(layer.children, name)) return child;
  }
  return nullptr;
}

const Layer& layer_named(const Map& map, std::string_view name) {
  const Layer* layer = find_layer(map.layers, name);
  if (!layer) ADD_FAILURE() << "no layer " << name;
  static const Layer kNone;
  return layer ? *layer : kNone;
}

const MapObject& object_with_id(const Layer& layer, int id) {
  for (const MapObject& object : layer.objects.objects) {
    if (object.id == id) return object;
  }
  ADD_FAILURE() << "no object " << id;
  static const MapObject kNone;
  return kNone;
}

// Both formats of each fixture, so every feature is checked from TMX and from JSON.
class tiled_features : public ::testing::TestWithParam<const char*> {
 protected:
  Map load(std::string_view name) const {
    return load_ok(fixture(std::string("formats/") + std::string(name) + GetParam()));
  }
};

INSTANTIATE_TEST_SUITE_P(both_formats, tiled_features, ::testing::Values(".tmx", ".tmj"),
                         [](const ::testing::TestParamInfo<const char*>& param) {
                           return std::string(param.param + 1);
                         });

TEST_P(tiled_features, infinite_map_keeps_chunks_with_negative_coordinates) {
  const Map map = load("infinite");
  EXPECT_TRUE(map.infinite);
  const Layer& ground = layer_named(map, "ground");
  EXPECT_TRUE(ground.tiles.gids.empty());
  ASSERT_EQ(ground.tiles.chunks.size(), 3u);
  const TileChunk& first = ground.tiles.chunks[0];
  EXPECT_EQ(first.x, -32);
  EXPECT_EQ(first.y, -16);
  EXPECT_EQ(first.width, 16);
  EXPECT_EQ(first.height, 16);
  ASSERT_EQ(first.gids.size(), 256u);
  EXPECT_EQ(first.gids[0], 3u);  // (-32 / 16) % 4 in Python is 2, so gid 1 + 2
  EXPECT_EQ(first.gids[17], kFlipHorizontal | 2u);
  const std::vector<TileRegion> regions = ground.tiles.regions();
  ASSERT_EQ(regions.size(), 3u);
  EXPECT_EQ(regions[2].x, 0);
  EXPECT_EQ(regions[2].at(15, 15), 5u);
}

// A layer built with fewer gids than its size says yields only its whole rows of data, so
// nothing that walks regions() reads past the end.
TEST(TileLayerRegions, a_short_layer_yields_only_the_rows_it_has) {
  tiled::TileLayer layer;
  layer.width = 4;
  layer.height = 3;
  layer.gids.assign(9, 1u);  // two whole rows and one cell
  std::vector<TileRegion> regions = layer.regions();
  ASSERT_EQ(regions.size(), 1u);
  EXPECT_EQ(regions[0].width, 4);
  EXPECT_EQ(regions[0].height, 2);
  layer.gids.clear();
  tiled::TileChunk chunk;
  chunk.width = 16;
  chunk.height = 16;
  chunk.gids.assign(10, 1u);  // not even one row
  layer.chunks.push_back(chunk);
  EXPECT_TRUE(layer.regions().empty());
}

TEST_P(tiled_features, infinite_map_bounds_cover_every_chunk_of_every_layer) {
  const Map map = load("infinite");
  const Map::TileBounds bounds = map.tile_bounds();
  EXPECT_EQ(bounds.x, -32);
  EXPECT_EQ(bounds.y, -16);
  EXPECT_EQ(bounds.width, 48);
  EXPECT_EQ(bounds.height, 32);
  EXPECT_EQ(layer_named(map, "roof").tiles.chunks.size(), 1u);  // inside a group
}

TEST_P(tiled_features, template_instance_starts_from_the_template) {
  const Map map = load("features");
  const MapObject& crate = object_with_id(layer_named(map, "units"), 7);
  EXPECT_EQ(crate.name, "crate");
  EXPECT_EQ(crate.type, "Crate");
  EXPECT_EQ(crate.x, 5);
  EXPECT_EQ(crate.y, 20);
  EXPECT_EQ(crate.width, 16);
  EXPECT_EQ(crate.shape, ObjectShape::kTile);
  EXPECT_EQ(crate.template_path, fixture("formats/templates/crate.tx"));
  EXPECT_EQ(crate.properties.get_int("hp"), 3);
  EXPECT_EQ(crate.properties.get_string("loot"), "coins");
}

TEST_P(tiled_features, template_tileset_joins_the_map_at_the_next_free_gid) {
  const Map map = load("features");
  ASSERT_EQ(map.tilesets.size(), 3u);
  const Tileset& props = map.tilesets[2];
  EXPECT_EQ(props.name, "props");
  EXPECT_EQ(props.first_gid, 12);  // after "marks", gids 9-11
  EXPECT_EQ(props.source, fixture("formats/props.tsx"));
  const MapObject& crate = object_with_id(layer_named(map, "units"), 7);
  EXPECT_EQ(crate.gid, 12u);  // the template's gid 1, renumbered
  EXPECT_EQ(map.tileset_for(crate.gid), &props);
  // The second instance shares the tileset instead of adding it again.
  EXPECT_EQ(object_with_id(layer_named(map, "units"), 8).gid, 12u);
}

TEST_P(tiled_features, template_instance_overrides_attributes_and_merges_properties) {
  const Map map = load("features");
  const MapObject& big = object_with_id(layer_named(map, "units"), 8);
  EXPECT_EQ(big.name, "big crate");
  EXPECT_EQ(big.type, "Crate");
  EXPECT_EQ(big.width, 32);
  EXPECT_EQ(big.height, 32);
  EXPECT_EQ(big.properties.get_int("hp"), 9);             // the instance's
  EXPECT_EQ(big.properties.get_string("loot"), "coins");  // the template's
  const Property* stats = big.properties.find("stats");
  ASSERT_NE(stats, nullptr);
  EXPECT_EQ(stats->property_type, "Stats");
  ASSERT_EQ(stats->members.size(), 2u);
  EXPECT_EQ(stats->members[0].name, "armor");
  EXPECT_EQ(stats->members[0].value, "4");  // the instance's member
  EXPECT_EQ(stats->members[1].name, "weight");
  EXPECT_EQ(stats->members[1].value, "2.5");  // the template's member
}

TEST_P(tiled_features, shape_template_gives_its_polygon_to_the_instance) {
  const Map map = load("features");
  const MapObject& pit = object_with_id(layer_named(map, "units"), 9);
  EXPECT_EQ(pit.name, "pit");
  EXPECT_EQ(pit.type, "Zone");
  EXPECT_EQ(pit.shape, ObjectShape::kPolygon);
  ASSERT_EQ(pit.points.size(), 4u);
  EXPECT_EQ(pit.points[2].x, 32);
  EXPECT_EQ(pit.x, 10);
  EXPECT_EQ(pit.properties.get_int("danger"), 1);
}

TEST_P(tiled_features, image_collection_tiles_keep_their_own_images_and_sizes) {
  const Map map = load("collection");
  ASSERT_EQ(map.tilesets.size(), 1u);
  const Tileset& props = map.tilesets[0];
  EXPECT_TRUE(props.is_image_collection());
  EXPECT_EQ(props.tile_count, 5);  // ids 0, 1 and 4: gids reach first_gid + 4
  const TileData* wide = props.tile(4);
  ASSERT_NE(wide, nullptr);
  EXPECT_EQ(wide->image, fixture("formats/art/wide.png"));
  EXPECT_EQ(wide->image_width, 32);
  EXPECT_EQ(wide->image_height, 16);
  EXPECT_EQ(props.tile(1)->image_height, 32);
  EXPECT_EQ(props.tile(0)->type, "Crate");
  EXPECT_TRUE(props.contains(5));
}

TEST_P(tiled_features, tile_objects_keep_flips_rotation_and_scale) {
  const Map map = load("collection");
  const Layer& things = layer_named(map, "things");
  EXPECT_EQ(object_with_id(things, 2).gid, kFlipHorizontal | 2u);
  const MapObject& rotated = object_with_id(things, 3);
  EXPECT_EQ(rotated.gid, 5u);
  EXPECT_EQ(rotated.rotation, -90);
  EXPECT_EQ(rotated.width, 64);  // twice the tile's 32
  EXPECT_EQ(object_with_id(things, 4).gid, kFlipVertical | 5u);
}

TEST_P(tiled_features, tile_animation_frames_are_read_in_order) {
  const Map map = load("features");
  const TileData* water = map.tilesets[0].tile(1);
  ASSERT_NE(water, nullptr);
  EXPECT_EQ(water->type, "Water");
  ASSERT_EQ(water->animation.size(), 2u);
  EXPECT_EQ(water->animation[0].tile_id, 1);
  EXPECT_EQ(water->animation[0].duration_ms, 100);
  EXPECT_EQ(water->animation[1].tile_id, 2);
  EXPECT_EQ(water->animation[1].duration_ms, 250);
  EXPECT_EQ(water->properties.get_float("depth"), 1.5);
}

TEST_P(tiled_features, tile_collision_shapes_are_read_as_objects) {
  const Map map = load("features");
  const TileData* wall = map.tilesets[0].tile(3);
  ASSERT_NE(wall, nullptr);
  ASSERT_EQ(wall->collision.size(), 3u);
  EXPECT_EQ(wall->collision[0].shape, ObjectShape::kRectangle);
  EXPECT_EQ(wall->collision[0].width, 14);
  EXPECT_EQ(wall->collision[1].shape, ObjectShape::kPolygon);
  EXPECT_EQ(wall->collision[1].points.size(), 3u);
  EXPECT_EQ(wall->collision[2].shape, ObjectShape::kEllipse);
}

TEST_P(tiled_features, tileset_keeps_offset_colour_key_and_properties) {
  const Map map = load("features");
  const Tileset& terrain = map.tilesets[0];
  EXPECT_EQ(terrain.tile_offset.x, 2);
  EXPECT_EQ(terrain.tile_offset.y, -3);
  ASSERT_TRUE(terrain.transparent.has_value());
  EXPECT_EQ(*terrain.transparent, (Color{255, 0, 255, 255}));
  EXPECT_EQ(terrain.properties.get_string("biome"), "meadow");
  const Tileset& marks = map.tilesets[1];
  EXPECT_EQ(marks.columns, 3);
  EXPECT_EQ(marks.tile(2)->type, "Door");
}

TEST_P(tiled_features, layers_keep_tint_parallax_and_offsets) {
  const Map map = load("features");
  const Layer& ground = layer_named(map, "ground");
  ASSERT_TRUE(ground.tint.has_value());
  EXPECT_EQ(*ground.tint, (Color{255, 128, 0, 255}));
  EXPECT_EQ(ground.parallax.x, 0.5);
  EXPECT_EQ(ground.parallax.y, 0.75);
  EXPECT_EQ(ground.offset.x, 2);
  EXPECT_EQ(ground.opacity, 0.5);
  const Layer& decor = layer_named(map, "decor");  // a group keeps its own values
  EXPECT_EQ(*decor.tint, (Color{255, 255, 255, 128}));
  EXPECT_EQ(decor.parallax.x, 2);
  EXPECT_EQ(decor.parallax.y, 1);
  ASSERT_TRUE(layer_named(map, "units").tint.has_value());
  EXPECT_EQ(*layer_named(map, "units").tint, (Color{0, 255, 0, 255}));
}

TEST_P(tiled_features, image_layer_keeps_repeat_and_colour_key) {
  const Map map = load("features");
  const Layer& sky = layer_named(map, "sky");
  EXPECT_EQ(sky.kind, LayerKind::kImage);
  EXPECT_TRUE(sky.repeat_x);
  EXPECT_TRUE(sky.repeat_y);
  EXPECT_EQ(sky.image, fixture("tiles.png"));
  ASSERT_TRUE(sky.image_transparent.has_value());
  EXPECT_EQ(*sky.image_transparent, (Color{0, 0, 255, 255}));
  EXPECT_FALSE(layer_named(map, "backdrop").repeat_x);
}

TEST_P(tiled_features, map_keeps_parallax_origin_and_background_alpha) {
  const Map map = load("features");
  EXPECT_EQ(map.parallax_origin.x, 10);
  EXPECT_EQ(map.parallax_origin.y, -5);
  ASSERT_TRUE(map.background.has_value());
  EXPECT_EQ(*map.background, (Color{0x20, 0x30, 0x40, 0x80}));
  EXPECT_EQ(map.render_order, "left-up");
}

TEST_P(tiled_features, class_property_keeps_nested_members) {
  const Map map = load("features");
  const Property* spawn = map.properties.find("spawn");
  ASSERT_NE(spawn, nullptr);
  EXPECT_EQ(spawn->type, PropertyType::kClass);
  ASSERT_EQ(spawn->members.size(), 2u);
  const Property& area = spawn->members[0];
  EXPECT_EQ(area.name, "area");
  EXPECT_EQ(area.type, PropertyType::kClass);
  ASSERT_EQ(area.members.size(), 1u);
  EXPECT_EQ(area.members[0].name, "w");
  EXPECT_EQ(area.members[0].type, PropertyType::kFloat);
  EXPECT_EQ(area.members[0].value, "3.5");
  EXPECT_EQ(spawn->members[1].name, "count");
  EXPECT_EQ(spawn->members[1].type, PropertyType::kInt);
  EXPECT_EQ(spawn->members[1].value, "2");
}

TEST_P(tiled_features, properties_of_every_type_have_the_same_text) {
  const Map map = load("features");
  const Properties& p = map.properties;
  EXPECT_EQ(p.find("boss")->type, PropertyType::kObject);
  EXPECT_EQ(p.get_int("boss"), 3);
  EXPECT_EQ(p.get_string("gravity"), "9.5");
  EXPECT_EQ(p.get_string("intro"), "Line one\nLine two");
  EXPECT_EQ(p.find("music")->type, PropertyType::kFile);
  EXPECT_EQ(p.get_string("music"), "../music/battle.ogg");
  EXPECT_EQ(p.get_string("night"), "true");
  EXPECT_EQ(p.get_string("tint"), "#ff102030");
  EXPECT_EQ(p.get_int("turns"), 12);
}

TEST_P(tiled_features, text_objects_keep_their_text) {
  const Map map = load("features");
  const MapObject& sign = object_with_id(layer_named(map, "units"), 5);
  EXPECT_EQ(sign.shape, ObjectShape::kText);
  EXPECT_EQ(sign.text, "Hello\nthere");
  EXPECT_EQ(sign.rotation, 30);
  EXPECT_FALSE(object_with_id(layer_named(map, "units"), 4).visible);
}

TEST_P(tiled_features, drawing_hints_of_tilesets_and_object_layers_are_kept) {
  const Map map = load("features");
  EXPECT_EQ(map.tilesets[0].object_alignment, "top");
  EXPECT_EQ(map.tilesets[1].object_alignment, "unspecified");
  EXPECT_EQ(layer_named(map, "units").objects.draw_order, "index");
}

// Tiled 1.9 added classes to maps and layers and renamed "type" to "class"; 1.9 also added
// tile render size and fill mode. Tiled 1.8 cannot write these, so the files are written here.
constexpr std::string_view kTiled110Tmx = R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" class="Battle" orientation="orthogonal" renderorder="right-down" width="2" height="2" tilewidth="16" tileheight="16" infinite="0">
 <tileset firstgid="1" name="t" class="Terrain" tilewidth="16" tileheight="16" tilecount="8" columns="4" tilerendersize="grid" fillmode="preserve-aspect-fit">
  <image source="tiles.png" width="64" height="32"/>
  <tile id="2" class="Wall"/>
 </tileset>
 <layer id="1" name="g" class="Ground" width="2" height="2">
  <data encoding="csv">1,2,3,4</data>
 </layer>
 <objectgroup id="2" name="o" class="Units">
  <object id="1" name="a" class="Hero" x="1" y="2"/>
 </objectgroup>
</map>
)";

constexpr std::string_view kTiled110Tmj =
    R"({ "class":"Battle", "type":"map", "orientation":"orthogonal",
 "renderorder":"right-down", "width":2, "height":2, "tilewidth":16, "tileheight":16,
 "infinite":false,
 "tilesets":[{"firstgid":1, "name":"t", "class":"Terrain", "tilewidth":16, "tileheight":16,
   "tilecount":8, "columns":4, "tilerendersize":"grid", "fillmode":"preserve-aspect-fit",
   "image":"tiles.png", "imagewidth":64, "imageheight":32,
   "tiles":[{"id":2, "class":"Wall"}]}],
 "layers":[
  {"id":1, "name":"g", "class":"Ground", "type":"tilelayer", "width":2, "height":2,
   "data":[1, 2, 3, 4]},
  {"id":2, "name":"o", "class":"Units", "type":"objectgroup",
   "objects":[{"id":1, "name":"a", "class":"Hero", "x":1, "y":2}]}]
}
)";

TEST(tiled_features_110, classes_of_maps_layers_tiles_and_objects_are_read_from_both_formats) {
  test::TempDir dir;
  for (const std::string& path :
       {dir.write("m.tmx", kTiled110Tmx), dir.write("m.tmj", kTiled110Tmj)}) {
    const Map map = load_ok(path);
    EXPECT_EQ(map.type, "Battle") << path;
    EXPECT_EQ(layer_named(map, "g").type, "Ground") << path;
    EXPECT_EQ(layer_named(map, "o").type, "Units") << path;
    EXPECT_EQ(object_with_id(layer_named(map, "o"), 1).type, "Hero") << path;
    ASSERT_EQ(map.tilesets.size(), 1u);
    EXPECT_EQ(map.tilesets[0].type, "Terrain") << path;
    EXPECT_EQ(map.tilesets[0].tile(2)->type, "Wall") << path;
    EXPECT_EQ(map.tilesets[0].tile_render_size, "grid") << path;
    EXPECT_EQ(map.tilesets[0].fill_mode, "preserve-aspect-fit") << path;
  }
}

TEST(tiled_features_old, tile_objects_without_a_size_take_their_tiles_size) {
  test::TempDir dir;
  const std::string path = dir.write(
      "old.tmx",
      "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" width=\"2\" height=\"2\" "
      "tilewidth=\"16\" tileheight=\"16\">\n <tileset firstgid=\"1\" name=\"t\" "
      "tilewidth=\"16\" tileheight=\"8\" tilecount=\"16\" columns=\"4\">\n  <image "
      "source=\"tiles.png\" width=\"64\" height=\"32\"/>\n </tileset>\n <objectgroup "
      "name=\"o\">\n  <object id=\"1\" gid=\"2\" x=\"0\" y=\"8\"/>\n </objectgroup>\n</map>\n");
  const Map map = load_ok(path);
  EXPECT_EQ(map.layers[0].objects.objects[0].width, 16);
  EXPECT_EQ(map.layers[0].objects.objects[0].height, 8);
}

TEST(tiled_model_compare, names_the_field_that_differs) {
  const Map map = load_ok(fixture("formats/features.tmx"));
  Map changed = map;
  changed.layers[2].objects.objects[0].properties.items[0].value = "11";
  EXPECT_NONFATAL_FAILURE(test::expect_same_map(map, changed),
                          "at layers[2] \"units\".objects[0].properties[0] \"hp\"");
}

}  // namespace
}  // namespace hp::tiled
