// Event: something that happened during a tick, for the view to turn into sound and effects.
#pragma once

#include "engine/core/vec2.h"
#include "game/sim/model/unit.h"

namespace hp::sim {

enum class EventType {
  kActionStarted,   // subject = attacker, other = target
  kSlam,            // subject = attacker, other = target, amount = HP taken, where = contact point
  kKnockedOut,      // subject = the unit at 0 HP
  kActionFinished,  // subject = attacker, back home
  kOrderRejected,   // an order could not be carried out (subject/other as ordered)
  kNoPath,          // subject = attacker, other = target: no route reaches it; where = attacker
  kOrderAbandoned,  // subject = attacker, other = target, where = attacker, amount = an
                    // AbandonReason: the approach gave up before the slam
  kRouteReplanned,  // subject = the walker, where = its position: it planned its route again
  kPlayerTurn,      // the player's turn begins; amount = the turn number
  kEnemyTurn,       // the enemies' turn begins; amount = the turn number
  kEnemyWaits,      // subject = an enemy that can reach no hero and lets its turn go
  kFlees,           // subject = a wounded enemy that starts to run, other = the hero coming
  kAlerted,         // subject = an enemy with an aggro range that notices the heroes, other = the
                    // hero that came near or slammed it, where = the enemy, amount = AlertCause
  kMoveStarted,     // subject = a hero ordered to move, where = the spot it walks to
  kMoved,           // subject = the hero, where = the spot it reached: its new home
  kVictory,         // the battle is won (TurnState::decided_by says how); amount = the turn
  kDefeat,          // the battle is lost (TurnState::decided_by says how); amount = the turn
  kReinforcementsComing,  // subject = a unit not yet on the field, where = its spot, amount = the
                          // turn it arrives (said when it is called, and at the turn before)
  kArrived,               // subject = the reinforcement, where = the spot it took
  kDoorOpened,            // amount = the door's index in WorldSetup::doors, where = its middle
};

// Why an attack's approach gave up (kOrderAbandoned's amount). A hero keeps its action.
enum class AbandonReason : int {
  kNoPath = 1,      // walls close every way to the target
  kStuck = 2,       // a way exists, but the walk made no progress along it for several tries
  kTargetDown = 3,  // the target was knocked out before the hero reached it
};

// What alerted an enemy (kAlerted's amount).
enum class AlertCause : int {
  kCameNear = 1,  // a living hero came within its aggro range
  kSlammed = 2,   // a hero slammed it from outside its range
};

struct Event {
  EventType type = EventType::kSlam;
  UnitId subject;
  UnitId other;
  Vec2 where;
  int amount = 0;
};

}  // namespace hp::sim
