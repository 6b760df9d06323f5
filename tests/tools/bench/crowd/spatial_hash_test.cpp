// SpatialHash: returns exactly what a brute-force scan returns, in the same (index) order.
#include "tools/bench/crowd/spatial_hash.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

namespace hp::sim {
namespace {

// The reference: every item the predicate accepts, in index order.
std::vector<std::uint32_t> brute_force(const std::vector<Obstacle>& items, Vec2 point,
                                       double radius) {
  std::vector<std::uint32_t> out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (SpatialHash::reaches(point, radius, items[i].position, items[i].radius)) {
      out.push_back(static_cast<std::uint32_t>(i));
    }
  }
  return out;
}

// One random world: a box (possibly far into negative coordinates, sometimes huge compared
// with the cell size), items in it, some stacked on others, as points or as discs.
struct Configuration {
  std::vector<Obstacle> items;
  Vec2 low;
  Vec2 high;
  double max_query_radius = 0;
  bool discs = false;
};

Configuration random_configuration(std::mt19937_64& rng) {
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  Configuration config;
  const auto count = std::uniform_int_distribution<std::size_t>(0, 2000)(rng);
  const double side = std::pow(10.0, -1.0 + 6.0 * unit(rng));  // 0.1 to 100,000 pixels
  config.low = {(unit(rng) - 0.7) * 1e5, (unit(rng) - 0.7) * 1e5};
  config.high = config.low + Vec2{side, side * (0.1 + unit(rng))};
  config.max_query_radius = side * std::pow(10.0, -3.0 + 3.0 * unit(rng));
  config.discs = unit(rng) < 0.5;
  const double max_radius = config.discs ? config.max_query_radius * unit(rng) : 0.0;
  const double stacked = unit(rng) * 0.3;  // share of items placed on an earlier one
  for (std::size_t i = 0; i < count; ++i) {
    Obstacle item;
    if (i > 0 && unit(rng) < stacked) {
      item.position = config.items[rng() % i].position;
    } else {
      item.position = {config.low.x + unit(rng) * (config.high.x - config.low.x),
                       config.low.y + unit(rng) * (config.high.y - config.low.y)};
    }
    item.radius = max_radius * unit(rng);
    config.items.push_back(item);
  }
  return config;
}

// A query point: an item's centre, inside the box, or well outside it.
Vec2 random_query_point(std::mt19937_64& rng, const Configuration& config) {
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  const Vec2 size = config.high - config.low;
  const double pick = unit(rng);
  if (pick < 0.3 && !config.items.empty())
    return config.items[rng() % config.items.size()].position;
  const double spread = pick < 0.8 ? 1.0 : 5.0;  // 5: up to twice the box's size beyond it
  return {config.low.x + size.x * (0.5 + (unit(rng) - 0.5) * spread),
          config.low.y + size.y * (0.5 + (unit(rng) - 0.5) * spread)};
}

TEST(SpatialHash, matches_brute_force_on_1000_random_configurations) {
  std::mt19937_64 rng(20240611);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::vector<std::uint32_t> found;
  std::size_t queries = 0;
  std::size_t hits = 0;
  for (int round = 0; round < 1000; ++round) {
    const Configuration config = random_configuration(rng);
    SpatialHash hash(SpatialHash::cell_size_for(config.max_query_radius));
    if (config.discs) {
      hash.build(config.items);
    } else {
      std::vector<Vec2> points;
      for (const Obstacle& item : config.items) points.push_back(item.position);
      hash.build(points);
    }
    ASSERT_EQ(hash.size(), config.items.size());
    for (int q = 0; q < 25; ++q) {
      const Vec2 point = random_query_point(rng, config);
      // Mostly within the radius the cells were sized for; sometimes zero or far larger.
      const double pick = unit(rng);
      const double radius = pick < 0.1   ? 0.0
                            : pick < 0.9 ? config.max_query_radius * unit(rng)
                                         : config.max_query_radius * 20 * unit(rng);
      hash.query(point, radius, found);
      const std::vector<std::uint32_t> expected = brute_force(config.items, point, radius);
      ASSERT_EQ(found, expected) << "round " << round << " query " << q << " at (" << point.x
                                 << ", " << point.y << ") radius " << radius;
      ++queries;
      hits += found.size();
    }
  }
  EXPECT_EQ(queries, 25000u);
  EXPECT_GT(hits, 25000u);  // the queries are not all trivially empty
}

TEST(SpatialHash, rebuilding_one_hash_matches_a_fresh_one) {
  std::mt19937_64 rng(7);
  SpatialHash reused(SpatialHash::cell_size_for(30));
  std::vector<std::uint32_t> found;
  for (int round = 0; round < 50; ++round) {
    Configuration config = random_configuration(rng);
    for (Obstacle& item : config.items) item.radius = std::min(item.radius, 10.0);
    reused.build(config.items);
    for (int q = 0; q < 20; ++q) {
      const Vec2 point = random_query_point(rng, config);
      reused.query(point, 30, found);
      ASSERT_EQ(found, brute_force(config.items, point, 30)) << "round " << round;
    }
  }
}

TEST(SpatialHash, counts_touching_discs_and_stacked_points) {
  const std::vector<Obstacle> items{{{-10, 0}, 5}, {{0, 0}, 0}, {{0, 0}, 0}, {{16, 0}, 5}};
  SpatialHash hash(SpatialHash::cell_size_for(10));
  hash.build(items);
  std::vector<std::uint32_t> found;
  hash.query({0, 0}, 10, found);  // (16, 0) is 16 away, reach 15: out; (-10, 0) touches: in
  EXPECT_EQ(found, (std::vector<std::uint32_t>{0, 1, 2}));
  hash.query({0, 0}, 11, found);
  EXPECT_EQ(found, (std::vector<std::uint32_t>{0, 1, 2, 3}));
}

TEST(SpatialHash, an_empty_build_finds_nothing) {
  SpatialHash hash(4);
  hash.build(std::span<const Vec2>{});
  std::vector<std::uint32_t> found{99};
  hash.query({0, 0}, 1e9, found);
  EXPECT_TRUE(found.empty());
}

TEST(SpatialHash, far_flung_items_keep_memory_proportional_to_the_item_count) {
  const std::vector<Vec2> points{{-1e12, -1e12}, {0, 0}, {1e12, 1e12}, {1, 1}};
  SpatialHash hash(1.0);
  hash.build(points);
  EXPECT_LE(hash.bucket_count(), 64u);
  std::vector<std::uint32_t> found;
  hash.query({0.5, 0.5}, 1.0, found);
  EXPECT_EQ(found, (std::vector<std::uint32_t>{1, 3}));
  hash.query({1e12, 1e12}, 0.0, found);
  EXPECT_EQ(found, (std::vector<std::uint32_t>{2}));
}

TEST(SpatialHash, a_wide_sparse_ring_keeps_the_asked_cells_and_about_two_buckets_per_item) {
  // RVO2's circle at 10,000 agents: a ring 16,000 units across, cells of 15.
  std::vector<Vec2> ring;
  for (int i = 0; i < 10000; ++i) {
    const double angle = 2.0 * 3.14159265358979 * i / 10000.0;
    ring.push_back({8000.0 * std::cos(angle), 8000.0 * std::sin(angle)});
  }
  SpatialHash hash(15.0);
  hash.build(ring);
  EXPECT_EQ(hash.cell_size(), 15.0);
  EXPECT_LE(hash.bucket_count(), 4u * ring.size());
  std::vector<std::uint32_t> found;
  hash.query(ring[0], 6.0, found);
  EXPECT_EQ(found, (std::vector<std::uint32_t>{0, 1, 9999}));
}

// The k nearest centres within a radius, nearest first, ties by index: what a crowd wants.
struct Nearest {
  double d2;
  std::uint32_t index;
  bool operator<(const Nearest& other) const {
    return d2 < other.d2 || (d2 == other.d2 && index < other.index);
  }
  bool operator==(const Nearest&) const = default;
};

std::vector<Nearest> brute_force_nearest(const std::vector<Obstacle>& items, Vec2 point,
                                         double radius, std::size_t k) {
  std::vector<Nearest> all;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const double d2 = (items[i].position - point).length_squared();
    if (d2 <= radius * radius) all.push_back({d2, static_cast<std::uint32_t>(i)});
  }
  std::sort(all.begin(), all.end());
  if (all.size() > k) all.resize(k);
  return all;
}

