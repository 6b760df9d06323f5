// setup_from_map: walks every layer (into groups) and sorts objects into units and walls.
//
// Object classes the game reads ("type" in Tiled 1.8, "class" in newer versions):
//   Hero, Enemy  a unit (see unit_from_object.cpp for its properties); names unique per map
//   Wall         static collision (see walls_from_map.cpp), as are tiles with solid = true;
//                with opens_* properties a door (see doors_from_map.cpp)
//   Patrol       a route enemies walk (see patrols_from_map.cpp)
//   Waypoint     one point of a route drawn point by point (see waypoints_from_map.cpp)
//   Goal, Area   regions: where heroes win, what spawns and doors wait on (objectives_from_map)
// A tile layer named `waypoints` is the seed's grid of numbered route cells (same file).
// Layer offsets (summed through groups) apply, so units and walls sit where Tiled shows them.
// Everything is read in the map's object space (map_space.h), the world's plane: on isometric
// maps along the tile axes.
#include "game/sim/map/setup_from_map.h"

#include <algorithm>
#include <cctype>
#include <deque>
#include <map>
#include <set>
#include <string>

#include "engine/core/edit_distance.h"
#include "engine/tiled/property_source.h"
#include "game/sim/map/class_slip.h"
#include "game/sim/map/doors_from_map.h"
#include "game/sim/map/map_space.h"
#include "game/sim/map/objectives_from_map.h"
#include "game/sim/map/patrols_from_map.h"
#include "game/sim/map/unit_from_object.h"
#include "game/sim/map/walls_from_map.h"
#include "game/sim/map/waypoints_from_map.h"

namespace hp::sim {
namespace {

std::size_t error_count(const Diagnostics& diagnostics) {
  return static_cast<std::size_t>(
      std::count_if(diagnostics.items().begin(), diagnostics.items().end(),
                    [](const Diagnostic& d) { return d.severity == Severity::kError; }));
}

// Collects units and walls while walking the layer tree.
class MapReader {
 public:
  MapReader(const tiled::Map& map, Diagnostics& diagnostics)
      : map_(map), diagnostics_(diagnostics), space_(map), solid_(map, diagnostics) {
    find_door_layers(map.layers);
  }

  void read_layer(const tiled::Layer& layer, Vec2 parent_offset);
  WorldSetup take() {
    waypoints_.finish(setup_.routes, refused_routes_, map_.path, diagnostics_);
    check_route_names();
    check_route_lengths();
    link_patrols(patrol_links_, map_, refused_routes_, setup_, diagnostics_);
    objectives_.finish(map_, setup_, diagnostics_);
    link_arrival_areas();
    doors_.finish(map_, setup_, diagnostics_);
    return std::move(setup_);
  }

 private:
  void read_object(const tiled::MapObject& object, const tiled::Layer& layer, Vec2 offset);
  void check_route_names();
  void check_route_lengths();
  void add_unit(const tiled::MapObject& object, Side side, Vec2 offset);
  void report_near_miss(const tiled::MapObject& object);
  void link_arrival_areas();
  void find_door_layers(const std::vector<tiled::Layer>& layers);

