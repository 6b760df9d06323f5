// SpatialHash: returns exactly what a brute-force scan returns, in the same (index) order.
#include "game/sim/spatial_hash.h"

#include <gtest/gtest.h>

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

TEST(SpatialHash, far_flung_items_coarsen_the_cells_instead_of_allocating_a_huge_grid) {
  const std::vector<Vec2> points{{-1e12, -1e12}, {0, 0}, {1e12, 1e12}, {1, 1}};
  SpatialHash hash(1.0);
  hash.build(points);
  EXPECT_LE(static_cast<std::size_t>(hash.columns()) * hash.rows(), 64u);
  EXPECT_GT(hash.cell_size(), 1.0);
  std::vector<std::uint32_t> found;
  hash.query({0.5, 0.5}, 1.0, found);
  EXPECT_EQ(found, (std::vector<std::uint32_t>{1, 3}));
  hash.query({1e12, 1e12}, 0.0, found);
  EXPECT_EQ(found, (std::vector<std::uint32_t>{2}));
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
