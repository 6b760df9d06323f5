// TileLayerDrawer: the tiles of one layer that can show in view, in the map's render order.
#pragma once

#include <cstdint>
#include <span>

#include "engine/render/map/chunk_grid.h"
#include "engine/render/map/draw_context.h"
#include "engine/render/map/layer_placement.h"

namespace hp {

// The cells whose tiles may reach into place's view: tiles hang up and right of their cell when
// bigger than it, and move by their tileset's offset.
CellRange cells_in_view(const LayerPlacement& place, int tile_width, int tile_height,
                        const TileReach& reach);

// Whether a layer's animated tiles are drawn with it, or left out (to be drawn over a picture of
// the rest, TileLayerCache).
enum class AnimatedTiles { kDrawn, kLeftOut };

// One cell of a tile layer and the gid in it (flip bits kept).
struct TileCell {
  int x = 0, y = 0;
  std::uint32_t gid = 0;
};

// Draws the tiles of grid that can show, anchored at the bottom-left of their cells' grid boxes
// (MapGeometry::cell_box), with one SDL_RenderGeometry call per texture (per run of one texture
// when tiles may overlap, as they always may on isometric, staggered and hexagonal maps).
// Orthogonal maps follow their render order; the others Tiled's order for them (cell_walk).
// AnimatedTiles::kLeftOut leaves animated tiles out on orthogonal maps only.
void draw_tile_layer(const ChunkGrid& grid, const LayerPlacement& place, const DrawContext& context,
                     AnimatedTiles animated = AnimatedTiles::kDrawn);

// Draws the tiles of cells that can show, on an orthogonal map whose tiles keep to their cells
// (TileLookup::tiles_may_overlap is false, so their order does not matter).
void draw_orthogonal_cells(std::span<const TileCell> cells, const LayerPlacement& place,
                           const DrawContext& context);

}  // namespace hp
