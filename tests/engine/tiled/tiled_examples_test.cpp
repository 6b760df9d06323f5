// The example maps Tiled ships (/usr/share/doc/tiled/examples): every orthogonal one loads
// without a diagnostic, every other orientation is refused with a clear error.
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <unistd.h>
#include <zlib.h>

#include <filesystem>
#include <fstream>

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

TEST_F(tiled_examples, non_orthogonal_examples_are_refused_clearly) {
  const std::pair<const char*, const char*> cases[] = {
      {"isometric_grass_and_water.tmx", "isometric"},
      {"isometric_staggered_grass_and_water.tmx", "staggered"},
      {"hexagonal-mini.tmx", "hexagonal"},
      {"test_hexagonal_tile_60x60x30.tmx", "hexagonal"},
  };
  for (const auto& [name, orientation] : cases) {
    Diagnostics diagnostics;
    EXPECT_FALSE(load_map(example(name), diagnostics).has_value()) << name;
    ASSERT_EQ(test::count_errors(diagnostics), 1) << test::dump(diagnostics);
    EXPECT_THAT(diagnostics.first_error()->to_string(),
                StartsWith(example(name) + ":2: error: the map is " + orientation +
                           "; only orthogonal maps are supported (in Tiled set Map > Map "
                           "Properties > Orientation to Orthogonal)"));
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
