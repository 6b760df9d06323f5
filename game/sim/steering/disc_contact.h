// Swept-disc contact against other discs: the unit half of "never overlap, resolve before moving".
#pragma once

#include <span>

#include "engine/core/vec2.h"
#include "game/sim/steering/contact.h"
#include "game/sim/steering/obstacle.h"

namespace hp::sim {

// First contact of a disc of `radius` moving from `from` by `delta` with `obstacle`: it stops
// kContactSkin short of touching. A disc already within touching distance may move away or
// sideways (gap not shrinking) but not closer (fraction 0). Never NaN; zero delta never hits.
Contact disc_contact(Vec2 from, Vec2 delta, double radius, const Obstacle& obstacle);

// The earliest disc_contact over obstacles (ties: the first in the span).
Contact first_disc_contact(Vec2 from, Vec2 delta, double radius,
                           std::span<const Obstacle> obstacles);

}  // namespace hp::sim
