// TileLayerCache implementation.
#include "engine/render/map/tile_layer_cache.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>

namespace hp {
namespace {

constexpr std::size_t kSpareChunks = 8;  // dropped chunk textures kept to be drawn into again

std::uint64_t chunk_key(int i, int j) {
  return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(i)) << 32) |
         static_cast<std::uint32_t>(j);
}

int floor_to_int(double v) {
  return static_cast<int>(std::floor(v));
}

}  // namespace

TileLayerCache::TileLayerCache(SDL_Renderer* renderer) : renderer_(renderer), painter_(renderer) {}

TileLayerCache::~TileLayerCache() {
  forget();
}

void TileLayerCache::forget() {
  for (auto& [key, layer] : layers_) drop_chunks(layer);
  layers_.clear();
  for (SDL_Texture* texture : spare_) SDL_DestroyTexture(texture);
  spare_.clear();
  painter_.forget_copies();  // the textures they came from may go
}

void TileLayerCache::set_enabled(bool enabled) {
  enabled_ = enabled;
  if (!enabled) forget();
}

void TileLayerCache::next_frame() {
  ++frame_;
  for (auto& [key, layer] : layers_) {
    std::erase_if(layer.chunks, [&](auto& entry) {
      if (frame_ - entry.second.drawn <= kKeptFrames) return false;
      if (entry.second.texture) spare_.push_back(entry.second.texture);
      return true;
    });
  }
  while (spare_.size() > kSpareChunks) {
    SDL_DestroyTexture(spare_.back());
    spare_.pop_back();
  }
}

std::size_t TileLayerCache::chunks() const {
  std::size_t n = 0;
  for (const auto& [key, layer] : layers_) n += layer.chunks.size();
  return n;
}

bool TileLayerCache::cacheable(const ChunkGrid& grid, const LayerPlacement& place,
                               const DrawContext& context) {
  const tiled::Map& map = context.map;
  if (map.orientation != tiled::Orientation::kOrthogonal || map.tile_width <= 0 ||
      map.tile_height <= 0 || context.tiles.tiles_may_overlap(map.tile_width, map.tile_height)) {
    return false;
  }
  const CellRange view =
      cells_in_view(place, map.tile_width, map.tile_height, context.tiles.reach());
  const CellRange& bounds = grid.bounds();
  const long long w = std::min(view.x1, bounds.x1) - std::max(view.x0, bounds.x0);
  const long long h = std::min(view.y1, bounds.y1) - std::max(view.y0, bounds.y0);
  return w > 0 && h > 0 && w * h >= kMinCells;
}

bool TileLayerCache::adopt(LayerChunks& layer, const Look& look) {
  if (layer.look == look) {
    layer.last_look = look;
    return true;
  }
  layer.held = layer.last_look == look ? layer.held + 1 : 1;
  layer.last_look = look;
  // A look not held yet (a zoom step, a camera easing or following a walk): drawn directly.
  if (layer.held < kHeldFrames) return false;
  drop_chunks(layer);
  layer.look = look;
  return true;
}

void TileLayerCache::drop_chunks(LayerChunks& layer) {
  for (auto& [key, chunk] : layer.chunks) {
    if (chunk.texture) spare_.push_back(chunk.texture);
  }
  layer.chunks.clear();
  layer.look.reset();
}

const std::vector<TileCell>& TileLayerCache::animated_cells(LayerChunks& layer,
                                                            const ChunkGrid& grid,
                                                            const DrawContext& context) {
  if (!layer.animated_found) {
    grid.visit(grid.bounds(), RenderOrder::kRightDown, [&](int x, int y, std::uint32_t gid) {
      if (context.tiles.animated(gid)) layer.animated.push_back({x, y, gid});
    });
    layer.animated_found = true;
  }
  return layer.animated;
}

// The layer as the view shows it, moved by whole pixels to chunk (i, j)'s corner, unfaded (the
// opacity is the copy's), with every pixel of the chunk in view.
LayerPlacement TileLayerCache::chunk_placement(int i, int j, Vec2 whole,
                                               const LayerPlacement& place) {
  LayerPlacement inside = place;
  inside.shift = Vec2{i * static_cast<double>(kChunkSize) - whole.x,
                      j * static_cast<double>(kChunkSize) - whole.y};
  inside.color = {255, 255, 255, 255};
  inside.left = place.left + inside.shift.x / place.zoom;
  inside.top = place.top + inside.shift.y / place.zoom;
  inside.right = inside.left + kChunkSize / place.zoom;
  inside.bottom = inside.top + kChunkSize / place.zoom;
  return inside;
}

