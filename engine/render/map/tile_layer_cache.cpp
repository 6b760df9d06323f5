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
  painted_this_frame_ = 0;
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

// The chunks the layer's cells cover in the output, counted from the layer's (0, 0) in output
// pixels (chunk (i, j) starts at i * kChunkSize across, j * kChunkSize down); none when none of
// the layer is in view.
std::optional<TileLayerCache::ChunkRange> TileLayerCache::chunks_in_view(
    const ChunkGrid& grid, const LayerPlacement& place, const DrawContext& context, Vec2 whole) {
  const tiled::Map& map = context.map;
  const CellRange& bounds = grid.bounds();
  const auto tw = static_cast<double>(map.tile_width), th = static_cast<double>(map.tile_height);
  const double x0 = std::max(0.0, static_cast<double>(place.screen_x(bounds.x0 * tw)));
  const double x1 = std::min(static_cast<double>(context.output_width),
                             static_cast<double>(place.screen_x(bounds.x1 * tw)));
  const double y0 = std::max(0.0, static_cast<double>(place.screen_y(bounds.y0 * th)));
  const double y1 = std::min(static_cast<double>(context.output_height),
                             static_cast<double>(place.screen_y(bounds.y1 * th)));
  if (x0 >= x1 || y0 >= y1) return std::nullopt;
  return ChunkRange{
      floor_to_int((x0 + whole.x) / kChunkSize), floor_to_int((y0 + whole.y) / kChunkSize),
      floor_to_int((x1 - 1 + whole.x) / kChunkSize), floor_to_int((y1 - 1 + whole.y) / kChunkSize)};
}

bool TileLayerCache::made(const LayerChunks& layer, int i, int j) {
  return layer.chunks.contains(chunk_key(i, j));
}

// Makes the chunks of range not made yet, row by row, until this frame has painted
// kChunksPerFrame (a chunk that shows nothing costs nothing and is not counted).
void TileLayerCache::make_chunks(LayerChunks& layer, const ChunkRange& range, Vec2 whole,
                                 const ChunkGrid& grid, const LayerPlacement& place,
                                 const DrawContext& context) {
  for (int j = range.j0; j <= range.j1; ++j) {
    for (int i = range.i0; i <= range.i1; ++i) {
      if (made(layer, i, j)) continue;
      if (painted_this_frame_ >= kChunksPerFrame) return;
      const LayerPlacement inside = chunk_placement(i, j, whole, place);
      Chunk chunk;
      if (shows_tiles(grid, inside, context)) {
        chunk.texture = make_chunk(inside, grid, place, context);
        ++painted_this_frame_;
        if (!chunk.texture) return;  // left to be drawn directly, and tried again next frame
      }
      layer.chunks[chunk_key(i, j)] = chunk;
    }
  }
}

// Copies the made chunks of range to the output, 1:1 at whole pixels, with the layer's colour.
void TileLayerCache::copy_chunks(LayerChunks& layer, const ChunkRange& range, Vec2 whole,
                                 const LayerPlacement& place) {
  for (int j = range.j0; j <= range.j1; ++j) {
    for (int i = range.i0; i <= range.i1; ++i) {
      const auto found = layer.chunks.find(chunk_key(i, j));
      if (found == layer.chunks.end()) continue;
      Chunk& chunk = found->second;
      chunk.drawn = frame_;
      if (!chunk.texture) continue;
      SDL_SetTextureAlphaMod(chunk.texture, place.color.a);
      SDL_SetTextureColorMod(chunk.texture, place.color.r, place.color.g, place.color.b);
      const SDL_Rect at = output_rect({i, j, i, j}, whole);
      SDL_RenderCopy(renderer_, chunk.texture, nullptr, &at);
    }
  }
}

// Where chunks range lie on the output, in output pixels.
SDL_Rect TileLayerCache::output_rect(const ChunkRange& range, Vec2 whole) {
  return {range.i0 * kChunkSize - static_cast<int>(whole.x),
          range.j0 * kChunkSize - static_cast<int>(whole.y), (range.i1 - range.i0 + 1) * kChunkSize,
          (range.j1 - range.j0 + 1) * kChunkSize};
}