  const tiled::Map& map_;
  Diagnostics& diagnostics_;
  MapSpace space_;
  SolidTiles solid_;
  std::deque<tiled::MapObject> grounded_;  // tile objects read on the ground (kept: doors point)
  WorldSetup setup_;
  std::map<std::string, int, std::less<>> unit_lines_;  // name -> line of its object
  std::vector<PatrolLink> patrol_links_;                // resolved once every route is read
  std::vector<PatrolRoute> refused_routes_;  // drawn but reported broken: links to them are not
  WaypointObjects waypoints_;                // routes drawn point by point
  ObjectiveReader objectives_;               // Goal and Area objects, map properties
  DoorReader doors_;                         // Wall objects that open
  struct ArrivalLink {
    std::size_t unit;  // index into setup_.units
    tiled::Property property;
    int object_line;
  };
  std::vector<ArrivalLink> arrival_links_;  // arrives_when_entered, resolved once Areas are read
  std::set<std::string, std::less<>> door_layers_;  // tile layers that draw doors
};

void MapReader::read_layer(const tiled::Layer& layer, Vec2 parent_offset) {
  const Vec2 pixels = parent_offset + layer.offset;  // offsets are map pixels in Tiled
  const Vec2 offset = space_.object_offset(pixels);
  switch (layer.kind) {
    case tiled::LayerKind::kTile:
      if (is_waypoint_layer(layer)) {
        add_waypoint_layer(layer, offset, map_, space_.geometry(), setup_.routes, refused_routes_,
                           diagnostics_);
      } else if (door_layers_.contains(layer.name)) {
        // A door's look: hidden once it opens, so its tiles are no wall of their own (the door's
        // Wall object is what blocks while it is closed).
      } else {
        add_solid_tiles(layer.tiles, offset, space_.geometry(), solid_, setup_.walls);
      }
      break;
    case tiled::LayerKind::kObject:
      for (const tiled::MapObject& object : layer.objects.objects) {
        read_object(object, layer, offset);
      }
      break;
    case tiled::LayerKind::kGroup:
      for (const tiled::Layer& child : layer.children) read_layer(child, pixels);
      break;
    case tiled::LayerKind::kImage:
      break;
  }
}

void MapReader::read_object(const tiled::MapObject& placed, const tiled::Layer& layer,
                            Vec2 offset) {
  const tiled::MapObject* ground = &placed;
  if (placed.shape == tiled::ObjectShape::kTile &&
      map_.orientation == tiled::Orientation::kIsometric) {
    ground = &grounded_.emplace_back(space_.grounded(placed));
  }
  const tiled::MapObject& object = *ground;
  if (object.type == "Hero") return add_unit(object, Side::kHero, offset);
  if (object.type == "Enemy") return add_unit(object, Side::kEnemy, offset);
  if (object.type == "Wall" && is_door(object))
    return doors_.add(object, offset, map_.path, diagnostics_);
  if (object.type == "Wall")
    return add_wall_object(object, offset, map_.path, setup_.walls, diagnostics_);
  if (object.type == "Patrol")
    return add_patrol_object(object, offset, map_.path, setup_.routes, refused_routes_,
                             diagnostics_);
  if (object.type == "Waypoint")
    return waypoints_.add(object, offset, layer, map_.path, diagnostics_);
  if (object.type == "Goal") return objectives_.add_goal(object, offset, map_.path, diagnostics_);
  if (object.type == "Area") return objectives_.add_area(object, offset, map_.path, diagnostics_);
  report_near_miss(object);
}

// An enemy names its route; two routes of one name would make that ambiguous.
void MapReader::check_route_names() {
  std::map<std::string, int, std::less<>> seen;  // name -> line of the first route
  for (const PatrolRoute& route : setup_.routes) {
    if (route.name.empty()) continue;
    const auto [it, fresh] = seen.try_emplace(route.name, route.line);
    if (fresh) continue;
    diagnostics_.error(map_.path, route.line,
                       "two patrol routes are named \"" + route.name + "\" (the other on line " +
                           std::to_string(it->second) +
                           "): enemies pick routes by name, so give each its own");
  }
}

// A route of one waypoint is no patrol: its enemy walks there and stands. Allowed (a guard post),
// but rarely what was meant.
void MapReader::check_route_lengths() {
  for (const PatrolRoute& route : setup_.routes) {
    if (route.points.size() != 1) continue;
    const std::string name = route.name.empty() ? "a patrol route" : "route \"" + route.name + "\"";
    diagnostics_.warning(map_.path, route.line,
                         name +
                             " has one waypoint, so its enemy walks there and stands still: "
                             "add a second waypoint for it to patrol between");
  }
}

void MapReader::add_unit(const tiled::MapObject& object, Side side, Vec2 offset) {
  std::optional<UnitSpec> unit =
      unit_from_object(object, side, offset, map_, space_.default_unit_radius(), diagnostics_);
  if (!unit) return;
  const auto [it, fresh] = unit_lines_.try_emplace(unit->name, object.line);
  if (!fresh) {
    diagnostics_.error(map_.path, object.line,
                       "unit name \"" + unit->name + "\" is already used by the unit on line " +
                           std::to_string(it->second) + ": give each unit a unique name");
    return;
  }
  if (const tiled::Property* patrol = object.properties.find("patrol")) {
    patrol_links_.push_back({setup_.units.size(), *patrol, object.line});
  }
  if (const tiled::Property* area = object.properties.find("arrives_when_entered")) {
    arrival_links_.push_back({setup_.units.size(), *area, object.line});
  }
  setup_.units.push_back(std::move(*unit));
}

// The tile layers doors name (`layer` on a door's Wall), known before any tile layer is read.
void MapReader::find_door_layers(const std::vector<tiled::Layer>& layers) {
  for (const tiled::Layer& layer : layers) {
    if (layer.kind == tiled::LayerKind::kGroup) find_door_layers(layer.children);
    if (layer.kind != tiled::LayerKind::kObject) continue;
    for (const tiled::MapObject& object : layer.objects.objects) {
      if (object.type != "Wall") continue;
      if (const tiled::Property* name = object.properties.find("layer")) {
        if (!name->value.empty()) door_layers_.insert(name->value);
      }
    }
  }
}

// A reinforcement called by an Area names it; the Areas are known once the whole map is read.
void MapReader::link_arrival_areas() {
  for (const ArrivalLink& link : arrival_links_) {
    UnitSpec& unit = setup_.units[link.unit];
    const int line = tiled::line_in_map(link.property, link.object_line);
    if (link.property.value.empty()) continue;  // left empty: not a reinforcement
    if (unit.arrives_on_turn > 0) {
      diagnostics_.error(map_.path, line,
                         "unit \"" + unit.name +
                             "\" has both arrives_on_turn and arrives_when_entered: a "
                             "reinforcement comes one way, so remove one of them");
      continue;
    }
    const auto it = std::find_if(setup_.areas.begin(), setup_.areas.end(), [&](const Area& area) {
      return area.name == link.property.value;
    });
    if (it == setup_.areas.end()) {
      std::vector<std::string> areas;
      std::string names;
      for (const Area& area : setup_.areas) {
        areas.push_back(area.name);
        names += (names.empty() ? "" : ", ") + area.name;
      }
      const std::string guess = did_you_mean(link.property.value, areas);
      const std::string fix =
          !guess.empty()  ? guess
          : names.empty() ? std::string("draw a rectangle or polygon of class Area and name it")
                          : "the Areas are: " + names;
      const std::string slip = class_slip_hint(map_, link.property.value, "Area");
      diagnostics_.error(map_.path, line,
                         "unit \"" + unit.name + "\": arrives_when_entered names Area \"" +
                             link.property.value + "\", but no Area has that name" +
                             (slip.empty() ? ": " + fix : slip));
      continue;
    }
    unit.arrives_when_entered = static_cast<int>(it - setup_.areas.begin());
  }
}

// Classes are case-sensitive in Tiled; "hero" is almost certainly meant as "Hero", and the object
// would be missing from the battle: an error, as a misspelt property name is in check.
void MapReader::report_near_miss(const tiled::MapObject& object) {
  const bool has_unit_properties =
      std::any_of(kUnitProperties.begin(), kUnitProperties.end(),
                  [&](std::string_view name) { return object.properties.find(name) != nullptr; });
  for (std::string_view known : {"Hero", "Enemy", "Wall", "Patrol", "Waypoint", "Goal", "Area"}) {
    if (!same_ignoring_case(object.type, known)) continue;
    const std::string message = "object " + std::to_string(object.id) + " has class \"" +
                                object.type + "\", which is ignored: did you mean \"" +
                                std::string(known) + "\"? (classes are case-sensitive)";
    if (has_unit_properties) {
      diagnostics_.error(map_.path, object.line,
                         message + "; its unit properties say it is meant to be a unit");
    } else if (known == "Goal") {
      objectives_.add_goal_slip(object.line, message);  // an error when it is why none can win
    } else {
      diagnostics_.error(map_.path, object.line, message);
    }
  }
}

}  // namespace

std::optional<WorldSetup> setup_from_map(const tiled::Map& map, Diagnostics& diagnostics) {
  const std::size_t errors_before = error_count(diagnostics);
  MapReader reader(map, diagnostics);
  for (const tiled::Layer& layer : map.layers) reader.read_layer(layer, {});
  WorldSetup setup = reader.take();
  if (error_count(diagnostics) > errors_before) return std::nullopt;
  const MapSpace space(map);
  const Vec2 size = space.geometry().object_size();
  setup.width = size.x;
  setup.height = size.y;
  if (space.tile_length() > 0) setup.tile_width = space.tile_length();
  return setup;
}

}  // namespace hp::sim
