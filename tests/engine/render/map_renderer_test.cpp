// MapRenderer on hand-built maps: only what is in view is drawn, one geometry call per texture
// per layer, animations follow the clock, parallax follows the camera, images sit where Tiled
// puts them.
#include "engine/render/map/map_renderer.h"

#include <SDL_image.h>
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <utility>
#include <vector>

#include "engine/render/capture/alpha_capture.h"
#include "engine/render/draw/texture_cache.h"
#include "software_frame.h"

namespace hp {
namespace {

namespace fs = std::filesystem;

constexpr int kTile = 16;

std::uint32_t colour_of(int index) {
  static const std::uint32_t kColours[] = {0xffd04030, 0xff30c050, 0xff3050d0,
                                           0xffe0c020, 0xff9030c0, 0xff20b0c0};
  return kColours[index % 6];
}

std::string scratch_dir() {
  const fs::path dir = fs::temp_directory_path() /
                       // The pid, not gtest's random seed (the same in every process):
                       // ctest runs tests in parallel processes that must not share files.
                       ("heartpath-render-unit-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  return dir.string();
}

// Writes a width x height PNG whose pixel (x, y) is pixel(x, y) (ARGB).
std::string write_png(const std::string& name, int width, int height,
                      const std::function<std::uint32_t(int, int)>& pixel) {
  const std::string path = scratch_dir() + "/" + name;
  SDL_Surface* s = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888);
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      static_cast<std::uint32_t*>(s->pixels)[y * (s->pitch / 4) + x] = pixel(x, y);
    }
  }
  IMG_SavePNG(s, path.c_str());
  SDL_FreeSurface(s);
  return path;
}

// A row of count solid tiles, tile i coloured colour_of(first_colour + i).
tiled::Tileset solid_tileset(int first_gid, int count, int first_colour = 0) {
  tiled::Tileset ts;
  ts.first_gid = first_gid;
  ts.tile_width = ts.tile_height = kTile;
  ts.tile_count = ts.columns = count;
  ts.image_width = count * kTile;
  ts.image_height = kTile;
  ts.image = write_png(
      "solid" + std::to_string(first_colour) + "x" + std::to_string(count) + ".png", count * kTile,
      kTile, [&](int x, int) { return colour_of(first_colour + x / kTile); });
  return ts;
}

tiled::Layer tile_layer(int width, int height, std::uint32_t gid) {
  tiled::Layer layer;
  layer.tiles.width = width;
  layer.tiles.height = height;
  layer.tiles.gids.assign(static_cast<std::size_t>(width) * height, gid);
  return layer;
}

tiled::Map grid_map(int width, int height) {
  tiled::Map map;
  map.width = width;
  map.height = height;
  map.tile_width = map.tile_height = kTile;
  return map;
}

MapView view_of(int width, int height, Vec2 origin = {}) {
  MapView view;
  view.origin = origin;
  view.output_width = width;
  view.output_height = height;
  return view;
}

class MapRendererTest : public testing::Test {
 protected:
  test::SoftwareFrame frame{160, 96};
  TextureCache textures{frame.renderer()};
  MapRenderer renderer{frame.renderer(), textures};

  void TearDown() override { fs::remove_all(scratch_dir()); }

  void draw(const tiled::Map& map, const MapView& view) {
    frame.clear(0xff000000u);
    renderer.draw(map, view);
  }
};

TEST_F(MapRendererTest, draws_only_the_tiles_in_view_of_a_huge_map) {
  tiled::Map map = grid_map(2048, 2048);
  map.tilesets = {solid_tileset(1, 2)};
  map.layers = {tile_layer(2048, 2048, 1), tile_layer(2048, 2048, 2)};
  draw(map, view_of(160, 96, {1000.0 * kTile + 5, 700.0 * kTile + 3}));
  const long long visible = (160 / kTile + 1) * (96 / kTile + 1);  // partly shown cells too
  EXPECT_GE(renderer.quads_drawn(), 2 * visible);
  EXPECT_LE(renderer.quads_drawn(), 2 * (160 / kTile + 3) * (96 / kTile + 3));
  EXPECT_EQ(renderer.draw_calls(), 2);           // one per layer: a single texture each
  EXPECT_EQ(frame.pixel(80, 50), colour_of(1));  // the top layer
}

TEST_F(MapRendererTest, makes_one_call_per_texture_in_a_layer) {
  tiled::Map map = grid_map(10, 6);
  map.tilesets = {solid_tileset(1, 1, 0), solid_tileset(2, 1, 3)};
  tiled::Layer layer = tile_layer(10, 6, 1);
  for (std::size_t i = 0; i < layer.tiles.gids.size(); i += 2) layer.tiles.gids[i] = 2;
  map.layers = {layer};
  draw(map, view_of(160, 96));
  EXPECT_EQ(renderer.draw_calls(), 2);
  EXPECT_EQ(renderer.quads_drawn(), 60);
  EXPECT_EQ(frame.pixel(8, 8), colour_of(3));
  EXPECT_EQ(frame.pixel(24, 8), colour_of(0));
}

