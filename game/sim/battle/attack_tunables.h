// AttackTunables: the numbers that shape an attack action's feel, with their defaults.
#pragma once

#include "game/sim/navigation/route_walk.h"

namespace hp::sim {

struct AttackTunables {
  WalkTunables walk;                // route planning, local steering, stuck handling
  double knockback_tiles = 0.6;     // knockback distance, in tile widths
  double knockback_seconds = 0.25;  // flight time of the knockback (ease-out)
  double hit_stop_seconds = 0.1;    // the whole battle freezes this long on impact
  double settle_seconds = 0.12;     // pause after the knockback before the hero turns home
  double flash_seconds = 0.3;       // how long the slammed unit flashes
  double touch_gap = 0.01;          // px: discs this close count as touching (the slam lands)
};

}  // namespace hp::sim
