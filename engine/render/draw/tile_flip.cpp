// TileFlip implementation.
#include "engine/render/draw/tile_flip.h"

#include "engine/tiled/map_model.h"

namespace hp {

std::array<TexturePoint, 4> flipped_corners(const TextureRect& rect, std::uint32_t gid) {
  const bool h = gid & tiled::kFlipHorizontal;
  const bool v = gid & tiled::kFlipVertical;
  const bool d = gid & tiled::kFlipDiagonal;
  // Corners as (s, t) across the quad; map each back to (a, b) across the tile's image.
  constexpr int kS[4] = {0, 1, 1, 0};
  constexpr int kT[4] = {0, 0, 1, 1};
  std::array<TexturePoint, 4> out;
  for (int i = 0; i < 4; ++i) {
    const int s = h ? 1 - kS[i] : kS[i];
    const int t = v ? 1 - kT[i] : kT[i];
    const int a = d ? t : s;
    const int b = d ? s : t;
    out[i] = {a ? rect.u1 : rect.u0, b ? rect.v1 : rect.v0};
  }
  return out;
}

bool swaps_axes(std::uint32_t gid) {
  return gid & tiled::kFlipDiagonal;
}

}  // namespace hp
