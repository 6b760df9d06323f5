// CellWalk implementation: the cell boxes of each orientation are evenly spaced along its
// drawing rows, so each row's cells in the area are one range, found from the geometry's own
// box positions.
#include "engine/render/map/cell_walk.h"

#include <algorithm>
#include <cmath>

namespace hp {
namespace {

// The whole numbers n with from + n * step in [lo, hi] (step > 0), as [first, last].
struct IndexRange {
  int first = 0, last = -1;
};

IndexRange steps_within(double from, double step, double lo, double hi) {
  if (!(step > 0)) return {};
  constexpr double kLimit = 1 << 30;
  return {static_cast<int>(std::clamp(std::ceil((lo - from) / step), -kLimit, kLimit)),
          static_cast<int>(std::clamp(std::floor((hi - from) / step), -kLimit, kLimit))};
}

void add_run(std::vector<CellRun>& runs, CellRun run) {
  if (run.count > 0) runs.push_back(run);
}

// Screen row s holds the cells with col + row == s, left to right as col grows.
void walk_isometric(const tiled::MapGeometry& g, CellRange cells, const BoxCornerArea& area,
                    std::vector<CellRun>& runs) {
  const Vec2 origin = g.cell_box(0, 0);
  const Vec2 half = g.cell_box(1, 0) - origin;  // half a tile across and down
  const IndexRange rows = steps_within(origin.y, half.y, area.y0, area.y1);
  const IndexRange across = steps_within(origin.x, half.x, area.x0, area.x1);  // col - row
  const int s0 = std::max(rows.first, cells.x0 + cells.y0);
  const int s1 = std::min(rows.last, cells.x1 + cells.y1 - 2);
  for (int s = s0; s <= s1; ++s) {
    const int lo = std::max({cells.x0, s - (cells.y1 - 1), floor_div(s + across.first + 1, 2)});
    const int hi = std::min({cells.x1 - 1, s - cells.y0, floor_div(s + across.last, 2)});
    add_run(runs, {lo, s - lo, 1, -1, hi - lo + 1});
  }
}

// Rows top to bottom, each left to right; shifted rows start half a cell further right.
void walk_stagger_y(const tiled::MapGeometry& g, CellRange cells, const BoxCornerArea& area,
                    std::vector<CellRun>& runs) {
  const Vec2 origin = g.cell_box(0, 0);
  const double row_step = g.cell_box(0, 1).y - origin.y;
  const double col_step = g.cell_box(1, 0).x - origin.x;
  const IndexRange rows = steps_within(origin.y, row_step, area.y0, area.y1);
  for (int row = std::max(rows.first, cells.y0); row <= std::min(rows.last, cells.y1 - 1); ++row) {
    const IndexRange cols = steps_within(g.cell_box(0, row).x, col_step, area.x0, area.x1);
    const int lo = std::max(cols.first, cells.x0), hi = std::min(cols.last, cells.x1 - 1);
    add_run(runs, {lo, row, 1, 0, hi - lo + 1});
  }
}

// Rows top to bottom, each in two half-rows: the higher columns (every other one), then the
// shifted ones half a cell lower, each left to right.
void walk_stagger_x(const tiled::MapGeometry& g, CellRange cells, const BoxCornerArea& area,
                    std::vector<CellRun>& runs) {
  const double row_step = g.cell_box(0, 1).y - g.cell_box(0, 0).y;
  const double col_step = g.cell_box(2, 0).x - g.cell_box(0, 0).x;  // between same-parity cols
  const int first_parity = g.cell_box(0, 0).y <= g.cell_box(1, 0).y ? 0 : 1;
  // A row's two halves lie within one row step of column 0's box, above or below it.
  const IndexRange near =
      steps_within(g.cell_box(0, 0).y, row_step, area.y0 - row_step, area.y1 + row_step);
  for (int row = std::max(near.first, cells.y0); row <= std::min(near.last, cells.y1 - 1); ++row) {
    for (int parity : {first_parity, 1 - first_parity}) {
      const Vec2 start = g.cell_box(parity, row);
      if (start.y < area.y0 || start.y > area.y1) continue;
      const IndexRange pairs = steps_within(start.x, col_step, area.x0, area.x1);
      // Columns parity + 2k inside cells.
      const int lo = std::max(pairs.first, floor_div(cells.x0 - parity + 1, 2));
      const int hi = std::min(pairs.last, floor_div(cells.x1 - 1 - parity, 2));
      add_run(runs, {parity + 2 * lo, row, 2, 0, hi - lo + 1});
    }
  }
}

}  // namespace

void walk_projected_cells(const tiled::MapGeometry& geometry, tiled::StaggerAxis axis,
                          CellRange cells, const BoxCornerArea& area, std::vector<CellRun>& runs) {
  runs.clear();
  if (cells.empty()) return;
  switch (geometry.orientation()) {
    case tiled::Orientation::kOrthogonal:
      return;
    case tiled::Orientation::kIsometric:
      return walk_isometric(geometry, cells, area, runs);
    case tiled::Orientation::kStaggered:
    case tiled::Orientation::kHexagonal:
      if (axis == tiled::StaggerAxis::kX) return walk_stagger_x(geometry, cells, area, runs);
      return walk_stagger_y(geometry, cells, area, runs);
  }
}

}  // namespace hp
