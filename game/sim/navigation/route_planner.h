// RoutePlanner: the shortest route for a walker of a given size around walls and standing units:
// A* on a fine grid over the map, then string pulling with exact line-of-sight checks.
#pragma once

#include <span>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/navigation/nav_grid.h"
#include "game/sim/navigation/static_collision.h"
#include "game/sim/steering/obstacle.h"

namespace hp::sim {

struct RouteRequest {
  Vec2 start;             // the walker's centre
  double radius = 0;      // the walker's radius
  Vec2 goal;              // where the walker wants its centre to be (or to come within goal_reach)
  double goal_reach = 0;  // > 0: arriving within this distance of goal is enough (e.g. the sum
                          // of radii when walking up to touch a unit standing on goal)
  double margin = 0;      // extra clearance kept from walls and discs, pixels
  std::span<const Obstacle> discs;  // units to route around (temporary obstacles); the unit the
                                    // walker goes to must not be among them
};

struct Route {
  bool found = false;        // false: no route exists (then points is empty)
  std::vector<Vec2> points;  // corners from start (first) to the end point (last)
  double length = 0;         // sum of the segment lengths, pixels
};

class RoutePlanner {
 public:
  // cell_size: grid resolution in pixels (a quarter of a tile is the game's choice).
  RoutePlanner(const StaticCollision& walls, double cell_size);

  // Plans a route. Every segment of a found route is clear for the walker (StaticCollision::
  // segment_clear with the margin, and clear of every disc inflated by radius + margin). The
  // end point is goal when the walker fits there, else the nearest point within goal_reach of
  // it. A start that overlaps something (pressed against a wall) starts from the nearest free
  // cell. Deterministic: the same request gives the same route.
  Route plan(const RouteRequest& request) const;

  // Cells expanded by the last plan(), for benchmarks and the debug overlay.
  int last_expanded() const;

 private:
  const StaticCollision* walls_;
  mutable NavGrid grid_;  // scratch reused by every plan (so plan() is not thread-safe)
  mutable int last_expanded_ = 0;
};

}  // namespace hp::sim
