// PatrolRoute: a route an enemy walks, as a level designer drew it in the map.
#pragma once

#include <string>
#include <vector>

#include "engine/core/vec2.h"

namespace hp::sim {

struct PatrolRoute {
  std::string name;          // the route object's name (may be empty)
  int object_id = 0;         // the Tiled object id enemies refer to with their `patrol` property
  std::vector<Vec2> points;  // waypoints, absolute pixels, in walking order (at least one)
  bool loop = false;         // true: last -> first -> ...; false: back and forth
  double wait = 2.0;         // seconds spent at each waypoint
  int line = 0;              // source line of the route object, for messages
};

}  // namespace hp::sim
