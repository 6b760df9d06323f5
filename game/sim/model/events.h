// Event: something that happened during a tick, for the view to turn into sound and effects.
// Each kind is its own struct with only the fields it has; consumers visit the variant.
#pragma once

#include <cstddef>
#include <variant>

#include "engine/core/vec2.h"
#include "game/sim/model/unit.h"

namespace hp::sim {

// Why an attack's approach, or a move, gave up. A hero keeps its action.
enum class AbandonReason : int {
  kNoPath = 1,      // walls close every way to the target
  kStuck = 2,       // a way exists, but the walk made no progress along it for several tries
  kTargetDown = 3,  // the target was knocked out before the hero reached it
};

// What alerted an enemy.
enum class AlertCause : int {
  kCameNear = 1,  // a living hero came within its aggro range
  kSlammed = 2,   // a hero slammed it from outside its range
};

// An attack begins: the attacker sets off from where (its position).
struct ActionStarted {
  UnitId attacker, target;
  Vec2 where;
};

// The blow lands: the target loses damage HP; contact is where the two discs touch.
struct Slam {
  UnitId attacker, target;
  int damage = 0;
  Vec2 contact;
};

// A unit reached 0 HP from by's slam.
struct KnockedOut {
  UnitId unit, by;
  Vec2 where;
};

// A hero's walk home after its attack found no way or got stuck (an enemy on its spot, or in the
// only way back): it stays at `where`, its home kept; the action then finishes there.
struct ReturnBlocked {
  UnitId unit;
  Vec2 where;
};

// The attacker is back home (or stays where ReturnBlocked said) and the action is over.
struct ActionFinished {
  UnitId attacker, target;
  Vec2 where;
};

// An order could not be carried out: an attack (target set) or a move to `to`.
struct OrderRejected {
  UnitId unit, target;
  Vec2 to;
};

// No route reaches the target from where the attacker stands.
struct NoPath {
  UnitId attacker, target;
  Vec2 where;
};

// The approach (target set) or a move (no target) gave up before it got there; where = the unit.
struct OrderAbandoned {
  UnitId unit, target;
  Vec2 where;
  AbandonReason reason = AbandonReason::kNoPath;
};

// The walker planned its route again at where.
struct RouteReplanned {
  UnitId walker;
  Vec2 where;
};

// The player's turn begins.
struct PlayerTurnBegan {
  int turn = 0;
};

// The enemies' turn begins.
struct EnemyTurnBegan {
  int turn = 0;
};

// An enemy that can reach no hero lets its turn go.
struct EnemyWaits {
  UnitId enemy;
  Vec2 where;
};

// A wounded enemy starts to run from the hero coming.
struct Flees {
  UnitId enemy, from;
  Vec2 where;
};

// An enemy with an aggro range notices the heroes: `by` came near or slammed it.
struct Alerted {
  UnitId enemy, by;
  Vec2 where;
  AlertCause cause = AlertCause::kCameNear;
};

// A unit ordered to move sets off for `to`.
struct MoveStarted {
  UnitId unit;
  Vec2 to;
};

// The unit reached spot: its new home.
struct Moved {
  UnitId unit;
  Vec2 spot;
};

// The battle is won on turn (TurnState::decided_by says how).
struct Victory {
  int turn = 0;
};

// The battle is lost on turn (TurnState::decided_by says how).
struct Defeat {
  int turn = 0;
};

// A unit not yet on the field will take spot on arrival_turn (said when it is called, and at
// the turn before).
struct ReinforcementsComing {
  UnitId unit;
  Vec2 spot;
  int arrival_turn = 0;
};

// The reinforcement took spot on turn.
struct Arrived {
  UnitId unit;
  Vec2 spot;
  int turn = 0;
};

// The door with this index in WorldSetup::doors opened; middle is its centre.
struct DoorOpened {
  std::size_t door = 0;
  Vec2 middle;
};

using Event = std::variant<ActionStarted, Slam, KnockedOut, ActionFinished, OrderRejected, NoPath,
                           OrderAbandoned, RouteReplanned, PlayerTurnBegan, EnemyTurnBegan,
                           EnemyWaits, Flees, Alerted, MoveStarted, Moved, Victory, Defeat,
                           ReinforcementsComing, Arrived, DoorOpened, ReturnBlocked>;

// Lambdas for std::visit, one per kind a consumer cares about: Overloaded{[](const Slam&) {}, ...}.
template <class... Handlers>
struct Overloaded : Handlers... {
  using Handlers::operator()...;
};
template <class... Handlers>
Overloaded(Handlers...) -> Overloaded<Handlers...>;

// The event as Kind, or nullptr when it is another kind.
template <class Kind>
const Kind* as(const Event& event) {
  return std::get_if<Kind>(&event);
}

}  // namespace hp::sim