TEST_F(MapRendererTest, animated_tiles_show_the_frame_of_the_clock_modulo_the_cycle) {
  tiled::Map map = grid_map(2, 2);
  tiled::Tileset ts = solid_tileset(1, 3);
  tiled::TileData animated;
  animated.id = 0;
  animated.animation = {{1, 100}, {2, 150}};
  ts.tiles = {animated};
  map.tilesets = {ts};
  map.layers = {tile_layer(2, 2, 1)};
  const std::pair<std::int64_t, int> expected[] = {{0, 1},   {99, 1},   {100, 2}, {249, 2},
                                                   {250, 1}, {1000, 1}, {-1, 2}};
  for (const auto& [time, tile] : expected) {
    MapView view = view_of(160, 96);
    view.time_ms = time;
    draw(map, view);
    EXPECT_EQ(frame.pixel(8, 8), colour_of(tile)) << "at " << time << " ms";
  }
}

TEST_F(MapRendererTest, parallax_moves_layers_against_the_view_centre_only_when_asked) {
  tiled::Map map = grid_map(40, 20);
  map.tilesets = {solid_tileset(1, 2)};
  tiled::Layer far = tile_layer(40, 20, 0);
  far.tiles.gids[5] = 2;  // one tile at cell (5, 0): world x 80..96
  far.parallax = {0.5, 1.0};
  map.layers = {far};
  map.parallax_origin = {80, 48};
  MapView view = view_of(160, 96, {64, 0});  // centre (144, 48): 64 px right of the origin
  draw(map, view);
  EXPECT_EQ(frame.pixel(20, 8), colour_of(1));  // screen x 16..32
  view.parallax = true;  // the layer keeps up by (1 - 0.5) * 64 = 32 px: screen x 48..64
  draw(map, view);
  EXPECT_EQ(frame.pixel(20, 8), 0xff000000u);
  EXPECT_EQ(frame.pixel(50, 8), colour_of(1));
}

TEST_F(MapRendererTest, image_collection_tiles_sit_on_the_bottom_left_of_their_cell) {
  tiled::Map map = grid_map(4, 4);
  tiled::Tileset ts;
  ts.first_gid = 1;
  ts.tile_count = 1;
  tiled::TileData tall;
  tall.image = write_png("tall8x24.png", 8, 24, [](int, int) { return colour_of(4); });
  tall.image_width = 8;
  tall.image_height = 24;
  ts.tiles = {tall};
  map.tilesets = {ts};
  tiled::Layer layer = tile_layer(4, 4, 0);
  layer.tiles.gids[1 * 4 + 1] = 1;  // cell (1, 1): x 16..32, y 16..32
  map.layers = {layer};
  draw(map, view_of(160, 96));
  EXPECT_EQ(frame.pixel(16, 8), colour_of(4));   // reaches 8 px above its cell
  EXPECT_EQ(frame.pixel(23, 31), colour_of(4));  // bottom-left corner region
  EXPECT_EQ(frame.pixel(24, 20), 0xff000000u);   // only 8 px wide
  EXPECT_EQ(frame.pixel(16, 7), 0xff000000u);
}

TEST_F(MapRendererTest, infinite_maps_draw_chunks_at_negative_coordinates) {
  tiled::Map map = grid_map(0, 0);
  map.infinite = true;
  map.tilesets = {solid_tileset(1, 2)};
  tiled::Layer layer;
  std::vector<std::uint32_t> gids(16 * 16, 0);
  gids[15 * 16 + 14] = 2;  // cell (-2, -1)
  layer.tiles.chunks = {{-16, -16, 16, 16, gids}};
  map.layers = {layer};
  draw(map, view_of(160, 96, {-48, -32}));
  EXPECT_EQ(frame.pixel(16 + 8, 16 + 8), colour_of(1));  // (-32, -16) - (-48, -32)
  EXPECT_EQ(frame.pixel(8, 8), 0xff000000u);
}

