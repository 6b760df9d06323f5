// PatrolWalker: an enemy walking its route: walk to the current waypoint, wait there, go on.
#pragma once

#include <optional>

#include "engine/core/vec2.h"
#include "game/sim/model/patrol_route.h"
#include "game/sim/model/unit.h"

namespace hp::sim {

class PatrolWalker {
 public:
  // Distance from a waypoint that counts as arrived, pixels (the seed's 5 px).
  static constexpr double kArrival = 5.0;

  // Starts walking to the route's waypoint nearest to `position`.
  PatrolWalker(UnitId unit, const PatrolRoute& route, Vec2 position);

  UnitId unit() const { return unit_; }
  // Where the unit should walk this tick, or nullopt while it waits at a waypoint.
  std::optional<Vec2> goal() const;
  // Takes in where the unit is after this tick's walk: arriving starts the wait, a finished
  // wait moves on to the next waypoint (the number of waypoints comes from the route).
  void update(Vec2 position, double dt);
  // After being pushed off the route (knock-back): walk on from the nearest waypoint.
  void resume_from_nearest(Vec2 position);

  int waypoint() const { return waypoint_; }
  bool waiting() const { return wait_left_ > 0.0; }

 private:
  void advance();

  UnitId unit_;
  const PatrolRoute* route_;
  int waypoint_ = 0;
  int direction_ = 1;  // +1 or -1 along a back-and-forth route
  double wait_left_ = 0.0;
};

}  // namespace hp::sim