TEST(SpatialHash, visit_outward_finds_the_k_nearest_a_brute_force_scan_finds) {
  std::mt19937_64 rng(99);
  std::size_t compared = 0;
  std::size_t visits = 0;
  for (int round = 0; round < 300; ++round) {
    const Configuration config = random_configuration(rng);
    SpatialHash hash(std::max(config.max_query_radius / 3.0, 1e-9));
    hash.build(config.items);
    for (int q = 0; q < 25; ++q) {
      const Vec2 point = random_query_point(rng, config);
      const double radius = config.max_query_radius;
      const std::size_t k = 1 + rng() % 12;
      std::vector<Nearest> kept;
      hash.visit_outward(
          point, radius,
          [&](std::uint32_t index, double d2) {
            ++visits;
            ASSERT_LE(d2, radius * radius);
            kept.push_back({d2, index});
            std::sort(kept.begin(), kept.end());
            if (kept.size() > k) kept.pop_back();
          },
          [&](double covered) { return kept.size() == k && kept.back().d2 <= covered * covered; });
      ASSERT_EQ(kept, brute_force_nearest(config.items, point, radius, k))
          << "round " << round << " query " << q;
      ++compared;
    }
  }
  EXPECT_EQ(compared, 7500u);
  EXPECT_GT(visits, 7500u);
}

