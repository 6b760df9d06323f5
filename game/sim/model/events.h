// Event: something that happened during a tick, for the view to turn into sound and effects.
#pragma once

#include "engine/core/vec2.h"
#include "game/sim/model/unit.h"

namespace hp::sim {

enum class EventType {
  kActionStarted,   // subject = attacker, other = target
  kSlam,            // subject = attacker, other = target, amount = damage, where = contact point
  kKnockedOut,      // subject = the unit at 0 HP
  kActionFinished,  // subject = attacker, back home
  kOrderRejected,   // an order could not be carried out (subject/other as ordered)
  kNoPath,          // subject = attacker, other = target: no route reaches it; where = attacker
  kRouteReplanned,  // subject = the walker, where = its position: it planned its route again
  kPlayerTurn,      // the player's turn begins; amount = the turn number
  kEnemyTurn,       // the enemies' turn begins; amount = the turn number
  kEnemyWaits,      // subject = an enemy that can reach no hero and lets its turn go
  kVictory,         // every enemy is knocked out
  kDefeat,          // every hero is knocked out
};

struct Event {
  EventType type = EventType::kSlam;
  UnitId subject;
  UnitId other;
  Vec2 where;
  int amount = 0;
};

}  // namespace hp::sim
