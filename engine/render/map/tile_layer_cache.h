// TileLayerCache: tile layers seen with thousands of tiles in view, drawn once into chunks of
// output pixels and copied from them while the zoom and the layer's place within a pixel hold.
#pragma once

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

#include "engine/render/map/chunk_grid.h"
#include "engine/render/map/chunk_painter.h"
#include "engine/render/map/draw_context.h"
#include "engine/render/map/layer_placement.h"
#include "engine/render/map/tile_layer_drawer.h"

struct SDL_Renderer;
struct SDL_Texture;

namespace hp {

// A big map seen whole shows every tile at once: 65,536 a layer on a 256 x 256 map, each a quad
// the renderer builds and the GPU (or Mesa's software rasteriser) draws, every frame. While the
// view holds, the layer's pixels do not change, so each layer is drawn once into square chunks
// of kChunkSize output pixels and each frame copies the chunks in view, 1:1 at whole pixels, with
// the layer's opacity. The chunks hold the layer's own texels (drawn into transparent chunks
// without blending), so a copy blended over the layers below gives the pixels drawing the tiles
// there gives (tests/engine/render/tile_layer_cache_test.cpp compares them). Animated tiles are
// left out of the chunks and drawn over them each frame, in the layer's turn.
//
// Chunks are made kChunksPerFrame a frame at most (all layers together), before anything of the
// frame is drawn (prepare): on a software rasteriser a chunk costs about what drawing its tiles
// does, and a screenful made in one frame stalled that frame many times over its budget
// (docs/performance.md). Until a chunk is made its part of the layer is drawn directly, clipped to
// the chunk's pixels, so a tile across the edge of a made chunk is drawn once and every frame
// shows the same pixels.
//
// Only where that holds and pays: an orthogonal map whose tiles keep to their cells (no tile
// larger than a cell, no tileset offset: tiles then never overlap and their order does not
// matter), a layer with at least kMinCells cells in view on an output no bigger than a screen, and
// a view whose zoom and place within a pixel (the layer's origin times the zoom, less its whole
// pixels) are those the chunks were drawn at, or held for kHeldFrames frames. A new look is drawn
// directly until then: a camera following a unit stops now and then for a few frames, and
// chunks made at each stop would be dropped as it moves on (the test of it walks with stops as
// long as those seen). Anything else is drawn directly by the caller: a zoomed-in view, a camera
// easing by fractions of a pixel, isometric, staggered and hexagonal maps, big tiles.
class TileLayerCache {
 public:
  static constexpr int kChunkSize = 256;         // a chunk's side, output pixels
  static constexpr long long kMinCells = 4096;   // cells in view for a layer to be cached
  static constexpr int kHeldFrames = 10;         // frames a new look holds before it is cached
  static constexpr int kChunksPerFrame = 1;      // chunks painted a frame at most, all layers
  static constexpr long long kKeptFrames = 120;  // a chunk not drawn for this many is dropped
  static constexpr int kMaxChunksInView = 256;   // a layer needing more is drawn directly (an
                                                 // output of 16 M pixels and more: a whole-map
                                                 // render, not a screen)

  explicit TileLayerCache(SDL_Renderer* renderer);
  ~TileLayerCache();
  TileLayerCache(const TileLayerCache&) = delete;
  TileLayerCache& operator=(const TileLayerCache&) = delete;

  // Drops every chunk: call when the map drawn, its tiles or its tilesets change (a reload).
  void forget();
  // Off, draw() always declines (every layer drawn directly: for comparisons, and for telling a
  // fault of the chunks from one of the drawing).
  void set_enabled(bool enabled);
  bool enabled() const { return enabled_; }
  // Counts a frame: chunks not drawn for kKeptFrames frames are dropped.
  void next_frame();

