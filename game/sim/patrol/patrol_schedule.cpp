// PatrolSchedule: the patroller's timeline, leg by leg and wait by wait, up to the time asked.
#include "game/sim/patrol/patrol_schedule.h"

#include <algorithm>
#include <utility>

namespace hp::sim {

PatrolPlace next_waypoint(const PatrolRoute& route, PatrolPlace place) {
  place.wait_left = 0.0;
  const int count = static_cast<int>(route.points.size());
  if (count <= 1) return place;  // a one-point route: stand there
  if (route.loop) {
    place.waypoint = (place.waypoint + 1) % count;
    return place;
  }
  // Back and forth: turn round at either end.
  const int next = place.waypoint + place.direction;
  if (next < 0 || next >= count) place.direction = -place.direction;
  place.waypoint += place.direction;
  return place;
}

PatrolSchedule::PatrolSchedule(const PatrolRoute& route, Vec2 position, double speed,
                               PatrolPlace place, std::vector<Vec2> way)
    : route_(&route),
      start_(position),
      speed_(std::max(0.0, speed)),
      place_(place),
      way_(std::move(way)) {}

Vec2 PatrolSchedule::position_at(double seconds) const {
  if (route_->points.empty() || speed_ <= 0.0) return start_;
  Vec2 at = start_;
  PatrolPlace place = place_;
  double left = std::max(0.0, seconds);
  // The way's corners first (it is walking to place.waypoint: no wait before them).
  for (const Vec2 corner : way_) {
    const double leg = distance(at, corner);
    if (left * speed_ < leg) return at + (corner - at) * (left * speed_ / leg);
    at = corner;
    left -= leg / speed_;
  }
  // Steps that take no time (waypoints within kPatrolArrival of each other, no waits) could go
  // round for ever: after a whole lap of them the unit stands where it is.
  const int still_limit = 2 * static_cast<int>(route_->points.size()) + 2;
  for (int still = 0; still < still_limit;) {
    if (place.wait_left > 0.0) {
      if (left <= place.wait_left) return at;
      left -= place.wait_left;
      place = next_waypoint(*route_, place);
      still = 0;
      continue;
    }
    const Vec2 waypoint = route_->points[static_cast<std::size_t>(place.waypoint)];
    const double gap = distance(at, waypoint);
    const double walk = std::max(0.0, gap - kPatrolArrival);
    if (left * speed_ < walk) return at + (waypoint - at) * (left * speed_ / gap);
    if (walk > 0.0) at = at + (waypoint - at) * (walk / gap);
    left -= walk / speed_;
    still = walk > 0.0 ? 0 : still + 1;
    place.wait_left = route_->wait_at(static_cast<std::size_t>(place.waypoint));
    if (place.wait_left <= 0.0) place = next_waypoint(*route_, place);
  }
  return at;
}

}  // namespace hp::sim
