// UnitMover: slide_move against the other units' discs and the walls, then bookkeeping.
#include "game/sim/navigation/unit_mover.h"

#include <algorithm>
#include <optional>

#include "game/sim/steering/disc_contact.h"
#include "game/sim/steering/motion_constraint.h"

namespace hp::sim {

double UnitMover::move(Unit& unit, Vec2 velocity, double dt, UnitId destination) {
  const Vec2 start = unit.position;
  scratch_.clear();
  std::optional<Obstacle> goal;
  const double reach = velocity.length() * dt + unit.radius();
  for (const Unit& other : units_) {
    if (other.id == unit.id || !other.is_obstacle()) continue;
    // Discs farther than the move can reach cannot be touched this tick.
    if (distance(other.position, start) > reach + other.radius() + 1.0) continue;
    if (other.id == destination) {
      goal = Obstacle{other.position, other.radius()};
    } else {
      scratch_.push_back({other.position, other.radius()});
    }
  }
  const double radius = unit.radius();
  unit.position = slide_move(start, velocity * dt, [&](Vec2 from, Vec2 delta) {
    Contact first = earlier(first_disc_contact(from, delta, radius, scratch_),
                            walls_.first_contact(from, delta, radius));
    if (goal) {
      Contact arrival = disc_contact(from, delta, radius, *goal);
      arrival.arrival = arrival.hit();
      first = earlier(first, arrival);
    }
    return first;
  });
  const Vec2 travel = unit.position - start;
  unit.velocity = dt > 0.0 ? travel / dt : Vec2{};
  if (travel != Vec2{}) unit.facing = normalized(travel);
  return travel.length();
}

}  // namespace hp::sim
