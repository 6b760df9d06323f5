// NavGrid scratch: generation stamps make "clear every cell" O(1) per plan and per search.
#include "game/sim/navigation/nav_grid.h"

#include <algorithm>
#include <cmath>

namespace hp::sim {

NavGrid::NavGrid(double width, double height, double cell_size) {
  cell_ = std::max(cell_size, 1.0);
  const double area = std::max(width, 1.0) * std::max(height, 1.0);
  // Refuse absurd grids: coarser cells keep memory and the worst-case search bounded.
  if (area / (cell_ * cell_) > kMaxCells) cell_ = std::sqrt(area / kMaxCells) * 1.001;
  // Cell centres sit on the lattice of multiples of cell_ (0, cell_, 2 cell_, ...): with a cell
  // size that divides the tile, the middle of every tile is a centre, so a one-tile doorway
  // that the walker just fits through always has a cell exactly in its middle.
  cols_ = std::max(1, static_cast<int>(std::floor(width / cell_)) + 1);
  rows_ = std::max(1, static_cast<int>(std::floor(height / cell_)) + 1);
}

int NavGrid::cell_at(Vec2 p) const {
  const int x = std::clamp(static_cast<int>(std::lround(p.x / cell_)), 0, cols_ - 1);
  const int y = std::clamp(static_cast<int>(std::lround(p.y / cell_)), 0, rows_ - 1);
  return y * cols_ + x;
}

void NavGrid::begin_plan() {
  if (disc_mark_.empty()) {
    // Allocated at the first plan only, so an unused planner costs nothing.
    const auto n = static_cast<std::size_t>(cell_count());
    disc_mark_ = ZeroedArray<std::uint32_t>(n);
    disc_tight_ = ZeroedArray<std::uint32_t>(n);
    disc_near_ = ZeroedArray<std::uint32_t>(n);
    search_mark_ = ZeroedArray<std::uint32_t>(n);
    g_ = ZeroedArray<float>(n);
    parent_ = ZeroedArray<std::uint8_t>(n);
    flags_ = ZeroedArray<std::uint8_t>(n);
  }
  ++plan_;
}

void NavGrid::begin_search() {
  ++search_;
  heap_.clear();
}

}  // namespace hp::sim
