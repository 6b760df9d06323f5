// NavNoRoutes: the sides of the route grid that plans searched to the end without reaching their
// goal, kept so that a plan with the same goal, walker and units from a start inside one of them
// knows it has no route without searching that side again (the enemies' target choice asks the
// same of every enemy on that side, with each of the walk's two margins).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/steering/obstacle.h"

namespace hp::sim {

struct RouteRequest;

class NavNoRoutes {
 public:
  static constexpr std::size_t kKept = 8;  // the latest sides; older ones make way

  // Whether every cell a search for this request starts from lies in a side a search for the
  // same goal, goal_reach, walker radius and discs, with the same margin or a narrower one,
  // flooded without reaching it. The steps between cells and the cells the search may end on
  // depend on nothing else (and a wider margin only closes some), so such a search would flood
  // that side or less and end the same way. (The walk plans with its preferred margin, then its
  // tight one: once the tight one found no route, neither is searched for again.)
  bool known(const RouteRequest& request, std::span<const int> sources) const;
  // Keeps the cells a search for this request closed before running out (its whole side).
  void learn(const RouteRequest& request, std::span<const int> flooded, int cell_count);

 private:
  struct Side {
    Vec2 goal;
    double goal_reach = 0, radius = 0, margin = 0;
    std::vector<Obstacle> discs;
    std::vector<std::uint64_t> cells;  // bit per grid cell: flooded
  };
  static bool covers(const Side& side, const RouteRequest& request);

  std::vector<Side> sides_;
  std::size_t next_ = 0;  // the side the next learn() replaces once kKept are kept
};

}  // namespace hp::sim
