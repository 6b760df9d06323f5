// check_layer_gids: the vector scan for one tileset's range finds stray gids wherever they are
// (in the four-at-a-time part or the tail) and clears the hexagonal bit.
#include "engine/tiled/checks/tile_layer_checks.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace hp::tiled {
namespace {

using ::testing::HasSubstr;

// A 3x3 layer (eight gids for the vector loop, one for the tail) of tiles from gids 1-8.
struct Fixture {
  std::vector<Tileset> tilesets;
  Diagnostics diagnostics;
  ReadContext context{"m.tmx", diagnostics};
  TileLayer layer;

  Fixture() {
    Tileset tileset;
    tileset.first_gid = 1;
    tileset.tile_count = 8;
    tilesets.push_back(tileset);
    layer.width = layer.height = 3;
    layer.gids = {1, 2, 3, 4, 5, 6, 7, 8, 0};
  }

  bool check() { return check_layer_gids(layer, GidOwners(tilesets), "layer \"l\"", context, 7); }
};

TEST(tile_layer_checks, owned_gids_with_flip_bits_pass) {
  Fixture f;
  f.layer.gids[2] |= kFlipHorizontal;
  f.layer.gids[8] = 8 | kFlipVertical;
  EXPECT_TRUE(f.check());
  EXPECT_FALSE(f.diagnostics.has_errors());
}

TEST(tile_layer_checks, the_hexagonal_bit_is_cleared) {
  Fixture f;
  f.layer.gids[5] |= kRotateHex120;
  f.layer.gids[8] = 1 | kRotateHex120;
  EXPECT_TRUE(f.check());
  EXPECT_EQ(f.layer.gids[5], 6u);
  EXPECT_EQ(f.layer.gids[8], 1u);
}

TEST(tile_layer_checks, a_stray_gid_in_the_vector_part_is_found) {
  Fixture f;
  f.layer.gids[6] = 9;
  EXPECT_FALSE(f.check());
  ASSERT_TRUE(f.diagnostics.has_errors());
  EXPECT_THAT(f.diagnostics.first_error()->to_string(),
              HasSubstr("m.tmx:7: error: layer \"l\": 1 tile(s) have a gid no tileset owns; the "
                        "first, at column 0, row 2, is gid 9"));
}

TEST(tile_layer_checks, a_stray_gid_in_the_tail_is_found) {
  Fixture f;
  f.layer.gids[8] = 12 | kFlipDiagonal;
  EXPECT_FALSE(f.check());
  ASSERT_TRUE(f.diagnostics.has_errors());
  EXPECT_THAT(f.diagnostics.first_error()->message, HasSubstr("at column 2, row 2, is gid 12"));
}

TEST(tile_layer_checks, a_gid_below_the_range_is_stray) {
  Fixture f;
  f.tilesets[0].first_gid = 3;
  f.layer.gids = {3, 3, 3, 3, 2, 3, 3, 3, 3};
  EXPECT_FALSE(f.check());
  EXPECT_THAT(f.diagnostics.first_error()->message, HasSubstr("at column 1, row 1, is gid 2"));
}

TEST(tile_layer_checks, the_gid_just_past_the_range_is_stray_and_the_last_one_is_not) {
  for (const std::uint32_t first : {1u, 3u}) {
    Fixture f;
    f.tilesets[0].first_gid = static_cast<int>(first);
    const std::uint32_t last = first + 7;
    f.layer.gids = {last, last, 0, last, last, 0, last, last, last};
    EXPECT_TRUE(f.check()) << "first gid " << first;
    f.layer.gids[3] = last + 1;
    EXPECT_FALSE(f.check()) << "first gid " << first;
    EXPECT_THAT(f.diagnostics.first_error()->message,
                HasSubstr("at column 0, row 1, is gid " + std::to_string(last + 1)));
  }
}

}  // namespace
}  // namespace hp::tiled
