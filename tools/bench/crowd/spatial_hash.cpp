// SpatialHash: bounding box, cell fit, counting sort into hashed buckets, exact range query.
#include "tools/bench/crowd/spatial_hash.h"

#include <algorithm>
#include <bit>

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
  HP_ASSERT(count < UINT32_MAX / 2);
  slot_.resize(count);
  radius_.resize(count);
  bucket_of_.resize(count);
  key_of_.resize(count);

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
  origin_ = low;
  high_ = high;
  // Cells as asked, unless the box is so wide that cell coordinates would not fit.
  cell_ = asked_cell_;
  while ((high.x - low.x) / cell_ >= kMaxCellsPerAxis ||
         (high.y - low.y) / cell_ >= kMaxCellsPerAxis) {
    cell_ *= 2.0;
  }
  columns_ = static_cast<std::uint32_t>(cell_coordinate(high.x, low.x)) + 1;
  rows_ = static_cast<std::uint32_t>(cell_coordinate(high.y, low.y)) + 1;

  // Counting sort: per-bucket counts at bucket + 1, prefix sums, then a stable scatter that
  // uses each bucket's start as its cursor (ending on the next bucket's start), shifted back.
  const double cells = static_cast<double>(columns_) * static_cast<double>(rows_);
  const std::size_t dense_cap = std::max(kMinBuckets, kDenseCellsPerItem * count);
  dense_ = cells <= static_cast<double>(dense_cap);
  const std::size_t buckets =
      dense_ ? static_cast<std::size_t>(cells) : std::bit_ceil(std::max(kMinBuckets, 2 * count));
  // Reserve the largest either way once per capacity, so rebuilds of as many items never
  // allocate whichever way the box goes.
  bucket_start_.reserve(std::max(dense_cap, std::bit_ceil(std::max(kMinBuckets, 2 * count))) + 1);
  bucket_start_.assign(buckets + 1, 0);
  bucket_mask_ = buckets - 1;
  for (std::size_t i = 0; i < count; ++i) {
    const Vec2 c = centre_of(items[i]);
    const auto column =
        std::min(static_cast<std::uint32_t>(cell_coordinate(c.x, low.x)), columns_ - 1);
    const auto row = std::min(static_cast<std::uint32_t>(cell_coordinate(c.y, low.y)), rows_ - 1);
    key_of_[i] = cell_key(column, row);
    bucket_of_[i] = bucket_of(column, row);
    ++bucket_start_[bucket_of_[i] + 1];
  }
  for (std::size_t b = 1; b <= buckets; ++b) bucket_start_[b] += bucket_start_[b - 1];
  for (std::size_t i = 0; i < count; ++i) {
    const std::uint32_t slot = bucket_start_[bucket_of_[i]]++;
    slot_[slot] = {centre_of(items[i]), key_of_[i], static_cast<std::uint32_t>(i)};
    radius_[slot] = radius_of(items[i]);
  }
  for (std::size_t b = buckets; b > 0; --b) bucket_start_[b] = bucket_start_[b - 1];
  bucket_start_[0] = 0;
}

void SpatialHash::query(Vec2 point, double radius, std::vector<std::uint32_t>& out) const {
  out.clear();
  if (slot_.empty()) return;
  const double reach = radius + max_item_radius_;
  const double padded = reach + rounding_slack(point, reach);
  // Farther than the reach outside the items' bounding box: nothing can be close enough.
  if (!(point.x + padded >= origin_.x && point.y + padded >= origin_.y &&
        point.x - padded <= high_.x && point.y - padded <= high_.y)) {
    return;
  }
  // The cell range, clamped to the box (so it is at most columns_ x rows_).
  auto clamp_cell = [](double coordinate, std::uint32_t cells) {
    return static_cast<std::uint32_t>(std::clamp(coordinate, 0.0, static_cast<double>(cells - 1)));
  };
  const std::uint32_t column_low =
      clamp_cell(cell_coordinate(point.x - padded, origin_.x), columns_);
  const std::uint32_t column_high =
      clamp_cell(cell_coordinate(point.x + padded, origin_.x), columns_);
  const std::uint32_t row_low = clamp_cell(cell_coordinate(point.y - padded, origin_.y), rows_);
  const std::uint32_t row_high = clamp_cell(cell_coordinate(point.y + padded, origin_.y), rows_);
  auto accept = [&](std::uint32_t slot) {
    if (reaches(point, radius, slot_[slot].centre, radius_[slot])) out.push_back(slot_[slot].index);
  };
  const double cells = (static_cast<double>(column_high - column_low) + 1.0) *
                       (static_cast<double>(row_high - row_low) + 1.0);
  if (cells > static_cast<double>(size())) {
    // More cells than items: scanning the items is cheaper.
    for (std::uint32_t slot = 0; slot < size(); ++slot) accept(slot);
  } else if (dense_) {
    // A row's cells are consecutive buckets: one run of items per row, no cell checks.
    for (std::uint32_t row = row_low; row <= row_high; ++row) {
      const std::uint32_t end = bucket_start_[bucket_of(column_high, row) + 1];
      for (std::uint32_t slot = bucket_start_[bucket_of(column_low, row)]; slot < end; ++slot) {
        accept(slot);
      }
    }
  } else {
    for (std::uint32_t row = row_low; row <= row_high; ++row) {
      for (std::uint32_t column = column_low; column <= column_high; ++column) {
        for_each_in_cell(column, row, accept);
      }
    }
  }
  // Buckets come out in hash order; the simulation wants input order.
  if (out.size() > 1) std::sort(out.begin(), out.end());
}

}  // namespace hp::sim
