// check_layer_gids: the vector scan for one tileset's range finds stray gids wherever they are
// (in the vector part, 8 or 32 gids a loop, or the tail) and clears the hexagonal bit.
#include "engine/tiled/checks/tile_layer_checks.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

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

  bool check(bool keep_hex_rotation = false) {
    return check_layer_gids(layer, GidOwners(tilesets), keep_hex_rotation, "layer \"l\"", context,
                            7);
  }
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

TEST(tile_layer_checks, the_hexagonal_bit_is_kept_on_hexagonal_maps) {
  Fixture f;
  f.layer.gids[5] |= kRotateHex120;
  f.layer.gids[8] = 1 | kRotateHex120 | kFlipHorizontal;
  EXPECT_TRUE(f.check(/*keep_hex_rotation=*/true));
  EXPECT_FALSE(f.diagnostics.has_errors());
  EXPECT_EQ(f.layer.gids[5], 6u | kRotateHex120);
  EXPECT_EQ(f.layer.gids[8], 1u | kRotateHex120 | kFlipHorizontal);
}

TEST(tile_layer_checks, a_stray_gid_beside_a_kept_hexagonal_bit_is_still_found) {
  Fixture f;
  f.layer.gids[0] |= kRotateHex120;
  f.layer.gids[4] = 9 | kRotateHex120;
  EXPECT_FALSE(f.check(/*keep_hex_rotation=*/true));
  EXPECT_EQ(f.layer.gids[0], 1u | kRotateHex120);
  ASSERT_TRUE(f.diagnostics.has_errors());
  EXPECT_THAT(f.diagnostics.first_error()->to_string(),
              HasSubstr("1 tile(s) have a gid no tileset owns; the first, at column 1, row 1, is "
                        "gid 9"));
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

// Random layers (lengths around the vector loops' 8 and 32), ranges from 1 and from elsewhere, a
// few stray gids anywhere: the count and the first one reported are those a plain loop finds.
TEST(tile_layer_checks, random_layers_report_what_a_plain_loop_finds) {
  std::mt19937 random(17);
  const std::uint32_t flips[] = {0, kFlipHorizontal, kFlipVertical, kFlipDiagonal};
  for (int round = 0; round < 3000; ++round) {
    Fixture f;
    const std::uint32_t first = random() % 3 == 0 ? 1 + random() % 1000 : 1;
    const std::uint32_t count = 1 + random() % 300;
    f.tilesets[0].first_gid = static_cast<int>(first);
    f.tilesets[0].tile_count = static_cast<int>(count);
    f.layer.width = 1 + static_cast<int>(random() % 40);
    f.layer.height = 1 + static_cast<int>(random() % 5);
    const std::size_t size = static_cast<std::size_t>(f.layer.width * f.layer.height);
    f.layer.gids.assign(size, 0);
    for (std::uint32_t& gid : f.layer.gids) {
      if (random() % 4 != 0) gid = (first + random() % count) | flips[random() % 4];
    }
    const int strays = random() % 3 == 0 ? 0 : 1 + static_cast<int>(random() % 3);
    for (int s = 0; s < strays; ++s) {
      const std::uint32_t stray =
          random() % 2 == 0 || first == 1 ? first + count + random() % 9 : random() % first;
      f.layer.gids[random() % size] = (stray == 0 ? first + count : stray) | flips[random() % 4];
    }
    std::size_t expected = 0;
    std::size_t first_stray = 0;
    for (std::size_t i = 0; i < size; ++i) {
      const std::uint32_t id = f.layer.gids[i] & kGidMask;
      if (id == 0 || (id >= first && id < first + count)) continue;
      if (expected++ == 0) first_stray = i;
    }
    const std::string where = "round " + std::to_string(round);
    ASSERT_EQ(f.check(), expected == 0) << where;
    if (expected == 0) continue;
    const std::size_t width = static_cast<std::size_t>(f.layer.width);
    EXPECT_THAT(f.diagnostics.first_error()->message,
                HasSubstr(std::to_string(expected) +
                          " tile(s) have a gid no tileset owns; the "
                          "first, at column " +
                          std::to_string(first_stray % width) + ", row " +
                          std::to_string(first_stray / width) + ", is gid " +
                          std::to_string(f.layer.gids[first_stray] & kGidMask)))
        << where;
  }
}

// The hexagonal bit anywhere in a long layer (past the vector loops' first pass) is cleared.
TEST(tile_layer_checks, the_hexagonal_bit_is_cleared_anywhere_in_a_long_layer) {
  for (const std::size_t at : {0u, 31u, 32u, 100u, 127u, 128u, 130u}) {
    Fixture f;
    f.layer.width = 131;
    f.layer.height = 1;
    f.layer.gids.assign(131, 3);
    f.layer.gids[at] |= kRotateHex120;
    EXPECT_TRUE(f.check()) << at;
    EXPECT_EQ(f.layer.gids[at], 3u) << at;
  }
}

}  // namespace
}  // namespace hp::tiled
