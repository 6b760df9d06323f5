// TileQuad implementation.
#include "engine/render/map/tile_quad.h"

#include <cmath>
#include <numbers>

namespace hp {

TexturedQuad tile_quad(const TileImage& image, std::uint32_t gid, SDL_FRect box, SDL_Color color) {
  TexturedQuad quad;
  quad.corners = {SDL_FPoint{box.x, box.y}, SDL_FPoint{box.x + box.w, box.y},
                  SDL_FPoint{box.x + box.w, box.y + box.h}, SDL_FPoint{box.x, box.y + box.h}};
  quad.points = flipped_corners(image.rect, gid);
  quad.color = color;
  return quad;
}

double hexagonal_turn(std::uint32_t gid) {
  return ((gid & tiled::kFlipDiagonal) ? 60.0 : 0.0) + ((gid & tiled::kRotateHex120) ? 120.0 : 0.0);
}

Vec2 rotated(Vec2 p, Vec2 pivot, double degrees) {
  const double radians = degrees * std::numbers::pi / 180.0;
  const double c = std::cos(radians), s = std::sin(radians);
  const Vec2 d = p - pivot;
  return pivot + Vec2{d.x * c - d.y * s, d.x * s + d.y * c};
}

}  // namespace hp
