// TileFlip: Tiled's flip bits as texture coordinates on a quad, and the size a flipped tile takes.
#pragma once

#include <array>
#include <cstdint>

namespace hp {

// A point in texture space (0..1 across the texture).
struct TexturePoint {
  float u = 0, v = 0;
};

// The part of a texture a tile's image occupies.
struct TextureRect {
  float u0 = 0, v0 = 0, u1 = 0, v1 = 0;
};

// The texture point each corner of a tile's on-screen quad shows (top-left, top-right,
// bottom-right, bottom-left), for the flip bits of gid. Tiled applies the diagonal flip (a
// transpose) first, then the horizontal, then the vertical one.
std::array<TexturePoint, 4> flipped_corners(const TextureRect& rect, std::uint32_t gid);

// Whether gid's diagonal flip swaps the tile's width and height on screen.
bool swaps_axes(std::uint32_t gid);

}  // namespace hp
