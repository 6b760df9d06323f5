// NavRegions: the regions of random grids are exactly what a flood fill over the same steps finds.
#include "game/sim/navigation/nav_regions.h"

#include <gtest/gtest.h>

#include <array>
#include <random>
#include <vector>

namespace hp::sim {
namespace {

// A random grid: open cells, and for each cell which of its four forward steps (east, south,
// south-east, south-west) are joined.
struct RandomGrid {
  int cols = 0, rows = 0;
  std::vector<bool> open;
  std::vector<std::array<bool, 4>> forward;
};

constexpr int kDx[4] = {1, 0, 1, -1};
constexpr int kDy[4] = {0, 1, 1, 1};

RandomGrid random_grid(std::mt19937_64& rng) {
  RandomGrid grid;
  grid.cols = std::uniform_int_distribution<int>(1, 40)(rng);
  grid.rows = std::uniform_int_distribution<int>(1, 40)(rng);
  const double open_share = std::uniform_real_distribution<double>(0.3, 0.9)(rng);
  std::bernoulli_distribution open(open_share), joined(0.6);
  const int count = grid.cols * grid.rows;
  for (int cell = 0; cell < count; ++cell) {
    grid.open.push_back(open(rng));
    grid.forward.push_back({joined(rng), joined(rng), joined(rng), joined(rng)});
  }
  return grid;
}

// The neighbour a forward step reaches, or -1 (off the grid, or either end closed, or not joined).
int forward_next(const RandomGrid& grid, int cell, int k) {
  const int x = cell % grid.cols + kDx[k], y = cell / grid.cols + kDy[k];
  if (x < 0 || y < 0 || x >= grid.cols || y >= grid.rows) return -1;
  const int next = y * grid.cols + x;
  if (!grid.open[cell] || !grid.open[next] || !grid.forward[cell][k]) return -1;
  return next;
}

// Flood fill from cell over the joined steps both ways: every cell it reaches.
std::vector<bool> flood(const RandomGrid& grid, int from) {
  const int count = grid.cols * grid.rows;
  std::vector<std::vector<int>> links(static_cast<std::size_t>(count));
  for (int cell = 0; cell < count; ++cell) {
    for (int k = 0; k < 4; ++k) {
      const int next = forward_next(grid, cell, k);
      if (next < 0) continue;
      links[cell].push_back(next);
      links[next].push_back(cell);
    }
  }
  std::vector<bool> seen(static_cast<std::size_t>(count));
  std::vector<int> queue{from};
  seen[from] = true;
  for (std::size_t i = 0; i < queue.size(); ++i) {
    for (int next : links[queue[i]]) {
      if (!seen[next]) {
        seen[next] = true;
        queue.push_back(next);
      }
    }
  }
  return seen;
}

NavRegions regions_of(const RandomGrid& grid) {
  return NavRegions(grid.cols * grid.rows, [&](int cell, auto&& join) {
    for (int k = 0; k < 4; ++k) {
      const int next = forward_next(grid, cell, k);
      if (next >= 0) join(next);
    }
    return static_cast<bool>(grid.open[cell]);
  });
}

TEST(NavRegions, regions_agree_with_a_flood_fill) {
  std::mt19937_64 rng(28);
  for (int scene = 0; scene < 200; ++scene) {
    const RandomGrid grid = random_grid(rng);
    const NavRegions regions = regions_of(grid);
    const int count = grid.cols * grid.rows;
    std::uniform_int_distribution<int> any_cell(0, count - 1);
    for (int probe = 0; probe < 5; ++probe) {
      const int from = any_cell(rng);
      if (!grid.open[from]) {
        EXPECT_EQ(regions.region(from), NavRegions::kNone);
        continue;
      }
      const std::vector<bool> reached = flood(grid, from);
      for (int cell = 0; cell < count; ++cell) {
        EXPECT_EQ(reached[cell], regions.region(cell) == regions.region(from))
            << "scene " << scene << " from " << from << " cell " << cell;
      }
    }
  }
}

TEST(NavRegions, joined_asks_whether_any_pair_shares_a_region) {
  // Two open cells with a closed one between: two regions.
  const NavRegions regions(3, [](int cell, auto&& /*join*/) { return cell != 1; });
  EXPECT_EQ(regions.region_count(), 2);
  const std::vector<int> left{0}, right{2}, both{0, 2}, closed{1};
  EXPECT_FALSE(regions.joined(left, right));
  EXPECT_TRUE(regions.joined(both, right));
  EXPECT_FALSE(regions.joined(closed, both));
  EXPECT_FALSE(regions.joined(left, {}));
}

// On random grids and random sets of cells, as any pair of them sharing a region reads.
TEST(NavRegions, joined_agrees_with_every_pair) {
  std::mt19937_64 rng(2832);
  int yes = 0, no = 0;
  for (int scene = 0; scene < 200; ++scene) {
    const RandomGrid grid = random_grid(rng);
    const NavRegions regions = regions_of(grid);
    const int count = grid.cols * grid.rows;
    std::uniform_int_distribution<int> any_cell(0, count - 1), size(0, 12);
    for (int probe = 0; probe < 10; ++probe) {
      std::vector<int> from, to;
      for (int i = size(rng); i > 0; --i) from.push_back(any_cell(rng));
      for (int i = size(rng); i > 0; --i) to.push_back(any_cell(rng));
      bool expected = false;
      for (int a : from) {
        for (int b : to) {
          expected |=
              regions.region(a) != NavRegions::kNone && regions.region(a) == regions.region(b);
        }
      }
      ASSERT_EQ(regions.joined(from, to), expected) << "scene " << scene << " probe " << probe;
      (expected ? yes : no) += 1;
    }
  }
  EXPECT_GT(yes, 200);
  EXPECT_GT(no, 200);
}

}  // namespace
}  // namespace hp::sim
