// TMX and JSON: a map (or tileset) and its JSON twin exported by Tiled load into the same model,
// also when a map in one format names tilesets or templates in the other.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/tiled/map_loader.h"
#include "tests/engine/tiled/support/model_compare.h"
#include "tests/engine/tiled/support/test_codecs.h"
#include "tests/engine/tiled/support/test_files.h"

namespace hp::tiled {
namespace {

using test::fixture;

Map load_ok(const std::string& path) {
  Diagnostics diagnostics;
  std::optional<Map> map = load_map(path, diagnostics);
  EXPECT_TRUE(map.has_value()) << test::dump(diagnostics);
  EXPECT_TRUE(diagnostics.empty()) << test::dump(diagnostics);
  return map ? std::move(*map) : Map{};
}

std::string file_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream whole;
  whole << in.rdbuf();
  return whole.str();
}

// Tiled 1.8 exports class properties without their custom type name (it has no project here).
constexpr test::CompareOptions kTiledExport{.class_names_when_both = true};

class tiled_format_twins : public ::testing::TestWithParam<const char*> {};

TEST_P(tiled_format_twins, json_export_loads_the_same_model_as_the_tmx) {
  const std::string name = std::string("formats/") + GetParam();
  const Map tmx = load_ok(fixture(name + ".tmx"));
  const Map json = load_ok(fixture(name + ".tmj"));
  ASSERT_FALSE(tmx.layers.empty());
  test::expect_same_map(tmx, json, kTiledExport);
}

INSTANTIATE_TEST_SUITE_P(all, tiled_format_twins,
                         ::testing::Values("features", "collection", "infinite", "infinite_zlib",
                                           "iso", "iso_infinite", "staggered_y_odd",
                                           "staggered_x_even", "staggered_y_even_infinite",
                                           "hex_y_odd", "hex_x_even", "hex_x_odd_infinite"),
                         [](const ::testing::TestParamInfo<const char*>& param) {
                           return std::string(param.param);
                         });

TEST(tiled_formats, tmx_map_on_tsj_tilesets_loads_like_on_tsx_tilesets) {
  const Map on_tsx = load_ok(fixture("formats/features.tmx"));
  const Map on_tsj = load_ok(fixture("formats/features_tsj.tmx"));
  EXPECT_EQ(on_tsj.tilesets[0].source, fixture("formats/terrain.tsj"));
  test::expect_same_map(on_tsx, on_tsj, {.source_extensions = true});
}

TEST(tiled_formats, json_map_on_tj_templates_loads_like_on_tx_templates) {
  const Map on_tx = load_ok(fixture("formats/features.tmj"));
  const Map on_tj = load_ok(fixture("formats/features_tj.tmj"));
  test::expect_same_map(on_tx, on_tj, {.class_names_when_both = true, .source_extensions = true});
}

TEST(tiled_formats, json_map_names_tsx_tilesets_and_tx_templates) {
  const Map map = load_ok(fixture("formats/features.tmj"));
  EXPECT_EQ(map.tilesets[0].source, fixture("formats/terrain.tsx"));
  EXPECT_EQ(map.tilesets[2].source, fixture("formats/props.tsx"));  // from the crate template
}

class tiled_tileset_twins : public ::testing::TestWithParam<const char*> {};

TEST_P(tiled_tileset_twins, tsj_loads_the_same_tileset_as_the_tsx) {
  const std::string tsx = fixture(std::string("formats/") + GetParam() + ".tsx");
  const std::string tsj = fixture(std::string("formats/") + GetParam() + ".tsj");
  Diagnostics diagnostics;
  const std::optional<Tileset> from_tsx =
      load_tileset_from_memory(file_text(tsx), tsx, 7, diagnostics);
  const std::optional<Tileset> from_tsj =
      load_tileset_from_memory(file_text(tsj), tsj, 7, diagnostics);
  ASSERT_TRUE(from_tsx && from_tsj) << test::dump(diagnostics);
  EXPECT_TRUE(diagnostics.empty()) << test::dump(diagnostics);
  // Compared as the only tileset of two otherwise empty maps.
  Map a, b;
  a.tilesets.push_back(*from_tsx);
  b.tilesets.push_back(*from_tsj);
  test::expect_same_map(a, b, {.source_extensions = true});
}

INSTANTIATE_TEST_SUITE_P(all, tiled_tileset_twins, ::testing::Values("terrain", "props"),
                         [](const ::testing::TestParamInfo<const char*>& param) {
                           return std::string(param.param);
                         });

TEST(tiled_formats, json_map_from_memory_matches_the_json_map_from_disk) {
  const std::string path = fixture("formats/features.tmj");
  Diagnostics diagnostics;
  const std::optional<Map> map = load_map_from_memory(file_text(path), path, diagnostics);
  ASSERT_TRUE(map.has_value()) << test::dump(diagnostics);
  test::expect_same_map(load_ok(path), *map);
}

class tiled_json_encodings : public ::testing::TestWithParam<const char*> {};

TEST_P(tiled_json_encodings, base64_layers_give_the_gids_of_the_array_layer) {
  const std::vector<std::uint32_t> gids = {1, kFlipHorizontal | 2u, 0, kFlipDiagonal | 8u};
  const std::string compression = GetParam();
  test::Bytes packed = test::gid_bytes(gids);
  if (compression == "zlib") packed = test::zlib_compress(packed);
  if (compression == "gzip") packed = test::gzip_compress(packed);
  if (compression == "zstd") packed = test::zstd_compress(packed);
  const std::string text =
      "{\"type\": \"map\", \"orientation\": \"orthogonal\", \"width\": 2, \"height\": 2,\n"
      " \"tilewidth\": 16, \"tileheight\": 16, \"tilesets\": [{\"firstgid\": 1, \"name\": \"t\",\n"
      " \"tilewidth\": 16, \"tileheight\": 16, \"tilecount\": 8, \"columns\": 4,\n"
      " \"image\": \"tiles.png\"}], \"layers\": [{\"type\": \"tilelayer\", \"name\": \"g\",\n"
      " \"width\": 2, \"height\": 2, \"encoding\": \"base64\", \"compression\": \"" +
      (compression == "none" ? std::string() : compression) + "\", \"data\": \"" +
      test::encode_base64(packed) + "\"}]}\n";
  test::TempDir dir;
  const Map map = load_ok(dir.write("enc.tmj", text));
  ASSERT_EQ(map.layers.size(), 1u);
  EXPECT_EQ(map.layers[0].tiles.gids, gids);
}

INSTANTIATE_TEST_SUITE_P(all, tiled_json_encodings,
                         ::testing::Values("none", "zlib", "gzip", "zstd"),
                         [](const ::testing::TestParamInfo<const char*>& param) {
                           return std::string(param.param);
                         });

TEST(tiled_formats, format_follows_the_content_when_the_extension_is_unknown) {
  Diagnostics diagnostics;
  const std::string json = file_text(fixture("formats/infinite.tmj"));
  const std::optional<Map> map =
      load_map_from_memory(json, fixture("formats/infinite.map"), diagnostics);
  ASSERT_TRUE(map.has_value()) << test::dump(diagnostics);
  EXPECT_TRUE(map->infinite);
}

}  // namespace
}  // namespace hp::tiled
