// NeighbourQuery: the narrow view walkers get of the other units (their discs, nothing more).
#pragma once

#include <span>
#include <vector>

#include "game/sim/model/unit.h"
#include "game/sim/steering/obstacle.h"

namespace hp::sim {

// Answers "what must I walk around?" over a set of units, so steering code never reaches into
// the world (Quake III's movement code takes a trace callback the same way).
class NeighbourQuery {
 public:
  explicit NeighbourQuery(std::span<const Unit> units) : units_(units) {}

  // The discs of every unit that blocks (not knocked out), except `self` and `ignored` (a
  // walker does not avoid the unit it is walking to). In unit order, so sums are deterministic.
  std::vector<Obstacle> obstacles_for(UnitId self, UnitId ignored = {}) const;

 private:
  std::span<const Unit> units_;
};

}  // namespace hp::sim
