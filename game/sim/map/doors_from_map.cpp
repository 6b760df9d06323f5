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

#include "game/sim/map/walls_from_map.h"

namespace hp::sim {
namespace {

std::string door_label(const tiled::MapObject& object) {
  return "door " + std::to_string(object.id) +
         (object.name.empty() ? std::string() : " (\"" + object.name + "\")");
}

int line_of(const tiled::Property& property, const tiled::MapObject& object) {
  return property.line > 0 ? property.line : object.line;
}

bool has_tile_layer(const std::vector<tiled::Layer>& layers, std::string_view name) {
  return std::any_of(layers.begin(), layers.end(), [&](const tiled::Layer& layer) {
    return (layer.kind == tiled::LayerKind::kTile && layer.name == name) ||
           (layer.kind == tiled::LayerKind::kGroup && has_tile_layer(layer.children, name));
  });
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
  for (Pending& pending : doors_) {
    const tiled::MapObject& object = *pending.object;
    Door& door = pending.door;
    bool ok = true;
    if (const tiled::Property* out = object.properties.find("opens_when_out");
        out && !out->value.empty()) {
      const auto it = std::find_if(setup.units.begin(), setup.units.end(),
                                   [&](const UnitSpec& u) { return u.name == out->value; });
      if (it == setup.units.end()) {
        diagnostics.error(map.path, line_of(*out, object),
                          door_label(object) + ": opens_when_out names \"" + out->value +
                              "\", but no unit has that name: name a Hero or an Enemy of this "
                              "map");
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
        diagnostics.error(map.path, line_of(*entered, object),
                          door_label(object) + ": opens_when_entered names Area \"" +
                              entered->value +
                              "\", but no Area has that name: draw a rectangle or polygon of "
                              "class Area with that name");
        ok = false;
      } else {
        door.opens_when_entered = static_cast<int>(it - setup.areas.begin());
      }
    }
    if (const tiled::Property* layer = object.properties.find("layer");
        layer && !layer->value.empty()) {
      if (!has_tile_layer(map.layers, layer->value)) {
        diagnostics.error(map.path, line_of(*layer, object),
                          door_label(object) + ": layer \"" + layer->value +
                              "\" is not a tile layer of this map: name the tile layer that "
                              "draws the closed door");
        ok = false;
      }
      door.layer = layer->value;
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
