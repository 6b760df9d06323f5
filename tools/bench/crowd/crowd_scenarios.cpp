// Crowd scenarios: the circle from trigonometry, the crossing from a seeded rejection scatter.
#include "tools/bench/crowd/crowd_scenarios.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>

namespace hp::crowd_lab {
namespace {

constexpr double kPi = 3.14159265358979323846;
// RVO2's circle: 250 agents on a ring of radius 200; other N keep that spacing along the ring.
constexpr double kRingSpacing = 2.0 * kPi * 200.0 / 250.0;
constexpr double kAreaPerAgent = 50.0;  // crossing: square units per agent
constexpr std::uint64_t kSeed = 20240611;

// n points in a side x side square, no two closer than min_gap (rejection on a grid).
std::vector<Vec2> scatter(int n, double side, double min_gap, std::mt19937_64& rng) {
  std::uniform_real_distribution<double> coord(0.0, side);
  const int cells = std::max(1, static_cast<int>(side / min_gap));
  const double cell = side / cells;
  std::vector<std::vector<int>> grid(static_cast<std::size_t>(cells) * cells);
  std::vector<Vec2> points;
  while (static_cast<int>(points.size()) < n) {
    const Vec2 p{coord(rng), coord(rng)};
    const int cx = std::min(cells - 1, static_cast<int>(p.x / cell));
    const int cy = std::min(cells - 1, static_cast<int>(p.y / cell));
    bool clear = true;
    for (int y = std::max(0, cy - 1); y <= std::min(cells - 1, cy + 1) && clear; ++y) {
      for (int x = std::max(0, cx - 1); x <= std::min(cells - 1, cx + 1) && clear; ++x) {
        for (int j : grid[static_cast<std::size_t>(y) * cells + x]) {
          if ((points[j] - p).length_squared() < min_gap * min_gap) clear = false;
        }
      }
    }
    if (!clear) continue;
    grid[static_cast<std::size_t>(cy) * cells + cx].push_back(static_cast<int>(points.size()));
    points.push_back(p);
  }
  return points;
}

}  // namespace

Scenario circle(int n) {
  Scenario s{"circle", {}, {}};
  const double ring = n * kRingSpacing / (2.0 * kPi);
  for (int i = 0; i < n; ++i) {
    const double angle = 2.0 * kPi * i / n;
    const Vec2 at{ring * std::cos(angle), ring * std::sin(angle)};
    s.starts.push_back(at);
    s.goals.push_back(-at);
  }
  return s;
}

Scenario crossing(int n, double radius) {
  std::mt19937_64 rng(kSeed + static_cast<std::uint64_t>(n));
  const double side = std::sqrt(kAreaPerAgent * n);
  const double gap = 2.2 * radius;
  Scenario s{"crossing", scatter(n, side, gap, rng), {}};
  s.goals = scatter(n, side, gap, rng);
  return s;
}

}  // namespace hp::crowd_lab
