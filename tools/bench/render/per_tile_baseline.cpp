// PerTileBaseline implementation.
#include "tools/bench/render/per_tile_baseline.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>

namespace hp::bench {

void draw_per_tile(SDL_Renderer* renderer, TextureCache& textures, const tiled::Map& map,
                   const MapView& view) {
  const int tw = map.tile_width, th = map.tile_height;
  const int x0 = std::max(0, static_cast<int>(std::floor(view.origin.x / tw)));
  const int y0 = std::max(0, static_cast<int>(std::floor(view.origin.y / th)));
  const int x1 = std::min(map.width - 1,
                          static_cast<int>(std::floor((view.origin.x + view.output_width) / tw)));
  const int y1 = std::min(map.height - 1,
                          static_cast<int>(std::floor((view.origin.y + view.output_height) / th)));
  for (const tiled::Layer& layer : map.layers) {
    for (int y = y0; y <= y1; ++y) {
      for (int x = x0; x <= x1; ++x) {
        const std::uint32_t gid = layer.tiles.at(x, y) & tiled::kGidMask;
        const tiled::Tileset* ts = gid ? map.tileset_for(gid) : nullptr;
        if (!ts) continue;
        SDL_Texture* texture = textures.map_texture(ts->image, ts->transparent).texture;
        const int local = static_cast<int>(gid) - ts->first_gid;
        const SDL_Rect source{(local % ts->columns) * ts->tile_width,
                              (local / ts->columns) * ts->tile_height, ts->tile_width,
                              ts->tile_height};
        const SDL_Rect dest{static_cast<int>(x * tw - view.origin.x),
                            static_cast<int>(y * th - view.origin.y), ts->tile_width,
                            ts->tile_height};
        SDL_SetTextureAlphaMod(texture, 255);
        SDL_SetTextureColorMod(texture, 255, 255, 255);
        SDL_RenderCopy(renderer, texture, &source, &dest);
      }
    }
  }
}

}  // namespace hp::bench
