// PerTileBaseline: the renderer's old way, kept as the benchmark's baseline: the same culling,
// one SDL_RenderCopy per visible tile, opacity through the texture's alpha modulation.
#pragma once

#include "engine/render/draw/texture_cache.h"
#include "engine/render/map/map_view.h"
#include "engine/tiled/map_model.h"

struct SDL_Renderer;

namespace hp::bench {

// Draws map's tile layers (unflipped tiles from atlas tilesets) in view, one copy per tile.
void draw_per_tile(SDL_Renderer* renderer, TextureCache& textures, const tiled::Map& map,
                   const MapView& view);

}  // namespace hp::bench
