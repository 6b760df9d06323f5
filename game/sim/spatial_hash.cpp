// SpatialHash: bounding box, grid fit, counting sort into cells, and the clamped cell-range query.
#include "game/sim/spatial_hash.h"

#include <algorithm>
#include <cmath>

#include "engine/core/assert.h"

namespace hp::sim {
namespace {

Vec2 centre_of(Vec2 position) {
  return position;
}
Vec2 centre_of(const Obstacle& obstacle) {
  return obstacle.position;
}
double radius_of(Vec2) {
  return 0.0;
}
double radius_of(const Obstacle& obstacle) {
  return obstacle.radius;
}

// Slack added to a query's reach before it picks cells, so the rounding of the cell maths can
// never leave out an item the exact predicate accepts (extra candidates are filtered anyway).
double rounding_slack(Vec2 point, double reach) {
  return 1e-12 * (reach + std::abs(point.x) + std::abs(point.y));
}

}  // namespace

SpatialHash::SpatialHash(double cell_size) : asked_cell_(cell_size), cell_(cell_size) {
  HP_ASSERT(std::isfinite(cell_size) && cell_size > 0.0);
}

void SpatialHash::build(std::span<const Vec2> positions) {
  build_from(positions, positions.size());
}

void SpatialHash::build(std::span<const Obstacle> obstacles) {
  build_from(obstacles, obstacles.size());
}

template <typename Items>
void SpatialHash::build_from(const Items& items, std::size_t count) {
  HP_ASSERT(count < UINT32_MAX);
  index_.resize(count);
  centre_.resize(count);
  radius_.resize(count);
  cell_of_.resize(count);

  // Bounding box of the centres and the largest radius.
  Vec2 low{0, 0};
  Vec2 high{0, 0};
  max_item_radius_ = 0.0;
  for (std::size_t i = 0; i < count; ++i) {
    const Vec2 c = centre_of(items[i]);
    HP_ASSERT(is_finite(c) && radius_of(items[i]) >= 0.0);
    low = i == 0 ? c : Vec2{std::min(low.x, c.x), std::min(low.y, c.y)};
    high = i == 0 ? c : Vec2{std::max(high.x, c.x), std::max(high.y, c.y)};
    max_item_radius_ = std::max(max_item_radius_, radius_of(items[i]));
  }
  fit_grid(low, high, count);

  // Counting sort: per-cell counts at cell + 1, prefix sums, then a stable scatter that uses
  // each cell's start as its cursor (ending on the next cell's start), shifted back after.
  const std::size_t cells = static_cast<std::size_t>(columns_) * static_cast<std::size_t>(rows_);
  cell_start_.assign(cells + 1, 0);
  for (std::size_t i = 0; i < count; ++i) {
    const Vec2 c = centre_of(items[i]);
    const auto cell = static_cast<std::uint32_t>(row_of(c.y) * columns_ + column_of(c.x));
    cell_of_[i] = cell;
    ++cell_start_[cell + 1];
  }
  for (std::size_t c = 1; c <= cells; ++c) cell_start_[c] += cell_start_[c - 1];
  for (std::size_t i = 0; i < count; ++i) {
    const std::uint32_t slot = cell_start_[cell_of_[i]]++;
    index_[slot] = static_cast<std::uint32_t>(i);
    centre_[slot] = centre_of(items[i]);
    radius_[slot] = radius_of(items[i]);
  }
  for (std::size_t c = cells; c > 0; --c) cell_start_[c] = cell_start_[c - 1];
  cell_start_[0] = 0;
}

void SpatialHash::fit_grid(Vec2 low, Vec2 high, std::size_t count) {
  const double cap = std::max(static_cast<double>(kMinCellCap), kCellsPerItem * count);
  // Reserve the cap once per capacity, so later builds of as many items never allocate.
  cell_start_.reserve(static_cast<std::size_t>(cap) + 1);
  origin_ = low;
  high_ = high;
  cell_ = asked_cell_;
  double columns = 0;
  double rows = 0;
  for (;;) {
    columns = std::floor((high.x - low.x) / cell_) + 1.0;
    rows = std::floor((high.y - low.y) / cell_) + 1.0;
    if (columns * rows <= cap) break;
    cell_ *= 2.0;  // too spread out for the cap: coarser cells, still exact
  }
  columns_ = static_cast<int>(columns);
  rows_ = static_cast<int>(rows);
}

// The column holding x, clamped to the grid (monotone in x, which the query relies on).
int SpatialHash::column_of(double x) const {
  const double t = (x - origin_.x) / cell_;
  if (!(t >= 0.0)) return 0;
  if (t >= columns_) return columns_ - 1;
  return static_cast<int>(t);
}

int SpatialHash::row_of(double y) const {
  const double t = (y - origin_.y) / cell_;
  if (!(t >= 0.0)) return 0;
  if (t >= rows_) return rows_ - 1;
  return static_cast<int>(t);
}

void SpatialHash::query(Vec2 point, double radius, std::vector<std::uint32_t>& out) const {
  out.clear();
  if (index_.empty()) return;
  const double reach = radius + max_item_radius_;
  const double padded = reach + rounding_slack(point, reach);
  // Farther than the reach outside the items' bounding box: nothing can be close enough.
  if (point.x + padded < origin_.x || point.y + padded < origin_.y || point.x - padded > high_.x ||
      point.y - padded > high_.y) {
    return;
  }
  const int column_low = column_of(point.x - padded);
  const int column_high = column_of(point.x + padded);
  const int row_low = row_of(point.y - padded);
  const int row_high = row_of(point.y + padded);
  for (int row = row_low; row <= row_high; ++row) {
    // A row's cells are contiguous, so the cells of the range are one run of items.
    const std::uint32_t begin = cell_start_[row * columns_ + column_low];
    const std::uint32_t end = cell_start_[row * columns_ + column_high + 1];
    for (std::uint32_t k = begin; k < end; ++k) {
      if (reaches(point, radius, centre_[k], radius_[k])) out.push_back(index_[k]);
    }
  }
  // Cells come out in grid order; the simulation wants input order.
  if (out.size() > 1) std::sort(out.begin(), out.end());
}

}  // namespace hp::sim
