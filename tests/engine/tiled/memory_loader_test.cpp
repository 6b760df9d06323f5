// Loading from memory: the same maps and tilesets as from disk, named by a pretended path.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/tiled/map_loader.h"
#include "tests/engine/tiled/support/test_files.h"

namespace hp::tiled {
namespace {

using test::fixture;
using ::testing::HasSubstr;
using ::testing::StartsWith;

std::string file_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream whole;
  whole << in.rdbuf();
  return whole.str();
}

TEST(tiled_memory_loader, map_from_memory_matches_the_map_from_disk) {
  const std::string path = fixture("features.tmx");
  Diagnostics from_disk_diagnostics;
  Diagnostics from_memory_diagnostics;
  const std::optional<Map> from_disk = load_map(path, from_disk_diagnostics);
  const std::optional<Map> from_memory =
      load_map_from_memory(file_text(path), path, from_memory_diagnostics);
  ASSERT_TRUE(from_disk.has_value()) << test::dump(from_disk_diagnostics);
  ASSERT_TRUE(from_memory.has_value()) << test::dump(from_memory_diagnostics);
  EXPECT_TRUE(from_memory_diagnostics.empty()) << test::dump(from_memory_diagnostics);
  EXPECT_EQ(from_memory->path, path);
  ASSERT_EQ(from_memory->tilesets.size(), from_disk->tilesets.size());
  EXPECT_EQ(from_memory->tilesets[0].image, from_disk->tilesets[0].image);  // resolved from path
  ASSERT_EQ(from_memory->layers.size(), from_disk->layers.size());
  EXPECT_EQ(from_memory->layers[0].tiles.gids, from_disk->layers[0].tiles.gids);
}

TEST(tiled_memory_loader, map_from_memory_reports_errors_against_the_given_path) {
  Diagnostics diagnostics;
  const std::optional<Map> map = load_map_from_memory("<?xml version=\"1.0\"?>\n<map>\n<oops</map>",
                                                      "virtual/m.tmx", diagnostics);
  EXPECT_FALSE(map.has_value());
  ASSERT_TRUE(diagnostics.has_errors());
  EXPECT_THAT(diagnostics.first_error()->to_string(),
              StartsWith("virtual/m.tmx:3: error: malformed XML"));
}

TEST(tiled_memory_loader, tileset_from_memory_gets_its_first_gid_and_resolves_its_image) {
  const std::string path = fixture("tilesets/terrain.tsx");
  Diagnostics diagnostics;
  const std::optional<Tileset> tileset =
      load_tileset_from_memory(file_text(path), path, 41, diagnostics);
  ASSERT_TRUE(tileset.has_value()) << test::dump(diagnostics);
  EXPECT_TRUE(diagnostics.empty()) << test::dump(diagnostics);
  EXPECT_EQ(tileset->first_gid, 41);
  EXPECT_EQ(tileset->source, path);
  EXPECT_EQ(tileset->image, fixture("tiles.png"));
  EXPECT_TRUE(tileset->contains(41));
}

TEST(tiled_memory_loader, tileset_from_memory_refuses_a_map) {
  Diagnostics diagnostics;
  const std::optional<Tileset> tileset =
      load_tileset_from_memory("<map/>", "virtual/t.tsx", 1, diagnostics);
  EXPECT_FALSE(tileset.has_value());
  ASSERT_TRUE(diagnostics.has_errors());
  EXPECT_THAT(diagnostics.first_error()->to_string(), StartsWith("virtual/t.tsx:1: error:"));
  EXPECT_THAT(diagnostics.first_error()->to_string(), HasSubstr("expected <tileset>"));
}

TEST(tiled_memory_loader, empty_memory_is_reported_not_crashed_on) {
  Diagnostics diagnostics;
  EXPECT_FALSE(load_map_from_memory({}, "virtual/e.tmx", diagnostics).has_value());
  EXPECT_FALSE(load_tileset_from_memory({}, "virtual/e.tsx", 1, diagnostics).has_value());
  EXPECT_EQ(test::count_errors(diagnostics), 2) << test::dump(diagnostics);
}

}  // namespace
}  // namespace hp::tiled
