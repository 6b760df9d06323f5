// TileLayerDrawer: the tiles of one layer that can show in view, in the map's render order.
#pragma once

#include "engine/render/map/chunk_grid.h"
#include "engine/render/map/draw_context.h"
#include "engine/render/map/layer_placement.h"

namespace hp {

// The cells whose tiles may reach into place's view: tiles hang up and right of their cell when
// bigger than it, and move by their tileset's offset.
CellRange cells_in_view(const LayerPlacement& place, int tile_width, int tile_height,
                        const TileReach& reach);

// Draws the tiles of grid that can show, anchored at the bottom-left of their cells' grid boxes
// (MapGeometry::cell_box), with one SDL_RenderGeometry call per texture (per run of one texture
// when tiles may overlap, as they always may on isometric, staggered and hexagonal maps).
// Orthogonal maps follow their render order; the others Tiled's order for them (cell_walk).
void draw_tile_layer(const ChunkGrid& grid, const LayerPlacement& place,
                     const DrawContext& context);

}  // namespace hp
