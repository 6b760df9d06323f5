// Wounded enemies run from the hero coming for them (seed 003's evade), so the hero has to
// intercept them.
#pragma once

#include "game/sim/battle/battlefield.h"
#include "game/sim/model/unit.h"

namespace hp::sim {

// Tunables of the flight (the defaults are the game's).
struct FlightTunables {
  double speed_factor = 0.6;    // of the enemy's speed: wounded, it limps, so heroes catch up
  double acceleration = 600.0;  // pixels per second^2
  double panic_tiles = 5.0;     // it runs from a hero closer than this; farther, it stops
};

// Whether an enemy is wounded enough to run: below its flee_below share of its hit points (a
// third unless the map says), still standing.
bool runs_when_threatened(const Unit& enemy);

// One tick of `enemy` evading `hero` (anticipating where the hero will be), at most
// speed_factor of its speed, moved under the never-overlap constraint like everyone; it brakes
// to a stop once the hero is farther than panic_tiles.
void flee_one_tick(Battlefield& world, Unit& enemy, const Unit& hero,
                   const FlightTunables& tunables = {});

}  // namespace hp::sim