TEST(SpatialHash, visit_outward_in_a_dense_pack_stops_after_a_ring_or_two) {
  // Discs of radius 1.5 packed touching on a square lattice, 100 x 100.
  std::vector<Vec2> pack;
  for (int y = 0; y < 100; ++y) {
    for (int x = 0; x < 100; ++x) pack.push_back({3.0 * x, 3.0 * y});
  }
  SpatialHash hash(4.0);  // (150, 150) is then mid-cell
  hash.build(pack);
  std::vector<double> nearest;
  std::size_t visits = 0;
  hash.visit_outward(
      {150.0, 150.0}, 15.0,
      [&](std::uint32_t, double d2) {
        ++visits;
        nearest.push_back(d2);
      },
      [&](double covered) {
        std::sort(nearest.begin(), nearest.end());
        return nearest.size() >= 9 && nearest[8] <= covered * covered;
      });
  // The nine nearest (itself, four at 3, four at 4.24) lie within one ring of 4-unit cells
  // (covering 6). A fixed 15-unit query would visit every centre in range (81).
  std::vector<std::uint32_t> in_range;
  hash.query({150.0, 150.0}, 15.0, in_range);
  EXPECT_EQ(in_range.size(), 81u);
  EXPECT_GE(nearest.size(), 9u);
  EXPECT_LT(visits, 30u);
}

TEST(SpatialHash, for_each_within_visits_in_index_order) {
  const std::vector<Vec2> points{{5, 5}, {-5, -5}, {100, 100}, {0, 1}};
  SpatialHash hash(SpatialHash::cell_size_for(8));
  hash.build(points);
  std::vector<std::uint32_t> scratch;
  std::vector<std::uint32_t> visited;
  hash.for_each_within({0, 0}, 8, scratch, [&](std::uint32_t i) { visited.push_back(i); });
  EXPECT_EQ(visited, (std::vector<std::uint32_t>{0, 1, 3}));
}

}  // namespace
}  // namespace hp::sim
