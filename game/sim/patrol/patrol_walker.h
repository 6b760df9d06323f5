// PatrolWalker: an enemy walking its route: walk to the current waypoint, wait there, go on.
#pragma once

#include <optional>

#include "engine/core/vec2.h"
#include "game/sim/model/patrol_route.h"
#include "game/sim/model/unit.h"
#include "game/sim/patrol/patrol_schedule.h"

namespace hp::sim {

class PatrolWalker {
 public:
  // Distance from a waypoint that counts as arrived, pixels (the seed's 5 px).
  static constexpr double kArrival = kPatrolArrival;

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

  int waypoint() const { return place_.waypoint; }
  bool waiting() const { return place_.wait_left > 0.0; }
  // The walk ahead of a unit standing at `position` and walking at `speed` (px/s), from where
  // this walker is along the route, by the corners of `way` to the waypoint it walks to: what
  // an interception aims at.
  PatrolSchedule schedule(Vec2 position, double speed, std::vector<Vec2> way = {}) const;

 private:
  UnitId unit_;
  const PatrolRoute* route_;
  PatrolPlace place_;
};

}  // namespace hp::sim
