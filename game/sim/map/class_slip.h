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

}  // namespace hp::sim
