// Reads Patrol objects (route form 1) and links enemies to their routes, whichever form they
// were drawn in (forms 2 and 3, waypoints: waypoints_from_map.h).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_model.h"
#include "game/sim/model/world_setup.h"

namespace hp::sim {

// Adds a Patrol object to routes: a polyline (walked back and forth, or round if its bool
// property `loop` is true) or a polygon (always a loop), with float property `wait` (seconds at
// each waypoint, default 2). Other shapes are reported and added to `refused` instead (by name
// and id, so an enemy naming the route is not told there is no such route).
void add_patrol_object(const tiled::MapObject& object, Vec2 offset, const std::string& path,
                       std::vector<PatrolRoute>& routes, std::vector<PatrolRoute>& refused,
                       Diagnostics& diagnostics);

// A `wait` property (seconds, 0 or more) among `properties`: its value; nullopt when absent,
// or after reporting one that is not a usable number (at the property's line, else owner_line;
// owner names what carries it, e.g. "patrol route 7").
std::optional<double> read_wait(const tiled::Properties& properties, int owner_line,
                                const std::string& owner, const std::string& path,
                                Diagnostics& diagnostics);

// An enemy's `patrol` property, waiting until every route has been read.
struct PatrolLink {
  std::size_t unit = 0;      // index into WorldSetup::units
  tiled::Property property;  // an object reference (the route's id) or a string (its name)
  int object_line = 0;       // the unit object's line, when the property has none
};

// Sets UnitSpec::patrol_route for every link, or reports a link to no route. A reference names
// a Patrol object; a string names any route (a Patrol object's name, a Waypoint `route`, or a
// waypoint layer's route name). A link to a route in `refused` (one drawn but already reported
// as broken) says nothing more: the route's own message is the cause to fix. A link to a route
// drawn with its class in the wrong case says so (route_slip_hint). Messages name map.path.
void link_patrols(const std::vector<PatrolLink>& links, const tiled::Map& map,
                  const std::vector<PatrolRoute>& refused, WorldSetup& setup,
                  Diagnostics& diagnostics);

}  // namespace hp::sim
