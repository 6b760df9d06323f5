// Swept disc against disc: solve |from + t * delta - centre| = reach for the first t in [0, 1].
#include "game/sim/steering/disc_contact.h"

#include <cmath>

namespace hp::sim {

Contact disc_contact(Vec2 from, Vec2 delta, double radius, const Obstacle& obstacle) {
  const Vec2 offset = from - obstacle.position;
  const double along = dot(offset, delta);  // < 0: the move closes the gap at first
  if (along >= 0.0) return {};              // moving away or sideways never gets closer
  const double reach = radius + obstacle.radius + kContactSkin;
  const double beyond = offset.length_squared() - reach * reach;
  if (beyond <= 0.0) return {0.0, normalized(offset)};  // within the skin already, and closing
  const double speed_squared = delta.length_squared();
  const double discriminant = along * along - speed_squared * beyond;
  if (discriminant < 0.0) return {};  // the line passes wide
  // along < 0 and beyond > 0 make this root positive; the smaller root is the first touch.
  const double t = (-along - std::sqrt(discriminant)) / speed_squared;
  if (t >= 1.0) return {};
  return {t, normalized(offset + delta * t)};
}

Contact first_disc_contact(Vec2 from, Vec2 delta, double radius,
                           std::span<const Obstacle> obstacles) {
  Contact first;
  for (const Obstacle& obstacle : obstacles) {
    first = earlier(first, disc_contact(from, delta, radius, obstacle));
  }
  return first;
}

}  // namespace hp::sim
