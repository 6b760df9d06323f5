// AttackForecast: what an attack order would do, found by playing it out on a copy of the world.
// While the player decides the world stands still and the simulation is deterministic, so the
// forecast is exactly what the order will do when it is given: the hover preview shows it.
#pragma once

#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/model/events.h"
#include "game/sim/model/unit.h"

namespace hp::sim {

class World;

struct AttackForecast {
  // Whether the world would take the order now (World::can_order, a living enemy). When false
  // nothing else is filled in.
  bool accepted = false;
  // Whether the forecast reached its end (the knock-back settled, or the approach gave up)
  // within its limit. Always true in practice: an approach that makes no progress gives up.
  bool complete = false;
  bool lands = false;          // the slam happens
  AbandonReason abandoned{};   // when accepted and !lands: why the approach gives up
  std::vector<Vec2> approach;  // the hero's position now, then after every tick up to the slam
                               // (or the give-up): the route it will really walk
  Vec2 meeting;                // where the hero stands at the slam
  Vec2 enemy_at_slam;          // where the enemy is hit (a patroller may have walked on)
  Vec2 enemy_lands;            // where the knock-back leaves it
  int damage = 0;              // HP the enemy will really lose (no overkill)
  int enemy_hp_after = 0;
  bool knocks_out = false;
  bool enemy_flees = false;  // the wounded enemy runs from the hero during the approach
  int ticks_to_slam = 0;     // from the order's tick to the slam's (or the give-up's)
};

// Plays `hero`'s attack on `enemy` on a copy of `world`, from the order to the end of the
// knock-back; `world` is not changed. `max_ticks` bounds the play (a minute by default).
AttackForecast forecast_attack(const World& world, UnitId hero, UnitId enemy,
                               int max_ticks = 60 * 60);

}  // namespace hp::sim
