// RenderFixture implementation.
#include "tools/bench/render/render_fixture.h"

#include <SDL_image.h>

#include <filesystem>
#include <random>

namespace hp::bench {
namespace {

constexpr int kColumns = 4;
constexpr int kTiles = 16;

tiled::Layer random_layer(int side, double filled, std::mt19937& random) {
  tiled::Layer layer;
  layer.tiles.width = layer.tiles.height = side;
  layer.tiles.gids.resize(static_cast<std::size_t>(side) * side);
  std::uniform_int_distribution<std::uint32_t> tile(1, kTiles);
  std::bernoulli_distribution present(filled);
  for (std::uint32_t& gid : layer.tiles.gids) gid = present(random) ? tile(random) : 0;
  return layer;
}

}  // namespace

tiled::Map make_map(int side, const std::string& tileset_image) {
  tiled::Map map;
  map.width = map.height = side;
  map.tile_width = map.tile_height = kTileSize;
  tiled::Tileset tileset;
  tileset.name = "bench";
  tileset.tile_width = tileset.tile_height = kTileSize;
  tileset.tile_count = kTiles;
  tileset.columns = kColumns;
  tileset.image = tileset_image;
  tileset.image_width = tileset.image_height = kColumns * kTileSize;
  map.tilesets.push_back(tileset);
  std::mt19937 random(1234);
  map.layers.push_back(random_layer(side, 1.0, random));
  map.layers.push_back(random_layer(side, 0.35, random));
  return map;
}

MapView middle_view(const tiled::Map& map) {
  MapView view;
  view.origin = {(map.pixel_width() - kFrameWidth) / 2.0,
                 (map.pixel_height() - kFrameHeight) / 2.0};
  view.output_width = kFrameWidth;
  view.output_height = kFrameHeight;
  return view;
}

SoftwareTarget::SoftwareTarget() {
  surface_ =
      SDL_CreateRGBSurfaceWithFormat(0, kFrameWidth, kFrameHeight, 32, SDL_PIXELFORMAT_ARGB8888);
  renderer_ = SDL_CreateSoftwareRenderer(surface_);
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
  textures_ = std::make_unique<TextureCache>(renderer_);
  map_renderer_ = std::make_unique<MapRenderer>(renderer_, *textures_);
}

SoftwareTarget::~SoftwareTarget() {
  map_renderer_.reset();
  textures_.reset();
  SDL_DestroyRenderer(renderer_);
  SDL_FreeSurface(surface_);
}

std::string write_tileset_image() {
  const int size = kColumns * kTileSize;
  SDL_Surface* image = SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_ARGB8888);
  for (int y = 0; y < size; ++y) {
    auto* row = reinterpret_cast<Uint32*>(static_cast<Uint8*>(image->pixels) + y * image->pitch);
    for (int x = 0; x < size; ++x) {
      const Uint32 tile = static_cast<Uint32>((y / kTileSize) * kColumns + x / kTileSize);
      const bool edge = x % kTileSize == 0 || y % kTileSize == 0;
      const Uint32 alpha = (x + y) % 5 == 0 ? 0x80u : 0xffu;  // some see-through pixels
      row[x] = alpha << 24 | (tile * 15) << 16 | static_cast<Uint32>(x * 2) << 8 |
               (edge ? 0u : static_cast<Uint32>(y * 2));
    }
  }
  const std::string path =
      (std::filesystem::temp_directory_path() / "heartpath-render-bench-tiles.png").string();
  IMG_SavePNG(image, path.c_str());
  SDL_FreeSurface(image);
  return path;
}

}  // namespace hp::bench
