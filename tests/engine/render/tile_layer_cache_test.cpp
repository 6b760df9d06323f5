// TileLayerCache through MapRenderer: a map seen far out and copied from its chunks shows the
// pixels drawing every tile shows (half-transparent texels, layer opacity and tint, fractional
// views, animated tiles, a reload), and maps whose tiles overlap are drawn tile by tile.
#include "engine/render/map/tile_layer_cache.h"

#include <SDL_image.h>
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "engine/render/draw/texture_cache.h"
#include "engine/render/map/map_renderer.h"
#include "software_frame.h"

namespace hp {
namespace {

namespace fs = std::filesystem;

constexpr int kTile = 16;
constexpr int kWidth = 400, kHeight = 240;  // the output

std::string scratch_dir() {
  const fs::path dir = fs::temp_directory_path() /
                       ("heartpath-layer-cache-" + std::to_string(::getpid()));  // per process
  fs::create_directories(dir);
  return dir.string();
}

// A tileset of 8 tiles, each a pattern of its own with opaque, half-transparent and clear texels.
tiled::Tileset patterned_tileset(int first_gid) {
  tiled::Tileset ts;
  ts.first_gid = first_gid;
  ts.tile_width = ts.tile_height = kTile;
  ts.tile_count = ts.columns = 8;
  ts.image_width = 8 * kTile;
  ts.image_height = kTile;
  ts.image = scratch_dir() + "/patterned.png";
  SDL_Surface* s =
      SDL_CreateRGBSurfaceWithFormat(0, ts.image_width, kTile, 32, SDL_PIXELFORMAT_ARGB8888);
  for (int y = 0; y < kTile; ++y) {
    for (int x = 0; x < ts.image_width; ++x) {
      const std::uint32_t tile = static_cast<std::uint32_t>(x / kTile);
      const std::uint32_t alpha = tile < 3 ? 0xff : ((x + y) % 5 == 0 ? 0 : 0x40 + 0x30 * (y % 4));
      const std::uint32_t rgb =
          (0x2040a0u * (tile + 1) + static_cast<std::uint32_t>(x * 7 + y * 13)) & 0xffffffu;
      static_cast<std::uint32_t*>(s->pixels)[y * (s->pitch / 4) + x] = (alpha << 24) | rgb;
    }
  }
  IMG_SavePNG(s, ts.image.c_str());
  SDL_FreeSurface(s);
  return ts;
}

tiled::Layer tile_layer(int size, const std::function<std::uint32_t(int, int)>& gid) {
  tiled::Layer layer;
  layer.tiles.width = layer.tiles.height = size;
  layer.tiles.gids.resize(static_cast<std::size_t>(size) * size);
  for (int y = 0; y < size; ++y) {
    for (int x = 0; x < size; ++x)
      layer.tiles.gids[static_cast<std::size_t>(y) * size + x] = gid(x, y);
  }
  return layer;
}

// A size x size map of two layers: opaque ground, and over it a faded, tinted layer of
// half-transparent tiles with gaps, some flipped.
tiled::Map two_layer_map(int size) {
  tiled::Map map;
  map.width = map.height = size;
  map.tile_width = map.tile_height = kTile;
  map.tilesets = {patterned_tileset(1)};
  tiled::Layer ground = tile_layer(size, [](int x, int y) { return 1u + (x * 3 + y) % 3; });
  tiled::Layer over = tile_layer(size, [](int x, int y) -> std::uint32_t {
    if ((x + 2 * y) % 7 == 0) return 0;
    const std::uint32_t gid = 4u + static_cast<std::uint32_t>(x * y) % 5;
    return (x % 4 == 0) ? gid | tiled::kFlipHorizontal : gid;
  });
  over.opacity = 0.7;
  over.tint = tiled::Color{220, 255, 180, 255};
  map.layers = {ground, over};
  return map;
}

MapView view_of(Vec2 origin, double zoom, std::int64_t time_ms = 0) {
  MapView view;
  view.origin = origin;
  view.zoom = zoom;
  view.output_width = kWidth;
  view.output_height = kHeight;
  view.time_ms = time_ms;
  return view;
}

class TileLayerCacheTest : public testing::Test {
 protected:
  test::SoftwareFrame frame{kWidth, kHeight};
  TextureCache textures{frame.renderer()};
  MapRenderer cached{frame.renderer(), textures};
  MapRenderer direct{frame.renderer(), textures};

  void SetUp() override { direct.set_layer_cache(false); }
  void TearDown() override { fs::remove_all(scratch_dir()); }

