// TileQuad: a tile image as a textured quad, flips applied as swapped texture corners.
#pragma once

#include <cstdint>

#include "engine/core/vec2.h"
#include "engine/render/draw/quad_batch.h"
#include "engine/render/map/tile_lookup.h"

namespace hp {

// The quad showing image, flipped as gid says, over the screen box.
TexturedQuad tile_quad(const TileImage& image, std::uint32_t gid, SDL_FRect box, SDL_Color color);

// How far Tiled turns a tile on a hexagonal map, in degrees clockwise about the tile's centre,
// after its horizontal and vertical flips: 60 for the diagonal flip bit (which there neither
// transposes the tile nor swaps its size) and 120 more for the 120-degree rotation bit.
double hexagonal_turn(std::uint32_t gid);

// p turned clockwise on screen (y down) by degrees about pivot.
Vec2 rotated(Vec2 p, Vec2 pivot, double degrees);

}  // namespace hp