// A map of the orientation whose cells show solid tiles of varied colours (turned on hexagonal
// maps, every other cell).
tiled::Map projected_map(tiled::Orientation orientation, tiled::StaggerAxis axis) {
  tiled::Map map = grid_map(40, 40);
  map.orientation = orientation;
  map.stagger_axis = axis;
  map.tile_width = 32;
  map.tile_height = 16;
  map.hex_side_length = orientation == tiled::Orientation::kHexagonal ? 8 : 0;
  map.tilesets = {solid_tileset(1, 6)};
  tiled::Layer layer = tile_layer(40, 40, 0);
  for (int row = 0; row < 40; ++row) {
    for (int col = 0; col < 40; ++col) {
      std::uint32_t gid = 1 + static_cast<std::uint32_t>(col * 7 + row * 3) % 6;
      if (map.hex_side_length > 0 && (col + row) % 2) gid |= tiled::kRotateHex120;
      layer.tiles.gids[static_cast<std::size_t>(row) * 40 + col] = gid;
    }
  }
  map.layers = {layer};
  return map;
}

// Culling drops no tile that reaches the view: two views 40 x 24 pixels apart agree where they
// overlap, on every orientation.
TEST_F(MapRendererTest, projected_maps_show_the_same_pixels_through_overlapping_views) {
  for (auto [orientation, axis] :
       {std::pair{tiled::Orientation::kIsometric, tiled::StaggerAxis::kY},
        std::pair{tiled::Orientation::kStaggered, tiled::StaggerAxis::kX},
        std::pair{tiled::Orientation::kHexagonal, tiled::StaggerAxis::kY},
        std::pair{tiled::Orientation::kHexagonal, tiled::StaggerAxis::kX}}) {
    const tiled::Map map = projected_map(orientation, axis);
    const Vec2 origin{301, 203};
    draw(map, view_of(160, 96, origin));
    std::vector<std::uint32_t> first;
    for (int y = 24; y < 96; ++y) {
      for (int x = 40; x < 160; ++x) first.push_back(frame.pixel(x, y));
    }
    draw(map, view_of(160, 96, origin + Vec2{40, 24}));
    std::size_t i = 0, differing = 0;
    for (int y = 0; y < 72; ++y) {
      for (int x = 0; x < 120; ++x) differing += frame.pixel(x, y) != first[i++];
    }
    EXPECT_EQ(differing, 0u) << "orientation " << static_cast<int>(orientation);
    renderer.forget_map();
  }
}

TEST_F(MapRendererTest, draws_only_the_cells_in_view_of_a_huge_isometric_map) {
  tiled::Map map = grid_map(2048, 2048);
  map.orientation = tiled::Orientation::kIsometric;
  map.tile_width = 32;
  map.tile_height = 16;
  map.tilesets = {solid_tileset(1, 2)};
  map.layers = {tile_layer(2048, 2048, 1)};
  draw(map, view_of(160, 96, {32768.0 - 80, 16384.0 - 48}));
  // About (160 / 32 + 2) * (96 / 8 + 3) cells reach the view.
  EXPECT_GE(renderer.quads_drawn(), (160 / 32) * (96 / 8));
  EXPECT_LE(renderer.quads_drawn(), (160 / 32 + 3) * (96 / 8 + 5));
}

TEST(TintPixel, multiplies_opaque_pixels_and_brightens_half_transparent_ones_as_tiled_does) {
  EXPECT_EQ(tint_pixel(0xff804020u, {255, 128, 64, 255}), 0xff802008u);
  // Half transparent: tint * (colour * alpha + 1 - alpha), alpha kept.
  EXPECT_EQ(tint_pixel(0x80000000u, {255, 128, 64, 255}), 0x807f4020u);
  EXPECT_EQ(tint_pixel(0x00123456u, {10, 20, 30, 255}), 0x000a141eu);
}

TEST(AlphaCapture, keeps_half_transparent_pixels_half_transparent_with_their_colour) {
  test::SoftwareFrame frame(4, 4);
  std::string error;
  SDL_Surface* image = capture_with_alpha(
      frame.renderer(), 4, 4,
      [&] {
        SDL_SetRenderDrawColor(frame.renderer(), 200, 100, 40, 128);
        const SDL_Rect one{1, 1, 1, 1};
        SDL_RenderFillRect(frame.renderer(), &one);
      },
      error);
  ASSERT_NE(image, nullptr) << error;
  const auto* pixels = static_cast<const std::uint32_t*>(image->pixels);
  const std::uint32_t p = pixels[1 * (image->pitch / 4) + 1];
  EXPECT_NEAR(static_cast<int>(p >> 24), 128, 2);
  EXPECT_NEAR(static_cast<int>((p >> 16) & 0xff), 200, 3);
  EXPECT_NEAR(static_cast<int>((p >> 8) & 0xff), 100, 3);
  EXPECT_NEAR(static_cast<int>(p & 0xff), 40, 3);
  EXPECT_EQ(pixels[0], 0u);  // nothing drawn: fully transparent
  SDL_FreeSurface(image);
}

}  // namespace
}  // namespace hp
