// Building the wall buckets: count per cell, prefix sums, then fill (two passes, no maps).
#include "game/sim/navigation/nav_wall_index.h"

#include <cmath>

namespace hp::sim {
namespace {

constexpr double kMaxIndexCells = 1 << 20;

// Counts then fills compressed buckets; cells_of(item, visit) reports each cell of an item.
template <typename CellsOf>
CellBuckets build_buckets(int cell_count, std::size_t item_count, CellsOf&& cells_of) {
  CellBuckets buckets;
  buckets.starts.assign(static_cast<std::size_t>(cell_count) + 1, 0);
  for (std::size_t i = 0; i < item_count; ++i) {
    cells_of(i, [&](int cell) { ++buckets.starts[cell + 1]; });
  }
  for (int c = 0; c < cell_count; ++c) buckets.starts[c + 1] += buckets.starts[c];
  std::vector<std::uint32_t> fill(buckets.starts.begin(), buckets.starts.end() - 1);
  buckets.items.resize(buckets.starts.back());
  for (std::size_t i = 0; i < item_count; ++i) {
    cells_of(i, [&](int cell) { buckets.items[fill[cell]++] = static_cast<std::uint32_t>(i); });
  }
  return buckets;
}

}  // namespace

NavWallIndex::NavWallIndex(const Walls& walls, double width, double height, double cell_hint)
    : boxes_(walls.boxes), polygons_(walls.polygons) {
  cell_ = std::max(cell_hint, 1.0);
  const double area = std::max(width, 1.0) * std::max(height, 1.0);
  if (area / (cell_ * cell_) > kMaxIndexCells) cell_ = std::sqrt(area / kMaxIndexCells);
  cols_ = std::max(1, static_cast<int>(std::ceil(width / cell_)));
  rows_ = std::max(1, static_cast<int>(std::ceil(height / cell_)));
  for (const std::vector<Vec2>& polygon : polygons_) {
    const std::size_t n = polygon.size();
    // Two points are a line with one edge; three or more close back to the first point.
    for (std::size_t i = 0; i + 1 < n; ++i) edges_.push_back({polygon[i], polygon[i + 1]});
    if (n >= 3) edges_.push_back({polygon.back(), polygon.front()});
    if (n == 1) edges_.push_back({polygon[0], polygon[0]});
    Bounds bounds{polygon.empty() ? Vec2{} : polygon.front(),
                  polygon.empty() ? Vec2{} : polygon.front()};
    for (Vec2 p : polygon) {
      bounds.low = {std::min(bounds.low.x, p.x), std::min(bounds.low.y, p.y)};
      bounds.high = {std::max(bounds.high.x, p.x), std::max(bounds.high.y, p.y)};
    }
    polygon_bounds_.push_back(bounds);
  }
  for (const WallEdge& e : edges_) edge_bounds_.push_back(bounds_of(e.a, e.b));
  bucket_boxes();
  bucket_polygons();
  bucket_edges();
}

bool NavWallIndex::row_span(Vec2 a, Vec2 b, int row, double slack, double& low,
                            double& high) const {
  const double band_low = row * cell_ - slack;
  const double band_high = (row + 1) * cell_ + slack;
  const double dy = b.y - a.y;
  double t0 = 0.0, t1 = 1.0;
  if (dy == 0.0) {
    if (a.y < band_low || a.y > band_high) return false;
  } else {
    t0 = std::clamp((band_low - a.y) / dy, 0.0, 1.0);
    t1 = std::clamp((band_high - a.y) / dy, 0.0, 1.0);
    if (t0 > t1) std::swap(t0, t1);
  }
  const double x0 = a.x + (b.x - a.x) * t0;
  const double x1 = a.x + (b.x - a.x) * t1;
  low = std::min(x0, x1);
  high = std::max(x0, x1);
  return true;
}

void NavWallIndex::bucket_boxes() {
  box_cells_ = build_buckets(cols_ * rows_, boxes_.size(), [&](std::size_t i, auto&& add) {
    const Rect& r = boxes_[i];
    for (int y = cell_y(r.y); y <= cell_y(r.y + r.h); ++y) {
      for (int x = cell_x(r.x); x <= cell_x(r.x + r.w); ++x) add(y * cols_ + x);
    }
  });
}

void NavWallIndex::bucket_polygons() {
  polygon_cells_ = build_buckets(cols_ * rows_, polygons_.size(), [&](std::size_t i, auto&& add) {
    if (polygons_[i].empty()) return;
    const auto [low, high] = polygon_bounds_[i];
    for (int y = cell_y(low.y); y <= cell_y(high.y); ++y) {
      for (int x = cell_x(low.x); x <= cell_x(high.x); ++x) add(y * cols_ + x);
    }
  });
}

void NavWallIndex::bucket_edges() {
  edge_cells_ = build_buckets(cols_ * rows_, edges_.size(), [&](std::size_t i, auto&& add) {
    visit_near_segment(edges_[i].a, edges_[i].b, 0.0, [&](int cell) {
      add(cell);
      return true;
    });
  });
}

}  // namespace hp::sim