// Whether a tile that is not animated shows in the chunk placed by inside.
bool TileLayerCache::shows_tiles(const ChunkGrid& grid, const LayerPlacement& inside,
                                 const DrawContext& context) {
  const tiled::Map& map = context.map;
  bool any = false;
  grid.visit(cells_in_view(inside, map.tile_width, map.tile_height, context.tiles.reach()),
             RenderOrder::kRightDown,
             [&](int, int, std::uint32_t gid) { any = any || !context.tiles.animated(gid); });
  return any;
}

// A chunk placed by inside, painted (ChunkPainter) into a spare texture or a new one.
SDL_Texture* TileLayerCache::make_chunk(const LayerPlacement& inside, const ChunkGrid& grid,
                                        const LayerPlacement& place, const DrawContext& context) {
  SDL_Texture* texture = nullptr;
  if (!spare_.empty()) {
    texture = spare_.back();
    spare_.pop_back();
  } else {
    texture = SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                kChunkSize, kChunkSize);
    if (!texture) return nullptr;
  }
  if (!painter_.paint(texture, kChunkSize, grid, inside, place, context)) {
    SDL_DestroyTexture(texture);
    return nullptr;
  }
  ++made_;
  return texture;
}

bool TileLayerCache::draw(const tiled::TileLayer& layer, const ChunkGrid& grid,
                          const LayerPlacement& place, const DrawContext& context) {
  if (!enabled_ || !SDL_RenderTargetSupported(renderer_) || !cacheable(grid, place, context)) {
    return false;
  }
  // The layer's (0, 0) in output pixels, from the output's top-left: its whole pixels and the
  // rest, which with the zoom and the tint makes the chunks' look.
  const Vec2 origin = (place.view_origin - place.offset) * place.zoom;
  const Vec2 whole{std::round(origin.x), std::round(origin.y)};
  LayerChunks& chunks = layers_[&layer];
  if (!adopt(chunks, Look{place.zoom, origin - whole, place.tint})) return false;

  // The chunks the layer's cells cover in the output, in output pixels counted from the layer's
  // (0, 0) (a chunk's place: i * kChunkSize across).
  const tiled::Map& map = context.map;
  const CellRange& bounds = grid.bounds();
  const auto tw = static_cast<double>(map.tile_width), th = static_cast<double>(map.tile_height);
  const double x0 = std::max(0.0, static_cast<double>(place.screen_x(bounds.x0 * tw)));
  const double x1 = std::min(static_cast<double>(context.output_width),
                             static_cast<double>(place.screen_x(bounds.x1 * tw)));
  const double y0 = std::max(0.0, static_cast<double>(place.screen_y(bounds.y0 * th)));
  const double y1 = std::min(static_cast<double>(context.output_height),
                             static_cast<double>(place.screen_y(bounds.y1 * th)));
  if (x0 >= x1 || y0 >= y1) return true;  // none of it in view
  const int i0 = floor_to_int((x0 + whole.x) / kChunkSize);
  const int i1 = floor_to_int((x1 - 1 + whole.x) / kChunkSize);
  const int j0 = floor_to_int((y0 + whole.y) / kChunkSize);
  const int j1 = floor_to_int((y1 - 1 + whole.y) / kChunkSize);
  if (static_cast<long long>(i1 - i0 + 1) * (j1 - j0 + 1) > kMaxChunksInView) return false;

  // Every chunk made before any is drawn: one that cannot be made leaves the layer to the
  // caller, drawn once.
  for (int j = j0; j <= j1; ++j) {
    for (int i = i0; i <= i1; ++i) {
      Chunk& chunk = chunks.chunks[chunk_key(i, j)];
      if (chunk.made) continue;
      const LayerPlacement inside = chunk_placement(i, j, whole, place);
      if (shows_tiles(grid, inside, context)) {
        chunk.texture = make_chunk(inside, grid, place, context);
        if (!chunk.texture) {
          chunks.chunks.erase(chunk_key(i, j));
          return false;
        }
      }
      chunk.made = true;
    }
  }
  for (int j = j0; j <= j1; ++j) {
    for (int i = i0; i <= i1; ++i) {
      Chunk& chunk = chunks.chunks[chunk_key(i, j)];
      chunk.drawn = frame_;
      if (!chunk.texture) continue;
      SDL_SetTextureAlphaMod(chunk.texture, place.color.a);
      SDL_SetTextureColorMod(chunk.texture, place.color.r, place.color.g, place.color.b);
      const SDL_Rect at{i * kChunkSize - static_cast<int>(whole.x),
                        j * kChunkSize - static_cast<int>(whole.y), kChunkSize, kChunkSize};
      SDL_RenderCopy(renderer_, chunk.texture, nullptr, &at);
    }
  }
  draw_orthogonal_cells(animated_cells(chunks, grid, context), place, context);
  return true;
}

}  // namespace hp
