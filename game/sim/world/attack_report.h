// Runs one attack headless and measures it: the engine of `heartpath sim`.
#pragma once

#include <functional>
#include <string>

#include "game/sim/world/world.h"

namespace hp::sim {

// Metrics of one attack action, as printed by `heartpath sim --json`.
struct AttackReport {
  bool arrived = false;        // the hero's disc touched the enemy's
  bool returned_home = false;  // back within 2 px of its start
  bool completed = false;      // the action finished within the time limit
  int contacts = 0;            // ticks with the hero overlapping a non-target unit
  int wall_contacts = 0;       // ticks with the hero overlapping a wall or poking out of the map
  double min_clearance = 0;    // px, smallest gap to any non-target unit (negative = overlap)
                               // (+infinity when there is no other standing unit)
  double path_length = 0;      // px travelled until contact
  double straight_line = 0;    // px, hero start to enemy start
  double optimal_length = 0;   // px, shortest route to contact around walls and standing units
                               // with the clearance the hero keeps (0 when there is none)
  double max_turn_rate = 0;    // degrees per second, largest heading change over one tick
  int replans = 0;             // times the hero planned its route again (blocked, target moved)
  bool no_path = false;        // no route to the enemy exists: the action ended without a walk
  double seconds_to_contact = 0;
  double seconds_total = 0;
  int enemy_hp_before = 0;
  int enemy_hp_after = 0;
};

// Called after every tick of run_attack, for checks the report does not make (tests).
using TickObserver = std::function<void(const World&)>;

// Orders attacker to attack target and steps world until the action ends or limit_seconds of
// simulated time pass; then through the enemies' planning after it (the report is of the attack).
AttackReport run_attack(World& world, UnitId attacker, UnitId target, double limit_seconds,
                        const TickObserver& on_tick = {});

}  // namespace hp::sim
