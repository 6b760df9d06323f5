// Reads patrol routes from a map and links enemies to them (the patrol half of the map
// conventions; issue 5 adds waypoint objects and the seed's waypoint tile layer).
#pragma once

#include <string>
#include <vector>

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_model.h"
#include "game/sim/world_setup.h"

namespace hp::sim {

// Adds a Patrol object to routes: a polyline (walked back and forth, or round if its bool
// property `loop` is true) or a polygon (always a loop), with float property `wait` (seconds at
// each waypoint, default 2). Other shapes are reported and skipped.
void add_patrol_object(const tiled::MapObject& object, Vec2 offset, const std::string& path,
                       std::vector<PatrolRoute>& routes, Diagnostics& diagnostics);

// An enemy's `patrol` property, waiting until every route has been read.
struct PatrolLink {
  std::size_t unit = 0;      // index into WorldSetup::units
  tiled::Property property;  // an object reference (the route's id) or a string (its name)
  int object_line = 0;       // the unit object's line, when the property has none
};

// Sets UnitSpec::patrol_route for every link, or reports a link to no route.
void link_patrols(const std::vector<PatrolLink>& links, const std::string& path, WorldSetup& setup,
                  Diagnostics& diagnostics);

}  // namespace hp::sim
