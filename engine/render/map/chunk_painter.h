// ChunkPainter: a tile layer's tiles drawn into one chunk texture of TileLayerCache, replacing
// (not blending) what is there, so the chunk holds the layer's own texels.
#pragma once

#include "engine/render/draw/quad_batch.h"
#include "engine/render/map/chunk_grid.h"
#include "engine/render/map/draw_context.h"
#include "engine/render/map/layer_placement.h"

struct SDL_Renderer;
struct SDL_Texture;

namespace hp {

class ChunkPainter {
 public:
  explicit ChunkPainter(SDL_Renderer* renderer);

  // Clears chunk (a render target texture of size x size pixels) to transparent and draws into
  // it the layer's tiles that are not animated (its cells in grid), placed by inside: the layer
  // as place shows it, moved by whole pixels to the chunk's corner, unfaded. The renderer's
  // target, viewport, clip, draw colour and blend mode are put back as they were. Returns false
  // when chunk cannot be drawn into.
  bool paint(SDL_Texture* chunk, int size, const ChunkGrid& grid, const LayerPlacement& inside,
             const LayerPlacement& place, const DrawContext& context);

  // Drops the batch's scaled copies of the tiles' textures: call when those may go.
  void forget_copies();

 private:
  SDL_Renderer* renderer_;
  QuadBatch batch_;        // its own: the tiles' textures replace there, not blend
  double batch_zoom_ = 0;  // the zoom batch_'s software copies were made at
};

}  // namespace hp
