// SpatialHash: a uniform grid over discs, rebuilt each tick, answering exact neighbour queries.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/obstacle.h"

namespace hp::sim {

// A uniform grid of square cells over the bounding box of the items of the last build, filled
// by a counting sort into flat arrays (cell start offsets + items in cell order): no per-cell
// containers, and no allocation after the first build of a given capacity (the grid's cell
// count is capped by the item count, so it never outgrows what the first build reserved).
//
// Bounds: the grid covers the items' bounding box (recomputed each build), so any coordinates
// work, negative ones included. A query's cell range is clamped to the grid, so a query point
// far outside it costs nothing beyond the clamp. If the box is so spread out that the cells
// would outnumber the cap, the cells are made larger (queries stay exact, only slower).
//
// Exactness: item i is reported iff SpatialHash::reaches(point, radius, centre_i, radius_i),
// the same predicate a brute-force scan would use; results are in ascending item index, so
// sums over them are deterministic.
class SpatialHash {
 public:
  // The default cell side for queries of at most max_query_radius (pixels): twice that, so a
  // query of points looks at 2x2 cells (at most 3x3 on cell edges).
  static double cell_size_for(double max_query_radius) { return 2.0 * max_query_radius; }

  // Whether a disc of item_radius at centre is within radius of point: centre distance at
  // most radius + item_radius (touching counts). The one predicate queries use.
  static bool reaches(Vec2 point, double radius, Vec2 centre, double item_radius) {
    const double reach = radius + item_radius;
    return (centre - point).length_squared() <= reach * reach;
  }

  // cell_size: the side of a cell in pixels, finite and > 0 (see cell_size_for).
  explicit SpatialHash(double cell_size);

  // Rebuilds the grid over points (discs of radius 0); item i is positions[i]. O(N).
  void build(std::span<const Vec2> positions);
  // Rebuilds the grid over discs; item i is obstacles[i]. O(N).
  void build(std::span<const Obstacle> obstacles);

  // Replaces out with the indices of the items that reach point within radius (pixels, >= 0),
  // in ascending order. Reuses out's capacity.
  void query(Vec2 point, double radius, std::vector<std::uint32_t>& out) const;

  // Calls visit(index) for each item query would return, in the same order; scratch holds the
  // indices meanwhile (pass the same vector each time to avoid allocating).
  template <typename Visit>
  void for_each_within(Vec2 point, double radius, std::vector<std::uint32_t>& scratch,
                       Visit&& visit) const {
    query(point, radius, scratch);
    for (std::uint32_t index : scratch) visit(index);
  }

  // The number of items of the last build.
  std::size_t size() const { return index_.size(); }
  // The cell side in use (larger than asked only when the cell count was capped).
  double cell_size() const { return cell_; }
  // The grid's size in cells.
  int columns() const { return columns_; }
  int rows() const { return rows_; }

 private:
  // Cells per item allowed before the cells grow (plus a floor for tiny builds).
  static constexpr double kCellsPerItem = 4.0;
  static constexpr std::size_t kMinCellCap = 64;

  template <typename Items>
  void build_from(const Items& items, std::size_t count);
  void fit_grid(Vec2 low, Vec2 high, std::size_t count);
  int column_of(double x) const;
  int row_of(double y) const;

  double asked_cell_;             // pixels, as constructed
  double cell_;                   // pixels, as used by the last build
  Vec2 origin_;                   // pixels, the low corner of the grid (and of the items' box)
  Vec2 high_;                     // pixels, the high corner of the items' bounding box
  int columns_ = 0;               // cells along x
  int rows_ = 0;                  // cells along y
  double max_item_radius_ = 0.0;  // pixels, over the last build
  std::vector<std::uint32_t> cell_start_;  // columns_ * rows_ + 1 offsets into the below
  std::vector<std::uint32_t> cell_of_;     // per item (input order): its cell
  std::vector<std::uint32_t> index_;       // in cell order: the item's input index
  std::vector<Vec2> centre_;               // in cell order: the item's centre
  std::vector<double> radius_;             // in cell order: the item's radius
};

}  // namespace hp::sim
