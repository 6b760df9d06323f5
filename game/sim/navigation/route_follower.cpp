// RouteFollower: corner passing and remaining length.
#include "game/sim/navigation/route_follower.h"

#include "game/sim/navigation/movement_step.h"

namespace hp::sim {

void RouteFollower::follow(Route route) {
  route_ = std::move(route);
  next_ = route_.points.size() > 1 ? 1 : 0;
}

Vec2 RouteFollower::corner() const {
  return route_.points.empty() ? Vec2{} : route_.points[next_];
}

bool RouteFollower::on_last_leg() const {
  return next_ + 1 >= route_.points.size();
}

Vec2 RouteFollower::preferred_velocity(Vec2 position, double speed, double dt) {
  if (!has_route()) return {};
  // A corner within one stride is as good as reached: aiming past it keeps the pace even.
  while (!on_last_leg() && distance(position, route_.points[next_]) <= speed * dt) ++next_;
  return velocity_toward(position, route_.points[next_], speed, dt);
}

std::vector<Vec2> RouteFollower::corners_ahead() const {
  if (!has_route() || on_last_leg()) return {};
  return {route_.points.begin() + static_cast<std::ptrdiff_t>(next_), route_.points.end() - 1};
}

double RouteFollower::remaining(Vec2 position) const {
  if (!has_route()) return 0.0;
  double length = distance(position, route_.points[next_]);
  for (std::size_t i = next_ + 1; i < route_.points.size(); ++i) {
    length += distance(route_.points[i - 1], route_.points[i]);
  }
  return length;
}

}  // namespace hp::sim
