// Commands: the player's input for one simulation tick, already resolved to unit ids.
#pragma once

#include <optional>

#include "engine/core/vec2.h"
#include "game/sim/model/unit.h"

namespace hp::sim {

// Order a hero to attack an enemy: walk there around the others, slam, walk home.
struct AttackOrder {
  UnitId attacker;
  UnitId target;
};

// Order a hero to walk to a spot of open ground, which becomes its home: where it walks back to
// after its attacks, so the player can place it (to shield an ally, or out of an enemy's reach).
struct MoveOrder {
  UnitId hero;
  Vec2 to;
};

struct Commands {
  std::optional<AttackOrder> attack;
  std::optional<MoveOrder> move;
  bool end_turn = false;  // the player ends the turn (ignored while an attack plays)
};

}  // namespace hp::sim
