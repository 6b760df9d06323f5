// CellWalk: the cells of an isometric, staggered or hexagonal tile layer that a part of the map
// can show, as runs of cells in the order Tiled draws them.
#pragma once

#include <vector>

#include "engine/render/map/chunk_grid.h"
#include "engine/tiled/map_geometry.h"

namespace hp {

// count cells from (col, row), each step moving by (dcol, drow).
struct CellRun {
  int col = 0, row = 0;
  int dcol = 1, drow = 0;
  int count = 0;
};

// Where a drawn cell's grid box (MapGeometry::cell_box) may have its top-left corner: a
// rectangle of map pixels, edges included.
struct BoxCornerArea {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

// Fills runs (cleared first) with the cells of cells whose box corner lies in area, in Tiled
// 1.8's drawing order for the map's orientation, which ignores the map's render order: by the
// box's y, then its x. Isometric maps go by screen rows (each a diagonal of cells); staggered and
// hexagonal ones by rows, and on stagger axis x the shifted half of a row after the other half.
// Orthogonal maps are not walked here (ChunkGrid::visit follows their render order).
void walk_projected_cells(const tiled::MapGeometry& geometry, tiled::StaggerAxis axis,
                          CellRange cells, const BoxCornerArea& area, std::vector<CellRun>& runs);

}  // namespace hp
