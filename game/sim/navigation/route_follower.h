// RouteFollower: walks a planned route corner by corner and says how much of it is left.
#pragma once

#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/navigation/route_planner.h"

namespace hp::sim {

class RouteFollower {
 public:
  // Starts on a new route (its first point is where the walker stands).
  void follow(Route route);

  bool has_route() const { return route_.found && !route_.points.empty(); }
  const Route& route() const { return route_; }
  // The corner being walked to (the route's end once every corner is passed).
  Vec2 corner() const;
  bool on_last_leg() const;

  // Passes every corner within `reach` of position, then returns the velocity toward the next
  // one at `speed` (landing exactly on the route's end, never past it).
  Vec2 preferred_velocity(Vec2 position, double speed, double dt);

  // Route length still to walk from position: to the corner, then along the rest.
  double remaining(Vec2 position) const;
  // The corners still to pass, the one walked to first, without the route's end.
  std::vector<Vec2> corners_ahead() const;

 private:
  Route route_;
  std::size_t next_ = 0;  // index of the corner being walked to
};

}  // namespace hp::sim
