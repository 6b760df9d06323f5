// Patrol routes drawn as separate waypoints: point objects of class Waypoint (form 2), and the
// seed's tile layer named `waypoints` (form 3). Form 1, one Patrol object, is patrols_from_map.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_geometry.h"
#include "engine/tiled/map_model.h"
#include "game/sim/model/patrol_route.h"

namespace hp::sim {

// Gathers Waypoint objects while the layers are read, then builds one route per `route` name.
class WaypointObjects {
 public:
  // Takes one Waypoint object (int property `order`, string property `route`, optional float
  // `wait`); `layer` is the object layer holding it, whose `loop` and `wait` properties apply
  // to its routes. Malformed waypoints are reported and skipped.
  void add(const tiled::MapObject& object, Vec2 offset, const tiled::Layer& layer,
           const std::string& path, Diagnostics& diagnostics);

  // Appends the routes, waypoints sorted by order; reports two waypoints with the same order
  // and appends that route to `refused` instead (by name: links to it need no message of their
  // own).
  void finish(std::vector<PatrolRoute>& routes, std::vector<PatrolRoute>& refused,
              const std::string& path, Diagnostics& diagnostics) const;

 private:
  struct Waypoint {
    long long order = 0;
    Vec2 position;
    double wait = -1.0;  // < 0: the route's
    int line = 0;
    int object_id = 0;
  };
  struct Route {
    std::vector<Waypoint> waypoints;
    bool loop = false;
    double wait = kDefaultPatrolWait;
  };
  std::map<std::string, Route, std::less<>> routes_;  // by name: deterministic order
};

// Reads a tile layer named `waypoints`: every painted cell's tile carries an int property
// `waypoint` (its order) and optionally a float `wait`; the route is those cells' centres in
// order (geometry's cell_center, in object space, shifted by the layers' offset there). Its name
// is the layer's string property `route` (default "waypoints"); the layer's `loop` and `wait`
// properties apply as on a Patrol object. A layer with broken cells is reported and its route
// appended to `refused` (by name) instead.
void add_waypoint_layer(const tiled::Layer& layer, Vec2 offset, const tiled::Map& map,
                        const tiled::MapGeometry& geometry, std::vector<PatrolRoute>& routes,
                        std::vector<PatrolRoute>& refused, Diagnostics& diagnostics);

// Whether a tile layer is a waypoint layer (read by add_waypoint_layer, never drawn as walls).
bool is_waypoint_layer(const tiled::Layer& layer);

}  // namespace hp::sim
