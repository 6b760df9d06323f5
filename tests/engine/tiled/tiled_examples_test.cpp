// The example maps Tiled ships (/usr/share/doc/tiled/examples): every one loads without a
// diagnostic, whatever its orientation.
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <unistd.h>
#include <zlib.h>

#include <filesystem>
#include <fstream>

#include "engine/tiled/map_geometry.h"
#include "engine/tiled/map_loader.h"
#include "tests/engine/tiled/support/test_files.h"

namespace hp::tiled {
namespace {

namespace fs = std::filesystem;
using ::testing::HasSubstr;
using ::testing::StartsWith;

const fs::path kExamples = "/usr/share/doc/tiled/examples";

// Writes the gunzipped gz next to it, without the .gz (Debian compresses some examples).
void gunzip(const fs::path& gz) {
  gzFile in = gzopen(gz.c_str(), "rb");
  ASSERT_NE(in, nullptr) << gz;
  fs::path out_path = gz;
  out_path.replace_extension();
  std::ofstream out(out_path, std::ios::binary);
  char buffer[65536];
  int n = 0;
  while ((n = gzread(in, buffer, sizeof buffer)) > 0) out.write(buffer, n);
  gzclose(in);
}

// A copy of the examples with every .gz file unpacked, shared by the tests of this suite.
class tiled_examples : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    if (!fs::exists(kExamples)) return;
    root_ = fs::temp_directory_path() / ("heartpath_tiled_examples_" + std::to_string(::getpid()));
    fs::remove_all(root_);
    fs::copy(kExamples, root_, fs::copy_options::recursive);
    for (const fs::directory_entry& entry : fs::recursive_directory_iterator(root_)) {
      if (entry.path().extension() == ".gz") gunzip(entry.path());
    }
  }
  static void TearDownTestSuite() {
    std::error_code ec;
    if (!root_.empty()) fs::remove_all(root_, ec);
  }
  void SetUp() override {
    if (root_.empty()) GTEST_SKIP() << "Tiled's examples are not installed (apt-get install tiled)";
  }
  static std::string example(std::string_view name) { return (root_ / name).generic_string(); }

  static fs::path root_;
};

fs::path tiled_examples::root_;

Map load_ok(const std::string& path) {
  Diagnostics diagnostics;
  std::optional<Map> map = load_map(path, diagnostics);
  EXPECT_TRUE(map.has_value()) << path << "\n" << test::dump(diagnostics);
  EXPECT_TRUE(diagnostics.empty()) << path << "\n" << test::dump(diagnostics);
  return map ? std::move(*map) : Map{};
}

TEST_F(tiled_examples, every_orthogonal_example_loads_without_a_diagnostic) {
  for (const char* name :
       {"desert.tmx", "perspective_walls.tmx", "sewers.tmx", "rpg/island.tmx",
        "orthogonal-outside.tmx", "sticker-knight/map/sandbox.tmx",
        "sticker-knight/map/sandbox2.tmx", "sticker-knight/ui/title.json",
        "sewer_automap/sewers.tmx", "sewer_automap/rule_001.tmx", "sewer_automap/rule_002.tmx",
        "sewer_automap/rule_003.tmx", "sewer_automap/rule_004.tmx", "sewer_automap/rule_005.tmx",
        "sewer_automap/rule_006.tmx", "sewer_automap/rule_007.tmx", "sewer_automap/rule_008.tmx",
        "sewer_automap/rule_009.tmx"}) {
    const Map map = load_ok(example(name));
    EXPECT_FALSE(map.layers.empty()) << name;
    EXPECT_FALSE(map.tilesets.empty()) << name;
  }
}

TEST_F(tiled_examples, every_isometric_staggered_and_hexagonal_example_loads) {
  struct Case {
    const char* name;
    Orientation orientation;
    bool infinite;
  };
  for (const Case& c :
       {Case{"isometric_grass_and_water.tmx", Orientation::kIsometric, false},
        Case{"isometric_staggered_grass_and_water.tmx", Orientation::kStaggered, true},
        Case{"hexagonal-mini.tmx", Orientation::kHexagonal, false},
        Case{"test_hexagonal_tile_60x60x30.tmx", Orientation::kHexagonal, false}}) {
    const Map map = load_ok(example(c.name));
    EXPECT_EQ(map.orientation, c.orientation) << c.name;
    EXPECT_EQ(map.infinite, c.infinite) << c.name;
    EXPECT_FALSE(map.layers.empty()) << c.name;
    EXPECT_FALSE(map.tilesets.empty()) << c.name;
  }
}

