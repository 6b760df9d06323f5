// NavWallIndex: wall boxes, polygons and polygon edges bucketed on a uniform grid, so a disc
// query costs the cells it touches rather than the number of walls.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/model/world_setup.h"

namespace hp::sim {

// One straight edge of a polygon wall.
struct WallEdge {
  Vec2 a;
  Vec2 b;
};

// An axis-aligned bounding box, for quick rejections before exact distances.
struct Bounds {
  Vec2 low;
  Vec2 high;
};

// The bounds of a segment.
inline Bounds bounds_of(Vec2 a, Vec2 b) {
  return {{std::min(a.x, b.x), std::min(a.y, b.y)}, {std::max(a.x, b.x), std::max(a.y, b.y)}};
}

// Whether two boxes are at least `reach` apart along x or y, so nothing in one comes within
// reach of anything in the other. A hair of slack keeps the answer on the safe side of the
// rounding in the exact distances it stands in for.
inline bool apart(const Bounds& p, const Bounds& q, double reach) {
  const double need = reach + 1e-6;
  return p.low.x - q.high.x >= need || q.low.x - p.high.x >= need || p.low.y - q.high.y >= need ||
         q.low.y - p.high.y >= need;
}

// Items bucketed by cell in compressed rows: cell c holds items[starts[c] .. starts[c + 1]).
struct CellBuckets {
  std::vector<std::uint32_t> starts;
  std::vector<std::uint32_t> items;

  std::span<const std::uint32_t> in(int cell) const {
    return {items.data() + starts[cell], items.data() + starts[cell + 1]};
  }
};

class NavWallIndex {
 public:
  // cell_hint: preferred bucket size in pixels (grown so there are at most ~1M cells).
  NavWallIndex(const Walls& walls, double width, double height, double cell_hint);

  int cols() const { return cols_; }
  int rows() const { return rows_; }
  double cell_size() const { return cell_; }
  int cell_x(double x) const { return clamp_cell(x, cols_); }
  int cell_y(double y) const { return clamp_cell(y, rows_); }

  const Rect& box(std::uint32_t i) const { return boxes_[i]; }
  const WallEdge& edge(std::uint32_t i) const { return edges_[i]; }
  const Bounds& edge_bounds(std::uint32_t i) const { return edge_bounds_[i]; }
  std::span<const Vec2> polygon(std::uint32_t i) const { return polygons_[i]; }
  const Bounds& polygon_bounds(std::uint32_t i) const { return polygon_bounds_[i]; }
  // Boxes and polygons by the cells their bounds cover; edges by the cells they cross.
  std::span<const std::uint32_t> boxes_in(int cell) const {
    return boxes_.empty() ? none() : box_cells_.in(cell);
  }
  std::span<const std::uint32_t> polygons_in(int cell) const {
    return polygons_.empty() ? none() : polygon_cells_.in(cell);
  }
  std::span<const std::uint32_t> edges_in(int cell) const {
    return edges_.empty() ? none() : edge_cells_.in(cell);
  }

  // Calls visit(cell) for every cell that may hold a point within `reach` of the segment ab
  // (row by row, so a long diagonal costs its length, not its bounding box). visit returns
  // false to stop; returns false when stopped.
  template <typename Visit>
  bool visit_near_segment(Vec2 a, Vec2 b, double reach, Visit&& visit) const {
    const double slack = reach + 1e-6 * cell_;
    const int row_first = cell_y(std::min(a.y, b.y) - slack);
    const int row_last = cell_y(std::max(a.y, b.y) + slack);
    for (int row = row_first; row <= row_last; ++row) {
      double low = 0.0, high = 0.0;
      if (!row_span(a, b, row, slack, low, high)) continue;
      const int col_last = cell_x(high + slack);
      for (int col = cell_x(low - slack); col <= col_last; ++col) {
        if (!visit(row * cols_ + col)) return false;
      }
    }
    return true;
  }

 private:
  static std::span<const std::uint32_t> none() { return {}; }
  int clamp_cell(double v, int count) const {
    const double cell = std::floor(v / cell_);
    return static_cast<int>(std::clamp(cell, 0.0, static_cast<double>(count - 1)));
  }
  // The x range of the part of ab whose y lies within row's band widened by slack.
  bool row_span(Vec2 a, Vec2 b, int row, double slack, double& low, double& high) const;
  void bucket_boxes();
  void bucket_polygons();
  void bucket_edges();

  double cell_ = 64;
  int cols_ = 1;
  int rows_ = 1;
  std::vector<Rect> boxes_;
  std::vector<std::vector<Vec2>> polygons_;
  std::vector<Bounds> polygon_bounds_;
  std::vector<WallEdge> edges_;
  std::vector<Bounds> edge_bounds_;
  CellBuckets box_cells_;
  CellBuckets polygon_cells_;
  CellBuckets edge_cells_;
};

}  // namespace hp::sim
