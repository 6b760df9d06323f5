// TileQuad implementation.
#include "engine/render/map/tile_quad.h"

namespace hp {

TexturedQuad tile_quad(const TileImage& image, std::uint32_t gid, SDL_FRect box, SDL_Color color) {
  TexturedQuad quad;
  quad.corners = {SDL_FPoint{box.x, box.y}, SDL_FPoint{box.x + box.w, box.y},
                  SDL_FPoint{box.x + box.w, box.y + box.h}, SDL_FPoint{box.x, box.y + box.h}};
  quad.points = flipped_corners(image.rect, gid);
  quad.color = color;
  return quad;
}

}  // namespace hp