TEST_F(tiled_examples, the_examples_orientation_settings_are_read) {
  const Map iso = load_ok(example("isometric_grass_and_water.tmx"));
  EXPECT_EQ(iso.tilesets[0].grid_orientation, "isometric");
  EXPECT_EQ(iso.tilesets[0].grid_width, 64);
  EXPECT_EQ(iso.tilesets[0].grid_height, 32);
  const Map staggered = load_ok(example("isometric_staggered_grass_and_water.tmx"));
  EXPECT_EQ(staggered.stagger_axis, StaggerAxis::kY);
  EXPECT_EQ(staggered.stagger_index, StaggerIndex::kOdd);
  const Map mini = load_ok(example("hexagonal-mini.tmx"));
  EXPECT_EQ(mini.hex_side_length, 6);
  EXPECT_EQ(mini.stagger_axis, StaggerAxis::kY);
  const Map big = load_ok(example("test_hexagonal_tile_60x60x30.tmx"));
  EXPECT_EQ(big.hex_side_length, 30);
  EXPECT_EQ(big.stagger_axis, StaggerAxis::kX);
  EXPECT_EQ(big.stagger_index, StaggerIndex::kOdd);
}

// The sizes of tmxrasterizer's (Tiled 1.8's) pictures of these maps.
TEST_F(tiled_examples, the_geometry_gives_the_size_of_tiled_pictures_of_the_examples) {
  const std::pair<const char*, Vec2> cases[] = {
      {"isometric_grass_and_water.tmx", {1600, 800}},
      {"isometric_staggered_grass_and_water.tmx", {2080, 1040}},  // infinite: its chunks' box
      {"hexagonal-mini.tmx", {287, 183}},
      {"test_hexagonal_tile_60x60x30.tmx", {915, 1230}},
  };
  for (const auto& [name, size] : cases) {
    const Map map = load_ok(example(name));
    const MapGeometry geometry(map);
    EXPECT_EQ(geometry.pixel_bounds(map.tile_bounds()).size, size) << name;
    if (!map.infinite) {
      EXPECT_EQ(geometry.pixel_size(), size) << name;
    }
  }
}

TEST_F(tiled_examples, sticker_knight_templates_and_image_collection_resolve) {
  const Map map = load_ok(example("sticker-knight/map/sandbox2.tmx"));
  ASSERT_EQ(map.tilesets.size(), 1u);  // the templates' tileset is the map's own objs.tsx
  const Tileset& objs = map.tilesets[0];
  EXPECT_TRUE(objs.is_image_collection());
  EXPECT_EQ(objs.tile(0)->image, example("sticker-knight/map/alter.png"));
  EXPECT_EQ(objs.tile(0)->image_width, 160);
  const MapObject* hero = nullptr;
  for (const Layer& layer : map.layers) {
    for (const MapObject& object : layer.objects.objects) {
      if (object.id == 58) hero = &object;
    }
  }
  ASSERT_NE(hero, nullptr);
  EXPECT_EQ(hero->name, "hero");
  EXPECT_EQ(hero->type, "hero");
  EXPECT_EQ(hero->gid, 22u);
  EXPECT_EQ(hero->width, 128);
  EXPECT_EQ(hero->x, 288);
}

TEST_F(tiled_examples, old_tilesets_without_sizes_get_them_from_the_image) {
  // perspective_walls.tsx has no tilecount and no image size: both come from the PNG header.
  const Map map = load_ok(example("perspective_walls.tmx"));
  EXPECT_GT(map.tilesets[0].tile_count, 0);
  EXPECT_GT(map.tilesets[0].image_width, 0);
  EXPECT_EQ(map.tilesets[0].tile_offset.x, -32);
}

}  // namespace
}  // namespace hp::tiled
