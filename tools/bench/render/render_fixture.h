// RenderFixture: the maps the render benchmarks draw, built in memory (no files but one tileset
// image), and the off-screen software frame they are drawn on.
#pragma once

#include <SDL.h>

#include <map>
#include <memory>
#include <string>

#include "engine/render/draw/texture_cache.h"
#include "engine/render/map/map_renderer.h"
#include "engine/render/map/map_view.h"
#include "engine/tiled/map_model.h"

namespace hp::bench {

inline constexpr int kFrameWidth = 1280;
inline constexpr int kFrameHeight = 720;
inline constexpr int kTileSize = 32;

// A side x side map of kTileSize tiles from one 16-tile tileset: a full ground layer and a decor
// layer with a random tile on about a third of the cells (fixed seed).
tiled::Map make_map(int side, const std::string& tileset_image);

// An isometric map of the same side and layers, on a grid of kIsoTileWidth x kIsoTileHeight
// diamonds (the shape isometric art is drawn in: tile images of the grid's size, transparent
// outside the diamond), from a 16-tile tileset of such diamonds.
inline constexpr int kIsoTileWidth = 64;
inline constexpr int kIsoTileHeight = 32;
tiled::Map make_isometric_map(int side, const std::string& tileset_image);

// Those maps with a third layer, "standing": a tall tile (twice the cell's height: trees, pillars)
// on about one cell in twelve (fixed seed), from standing_image (write_standing_image). On the
// isometric map the game draws these in depth order with the units.
tiled::Map make_map_with_standing(int side, const std::string& tileset_image,
                                  const std::string& standing_image);
tiled::Map make_isometric_map_with_standing(int side, const std::string& tileset_image,
                                            const std::string& standing_image);

// The view of the middle of map at zoom 1 on the kFrameWidth x kFrameHeight frame.
MapView middle_view(const tiled::Map& map);

// SDL's software renderer on an off-screen ARGB surface, with a texture cache and a map renderer
// for each map drawn, as the game has one per battle: frames alternating between two maps through
// one renderer would build its per-map data (and drop its scaled copies) every frame.
class SoftwareTarget {
 public:
  SoftwareTarget();
  ~SoftwareTarget();
  SoftwareTarget(const SoftwareTarget&) = delete;
  SoftwareTarget& operator=(const SoftwareTarget&) = delete;

  SDL_Renderer* renderer() const { return renderer_; }
  TextureCache& textures() { return *textures_; }
  MapRenderer& map_renderer(const tiled::Map& map);

 private:
  SDL_Surface* surface_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  std::unique_ptr<TextureCache> textures_;
  std::map<const tiled::Map*, std::unique_ptr<MapRenderer>> map_renderers_;
};

// Writes the benchmark's tileset image (16 tiles, 4 x 4) to a temporary file; returns its path.
std::string write_tileset_image();
// The same for the isometric map: 16 diamonds of kIsoTileWidth x kIsoTileHeight, 4 x 4.
std::string write_isometric_tileset_image();
// 16 tall tiles (tile_width x 2 tile_height: a crown on a trunk, transparent around), 4 x 4.
std::string write_standing_image(const std::string& name, int tile_width, int tile_height);

}  // namespace hp::bench
