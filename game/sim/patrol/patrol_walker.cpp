// PatrolWalker: waypoint bookkeeping; the walking itself goes through the world's mover.
#include "game/sim/patrol/patrol_walker.h"

namespace hp::sim {

PatrolWalker::PatrolWalker(UnitId unit, const PatrolRoute& route, Vec2 position)
    : unit_(unit), route_(&route) {
  resume_from_nearest(position);
}

std::optional<Vec2> PatrolWalker::goal() const {
  if (waiting()) return std::nullopt;
  return route_->points[static_cast<std::size_t>(waypoint_)];
}

void PatrolWalker::update(Vec2 position, double dt) {
  if (waiting()) {
    wait_left_ -= dt;
    if (!waiting()) advance();
    return;
  }
  if (distance(position, route_->points[static_cast<std::size_t>(waypoint_)]) > kArrival) return;
  wait_left_ = route_->wait_at(static_cast<std::size_t>(waypoint_));
  if (!waiting()) advance();  // no wait: straight on
}

void PatrolWalker::resume_from_nearest(Vec2 position) {
  wait_left_ = 0.0;
  double best = -1.0;
  for (std::size_t i = 0; i < route_->points.size(); ++i) {
    const double d = distance(position, route_->points[i]);
    if (best < 0.0 || d < best) {
      best = d;
      waypoint_ = static_cast<int>(i);
    }
  }
}

void PatrolWalker::advance() {
  const int count = static_cast<int>(route_->points.size());
  if (count <= 1) return;  // a one-point route: stand there
  if (route_->loop) {
    waypoint_ = (waypoint_ + 1) % count;
    return;
  }
  // Back and forth: turn round at either end.
  if (waypoint_ + direction_ < 0 || waypoint_ + direction_ >= count) direction_ = -direction_;
  waypoint_ += direction_;
}

}  // namespace hp::sim
