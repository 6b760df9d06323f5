// SpatialHash: uniform cells hashed into buckets, rebuilt each tick, answering exact neighbour
// queries (everything within a radius, or outward ring by ring until the caller has enough).
#pragma once

#include <cmath>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/steering/obstacle.h"

namespace hp::sim {

// Square cells of a fixed side, each item's cell mapped to a bucket (one per cell in row-major
// order when the items' box has at most four cells per item, else a hash into a power-of-two
// table of about two buckets per item) and filled by a counting sort into flat arrays (bucket start
// offsets + items in bucket order): no per-cell containers, memory proportional to the item count
// however far the items are spread (a ring 16,000 units across costs what a tight cluster does),
// and no allocation after the first build of a given capacity. Each item keeps its cell, so a
// bucket shared by two cells is filtered exactly.
//
// Exactness: query reports item i iff SpatialHash::reaches(point, radius, centre_i, radius_i),
// the same predicate a brute-force scan would use, in ascending item index, so sums over the
// result are deterministic. A query whose cell range outnumbers the items scans the items
// instead (bounded cost for huge radii).
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

  // Rebuilds the hash over points (discs of radius 0); item i is positions[i]. O(N).
  void build(std::span<const Vec2> positions);
  // Rebuilds the hash over discs; item i is obstacles[i]. O(N).
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

  // Nearest-first search, as RVO2's k-d tree does it: visits the cells ring by ring outward
  // from point's cell, calling visit(index, squared centre distance) for every item whose
  // centre is within max_radius of point (item radii are not added). After each ring it asks
  // enough(covered): covered is a radius (pixels) within which every centre has now been
  // visited; returning true stops the search. Once covered reaches max_radius the search stops
  // by itself. Items come in cell order, not index order: a visitor that must be deterministic
  // breaks ties by index. Dense crowds stop after a ring or two where a fixed-radius query
  // would scan hundreds of items.
  template <typename Visit, typename Enough>
  void visit_outward(Vec2 point, double max_radius, Visit&& visit, Enough&& enough) const;

  // The number of items of the last build.
  std::size_t size() const { return slot_.size(); }
  // The cell side in use (larger than asked only for boxes wider than 2^30 cells).
  double cell_size() const { return cell_; }
  // The number of buckets in use: the box's cells, or (hashed) a power of two about twice the
  // item count.
  std::size_t bucket_count() const { return bucket_start_.empty() ? 0 : bucket_start_.size() - 1; }

 private:
  static constexpr std::size_t kMinBuckets = 64;
  // A box of at most this many cells per item (or kMinBuckets) gets a bucket per cell.
  static constexpr std::size_t kDenseCellsPerItem = 4;
  // Cells per axis at most, so that cell coordinates fit in 32 bits with room to spare.
  static constexpr double kMaxCellsPerAxis = 1073741824.0;  // 2^30

  template <typename Items>
  void build_from(const Items& items, std::size_t count);
  // The cell coordinate of a world coordinate along one axis, unclamped (may be negative or
  // beyond the box for query points).
  double cell_coordinate(double value, double origin) const {
    return std::floor((value - origin) / cell_);
  }
  // A compact box gets one bucket per cell in row-major order (neighbouring cells stay
  // neighbours in memory); a spread-out one mixes two multiplicative hashes instead.
  std::uint32_t bucket_of(std::uint32_t column, std::uint32_t row) const {
    if (dense_) return row * columns_ + column;
    const std::uint64_t mixed = (static_cast<std::uint64_t>(column) * 0x9E3779B97F4A7C15ull) ^
                                (static_cast<std::uint64_t>(row) * 0xC2B2AE3D27D4EB4Full);
    return static_cast<std::uint32_t>((mixed >> 29) & bucket_mask_);
  }
  static std::uint64_t cell_key(std::uint32_t column, std::uint32_t row) {
    return (static_cast<std::uint64_t>(column) << 32) | row;
  }
  // Calls visit(slot) for each item stored in the given cell (which must be inside the box).
  template <typename Visit>
  void for_each_in_cell(std::uint32_t column, std::uint32_t row, Visit&& visit) const;