  std::vector<std::uint32_t> draw(MapRenderer& renderer, const tiled::Map& map,
                                  const MapView& view) {
    frame.clear(0xff201810u);
    renderer.draw(map, view);
    return pixels();
  }

  std::vector<std::uint32_t> pixels() {
    SDL_RenderFlush(frame.renderer());
    std::vector<std::uint32_t> all;
    for (int y = 0; y < kHeight; ++y) {
      for (int x = 0; x < kWidth; ++x) all.push_back(frame.pixel(x, y));
    }
    return all;
  }

  // How many pixels differ between the cached renderer's frame of view and the direct one's.
  int differences(const tiled::Map& map, const MapView& view) {
    const std::vector<std::uint32_t> a = draw(cached, map, view);
    const std::vector<std::uint32_t> b = draw(direct, map, view);
    int n = 0;
    for (std::size_t i = 0; i < a.size(); ++i) n += a[i] != b[i];
    return n;
  }

  // The frames a view holds before its chunks are made (drawn directly meanwhile): the pixels
  // differing over all of them.
  int hold(const tiled::Map& map, const MapView& view) {
    int n = 0;
    for (int i = 1; i < TileLayerCache::kHeldFrames; ++i) n += differences(map, view);
    return n;
  }

  // The frames a view holds, then those its chunks are made in (a few a frame, the rest drawn
  // directly), until a frame makes none: the pixels differing over all of them.
  int hold_until_made(const tiled::Map& map, const MapView& view) {
    int n = hold(map, view);
    for (long long before = -1; cached.layer_cache().chunks_made() != before;) {
      before = cached.layer_cache().chunks_made();
      n += differences(map, view);
    }
    return n;
  }
};

TEST_F(TileLayerCacheTest, a_map_seen_far_out_is_copied_from_chunks_with_the_same_pixels) {
  const tiled::Map map = two_layer_map(256);
  // The last two views cross chunks' edges (at 512 output pixels from the map's corner).
  for (const auto& [origin, zoom] :
       {std::pair{Vec2{-37.0, -11.0}, 0.2}, std::pair{Vec2{2188.3, 2500.7}, 0.1371},
        std::pair{Vec2{1401.25, 2997.5}, 0.125}}) {
    const MapView view = view_of(origin, zoom);
    const long long before = cached.layer_cache().chunks_made();
    EXPECT_EQ(hold(map, view), 0) << "zoom " << zoom << ", the frames held, drawn";
    const long long made = cached.layer_cache().chunks_made();
    EXPECT_EQ(made, before) << "zoom " << zoom << ": no chunk before the view has held";
    EXPECT_EQ(differences(map, view), 0) << "zoom " << zoom << ", chunks made";
    EXPECT_GT(cached.layer_cache().chunks_made(), made) << "zoom " << zoom;
    EXPECT_EQ(differences(map, view), 0) << "zoom " << zoom << ", copied";
  }
}

TEST_F(TileLayerCacheTest, chunks_are_made_a_few_a_frame_and_the_rest_drawn_with_the_same_pixels) {
  // Across chunks' edges: 2 x 2 chunks of each layer in view, made over several frames.
  const tiled::Map map = two_layer_map(256);
  const MapView view = view_of({2188.3, 2500.7}, 0.1371);
  EXPECT_EQ(hold(map, view), 0);
  int frames_part_made = 0;
  for (long long before = -1; cached.layer_cache().chunks_made() != before;) {
    before = cached.layer_cache().chunks_made();
    EXPECT_EQ(differences(map, view), 0) << "with " << before << " chunks made";
    const long long made = cached.layer_cache().chunks_made() - before;
    EXPECT_LE(made, TileLayerCache::kChunksPerFrame);
    frames_part_made += made == TileLayerCache::kChunksPerFrame;
  }
  EXPECT_GE(frames_part_made, 3);  // frames with chunks made and others still to make
  EXPECT_EQ(cached.layer_cache().chunks_made(), 8);
  EXPECT_EQ(differences(map, view), 0) << "all copied";
}

TEST_F(TileLayerCacheTest, chunks_not_made_yet_are_drawn_within_the_callers_clip) {
  const tiled::Map map = two_layer_map(256);
  const MapView view = view_of({2188.3, 2500.7}, 0.1371);
  const SDL_Rect clip{37, 21, 290, 170};  // across chunks' edges (x 104 and y 208 here)
  const auto clipped = [&](MapRenderer& renderer) {
    frame.clear(0xff201810u);
    SDL_RenderSetClipRect(frame.renderer(), &clip);
    renderer.draw(map, view);
    SDL_Rect after{};
    SDL_RenderGetClipRect(frame.renderer(), &after);
    EXPECT_TRUE(SDL_RenderIsClipEnabled(frame.renderer()));
    EXPECT_TRUE(SDL_RectEquals(&after, &clip));
    SDL_RenderSetClipRect(frame.renderer(), nullptr);
    return pixels();
  };
  int frames_part_made = 0;
  for (int i = 0; cached.layer_cache().chunks_made() < 8 && i < 100; ++i) {
    EXPECT_EQ(clipped(cached), clipped(direct))
        << "frame " << i << ", " << cached.layer_cache().chunks_made() << " made";
    const long long made = cached.layer_cache().chunks_made();
    frames_part_made += made > 0 && made < 8;
  }
  EXPECT_GE(frames_part_made, 2);
  EXPECT_EQ(clipped(cached), clipped(direct)) << "all copied";
}

TEST_F(TileLayerCacheTest, a_view_panned_by_whole_pixels_reuses_the_chunks) {
  const tiled::Map map = two_layer_map(128);
  const double zoom = 0.25;  // a pan of 4 map pixels is one output pixel
  hold_until_made(map, view_of({100, 60}, zoom));
  const long long made = cached.layer_cache().chunks_made();
  for (int step = 1; step <= 5; ++step) {
    EXPECT_EQ(differences(map, view_of({100.0 + 4 * step, 60.0 - 8 * step}, zoom)), 0);
  }
  EXPECT_EQ(cached.layer_cache().chunks_made(), made);
}

TEST_F(TileLayerCacheTest, chunks_coming_into_view_in_a_pan_are_made_with_the_same_pixels) {
  // Panned by whole pixels down and right, a column and a row of chunks come in at once around
  // those made: the chunks still to make are no longer the rest of a row and the rows below.
  const tiled::Map map = two_layer_map(256);
  const double zoom = 0.25;  // a pan of 4 map pixels is one output pixel
  EXPECT_EQ(hold_until_made(map, view_of({0, 0}, zoom)), 0);
  const long long made = cached.layer_cache().chunks_made();
  for (int step = 1; step <= 6; ++step) {
    const long long before = cached.layer_cache().chunks_made();
    EXPECT_EQ(differences(map, view_of({480.0 * step, 360.0 * step}, zoom)), 0) << "step " << step;
    EXPECT_LE(cached.layer_cache().chunks_made() - before, TileLayerCache::kChunksPerFrame);
  }
  EXPECT_GT(cached.layer_cache().chunks_made(), made);
}

TEST_F(TileLayerCacheTest, a_camera_that_stops_for_less_than_the_hold_makes_no_chunk) {
  // A camera following a unit moves by fractions of a pixel, with stops: on the big level in a
  // real window (llvmpipe, 30-40 frames a second) its look held up to 6 frames in a row while it
  // followed the enemies' turn, and 8 as the title went.
  constexpr int kLongestStop = 8;  // frames one look is asked for in a row
  static_assert(kLongestStop < TileLayerCache::kHeldFrames);
  const tiled::Map map = two_layer_map(128);
  Vec2 origin{100, 60};
  for (int n = 0; n < 6 * kLongestStop; ++n) {
    if (n % kLongestStop == 0) origin = origin + Vec2{0.37, 0.21};
    EXPECT_EQ(differences(map, view_of(origin, 0.25)), 0) << "frame " << n;
  }
  EXPECT_EQ(cached.layer_cache().chunks_made(), 0);
  // A stop as long as the hold does make them.
  for (int n = 0; n < TileLayerCache::kHeldFrames - kLongestStop; ++n) {
    EXPECT_EQ(differences(map, view_of(origin, 0.25)), 0) << "held, frame " << n;
  }
  EXPECT_GT(cached.layer_cache().chunks_made(), 0);
}

TEST_F(TileLayerCacheTest, a_zoomed_in_view_is_drawn_tile_by_tile) {
  const tiled::Map map = two_layer_map(128);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(differences(map, view_of({50, 50}, 2.0)), 0);
  EXPECT_EQ(cached.layer_cache().chunks_made(), 0);  // 13 x 8 cells in view
}

TEST_F(TileLayerCacheTest, animated_tiles_go_on_animating_over_the_chunks) {
  tiled::Map map = two_layer_map(128);
  tiled::TileData water;
  water.id = 1;  // gid 2, in the ground
  water.animation = {{0, 100}, {2, 100}};
  tiled::TileData sparkle;
  sparkle.id = 4;  // gid 5, in the layer over it
  sparkle.animation = {{5, 50}, {6, 50}, {7, 50}};
  map.tilesets[0].tiles = {water, sparkle};
  const MapView first = view_of({-20, -20}, 0.2, 0);
  EXPECT_EQ(hold_until_made(map, first), 0);
  ASSERT_GT(cached.layer_cache().chunks_made(), 0);
  const long long made = cached.layer_cache().chunks_made();
  for (const std::int64_t time : {50, 120, 180, 260}) {
    EXPECT_EQ(differences(map, view_of({-20, -20}, 0.2, time)), 0) << "at " << time << " ms";
  }
  EXPECT_EQ(cached.layer_cache().chunks_made(), made);  // the animation redraws no chunk
  EXPECT_NE(draw(cached, map, view_of({-20, -20}, 0.2, 0)),
            draw(cached, map, view_of({-20, -20}, 0.2, 120)));  // and it shows
}

TEST_F(TileLayerCacheTest, a_reloaded_map_shows_its_new_tiles) {
  tiled::Map map = two_layer_map(128);
  const MapView view = view_of({0, 0}, 0.2);
  hold(map, view);
  differences(map, view);
  const std::vector<std::uint32_t> before = draw(cached, map, view);
  // A designer paints a block of the ground over and saves: the game reloads the map in place
  // (BattleScene::take_battle) and tells the renderer (forget_map).
  for (int y = 10; y < 60; ++y) {
    for (int x = 20; x < 90; ++x)
      map.layers[0].tiles.gids[static_cast<std::size_t>(y) * 128 + x] = 3;
  }
  map.layers[1].opacity = 0.4;
  cached.forget_map();
  direct.forget_map();
  EXPECT_EQ(cached.layer_cache().chunks(), 0u);
  for (int i = 0; i <= TileLayerCache::kHeldFrames; ++i) {
    EXPECT_EQ(differences(map, view), 0) << "frame " << i;
  }
  EXPECT_GT(cached.layer_cache().chunks(), 0u);
  EXPECT_NE(draw(cached, map, view), before);
}

TEST_F(TileLayerCacheTest, chunks_made_while_a_picture_is_drawn_into_leave_it_drawn_into) {
  // StillScene draws the map into a picture: drawing a chunk meanwhile must send drawing back.
  const tiled::Map map = two_layer_map(128);
  SDL_Renderer* r = frame.renderer();
  SDL_Texture* picture =
      SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, kWidth, kHeight);
  ASSERT_NE(picture, nullptr);
  SDL_SetTextureBlendMode(picture, SDL_BLENDMODE_NONE);
  const MapView view = view_of({5, 5}, 0.25);
  const auto through_picture = [&](MapRenderer& renderer) {
    SDL_SetRenderTarget(r, picture);
    SDL_SetRenderDrawColor(r, 0x10, 0x18, 0x20, 0xff);
    SDL_RenderClear(r);
    renderer.draw(map, view);
    EXPECT_EQ(SDL_GetRenderTarget(r), picture);
    SDL_SetRenderTarget(r, nullptr);
    frame.clear(0xff000000u);
    SDL_RenderCopy(r, picture, nullptr, nullptr);
    return pixels();
  };
  for (int i = 0; i < TileLayerCache::kHeldFrames; ++i) through_picture(cached);
  EXPECT_GT(cached.layer_cache().chunks_made(), 0);
  EXPECT_EQ(through_picture(cached), through_picture(direct));
  SDL_DestroyTexture(picture);
}

TEST_F(TileLayerCacheTest, maps_whose_tiles_overlap_are_drawn_tile_by_tile) {
  // Isometric diamonds overlap their neighbours: their order matters, so no chunk is made.
  tiled::Map map = two_layer_map(128);
  map.orientation = tiled::Orientation::kIsometric;
  map.tile_height = kTile / 2;
  for (int i = 0; i < 3; ++i) EXPECT_EQ(differences(map, view_of({-600, -20}, 0.2)), 0);
  // So are tiles bigger than their cells on an orthogonal map.
  tiled::Map tall = two_layer_map(128);
  tall.tile_height = kTile / 2;
  for (int i = 0; i < 3; ++i) EXPECT_EQ(differences(tall, view_of({0, 0}, 0.2)), 0);
  EXPECT_EQ(cached.layer_cache().chunks_made(), 0);
}

}  // namespace
}  // namespace hp
