// MakeWay: an idle unit stepping off a route that it blocks, then going back to its spot once the
// way is no longer needed (the local-minimum recovery for a line of allies across a corridor).
#pragma once

#include <optional>
#include <span>

#include "engine/core/vec2.h"
#include "game/sim/model/unit.h"
#include "game/sim/navigation/route_walk.h"

namespace hp::sim {

class World;

// Where `unit` can stand clear of the route (every point farther than `clearance` from the
// route's segments), clear of walls and of every other unit, as near its current position as
// possible; nullopt when no such spot is within a few body lengths. Deterministic.
std::optional<Vec2> spot_off_route(const World& world, const Unit& unit,
                                   std::span<const Vec2> route, double clearance);

class MakeWay {
 public:
  MakeWay(UnitId unit, Vec2 spot) : unit_(unit), spot_(spot) {}

  UnitId unit() const { return unit_; }
  // Walks the unit to its spot, and back home once `way_needed` is false. Returns true when the
  // task is over: the unit is home again, or no route leads where it has to go (it stays).
  bool step(World& world, bool way_needed);

 private:
  UnitId unit_;
  Vec2 spot_;
  RouteWalk walk_;
  bool going_home_ = false;
};

}  // namespace hp::sim