  double asked_cell_;                        // pixels, as constructed
  double cell_;                              // pixels, as used by the last build
  Vec2 origin_;                              // pixels, the low corner of the items' bounding box
  Vec2 high_;                                // pixels, the high corner of the items' bounding box
  std::uint32_t columns_ = 0;                // cells along x over the box
  std::uint32_t rows_ = 0;                   // cells along y over the box
  double max_item_radius_ = 0.0;             // pixels, over the last build
  std::vector<std::uint32_t> bucket_start_;  // buckets + 1 offsets into the below
  std::vector<std::uint32_t> bucket_of_;     // per item (input order): its bucket
  std::vector<std::uint64_t> key_of_;        // per item (input order): its cell
  // What a search reads of one item, together in memory.
  struct Slot {
    Vec2 centre;          // pixels
    std::uint64_t key;    // its cell
    std::uint32_t index;  // its input index
  };
  bool dense_ = false;             // a bucket per cell (else hashed)
  std::uint64_t bucket_mask_ = 0;  // buckets - 1 when hashed
  std::vector<Slot> slot_;         // in bucket order
  std::vector<double> radius_;     // in bucket order: the item's radius
};

template <typename Visit>
void SpatialHash::for_each_in_cell(std::uint32_t column, std::uint32_t row, Visit&& visit) const {
  const std::uint32_t bucket = bucket_of(column, row);
  const std::uint64_t key = cell_key(column, row);
  for (std::uint32_t slot = bucket_start_[bucket]; slot < bucket_start_[bucket + 1]; ++slot) {
    if (slot_[slot].key == key) visit(slot);
  }
}

template <typename Visit, typename Enough>
void SpatialHash::visit_outward(Vec2 point, double max_radius, Visit&& visit,
                                Enough&& enough) const {
  if (slot_.empty() || !(max_radius >= 0.0) || !is_finite(point)) return;
  const double limit = max_radius * max_radius;
  auto offer = [&](std::uint32_t slot) {
    const double d2 = (slot_[slot].centre - point).length_squared();
    if (d2 <= limit) visit(slot_[slot].index, d2);
  };
  const double column = cell_coordinate(point.x, origin_.x);
  const double row = cell_coordinate(point.y, origin_.y);
  const double rings = std::ceil(max_radius / cell_) + 1.0;
  // More cells to look at than items (a huge radius, or a point far outside the box): scan
  // the items instead. Same visits, bounded cost.
  const double side = 2.0 * rings + 1.0;
  if (side * side > static_cast<double>(size()) + static_cast<double>(kMinBuckets) ||
      std::abs(column) > kMaxCellsPerAxis * 2.0 || std::abs(row) > kMaxCellsPerAxis * 2.0) {
    for (std::uint32_t slot = 0; slot < size(); ++slot) offer(slot);
    return;
  }
  const auto c0 = static_cast<std::int64_t>(column);
  const auto r0 = static_cast<std::int64_t>(row);
  auto cell = [&](std::int64_t c, std::int64_t r) {
    if (c < 0 || r < 0 || c >= columns_ || r >= rows_) return;
    for_each_in_cell(static_cast<std::uint32_t>(c), static_cast<std::uint32_t>(r), offer);
  };
  const auto ring_count = static_cast<std::int64_t>(rings);
  for (std::int64_t d = 0; d <= ring_count; ++d) {
    if (d == 0) {
      cell(c0, r0);
    } else {
      for (std::int64_t c = c0 - d; c <= c0 + d; ++c) {
        cell(c, r0 - d);
        cell(c, r0 + d);
      }
      for (std::int64_t r = r0 - d + 1; r <= r0 + d - 1; ++r) {
        cell(c0 - d, r);
        cell(c0 + d, r);
      }
    }
    // The square of cells scanned so far holds every point this close to `point`.
    const double low_x = origin_.x + static_cast<double>(c0 - d) * cell_;
    const double low_y = origin_.y + static_cast<double>(r0 - d) * cell_;
    const double span = static_cast<double>(2 * d + 1) * cell_;
    // (Less a hair, so the rounding of the cell maths can never claim a centre not visited.)
    const double slack = 1e-12 * (span + std::abs(point.x) + std::abs(point.y));
    const double covered = std::min(std::min(point.x - low_x, low_x + span - point.x),
                                    std::min(point.y - low_y, low_y + span - point.y)) -
                           slack;
    if (covered >= max_radius || enough(covered)) return;
  }
}

}  // namespace hp::sim
