// PatrolWalker: waypoint bookkeeping; the walking itself goes through the world's mover.
#include "game/sim/patrol/patrol_walker.h"

#include <utility>

namespace hp::sim {

PatrolWalker::PatrolWalker(UnitId unit, const PatrolRoute& route, Vec2 position)
    : unit_(unit), route_(&route) {
  resume_from_nearest(position);
}

std::optional<Vec2> PatrolWalker::goal() const {
  if (waiting()) return std::nullopt;
  return route_->points[static_cast<std::size_t>(place_.waypoint)];
}

void PatrolWalker::update(Vec2 position, double dt) {
  if (waiting()) {
    place_.wait_left -= dt;
    if (!waiting()) place_ = next_waypoint(*route_, place_);
    return;
  }
  const auto waypoint = static_cast<std::size_t>(place_.waypoint);
  if (distance(position, route_->points[waypoint]) > kArrival) return;
  place_.wait_left = route_->wait_at(waypoint);
  if (!waiting()) place_ = next_waypoint(*route_, place_);  // no wait: straight on
}

void PatrolWalker::resume_from_nearest(Vec2 position) {
  place_.wait_left = 0.0;
  double best = -1.0;
  for (std::size_t i = 0; i < route_->points.size(); ++i) {
    const double d = distance(position, route_->points[i]);
    if (best < 0.0 || d < best) {
      best = d;
      place_.waypoint = static_cast<int>(i);
    }
  }
}

PatrolSchedule PatrolWalker::schedule(Vec2 position, double speed, std::vector<Vec2> way) const {
  return PatrolSchedule(*route_, position, speed, place_, std::move(way));
}

}  // namespace hp::sim
