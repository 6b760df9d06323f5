// AttackTunables: the numbers that shape an attack action's feel, with their defaults.
#pragma once

#include "game/sim/cardioid.h"

namespace hp::sim {

struct AttackTunables {
  SteeringTunables steering;        // cardioid anti-gravity (seed 000's constants)
  double knockback_tiles = 0.6;     // knockback distance, in tile widths
  double knockback_seconds = 0.25;  // flight time of the knockback (ease-out)
  double hit_stop_seconds = 0.12;   // pause after the knockback before the hero turns home
  double flash_seconds = 0.3;       // how long the slammed unit flashes
  // A walk that gains less than stuck_progress pixels on its goal in stuck_seconds is stuck:
  // the approach gives up (no slam), the return walks the straight line home.
  double stuck_seconds = 3.0;
  double stuck_progress = 4.0;
};

}  // namespace hp::sim
