// When a name the map links to is missing from a class's objects, whether an object of that
// name is there with the class in another case ("area" for "Area"): then the link's message
// says so instead of sending the designer to draw what is already drawn.
#pragma once

#include <string>
#include <string_view>

#include "engine/tiled/map_model.h"

namespace hp::sim {

// "; an object named "Zone" is there (line 12) but its class is "area", not "Area": fix its
// class" when map has such an object, else empty.
std::string class_slip_hint(const tiled::Map& map, std::string_view name, std::string_view cls);

// The same for an enemy's `patrol` link that names no route: a Patrol object of that name (or,
// for an object reference, that id) or Waypoint objects of that `route` drawn with the class in
// another case ("patrol", "waypoint"). Empty when there is none.
std::string route_slip_hint(const tiled::Map& map, const tiled::Property& link);

}  // namespace hp::sim
