// Seed 002's linear-algebra movement step: a fixed distance per tick in every direction.
#pragma once

#include "engine/core/vec2.h"

namespace hp::sim {

// Moves from `from` toward `to` by exactly `length` pixels along the straight line, or lands on
// `to` when it is within reach (never overshoots). Coincident points return `to`, never NaN.
// length must be >= 0.
Vec2 step_toward(Vec2 from, Vec2 to, double length);

// Moves from `from` by exactly `length` pixels along `direction` (a unit vector, or zero for
// "stay"). Used when steering bends the direction away from the straight line.
Vec2 step_along(Vec2 from, Vec2 direction, double length);

// As step_along, but lands exactly on `destination` when it is within `length`, so a walker
// whose steered direction is slightly off the line still ends on its goal instead of circling.
Vec2 step_along(Vec2 from, Vec2 direction, double length, Vec2 destination);

// step_toward as a velocity over a tick of dt seconds: `speed` toward `to`, slower on the last
// tick so the step lands exactly on `to`. Zero on the spot or for dt <= 0.
Vec2 velocity_toward(Vec2 from, Vec2 to, double speed, double dt);

}  // namespace hp::sim
