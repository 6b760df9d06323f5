// WalkView: what a route walk may see and change of the world it walks in, so navigation never
// reaches into the world (Quake III's shared movement code takes trace callbacks the same way).
#pragma once

#include <span>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/model/unit.h"

namespace hp::sim {

class RoutePlanner;
class StaticCollision;

// A standing unit on the route a walker is about to take.
struct Blocker {
  UnitId unit;
  double clearance = 0;  // px its centre has to keep from the route to let the walker by
};

// "Blocked by these units": units alone close the walker's way, so it takes the walls' route
// through them; these stand on that route (in unit order).
struct Blockage {
  UnitId walker;
  std::span<const Vec2> route;  // the walls' route's corners, valid during the report only
  std::vector<Blocker> blockers;
};

// The world as a walker sees it. The world implements it (through battle's Battlefield); tests
// may implement their own.
class WalkView {
 public:
  // Every unit, the walker among them: what to plan and steer around.
  virtual std::span<const Unit> units() const = 0;
  // A unit by id (null when there is none). A walk changes only its own walker.
  virtual Unit* unit_mut(UnitId id) = 0;
  // The map's walls and edges, indexed for movement.
  virtual const StaticCollision& collision() const = 0;
  // Plans routes on the lattice.
  virtual const RoutePlanner& planner() const = 0;
  // Told at the moment a walk plans the walls' route through standing units, before the
  // walker moves. The owner of the units decides who steps aside (the world: make_way).
  virtual void blocked_by(const Blockage& blockage) = 0;

 protected:
  ~WalkView() = default;
};

}  // namespace hp::sim
