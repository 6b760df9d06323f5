// TileQuad: a tile image as a textured quad, flips applied as swapped texture corners.
#pragma once

#include <cstdint>

#include "engine/render/draw/quad_batch.h"
#include "engine/render/map/tile_lookup.h"

namespace hp {

// The quad showing image, flipped as gid says, over the screen box.
TexturedQuad tile_quad(const TileImage& image, std::uint32_t gid, SDL_FRect box, SDL_Color color);

}  // namespace hp
