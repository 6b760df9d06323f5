// Doors from a map.
//
// Door conventions (on a Wall object; any of the first three makes it a door):
//   @property opens_on_turn       int     the turn (2 or later) at whose start it opens (0: none)
//   @property opens_when_out      string  a unit's name: it opens once that unit is knocked out
//   @property opens_when_entered  string  an Area's name: it opens once a hero stands in it
//   @property layer               string  a tile layer drawn while it is closed, hidden once open
// It opens when the first of its conditions holds.
#include "game/sim/map/doors_from_map.h"

#include <algorithm>
#include <optional>

#include "engine/core/edit_distance.h"
#include "engine/tiled/property_source.h"
#include "game/sim/map/class_slip.h"
#include "game/sim/map/map_space.h"
#include "game/sim/map/walls_from_map.h"

namespace hp::sim {
namespace {

std::string door_label(const tiled::MapObject& object) {
  return "door " + std::to_string(object.id) +
         (object.name.empty() ? std::string() : " (\"" + object.name + "\")");
}

int line_of(const tiled::Property& property, const tiled::MapObject& object) {
  return tiled::line_in_map(property, object.line);
}

// The tile layer of that name (searching into groups), with its offset summed through them.
const tiled::Layer* find_tile_layer(const std::vector<tiled::Layer>& layers, std::string_view name,
                                    Vec2 parent, Vec2& offset) {
  for (const tiled::Layer& layer : layers) {
    if (layer.kind == tiled::LayerKind::kTile && layer.name == name) {
      offset = parent + layer.offset;
      return &layer;
    }
    if (layer.kind != tiled::LayerKind::kGroup) continue;
    if (const tiled::Layer* found =
            find_tile_layer(layer.children, name, parent + layer.offset, offset)) {
      return found;
    }
  }
  return nullptr;
}

// The names of every tile layer (into groups), for "did you mean".
void tile_layer_names(const std::vector<tiled::Layer>& layers, std::vector<std::string>& names) {
  for (const tiled::Layer& layer : layers) {
    if (layer.kind == tiled::LayerKind::kTile) names.push_back(layer.name);
    if (layer.kind == tiled::LayerKind::kGroup) tile_layer_names(layer.children, names);
  }
}

// The fix for a name that matches nothing: "did you mean" when one is close, else `otherwise`.
std::string name_fix(std::string_view name, const std::vector<std::string>& names,
                     const std::string& otherwise) {
  const std::string guess = did_you_mean(name, names);
  return guess.empty() ? otherwise : guess;
}

// The box around everything the door blocks.
Rect bounds_of(const Walls& shape) {
  double x0 = 1e300, y0 = 1e300, x1 = -1e300, y1 = -1e300;
  const auto take = [&](double x, double y) {
    x0 = std::min(x0, x);
    y0 = std::min(y0, y);
    x1 = std::max(x1, x);
    y1 = std::max(y1, y);
  };
  for (const Rect& box : shape.boxes) {
    take(box.x, box.y);
    take(box.x + box.w, box.y + box.h);
  }
  for (const auto& polygon : shape.polygons) {
    for (const Vec2& p : polygon) take(p.x, p.y);
  }
  return {x0, y0, x1 - x0, y1 - y0};
}

// Whether two boxes share more than an edge (half a pixel each way).
bool overlap(const Rect& a, const Rect& b) {
  constexpr double kSlack = 0.5;
  return a.x + a.w > b.x + kSlack && b.x + b.w > a.x + kSlack && a.y + a.h > b.y + kSlack &&
         b.y + b.h > a.y + kSlack;
}

// A door's layer is hidden when it opens and its tiles never block: a layer with tiles away from
// the door (the map's `walls`, say) would take those walls away with it. The first such cell
// (the box around its shape in object space, shifted by the layers' offset there).
std::optional<std::pair<int, int>> cell_away_from(const tiled::Layer& layer, Vec2 offset,
                                                  const tiled::MapGeometry& geometry,
                                                  const Rect& door) {
  const tiled::TileLayer& tiles = layer.tiles;
  if (tiles.width <= 0) return std::nullopt;
  for (std::size_t i = 0; i < tiles.gids.size(); ++i) {
    if ((tiles.gids[i] & tiled::kGidMask) == 0) continue;
    const int column = static_cast<int>(i % static_cast<std::size_t>(tiles.width));
    const int row = static_cast<int>(i / static_cast<std::size_t>(tiles.width));
    const Rect cell = bounds_of(Walls{{}, {geometry.cell_outline(column, row)}});
    if (!overlap({cell.x + offset.x, cell.y + offset.y, cell.w, cell.h}, door)) {
      return std::make_pair(column, row);
    }
  }
  return std::nullopt;
}

}  // namespace

// Set to something: the project shows these on every Wall with an empty text or 0, which is no
// door.
bool is_door(const tiled::MapObject& object) {
  return std::any_of(kDoorProperties.begin(), kDoorProperties.end(), [&](std::string_view name) {
    const tiled::Property* property = object.properties.find(name);
    return property && !property->value.empty() && property->value != "0";
  });
}

void DoorReader::add(const tiled::MapObject& object, Vec2 offset, const std::string& path,
                     Diagnostics& diagnostics) {
  Door door;
  door.name = object.name;
  door.object_id = object.id;
  door.line = object.line;
  add_wall_object(object, offset, path, door.shape, diagnostics);
  if (door.shape.boxes.empty() && door.shape.polygons.empty()) return;  // reported as a wall
  if (const tiled::Property* turn = object.properties.find("opens_on_turn")) {
    const std::optional<long long> value = object.properties.get_int("opens_on_turn");
    if (value == 0LL) {
      // 0: not on a turn (the project's default).
    } else if (!value || *value < 2 || *value > 999) {
      diagnostics.error(path, line_of(*turn, object),
                        door_label(object) +
                            ": opens_on_turn must be a whole number of turns from 2 to 999, or 0 "
                            "(turn 1 is the start: a door open then is no wall, remove it) (got "
                            "\"" +
                            turn->value + "\")");
      return;
    } else {
      door.opens_on_turn = static_cast<int>(*value);
    }
  }
  doors_.push_back({std::move(door), &object});
}

void DoorReader::finish(const tiled::Map& map, WorldSetup& setup, Diagnostics& diagnostics) {
  const MapSpace space(map);
  for (Pending& pending : doors_) {
    const tiled::MapObject& object = *pending.object;
    Door& door = pending.door;
    bool ok = true;
    if (const tiled::Property* out = object.properties.find("opens_when_out");
        out && !out->value.empty()) {
      const auto it = std::find_if(setup.units.begin(), setup.units.end(),
                                   [&](const UnitSpec& u) { return u.name == out->value; });
      if (it == setup.units.end()) {
        std::vector<std::string> names;
        for (const UnitSpec& unit : setup.units) names.push_back(unit.name);
        diagnostics.error(map.path, line_of(*out, object),
                          door_label(object) + ": opens_when_out names \"" + out->value +
                              "\", but no unit has that name: " +
                              name_fix(out->value, names, "name a Hero or an Enemy of this map"));
        ok = false;
      } else {
        door.opens_when_out = static_cast<int>(it - setup.units.begin());
      }
    }
    if (const tiled::Property* entered = object.properties.find("opens_when_entered");
        entered && !entered->value.empty()) {
      const auto it = std::find_if(setup.areas.begin(), setup.areas.end(),
                                   [&](const Area& a) { return a.name == entered->value; });
      if (it == setup.areas.end()) {
        std::vector<std::string> names;
        for (const Area& area : setup.areas) names.push_back(area.name);
        const std::string slip = class_slip_hint(map, entered->value, "Area");
        diagnostics.error(map.path, line_of(*entered, object),
                          door_label(object) + ": opens_when_entered names Area \"" +
                              entered->value + "\", but no Area has that name" +
                              (!slip.empty() ? slip
                                             : ": " + name_fix(entered->value, names,
                                                               "draw a rectangle or polygon of "
                                                               "class Area with that name")));
        ok = false;
      } else {
        door.opens_when_entered = static_cast<int>(it - setup.areas.begin());
      }
    }
    const Rect bounds = bounds_of(door.shape);
    if (const tiled::Property* layer = object.properties.find("layer");
        layer && !layer->value.empty()) {
      Vec2 offset;
      const tiled::Layer* tiles = find_tile_layer(map.layers, layer->value, {}, offset);
      if (!tiles) {
        std::vector<std::string> names;
        tile_layer_names(map.layers, names);
        diagnostics.error(
            map.path, line_of(*layer, object),
            door_label(object) + ": layer \"" + layer->value +
                "\" is not a tile layer of this map: " +
                name_fix(layer->value, names, "name the tile layer that draws the closed door"));
        ok = false;
      } else if (const auto away = cell_away_from(*tiles, space.object_offset(offset),
                                                  space.geometry(), bounds)) {
        diagnostics.error(map.path, line_of(*layer, object),
                          door_label(object) + ": layer \"" + layer->value +
                              "\" has tiles away from the door (the first in column " +
                              std::to_string(away->first) + ", row " +
                              std::to_string(away->second) +
                              "): a door's layer is hidden when it opens and its tiles never "
                              "block, so give the door a tile layer holding only its own tiles");
        ok = false;
      }
      door.layer = layer->value;
    }
    {
      // Walls drawn where the door stands, on other layers, stay when it opens. Solid tiles are
      // polygons on staggered and hexagonal maps, which interlock: one counts when its centre is
      // in the door's box (on orthogonal maps polygons are Wall objects drawn by hand, which
      // this has never weighed).
      const bool covered = std::any_of(setup.walls.boxes.begin(), setup.walls.boxes.end(),
                                       [&](const Rect& box) { return overlap(box, bounds); }) ||
                           (map.orientation != tiled::Orientation::kOrthogonal &&
                            std::any_of(setup.walls.polygons.begin(), setup.walls.polygons.end(),
                                        [&](const std::vector<Vec2>& polygon) {
                                          const Rect cell = bounds_of(Walls{{}, {polygon}});
                                          const Vec2 c{cell.x + cell.w / 2, cell.y + cell.h / 2};
                                          return c.x > bounds.x && c.x < bounds.x + bounds.w &&
                                                 c.y > bounds.y && c.y < bounds.y + bounds.h;
                                        }));
      if (covered) {
        diagnostics.warning(map.path, object.line,
                            door_label(object) +
                                " stands on walls that stay when it opens (solid tiles or Wall "
                                "objects): paint the closed door on a tile layer of its own and "
                                "name that layer in the door's `layer`");
      }
    }
    const bool opens =
        door.opens_on_turn > 0 || door.opens_when_out >= 0 || door.opens_when_entered >= 0;
    if (ok && !opens) {
      diagnostics.warning(map.path, object.line,
                          door_label(object) +
                              " never opens (its opens_* properties are empty): it is a plain "
                              "wall; set opens_on_turn, opens_when_out or opens_when_entered");
    }
    if (ok) setup.doors.push_back(std::move(door));
  }
}

}  // namespace hp::sim
