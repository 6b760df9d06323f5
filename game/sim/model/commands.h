// Commands: the player's input for one simulation tick, already resolved to unit ids.
#pragma once

#include <optional>

#include "game/sim/model/unit.h"

namespace hp::sim {

// Order a hero to attack an enemy: walk there around the others, slam, walk home.
struct AttackOrder {
  UnitId attacker;
  UnitId target;
};

struct Commands {
  std::optional<AttackOrder> attack;
  bool end_turn = false;  // the player ends the turn (ignored while an attack plays)
};

}  // namespace hp::sim
