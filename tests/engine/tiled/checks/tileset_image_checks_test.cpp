// Tilesets sized from their real images as Tiled sizes them, animation frames past the image
// skipped, and images that cannot be drawn refused: in .tsx, embedded TMX and JSON tilesets.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>

#include "engine/tiled/map_loader.h"
#include "tests/engine/tiled/support/test_files.h"

namespace hp::tiled {
namespace {

using test::TempDir;
using ::testing::ElementsAre;

std::vector<std::string> texts(const Diagnostics& diagnostics) {
  std::vector<std::string> out;
  for (const Diagnostic& d : diagnostics.items()) out.push_back(d.to_string());
  return out;
}

// A 4x2 map showing gids 1-8 of the tileset in tileset_element (the fixture tiles.png is
// 64x32: eight 16 px tiles in 4 columns), then gid 9 of a one-tile tileset at firstgid 9 (the
// whole image as one tile).
std::string map_with(std::string_view tileset_element) {
  return std::string(
             "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
             "<map version=\"1.8\" orientation=\"orthogonal\" width=\"4\" height=\"2\" "
             "tilewidth=\"16\" tileheight=\"16\" infinite=\"0\">\n") +
         std::string(tileset_element) +
         " <tileset firstgid=\"9\" name=\"next\" tilewidth=\"64\" tileheight=\"32\" "
         "tilecount=\"1\" columns=\"1\">\n"
         "  <image source=\"tiles.png\" width=\"64\" height=\"32\"/>\n"
         " </tileset>\n"
         " <layer id=\"1\" name=\"ground\" width=\"4\" height=\"2\">\n"
         "  <data encoding=\"csv\">1,2,3,4,5,6,7,9</data>\n"
         " </layer>\n"
         "</map>\n";
}

// The Mana World's case: a .tsx written for an older, larger image (64x64, 16 tiles). Trusted,
// its 16 tiles would overlap the next tileset; Tiled sizes it from the real 64x32 image.
TEST(tileset_image_checks, a_tsx_stating_another_image_size_is_sized_from_the_real_image) {
  const TempDir dir;
  const std::string tsx =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<tileset version=\"1.8\" name=\"old\" tilewidth=\"16\" tileheight=\"16\" tilecount=\"16\" "
      "columns=\"4\">\n"
      " <image source=\"tiles.png\" width=\"64\" height=\"64\"/>\n"
      "</tileset>\n";
  const std::string tsx_path = dir.write("old.tsx", tsx);
  const std::string path =
      dir.write("map.tmx", map_with(" <tileset firstgid=\"1\" source=\"old.tsx\"/>\n"));
  Diagnostics diagnostics;
  const std::optional<Map> map = load_map(path, diagnostics);
  ASSERT_TRUE(map.has_value()) << test::dump(diagnostics);
  EXPECT_EQ(map->tilesets[0].tile_count, 8);
  EXPECT_EQ(map->tilesets[0].columns, 4);
  EXPECT_EQ(map->tilesets[0].image_height, 32);
  EXPECT_THAT(
      texts(diagnostics),
      ElementsAre(tsx_path +
                      ":3: warning: tileset \"old\": image \"tiles.png\" is 64x32 pixels but "
                      "the file says 64x64; the real size is used, as Tiled does: re-save "
                      "the tileset in Tiled to write it",
                  tsx_path + ":2: warning: tileset \"old\": the file says tilecount 16, but its "
                             "64x32 image holds 8 tiles of 16x16 in 4 columns; those are used, as "
                             "Tiled does: re-save the tileset in Tiled to write them"));
}

// A tilecount too small (the image grew) would leave tiles no tileset owns; Tiled shows every
// tile the image holds, so the count gives way without a word. Columns that disagree with the
// image would draw other tiles: a warning.
TEST(tileset_image_checks, a_tilecount_smaller_than_the_image_gives_way_to_the_image) {
  const TempDir dir;
  const std::string text = map_with(
      " <tileset firstgid=\"1\" name=\"small\" tilewidth=\"16\" tileheight=\"16\" "
      "tilecount=\"4\" columns=\"2\">\n"
      "  <image source=\"tiles.png\" width=\"64\" height=\"32\"/>\n"
      " </tileset>\n");
  const std::string path = dir.write("map.tmx", text);
  Diagnostics diagnostics;
  const std::optional<Map> map = load_map(path, diagnostics);
  ASSERT_TRUE(map.has_value()) << test::dump(diagnostics);
  EXPECT_EQ(map->tilesets[0].tile_count, 8);
  EXPECT_EQ(map->tilesets[0].columns, 4);
  EXPECT_THAT(
      texts(diagnostics),
      ElementsAre(path + ":" + std::to_string(test::line_containing(text, "name=\"small\"")) +
                  ": warning: tileset \"small\": the file says columns 2, but its 64x32 "
                  "image holds 8 tiles of 16x16 in 4 columns; those are used, as Tiled "
                  "does: re-save the tileset in Tiled to write them"));
}

// The project's own hexagonal ground: 11 tiles in a 3x4 image whose last cell is empty, the next
// tileset at firstgid 12. Sized from the image it would hold 12; the 12th gid is the next
// tileset's, as in Tiled, so the two do not overlap.
TEST(tileset_image_checks, a_tileset_sized_from_its_image_ends_where_the_next_one_starts) {
  const TempDir dir;
  const std::string path = dir.write(
      "map.tmx", std::string("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                             "<map version=\"1.8\" orientation=\"orthogonal\" width=\"2\" "
                             "height=\"1\" tilewidth=\"16\" tileheight=\"16\" "
                             "infinite=\"0\">\n"
                             " <tileset firstgid=\"1\" name=\"ground\" tilewidth=\"16\" "
                             "tileheight=\"16\" tilecount=\"7\" columns=\"4\">\n"
                             "  <image source=\"tiles.png\" width=\"64\" height=\"32\"/>\n"
                             " </tileset>\n"
                             " <tileset firstgid=\"8\" name=\"tall\" tilewidth=\"64\" "
                             "tileheight=\"32\" tilecount=\"1\" columns=\"1\">\n"
                             "  <image source=\"tiles.png\" width=\"64\" height=\"32\"/>\n"
                             " </tileset>\n"
                             " <layer id=\"1\" name=\"ground\" width=\"2\" height=\"1\">\n"
                             "  <data encoding=\"csv\">7,8</data>\n"
                             " </layer>\n"
                             "</map>\n"));
  Diagnostics diagnostics;
  const std::optional<Map> map = load_map(path, diagnostics);
  ASSERT_TRUE(map.has_value()) << test::dump(diagnostics);
  EXPECT_TRUE(diagnostics.empty()) << test::dump(diagnostics);
  EXPECT_EQ(map->tilesets[0].tile_count, 7);
  EXPECT_EQ(map->tileset_for(8), &map->tilesets[1]);
}

TEST(tileset_image_checks, a_json_tileset_stating_another_image_size_is_sized_from_the_image) {
  const TempDir dir;
  const std::string tsj = dir.write("old.tsj",
                                    "{\n \"type\": \"tileset\",\n \"name\": \"old\",\n"
                                    " \"tilewidth\": 16,\n \"tileheight\": 16,\n"
                                    " \"tilecount\": 16,\n \"columns\": 4,\n"
                                    " \"image\": \"tiles.png\",\n \"imagewidth\": 64,\n"
                                    " \"imageheight\": 64\n}\n");
  const std::string path =
      dir.write("map.tmx", map_with(" <tileset firstgid=\"1\" source=\"old.tsj\"/>\n"));
  Diagnostics diagnostics;
  const std::optional<Map> map = load_map(path, diagnostics);
  ASSERT_TRUE(map.has_value()) << test::dump(diagnostics);
  EXPECT_EQ(map->tilesets[0].tile_count, 8);
  const std::vector<std::string> messages = texts(diagnostics);
  ASSERT_EQ(messages.size(), 2u) << test::dump(diagnostics);
  EXPECT_THAT(messages[0], ::testing::StartsWith(tsj + ":"));
  EXPECT_THAT(messages[0], ::testing::HasSubstr("is 64x32 pixels but the file says 64x64"));
  EXPECT_THAT(messages[1], ::testing::HasSubstr("the file says tilecount 16"));
}

// Tiled plays the frames it has and skips one past the image; so does the game, with a warning.
TEST(tileset_image_checks, animation_frames_past_the_image_are_skipped_with_a_warning) {
  const TempDir dir;
  const std::string text = map_with(
      " <tileset firstgid=\"1\" name=\"water\" tilewidth=\"16\" tileheight=\"16\" "
      "tilecount=\"8\" columns=\"4\">\n"
      "  <image source=\"tiles.png\" width=\"64\" height=\"32\"/>\n"
      "  <tile id=\"0\">\n"
      "   <animation>\n"
      "    <frame tileid=\"1\" duration=\"100\"/>\n"
      "    <frame tileid=\"12\" duration=\"100\"/>\n"
      "    <frame tileid=\"2\" duration=\"100\"/>\n"
      "    <frame tileid=\"13\" duration=\"100\"/>\n"
      "   </animation>\n"
      "  </tile>\n"
      " </tileset>\n");
  const std::string path = dir.write("map.tmx", text);
  Diagnostics diagnostics;
  const std::optional<Map> map = load_map(path, diagnostics);
  ASSERT_TRUE(map.has_value()) << test::dump(diagnostics);
  const TileData* tile = map->tilesets[0].tile(0);
  ASSERT_NE(tile, nullptr);
  ASSERT_EQ(tile->animation.size(), 2u);
  EXPECT_EQ(tile->animation[0].tile_id, 1);
  EXPECT_EQ(tile->animation[1].tile_id, 2);
  EXPECT_THAT(texts(diagnostics),
              ElementsAre(path + ":" + std::to_string(test::line_containing(text, "tile id=")) +
                          ": warning: tileset \"water\": the animation of tile 0 shows tile 12, "
                          "which the tileset does not have (8 tiles); those 2 frames are skipped, "
                          "as Tiled skips them: fix the animation in Tiled's Tile Animation "
                          "Editor"));
}

// An image the game cannot draw is an error naming the file and what it really is, not a
// magenta checkerboard at play time.
class UndecodableImage : public ::testing::TestWithParam<std::pair<std::string, std::string>> {};

TEST_P(UndecodableImage, is_an_error_naming_the_file_and_what_it_is) {
  const TempDir dir;
  const std::string image = dir.write("art.png", GetParam().first);
  const std::string text = map_with(
      " <tileset firstgid=\"1\" name=\"art\" tilewidth=\"16\" tileheight=\"16\" "
      "tilecount=\"8\" columns=\"4\">\n"
      "  <image source=\"art.png\" width=\"64\" height=\"32\"/>\n"
      " </tileset>\n");
  const std::string path = dir.write("map.tmx", text);
  Diagnostics diagnostics;
  EXPECT_FALSE(load_map(path, diagnostics).has_value());
  EXPECT_THAT(texts(diagnostics),
              ElementsAre(path + ":" + std::to_string(test::line_containing(text, "art.png")) +
                          ": error: tileset \"art\": image file \"art.png\" cannot be drawn: " +
                          GetParam().second + "; export it from your paint program as a PNG (" +
                          image + ")"));
}

std::string cut_fixture_png() {
  std::ifstream in(test::fixture("tiles.png"), std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return bytes.substr(0, bytes.size() / 2);
}

INSTANTIATE_TEST_SUITE_P(
    tileset_image_checks, UndecodableImage,
    ::testing::Values(
        std::pair<std::string, std::string>{
            "JUNK data",
            "not a PNG, GIF, BMP or JPEG image: it starts with the bytes 4a 55 4e 4b "
            "20 64 61 74"},
        std::pair<std::string, std::string>{
            std::string("\x10\x02\x00\x00\xe0\xa5\x01\x00", 8),
            "an Aseprite file, not an image the game reads (PNG, GIF, BMP or JPEG)"},
        std::pair<std::string, std::string>{"", "the file is empty"},
        std::pair<std::string, std::string>{
            cut_fixture_png(), "a PNG cut short (it ends before its last chunk, IEND)"}));

}  // namespace
}  // namespace hp::tiled
