// ChunkPainter implementation.
#include "engine/render/map/chunk_painter.h"

#include <SDL.h>

#include <utility>
#include <vector>

#include "engine/render/map/tile_layer_drawer.h"

namespace hp {
namespace {

// The renderer's state a chunk's drawing changes, put back as it was (the target may be another
// picture being drawn, StillScene's, with its own viewport and clip).
class RendererState {
 public:
  explicit RendererState(SDL_Renderer* renderer)
      : renderer_(renderer), target_(SDL_GetRenderTarget(renderer)) {
    SDL_RenderGetViewport(renderer, &viewport_);
    clipped_ = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE;
    SDL_RenderGetClipRect(renderer, &clip_);
    SDL_GetRenderDrawColor(renderer, &color_.r, &color_.g, &color_.b, &color_.a);
    SDL_GetRenderDrawBlendMode(renderer, &blend_);
  }
  ~RendererState() {
    SDL_SetRenderTarget(renderer_, target_);
    SDL_RenderSetViewport(renderer_, &viewport_);
    SDL_RenderSetClipRect(renderer_, clipped_ ? &clip_ : nullptr);
    SDL_SetRenderDrawColor(renderer_, color_.r, color_.g, color_.b, color_.a);
    SDL_SetRenderDrawBlendMode(renderer_, blend_);
  }
  RendererState(const RendererState&) = delete;
  RendererState& operator=(const RendererState&) = delete;

 private:
  SDL_Renderer* renderer_;
  SDL_Texture* target_;
  SDL_Rect viewport_{};
  bool clipped_ = false;
  SDL_Rect clip_{};
  SDL_Color color_{};
  SDL_BlendMode blend_ = SDL_BLENDMODE_NONE;
};

// The tile textures set to replace what they are drawn over (texel, alpha and all) while it
// lives, then back to their own blend modes.
class ReplacingTextures {
 public:
  explicit ReplacingTextures(const std::vector<QuadTexture>& textures) {
    for (const QuadTexture& t : textures) {
      SDL_BlendMode mode = SDL_BLENDMODE_BLEND;
      if (!t.texture || SDL_GetTextureBlendMode(t.texture, &mode) != 0) continue;
      saved_.emplace_back(t.texture, mode);
      SDL_SetTextureBlendMode(t.texture, SDL_BLENDMODE_NONE);
    }
  }
  ~ReplacingTextures() {
    for (const auto& [texture, mode] : saved_) SDL_SetTextureBlendMode(texture, mode);
  }
  ReplacingTextures(const ReplacingTextures&) = delete;
  ReplacingTextures& operator=(const ReplacingTextures&) = delete;

 private:
  std::vector<std::pair<SDL_Texture*, SDL_BlendMode>> saved_;
};

}  // namespace

ChunkPainter::ChunkPainter(SDL_Renderer* renderer)
    : renderer_(renderer), batch_(renderer, SoftwareBlits::kFromCopies) {}

void ChunkPainter::forget_copies() {
  batch_.forget_copies();
  batch_zoom_ = 0;
}

bool ChunkPainter::paint(SDL_Texture* chunk, int size, const ChunkGrid& grid,
                         const LayerPlacement& inside, const LayerPlacement& place,
                         const DrawContext& context) {
  if (place.zoom != batch_zoom_) {  // its scaled copies of another zoom will not serve again
    batch_.forget_copies();
    batch_zoom_ = place.zoom;
  }
  const DrawContext into{context.map,
                         context.geometry,
                         context.hexagonal_cells,
                         context.tiles,
                         context.tile_textures,
                         context.textures,
                         batch_,
                         context.cell_runs,
                         context.time_ms,
                         size,
                         size};
  {
    const RendererState kept(renderer_);
    if (SDL_SetRenderTarget(renderer_, chunk) != 0) return false;
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 0);
    SDL_RenderClear(renderer_);
    const ReplacingTextures replacing(context.tile_textures.tinted(place.tint));
    draw_tile_layer(grid, inside, into, AnimatedTiles::kLeftOut);
  }
  SDL_SetTextureBlendMode(chunk, SDL_BLENDMODE_BLEND);
  return true;
}

}  // namespace hp
