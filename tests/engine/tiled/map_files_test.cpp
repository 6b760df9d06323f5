// files_of: everything a map was made from, once each, for hot reload to watch.
#include "engine/tiled/map_files.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "engine/tiled/map_loader.h"
#include "tests/engine/tiled/support/test_files.h"

namespace hp::tiled {
namespace {

using ::testing::Contains;

// File names only: the model's paths are resolved relative to where the test runs.
std::vector<std::string> names(const std::vector<std::string>& paths) {
  std::vector<std::string> out;
  for (const std::string& p : paths) out.push_back(std::filesystem::path(p).filename().string());
  return out;
}

TEST(MapFiles, lists_the_map_its_tilesets_images_and_templates_once_each) {
  Diagnostics diagnostics;
  const std::optional<Map> map = load_map(test::fixture("formats/features.tmx"), diagnostics);
  ASSERT_TRUE(map.has_value());
  const std::vector<std::string> files = files_of(*map);
  EXPECT_EQ(files.front(), map->path);
  const std::vector<std::string> got = names(files);
  EXPECT_THAT(got, Contains("features.tmx"));
  EXPECT_THAT(got, Contains("terrain.tsx"));
  EXPECT_THAT(got, Contains("tiles.png"));
  EXPECT_THAT(got, Contains("crate.tx"));
  EXPECT_THAT(got, Contains("zone.tx"));
  std::vector<std::string> sorted = files;
  std::sort(sorted.begin(), sorted.end());
  EXPECT_EQ(std::unique(sorted.begin(), sorted.end()), sorted.end()) << "a file listed twice";
  for (const std::string& f : files) EXPECT_TRUE(std::filesystem::exists(f)) << f;
}

TEST(MapFiles, the_default_map_depends_on_its_tileset_and_its_image) {
  Diagnostics diagnostics;
  const std::optional<Map> map = load_map("maps/default.tmx", diagnostics);
  ASSERT_TRUE(map.has_value());
  const std::vector<std::string> got = names(files_of(*map));
  EXPECT_THAT(got, Contains("default.tmx"));
  EXPECT_THAT(got, Contains("terrain.tsx"));
  EXPECT_THAT(got, Contains("terrain.png"));
}

}  // namespace
}  // namespace hp::tiled
