// Waypoint objects and waypoint tile layers into patrol routes.
//
// Properties (the map conventions; every key the game reads for these two route forms):
//   on a Waypoint object (a point):
//   @property route  string  required  the route it belongs to (enemies name it in `patrol`)
//   @property order  int     required  its place along the route (any integers, unique per route)
//   @property wait   float   optional  seconds spent at it (>= 0); default: the route's
//   on a tile of a layer named `waypoints`:
//   @property waypoint  int    required  the cell's place along the route (unique per layer)
//   @property wait      float  optional  seconds spent at it (>= 0)
//   on the layer holding the waypoints (object layer or `waypoints` tile layer):
//   @property loop   bool    default false  walk round instead of back and forth
//   @property wait   float   default 2      seconds at each waypoint without its own
//   @property route  string  default "waypoints"  (tile layer only) the route's name
#include "game/sim/map/waypoints_from_map.h"

#include <algorithm>
#include <optional>

#include "engine/tiled/property_source.h"
#include "game/sim/map/patrols_from_map.h"

namespace hp::sim {
namespace {

std::string waypoint_label(const tiled::MapObject& object) {
  return "waypoint " + std::to_string(object.id) +
         (object.name.empty() ? std::string() : " (\"" + object.name + "\")");
}

std::string layer_label(const tiled::Layer& layer) {
  return "layer \"" + layer.name + "\"";
}

}  // namespace

void WaypointObjects::add(const tiled::MapObject& object, Vec2 offset, const tiled::Layer& layer,
                          const std::string& path, Diagnostics& diagnostics) {
  const std::string label = waypoint_label(object);
  if (object.shape == tiled::ObjectShape::kPolygon ||
      object.shape == tiled::ObjectShape::kPolyline || object.shape == tiled::ObjectShape::kText) {
    diagnostics.error(path, object.line,
                      label +
                          " must be a point: place it with Tiled's point tool (a route "
                          "drawn as one line is a Patrol object)");
    return;
  }
  const std::optional<std::string> route = object.properties.get_string("route");
  if (!route || route->empty()) {
    diagnostics.error(path, object.line,
                      label +
                          " needs a string property \"route\" naming the route it belongs "
                          "to (the name enemies give in their \"patrol\" property)");
    return;
  }
  // Without one, a waypoint's order is 1: what the Tiled project's Waypoint class shows (Tiled
  // does not save a value left at the class's default).
  const tiled::Property* order_property = object.properties.find("order");
  const std::optional<long long> order =
      order_property ? object.properties.get_int("order") : std::optional<long long>(1);
  if (!order) {
    const int line = tiled::line_in_map(*order_property, object.line);
    diagnostics.error(path, line,
                      label + ": property \"order\" must be a whole number (got \"" +
                          order_property->value + "\")");
    return;
  }
  Waypoint waypoint;
  waypoint.order = *order;
  waypoint.position = object.center() + offset;
  waypoint.wait =
      read_wait(object.properties, object.line, label, path, diagnostics).value_or(-1.0);
  waypoint.line = object.line;
  waypoint.object_id = object.id;
  const auto [it, fresh] = routes_.try_emplace(*route);
  if (fresh) {  // the first waypoint's layer sets the route's loop and default wait
    it->second.loop = layer.properties.get_bool("loop").value_or(false);
    it->second.wait = read_wait(layer.properties, layer.line, layer_label(layer), path, diagnostics)
                          .value_or(kDefaultPatrolWait);
  }
  it->second.waypoints.push_back(waypoint);
}

void WaypointObjects::finish(std::vector<PatrolRoute>& routes, std::vector<PatrolRoute>& refused,
                             const std::string& path, Diagnostics& diagnostics) const {
  for (const auto& [name, gathered] : routes_) {
    std::vector<Waypoint> waypoints = gathered.waypoints;
    std::stable_sort(waypoints.begin(), waypoints.end(),
                     [](const Waypoint& a, const Waypoint& b) { return a.order < b.order; });
    bool duplicate = false;
    for (std::size_t i = 1; i < waypoints.size(); ++i) {
      if (waypoints[i].order != waypoints[i - 1].order) continue;
      duplicate = true;
      diagnostics.error(path, waypoints[i].line,
                        "waypoint " + std::to_string(waypoints[i].object_id) + " has order " +
                            std::to_string(waypoints[i].order) + ", like waypoint " +
                            std::to_string(waypoints[i - 1].object_id) + " on line " +
                            std::to_string(waypoints[i - 1].line) + " of route \"" + name +
                            "\": give each waypoint of a route its own order");
    }
    PatrolRoute route;
    route.name = name;
    if (duplicate) {
      refused.push_back(std::move(route));
      continue;
    }
    route.loop = gathered.loop;
    route.wait = gathered.wait;
    route.line = waypoints.front().line;
    for (const Waypoint& w : waypoints) {
      route.points.push_back(w.position);
      route.waits.push_back(w.wait >= 0.0 ? w.wait : gathered.wait);
      route.point_lines.push_back(w.line);
    }
    routes.push_back(std::move(route));
  }
}

bool is_waypoint_layer(const tiled::Layer& layer) {
  return layer.kind == tiled::LayerKind::kTile && layer.name == "waypoints";
}

void add_waypoint_layer(const tiled::Layer& layer, Vec2 offset, const tiled::Map& map,
                        const tiled::MapGeometry& geometry, std::vector<PatrolRoute>& routes,
                        std::vector<PatrolRoute>& refused, Diagnostics& diagnostics) {
  struct Cell {
    long long order = 0;
    int column = 0;
    int row = 0;
    double wait = -1.0;
  };
  const std::string& path = map.path;
  const std::string label = layer_label(layer);
  std::vector<Cell> cells;
  bool broken = false;
  for (const tiled::TileRegion& region : layer.tiles.regions()) {
    for (int r = 0; r < region.height; ++r) {
      for (int c = 0; c < region.width; ++c) {
        const std::uint32_t gid = region.at(c, r);
        if (gid == 0) continue;
        const int column = region.x + c;
        const int row = region.y + r;
        const std::string where =
            label + ", cell (" + std::to_string(column) + ", " + std::to_string(row) + ")";
        const tiled::Tileset* tileset = map.tileset_for(gid);
        const tiled::TileData* tile =
            tileset ? tileset->tile(static_cast<int>(gid & tiled::kGidMask) - tileset->first_gid)
                    : nullptr;
        const std::optional<long long> order =
            tile ? tile->properties.get_int("waypoint") : std::nullopt;
        if (!order) {
          diagnostics.error(path, layer.line,
                            where +
                                ": its tile has no int property \"waypoint\" (the order "
                                "along the route): paint this layer only with numbered "
                                "waypoint tiles");
          broken = true;
          continue;
        }
        Cell cell{*order, column, row, -1.0};
        cell.wait =
            read_wait(tile->properties, layer.line, where, path, diagnostics).value_or(-1.0);
        cells.push_back(cell);
      }
    }
  }
  if (cells.empty()) {
    if (!broken) {
      diagnostics.warning(path, layer.line, label + " has no waypoint tiles, so it makes no route");
    }
    return;
  }
  std::stable_sort(cells.begin(), cells.end(),
                   [](const Cell& a, const Cell& b) { return a.order < b.order; });
  for (std::size_t i = 1; i < cells.size(); ++i) {
    if (cells[i].order != cells[i - 1].order) continue;
    diagnostics.error(path, layer.line,
                      label + ": cells (" + std::to_string(cells[i - 1].column) + ", " +
                          std::to_string(cells[i - 1].row) + ") and (" +
                          std::to_string(cells[i].column) + ", " + std::to_string(cells[i].row) +
                          ") both have waypoint " + std::to_string(cells[i].order) +
                          ": number each cell of the route once");
    broken = true;
  }
  PatrolRoute route;
  route.name = layer.properties.get_string("route").value_or("waypoints");
  if (broken) {
    refused.push_back(std::move(route));
    return;
  }
  route.loop = layer.properties.get_bool("loop").value_or(false);
  route.wait = read_wait(layer.properties, layer.line, label, path, diagnostics)
                   .value_or(kDefaultPatrolWait);
  route.line = layer.line;
  for (const Cell& cell : cells) {
    route.points.push_back(geometry.cell_center(cell.column, cell.row) + offset);
    route.waits.push_back(cell.wait >= 0.0 ? cell.wait : route.wait);
  }
  routes.push_back(std::move(route));
}

}  // namespace hp::sim
