// NavNoRoutes: flooded sides kept as bit sets over the grid, matched on everything but the start.
#include "game/sim/navigation/nav_no_routes.h"

#include <algorithm>

#include "game/sim/navigation/route_planner.h"

namespace hp::sim {

// A wider margin only closes cells, steps and ends (every test compares a gap with radius plus
// margin), so a side with no route for a margin has none for any wider one.
bool NavNoRoutes::covers(const Side& side, const RouteRequest& request) {
  if (!(side.goal == request.goal) || side.goal_reach != request.goal_reach ||
      side.radius != request.radius || request.margin < side.margin ||
      side.discs.size() != request.discs.size()) {
    return false;
  }
  return std::equal(side.discs.begin(), side.discs.end(), request.discs.begin(),
                    [](const Obstacle& a, const Obstacle& b) {
                      return a.position == b.position && a.radius == b.radius;
                    });
}

bool NavNoRoutes::known(const RouteRequest& request, std::span<const int> sources) const {
  if (sources.empty()) return false;
  for (const Side& side : sides_) {
    if (!covers(side, request)) continue;
    const bool inside = std::all_of(sources.begin(), sources.end(), [&](int cell) {
      const auto c = static_cast<std::size_t>(cell);
      return (side.cells[c / 64] >> (c % 64) & 1u) != 0;
    });
    if (inside) return true;
  }
  return false;
}

void NavNoRoutes::learn(const RouteRequest& request, std::span<const int> flooded, int cell_count) {
  Side side{request.goal,
            request.goal_reach,
            request.radius,
            request.margin,
            std::vector<Obstacle>(request.discs.begin(), request.discs.end()),
            std::vector<std::uint64_t>((static_cast<std::size_t>(cell_count) + 63) / 64, 0)};
  for (int cell : flooded) {
    const auto c = static_cast<std::size_t>(cell);
    side.cells[c / 64] |= std::uint64_t{1} << (c % 64);
  }
  if (sides_.size() < kKept) {
    sides_.push_back(std::move(side));
  } else {
    sides_[next_] = std::move(side);
    next_ = (next_ + 1) % kKept;
  }
}

}  // namespace hp::sim
