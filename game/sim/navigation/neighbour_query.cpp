// NeighbourQuery: a linear scan; a demo battle has a handful of units, so no grid is needed yet.
#include "game/sim/navigation/neighbour_query.h"

namespace hp::sim {

std::vector<Obstacle> NeighbourQuery::obstacles_for(UnitId self, UnitId ignored) const {
  std::vector<Obstacle> result;
  result.reserve(units_.size());
  for (const Unit& unit : units_) {
    if (unit.id == self || unit.id == ignored || !unit.is_obstacle()) continue;
    result.push_back({unit.position, unit.radius()});
  }
  return result;
}

}  // namespace hp::sim