  // Counts this frame's look of layer (its cells in grid, placed by place) and, when the rules
  // above allow, makes some of its chunks missing (kChunksPerFrame a frame, all layers). Call for
  // every tile layer before anything of the frame is drawn: making a chunk switches the
  // renderer's target, which on Mesa's software rasteriser waits for what the output has queued.
  void prepare(const tiled::TileLayer& layer, const ChunkGrid& grid, const LayerPlacement& place,
               const DrawContext& context);
  // Draws layer from its chunks, and directly where they are not made yet, when prepare() took it
  // this frame; returns false when it drew nothing and the caller should draw the layer directly.
  bool draw(const tiled::TileLayer& layer, const ChunkGrid& grid, const LayerPlacement& place,
            const DrawContext& context);

  std::size_t chunks() const;                      // chunks kept
  long long chunks_made() const { return made_; }  // since construction

 private:
  // What a layer's chunks show apart from where they are: equal looks, equal pixels.
  struct Look {
    double zoom = 0;
    Vec2 phase;  // the layer's origin in output pixels, less its whole pixels (-0.5..0.5]
    std::optional<tiled::Color> tint;
    bool operator==(const Look&) const = default;
  };
  struct Chunk {                     // one made (chunks not made yet have no entry)
    SDL_Texture* texture = nullptr;  // null when the layer shows nothing there
    long long drawn = 0;             // the frame it was last drawn in
  };
  // Chunks [i0, i1] x [j0, j1], counted in output pixels from the layer's (0, 0).
  struct ChunkRange {
    int i0 = 0, j0 = 0, i1 = 0, j1 = 0;
    long long count() const { return static_cast<long long>(i1 - i0 + 1) * (j1 - j0 + 1); }
  };
  struct LayerChunks {
    std::optional<Look> look;       // what the chunks show
    std::optional<Look> last_look;  // the look asked for by the last frame
    int held = 0;                   // frames in a row it has been asked for
    long long ready = -1;           // the frame prepare() found the chunks' look asked for
    std::unordered_map<std::uint64_t, Chunk> chunks;
    std::vector<TileCell> animated;  // the layer's animated cells, found once
    bool animated_found = false;
  };

  static bool cacheable(const ChunkGrid& grid, const LayerPlacement& place,
                        const DrawContext& context);
  bool adopt(LayerChunks& layer, const Look& look);
  static LayerPlacement chunk_placement(int i, int j, Vec2 whole, const LayerPlacement& place);
  static bool shows_tiles(const ChunkGrid& grid, const LayerPlacement& inside,
                          const DrawContext& context);
  static Vec2 origin_pixels(const LayerPlacement& place);
  static Vec2 whole_pixels(const LayerPlacement& place);
  static std::optional<ChunkRange> chunks_in_view(const ChunkGrid& grid,
                                                  const LayerPlacement& place,
                                                  const DrawContext& context, Vec2 whole);
  static bool made(const LayerChunks& layer, int i, int j);
  static SDL_Rect output_rect(const ChunkRange& range, Vec2 whole);
  static std::vector<ChunkRange> unmade_rectangles(const LayerChunks& layer,
                                                   const ChunkRange& range);
  void make_chunks(LayerChunks& layer, const ChunkRange& range, Vec2 whole, const ChunkGrid& grid,
                   const LayerPlacement& place, const DrawContext& context);
  void copy_chunks(LayerChunks& layer, const ChunkRange& range, Vec2 whole,
                   const LayerPlacement& place);
  void draw_unmade(const LayerChunks& layer, const ChunkRange& range, Vec2 whole,
                   const ChunkGrid& grid, const LayerPlacement& place, const DrawContext& context);
  SDL_Texture* make_chunk(const LayerPlacement& inside, const ChunkGrid& grid,
                          const LayerPlacement& place, const DrawContext& context);
  void drop_chunks(LayerChunks& layer);
  const std::vector<TileCell>& animated_cells(LayerChunks& layer, const ChunkGrid& grid,
                                              const DrawContext& context);

  SDL_Renderer* renderer_;
  ChunkPainter painter_;
  std::unordered_map<const tiled::TileLayer*, LayerChunks> layers_;
  std::vector<SDL_Texture*> spare_;  // chunk textures dropped, to be drawn into again
  bool enabled_ = true;
  long long frame_ = 0;
  int painted_this_frame_ = 0;  // chunks painted since next_frame, all layers
  long long made_ = 0;
};

}  // namespace hp