// The chunks of range not made yet, as few rectangles of chunks: runs along each row, a run
// joined to the rectangle above it when they span the same columns. Chunks are made row by row,
// so those not made are mostly the rest of one row and the rows below: two rectangles.
std::vector<TileLayerCache::ChunkRange> TileLayerCache::unmade_rectangles(const LayerChunks& layer,
                                                                          const ChunkRange& range) {
  std::vector<ChunkRange> rectangles;
  for (int j = range.j0; j <= range.j1; ++j) {
    for (int i = range.i0; i <= range.i1; ++i) {
      if (made(layer, i, j)) continue;
      int last = i;
      while (last < range.i1 && !made(layer, last + 1, j)) ++last;
      const auto above = std::find_if(rectangles.begin(), rectangles.end(), [&](const auto& r) {
        return r.i0 == i && r.i1 == last && r.j1 == j - 1;
      });
      if (above != rectangles.end()) {
        above->j1 = j;
      } else {
        rectangles.push_back({i, j, last, j});
      }
      i = last;
    }
  }
  return rectangles;
}

// The layer's tiles that are not animated, drawn directly where its chunks in range are not made
// yet: each rectangle of them clipped to its pixels (inside the caller's clip, if any), so a tile
// across the edge of a made chunk is drawn once, by one side or the other.
void TileLayerCache::draw_unmade(const LayerChunks& layer, const ChunkRange& range, Vec2 whole,
                                 const ChunkGrid& grid, const LayerPlacement& place,
                                 const DrawContext& context) {
  const std::vector<ChunkRange> rectangles = unmade_rectangles(layer, range);
  if (rectangles.empty()) return;
  SDL_Rect caller_clip{0, 0, context.output_width, context.output_height};
  const bool clipped = SDL_RenderIsClipEnabled(renderer_) == SDL_TRUE;
  if (clipped) SDL_RenderGetClipRect(renderer_, &caller_clip);
  const SDL_Rect output{0, 0, context.output_width, context.output_height};
  for (const ChunkRange& rectangle : rectangles) {
    const SDL_Rect at = output_rect(rectangle, whole);
    SDL_Rect within{}, clip{};
    if (!SDL_IntersectRect(&at, &output, &within)) continue;
    if (!SDL_IntersectRect(&within, &caller_clip, &clip)) continue;
    SDL_RenderSetClipRect(renderer_, &clip);
    LayerPlacement part = place;
    part.left = place.left + within.x / place.zoom;
    part.top = place.top + within.y / place.zoom;
    part.right = place.left + (within.x + within.w) / place.zoom;
    part.bottom = place.top + (within.y + within.h) / place.zoom;
    draw_tile_layer(grid, part, context, AnimatedTiles::kLeftOut);
  }
  SDL_RenderSetClipRect(renderer_, clipped ? &caller_clip : nullptr);
}

// The layer's (0, 0) in output pixels, from the output's top-left.
Vec2 TileLayerCache::origin_pixels(const LayerPlacement& place) {
  return (place.view_origin - place.offset) * place.zoom;
}

// The same to the nearest whole pixel (the rest, with the zoom and the tint, makes the chunks'
// look).
Vec2 TileLayerCache::whole_pixels(const LayerPlacement& place) {
  const Vec2 origin = origin_pixels(place);
  return {std::round(origin.x), std::round(origin.y)};
}

void TileLayerCache::prepare(const tiled::TileLayer& layer, const ChunkGrid& grid,
                             const LayerPlacement& place, const DrawContext& context) {
  if (!enabled_ || !SDL_RenderTargetSupported(renderer_) || !cacheable(grid, place, context)) {
    return;
  }
  const Vec2 whole = whole_pixels(place);
  const Vec2 phase = origin_pixels(place) - whole;
  LayerChunks& chunks = layers_[&layer];
  if (!adopt(chunks, Look{place.zoom, phase, place.tint})) return;
  const std::optional<ChunkRange> range = chunks_in_view(grid, place, context, whole);
  if (range && range->count() > kMaxChunksInView) return;
  chunks.ready = frame_;
  if (range) make_chunks(chunks, *range, whole, grid, place, context);
}

bool TileLayerCache::draw(const tiled::TileLayer& layer, const ChunkGrid& grid,
                          const LayerPlacement& place, const DrawContext& context) {
  const auto found = layers_.find(&layer);
  if (found == layers_.end() || found->second.ready != frame_) return false;
  LayerChunks& chunks = found->second;
  const Vec2 whole = whole_pixels(place);
  const std::optional<ChunkRange> range = chunks_in_view(grid, place, context, whole);
  if (!range) return true;  // none of it in view
  copy_chunks(chunks, *range, whole, place);
  draw_unmade(chunks, *range, whole, grid, place, context);
  draw_orthogonal_cells(animated_cells(chunks, grid, context), place, context);
  return true;
}

}  // namespace hp
