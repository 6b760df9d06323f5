// UnitMove: a unit walking to a chosen spot, the same walk, steering and making way as an
// attack's approach: a hero's Move order, or an enemy advancing on its turn when no hero is
// within its reach.
#pragma once

#include "engine/core/vec2.h"
#include "game/sim/model/unit.h"
#include "game/sim/navigation/route_walk.h"

namespace hp::sim {

class World;

// Why a Move order cannot be given (World::check_move), or kOk.
enum class MoveCheck {
  kOk,
  kNotNow,        // not the player's turn, something plays out, or not a living hero
  kAlreadyMoved,  // this hero has moved this turn
  kNoRoom,        // the spot is off the map, in a wall, or another unit stands there
  kNoWay,         // walls close every way there
  kTooFar,        // the way there is longer than the hero's reach (Unit::reach)
};

class UnitMove {
 public:
  UnitMove(UnitId unit, Vec2 to) : unit_(unit), to_(to) {}

  UnitId unit() const { return unit_; }
  Vec2 to() const { return to_; }
  // One tick of the walk. kWalking until the unit stands on the spot (then the caller makes it
  // home); kNoPath or kStuck when it gives up where it stands.
  enum class Status { kWalking, kArrived, kNoPath, kStuck };
  Status step(World& world);
  const RouteWalk& walk() const { return walk_; }

 private:
  UnitId unit_;
  Vec2 to_;
  RouteWalk walk_;
};

}  // namespace hp::sim
