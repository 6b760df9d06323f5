// HeroMove: a hero's Move order under way, a route walk to the chosen spot (the same walk,
// steering and making way as an attack's approach).
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
};

class HeroMove {
 public:
  HeroMove(UnitId hero, Vec2 to) : hero_(hero), to_(to) {}

  UnitId hero() const { return hero_; }
  Vec2 to() const { return to_; }
  // One tick of the walk. kWalking until the hero stands on the spot (then the caller makes it
  // home); kNoPath or kStuck when it gives up where it stands.
  enum class Status { kWalking, kArrived, kNoPath, kStuck };
  Status step(World& world);
  const RouteWalk& walk() const { return walk_; }

 private:
  UnitId hero_;
  Vec2 to_;
  RouteWalk walk_;
};

}  // namespace hp::sim
