// RenderFixture implementation.
#include "tools/bench/render/render_fixture.h"

#include <SDL_image.h>

#include <cstdlib>
#include <filesystem>
#include <random>

#include "engine/tiled/map_geometry.h"

namespace hp::bench {
namespace {

constexpr int kColumns = 4;
constexpr int kTiles = 16;

tiled::Layer random_layer(int side, double filled, std::mt19937& random,
                          std::uint32_t first_gid = 1) {
  tiled::Layer layer;
  layer.tiles.width = layer.tiles.height = side;
  layer.tiles.gids.resize(static_cast<std::size_t>(side) * side);
  std::uniform_int_distribution<std::uint32_t> tile(first_gid, first_gid + kTiles - 1);
  std::bernoulli_distribution present(filled);
  for (std::uint32_t& gid : layer.tiles.gids) gid = present(random) ? tile(random) : 0;
  return layer;
}

// A side x side map of tile_width x tile_height cells and tiles, from one 16-tile tileset, and
// when standing_image is given a layer of tall tiles from a second one.
tiled::Map make_any_map(int side, int tile_width, int tile_height, const std::string& tileset_image,
                        const std::string& standing_image = {}) {
  tiled::Map map;
  map.width = map.height = side;
  map.tile_width = tile_width;
  map.tile_height = tile_height;
  tiled::Tileset tileset;
  tileset.name = "bench";
  tileset.tile_width = tile_width;
  tileset.tile_height = tile_height;
  tileset.tile_count = kTiles;
  tileset.columns = kColumns;
  tileset.image = tileset_image;
  tileset.image_width = kColumns * tile_width;
  tileset.image_height = kColumns * tile_height;
  map.tilesets.push_back(tileset);
  std::mt19937 random(1234);
  map.layers.push_back(random_layer(side, 1.0, random));
  map.layers.push_back(random_layer(side, 0.35, random));
  if (standing_image.empty()) return map;
  tiled::Tileset standing = tileset;
  standing.name = "standing";
  standing.first_gid = kTiles + 1;
  standing.tile_height = 2 * tile_height;
  standing.image = standing_image;
  standing.image_height = kColumns * standing.tile_height;
  map.tilesets.push_back(standing);
  map.layers.push_back(random_layer(side, 1.0 / 12, random, standing.first_gid));
  map.layers.back().name = "standing";
  return map;
}

// Writes a 4 x 4 tileset image of tile_width x tile_height tiles; inside(x, y) says which pixels
// of a tile are drawn (the rest are transparent).
template <typename Inside>
std::string write_tiles(const std::string& name, int tile_width, int tile_height, Inside inside) {
  const int width = kColumns * tile_width, height = kColumns * tile_height;
  SDL_Surface* image =
      SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888);
  for (int y = 0; y < height; ++y) {
    auto* row = reinterpret_cast<Uint32*>(static_cast<Uint8*>(image->pixels) + y * image->pitch);
    for (int x = 0; x < width; ++x) {
      const int tx = x % tile_width, ty = y % tile_height;
      if (!inside(tx, ty)) {
        row[x] = 0;
        continue;
      }
      const Uint32 tile = static_cast<Uint32>((y / tile_height) * kColumns + x / tile_width);
      const bool edge = tx == 0 || ty == 0;
      const Uint32 alpha = (x + y) % 5 == 0 ? 0x80u : 0xffu;  // some see-through pixels
      row[x] = alpha << 24 | (tile * 15) << 16 | static_cast<Uint32>(x * 2 & 0xff) << 8 |
               (edge ? 0u : static_cast<Uint32>(y * 2 & 0xff));
    }
  }
  const std::string path = (std::filesystem::temp_directory_path() / name).string();
  IMG_SavePNG(image, path.c_str());
  SDL_FreeSurface(image);
  return path;
}

}  // namespace

tiled::Map make_map(int side, const std::string& tileset_image) {
  return make_any_map(side, kTileSize, kTileSize, tileset_image);
}

tiled::Map make_isometric_map(int side, const std::string& tileset_image) {
  tiled::Map map = make_any_map(side, kIsoTileWidth, kIsoTileHeight, tileset_image);
  map.orientation = tiled::Orientation::kIsometric;
  return map;
}

tiled::Map make_map_with_standing(int side, const std::string& tileset_image,
                                  const std::string& standing_image) {
  return make_any_map(side, kTileSize, kTileSize, tileset_image, standing_image);
}

tiled::Map make_isometric_map_with_standing(int side, const std::string& tileset_image,
                                            const std::string& standing_image) {
  tiled::Map map = make_any_map(side, kIsoTileWidth, kIsoTileHeight, tileset_image, standing_image);
  map.orientation = tiled::Orientation::kIsometric;
  return map;
}

MapView middle_view(const tiled::Map& map) {
  MapView view;
  const Vec2 size = tiled::MapGeometry(map).pixel_size();
  view.origin = {(size.x - kFrameWidth) / 2.0, (size.y - kFrameHeight) / 2.0};
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
}

SoftwareTarget::~SoftwareTarget() {
  map_renderers_.clear();
  textures_.reset();
  SDL_DestroyRenderer(renderer_);
  SDL_FreeSurface(surface_);
}

MapRenderer& SoftwareTarget::map_renderer(const tiled::Map& map) {
  std::unique_ptr<MapRenderer>& renderer = map_renderers_[&map];
  if (!renderer) renderer = std::make_unique<MapRenderer>(renderer_, *textures_);
  return *renderer;
}

std::string write_tileset_image() {
  return write_tiles("heartpath-render-bench-tiles.png", kTileSize, kTileSize,
                     [](int, int) { return true; });
}

std::string write_isometric_tileset_image() {
  return write_tiles("heartpath-render-bench-iso-tiles.png", kIsoTileWidth, kIsoTileHeight,
                     [](int x, int y) {  // the diamond touching the tile's four sides
                       return std::abs(2 * x + 1 - kIsoTileWidth) * kIsoTileHeight +
                                  std::abs(2 * y + 1 - kIsoTileHeight) * kIsoTileWidth <=
                              kIsoTileWidth * kIsoTileHeight;
                     });
}

std::string write_standing_image(const std::string& name, int tile_width, int tile_height) {
  const int height = 2 * tile_height;
  return write_tiles(name, tile_width, height, [=](int x, int y) {
    const int dx = 2 * x + 1 - tile_width;                                 // from the middle
    const bool trunk = y >= height / 2 && std::abs(dx) <= tile_width / 4;  // lower half
    const int dy = 2 * y + 1 - height / 2;                                 // from the crown's
    const bool crown = dx * dx * height * height / 4 + dy * dy * tile_width * tile_width <=
                       tile_width * tile_width * height * height / 4;  // an ellipse, top half
    return trunk || crown;
  });
}

}  // namespace hp::bench
