// Patrol routes and enemy links.
//
// Patrol properties (the map conventions; every key the game reads for patrols):
//   @property patrol  object|string  on an Enemy: the route it walks (a reference to a Patrol
//                                    object, or any route's name); none: it stands guard
//   @property loop    bool   default false  on a Patrol polyline: walk round instead of back
//                                           and forth (polygons always loop)
//   @property wait    float  default 2      on a Patrol: seconds spent at each waypoint (>= 0)
#include "game/sim/map/patrols_from_map.h"

#include <cmath>

#include "engine/core/edit_distance.h"
#include "engine/tiled/property_source.h"
#include "game/sim/map/class_slip.h"

namespace hp::sim {
namespace {

std::string route_label(const tiled::MapObject& object) {
  return "patrol route " + std::to_string(object.id) +
         (object.name.empty() ? std::string() : " (\"" + object.name + "\")");
}

// The route a link names: by object id for references, by name (or id text) for strings.
const PatrolRoute* find_route(const std::vector<PatrolRoute>& routes, const tiled::Property& p) {
  for (const PatrolRoute& route : routes) {
    if (p.type == tiled::PropertyType::kObject || p.type == tiled::PropertyType::kInt) {
      if (std::to_string(route.object_id) == p.value) return &route;
    } else if (route.name == p.value) {
      return &route;
    }
  }
  return nullptr;
}

std::string route_names(const std::vector<PatrolRoute>& routes) {
  std::string names;
  for (const PatrolRoute& route : routes) {
    if (!names.empty()) names += ", ";
    names += route.name.empty() ? "#" + std::to_string(route.object_id) : route.name;
  }
  return names.empty() ? "none on this map" : names;
}

}  // namespace

std::optional<double> read_wait(const tiled::Properties& properties, int owner_line,
                                const std::string& owner, const std::string& path,
                                Diagnostics& diagnostics) {
  const tiled::Property* property = properties.find("wait");
  if (!property) return std::nullopt;
  const std::optional<double> value = properties.get_float("wait");
  if (value && std::isfinite(*value) && *value >= 0.0) return *value;
  diagnostics.error(path, tiled::line_in_map(*property, owner_line),
                    owner + ": property \"wait\" must be a number of seconds, 0 or more (got \"" +
                        property->value + "\")" + tiled::template_origin(*property));
  return std::nullopt;
}

void add_patrol_object(const tiled::MapObject& object, Vec2 offset, const std::string& path,
                       std::vector<PatrolRoute>& routes, std::vector<PatrolRoute>& refused,
                       Diagnostics& diagnostics) {
  PatrolRoute route;
  route.name = object.name;
  route.object_id = object.id;
  route.line = object.line;
  const bool polygon = object.shape == tiled::ObjectShape::kPolygon;
  if (!polygon && object.shape != tiled::ObjectShape::kPolyline) {
    diagnostics.error(path, object.line,
                      route_label(object) +
                          " must be a polyline or a polygon: draw it with Tiled's polygon tool");
    refused.push_back(std::move(route));
    return;
  }
  if (object.points.empty()) {
    diagnostics.error(path, object.line, route_label(object) + " has no points");
    refused.push_back(std::move(route));
    return;
  }
  route.loop = polygon || object.properties.get_bool("loop").value_or(false);
  route.wait = read_wait(object.properties, object.line, route_label(object), path, diagnostics)
                   .value_or(kDefaultPatrolWait);
  const Vec2 origin = Vec2{object.x, object.y} + offset;
  for (const Vec2& point : object.points) route.points.push_back(origin + point);
  routes.push_back(std::move(route));
}

void link_patrols(const std::vector<PatrolLink>& links, const tiled::Map& map,
                  const std::vector<PatrolRoute>& refused, WorldSetup& setup,
                  Diagnostics& diagnostics) {
  const std::string& path = map.path;
  for (const PatrolLink& link : links) {
    UnitSpec& unit = setup.units[link.unit];
    if (link.property.value.empty() || link.property.value == "0") continue;  // unset reference
    const PatrolRoute* route = find_route(setup.routes, link.property);
    if (route) {
      unit.patrol_route = static_cast<int>(route - setup.routes.data());
      continue;
    }
    if (find_route(refused, link.property)) continue;  // the route's own error is the cause
    const bool by_id = link.property.type == tiled::PropertyType::kObject;
    const std::string slip = route_slip_hint(map, link.property);
    if (!slip.empty()) {  // the route is drawn, with its class in the wrong case
      diagnostics.error(
          path, tiled::line_in_map(link.property, link.object_line),
          "unit \"" + unit.name + "\": property \"patrol\" names " +
              (by_id ? "object " + link.property.value : "\"" + link.property.value + "\"") +
              ", which is not a Patrol route" + slip);
      continue;
    }
    std::vector<std::string> names;
    for (const PatrolRoute& r : setup.routes) {
      if (!r.name.empty()) names.push_back(r.name);
    }
    const std::string guess = by_id ? std::string() : did_you_mean(link.property.value, names);
    if (!guess.empty()) {
      diagnostics.error(path, tiled::line_in_map(link.property, link.object_line),
                        "unit \"" + unit.name + "\": property \"patrol\" names \"" +
                            link.property.value + "\", which is not a Patrol route: " + guess);
      continue;
    }
    diagnostics.error(
        path, tiled::line_in_map(link.property, link.object_line),
        "unit \"" + unit.name + "\": property \"patrol\" names " +
            (by_id ? "object " + link.property.value : "\"" + link.property.value + "\"") +
            ", which is not a Patrol route (routes: " + route_names(setup.routes) +
            "): point it at a Patrol object, or name a route drawn with Waypoint objects or a "
            "waypoints layer");
  }
}

}  // namespace hp::sim
