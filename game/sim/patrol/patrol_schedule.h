// PatrolSchedule: where a patrolling unit will be at any time to come, from where it is now.
#pragma once

#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/model/patrol_route.h"

namespace hp::sim {

// Where a walker is along its route: the waypoint it walks to or waits at, which way it goes
// along a back-and-forth route, and the wait it has left there.
struct PatrolPlace {
  int waypoint = 0;
  int direction = 1;       // +1 or -1 along a back-and-forth route (always +1 on a loop)
  double wait_left = 0.0;  // seconds; > 0 while it waits at `waypoint`
};

// The waypoint after place.waypoint (a loop goes round, a back-and-forth route turns at either
// end, a one-point route stays), with no wait. PatrolWalker and PatrolSchedule both step on
// with it, so a schedule follows the walker's order exactly.
PatrolPlace next_waypoint(const PatrolRoute& route, PatrolPlace place);

// Distance from a waypoint that counts as arrived, pixels (the seed's 5 px): the walker starts
// its wait there, and the schedule's legs end there too.
inline constexpr double kPatrolArrival = 5.0;

// The walk a patroller has ahead of it: straight legs at its speed from where it stands to each
// waypoint in turn (ending kPatrolArrival short of it, where the walker counts it reached), and
// a stand at each for its wait. Straight legs are what a route walk takes on open ground, and
// level designers draw waypoints on open ground (check reports unreachable ones). The leg under
// way follows the corners of the way the walker has planned to its waypoint, when it is given:
// round a standing unit or a wall (a big map's rooms) the straight leg is far off. Past it, round
// a wall corner the real walk is a little longer, and whoever uses the schedule looks again as
// it goes.
class PatrolSchedule {
 public:
  // `route` must outlive the schedule (the world's set-up does). speed in pixels per second.
  // `way`: the corners the walker passes on its way to place.waypoint, before heading straight
  // there (none: straight).
  PatrolSchedule(const PatrolRoute& route, Vec2 position, double speed, PatrolPlace place,
                 std::vector<Vec2> way = {});

  // Where the unit will be `seconds` from now (>= 0).
  Vec2 position_at(double seconds) const;
  // Pixels per second it walks at; it never moves faster.
  double speed() const { return speed_; }

 private:
  const PatrolRoute* route_;
  Vec2 start_;
  double speed_;
  PatrolPlace place_;
  std::vector<Vec2> way_;
};

}  // namespace hp::sim
