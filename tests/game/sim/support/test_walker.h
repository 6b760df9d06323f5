// A walker with the crowd benchmark's body (radius 1.5, maximum speed 2), for steering tests.
#pragma once

#include "game/sim/steering/local_steering.h"

namespace hp::sim::test {

inline Walker crowd_walker(Vec2 position, Vec2 velocity) {
  Walker w;
  w.position = position;
  w.velocity = velocity;
  w.radius = 1.5;
  w.max_speed = 2.0;
  return w;
}

}  // namespace hp::sim::test
