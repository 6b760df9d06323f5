// The property table. Where each is read: battle_loader.cpp (map),
// game/sim/map/unit_from_object.cpp (units; whether a sprite's file is an image is checked by
// unit_sprite_rules.cpp), objectives_from_map.cpp (victory_*, defeat_*, Goal), doors_from_map.cpp
// (a Wall's opens_* and layer), patrols_from_map.cpp (patrol, Patrol), waypoints_from_map.cpp
// (Waypoint, layers, the waypoint tiles), walls_from_map.cpp (solid). `music` is read by the
// music director.
#include "game/app/check/map_properties.h"

#include <array>

namespace hp::app {
namespace {

using enum PropertyOwner;

constexpr std::array kTable{
    PropertySpec{kMap, "title", "string", "", "the file's name",
                 "the battle's name: the title card, the top bar, the turn banner, the pause menu"},
    PropertySpec{kMap, "briefing", "string", "", "none",
                 "what the battle is about, a sentence or two under the title on the title card "
                 "and the pause menu"},
    PropertySpec{kMap, "demo_hero", "string", "", "the first hero",
                 "the hero the headless demo attacks with", false},
    PropertySpec{kMap, "demo_enemy", "string", "", "the first enemy", "the enemy it attacks",
                 false},
    PropertySpec{kMap, "next_map", "file", "", "none (the last map)",
                 "the map played after a victory here, relative to this map", false},
    PropertySpec{kMap, "music", "string", "", "the default track",
                 "the track played on the player's turn instead of the default", false},
    PropertySpec{kMap, "victory_rout", "bool", "true", "true",
                 "knocking out every enemy wins (false: only the other victories do)"},
    PropertySpec{kMap, "victory_unit_out", "string", "", "",
                 "an enemy's name: knocking it out wins, whoever else stands; empty: none"},
    PropertySpec{
        kMap, "victory_survive_turns", "int", "0", "0",
        "turns to hold out (1 to 999): the end of the enemies' turn of that number wins; 0: "
        "none"},
    PropertySpec{
        kMap, "defeat_unit_out", "string", "", "",
        "a hero's name: that hero knocked out loses (every hero out always does); empty: none"},
    PropertySpec{
        kMap, "defeat_turn_limit", "int", "0", "0",
        "the last turn (1 to 999): its enemies' turn ending with nothing won loses; 0: none"},
    PropertySpec{kMap, "scenario", "string", "", "none",
                 "a sentence saying what the map is for (tests and tools; the game ignores it)",
                 false},
    PropertySpec{kHero, "hp", "int", "10", "10", "hit points (at least 1)"},
    PropertySpec{kHero, "speed", "float", "96", "96", "walking speed, pixels per second (above 0)"},
    PropertySpec{kHero, "radius", "float", "", "40% of a tile (35% of a hexagon's shortest side)",
                 "the unit's disc, pixels (above 0); add it by hand", false},
    PropertySpec{kHero, "attack", "int", "3", "3", "hit points a body-slam takes off (0 or more)"},
    PropertySpec{kHero, "sprite", "file", "", "",
                 "an image (PNG) drawn instead of the default figure, relative to the map; "
                 "empty: the hero figure"},
    PropertySpec{kHero, "color", "color", "", "",
                 "a team colour: a base in it under the unit and a tint on its figure; empty: "
                 "none"},
    PropertySpec{kHero, "arrives_on_turn", "int", "0", "0",
                 "a reinforcement: the turn (2 or later) at whose start it arrives, shown a turn "
                 "ahead; 0: there from the start"},
    PropertySpec{kHero, "arrives_when_entered", "string", "", "",
                 "a reinforcement: an Area's name; it arrives the turn after a hero first stands "
                 "in that Area; empty: there from the start"},
    PropertySpec{kEnemy, "hp", "int", "10", "10", "hit points (at least 1)"},
    PropertySpec{kEnemy, "speed", "float", "96", "96",
                 "walking speed, pixels per second (above 0)"},
    PropertySpec{kEnemy, "radius", "float", "", "40% of a tile (35% of a hexagon's shortest side)",
                 "the unit's disc, pixels (above 0); add it by hand", false},
    PropertySpec{kEnemy, "attack", "int", "3", "3", "hit points a body-slam takes off (0 or more)"},
    PropertySpec{kEnemy, "sprite", "file", "", "",
                 "an image (PNG) drawn instead of the default figure, relative to the map; "
                 "empty: the enemy figure for its stats"},
    PropertySpec{kEnemy, "color", "color", "", "",
                 "a team colour: a base in it under the unit and a tint on its figure; empty: "
                 "none"},
    PropertySpec{kEnemy, "arrives_on_turn", "int", "0", "0",
                 "a reinforcement: the turn (2 or later) at whose start it arrives, shown a turn "
                 "ahead; 0: there from the start"},
    PropertySpec{kEnemy, "arrives_when_entered", "string", "", "",
                 "a reinforcement: an Area's name; it arrives the turn after a hero first stands "
                 "in that Area; empty: there from the start"},
    PropertySpec{kEnemy, "flee_below", "float", "", "a third",
                 "the share of its hit points (0 to 1) under which it runs from the hero coming "
                 "for it; 0: never runs; add it by hand",
                 false},
    PropertySpec{kEnemy, "aggro_range", "float", "0", "0",
                 "pixels (centre to centre) a hero must come within, or slam it, before it "
                 "notices the heroes: until then it neither attacks nor advances (a patroller "
                 "walks on); then it hunts, leaving any route; 0: always alert"},
    PropertySpec{kEnemy, "patrol", "object", "0", "none: stands guard",
                 "the route it walks: a Patrol object, or (as a string) any route's name"},
    PropertySpec{kPatrol, "loop", "bool", "false", "false",
                 "polylines only: walk round instead of back and forth"},
    PropertySpec{kPatrol, "wait", "float", "2", "2", "seconds spent at each waypoint (0 or more)"},
    PropertySpec{kWaypoint, "route", "string", "", "required",
                 "the route's name (what enemies put in patrol)"},
    PropertySpec{kWaypoint, "order", "int", "1", "1",
                 "its place along the route, walked in increasing order"},
    PropertySpec{kWaypoint, "wait", "float", "", "the route's",
                 "seconds spent at this waypoint (0 or more); add it by hand", false},
    PropertySpec{kWall, "opens_on_turn", "int", "0", "0",
                 "a door: the turn (2 or later) at whose start it opens; 0: not on a turn"},
    PropertySpec{kWall, "opens_when_out", "string", "", "",
                 "a door: a unit's name; it opens once that unit is knocked out"},
    PropertySpec{kWall, "opens_when_entered", "string", "", "",
                 "a door: an Area's name; it opens once a hero stands in that Area"},
    PropertySpec{kWall, "layer", "string", "", "",
                 "a door: the tile layer that draws it closed, hidden once it opens"},
    PropertySpec{kGoal, "hero", "string", "", "",
                 "the one hero whose arrival counts (a name); empty: any hero"},
    PropertySpec{kWaypointObjectLayer, "loop", "bool", "", "false",
                 "its routes walk round instead of back and forth"},
    PropertySpec{kWaypointObjectLayer, "wait", "float", "", "2",
                 "seconds at each of its waypoints without their own"},
    PropertySpec{kWaypointTileLayer, "route", "string", "", "waypoints", "the route's name"},
    PropertySpec{kWaypointTileLayer, "loop", "bool", "", "false",
                 "walk round instead of back and forth"},
    PropertySpec{kWaypointTileLayer, "wait", "float", "", "2",
                 "seconds at each cell without its own"},
    PropertySpec{kTile, "solid", "bool", "", "false", "every cell showing this tile is a wall"},
    PropertySpec{kTile, "waypoint", "int", "", "none",
                 "on a `waypoints` layer: the cell's place along the route"},
    PropertySpec{kTile, "wait", "float", "", "the layer's",
                 "on a `waypoints` layer: seconds spent at the cell"},
};

constexpr std::array<std::string_view, 7> kClasses{"Hero", "Enemy", "Patrol", "Waypoint",
                                                   "Wall", "Goal",  "Area"};

}  // namespace

std::span<const PropertySpec> property_table() {
  return kTable;
}

std::vector<const PropertySpec*> properties_of(PropertyOwner owner) {
  std::vector<const PropertySpec*> found;
  for (const PropertySpec& spec : kTable) {
    if (spec.owner == owner) found.push_back(&spec);
  }
  return found;
}

std::span<const std::string_view> object_classes() {
  return kClasses;
}

std::optional<PropertyOwner> owner_of_class(std::string_view object_class) {
  if (object_class == "Hero") return kHero;
  if (object_class == "Enemy") return kEnemy;
  if (object_class == "Patrol") return kPatrol;
  if (object_class == "Waypoint") return kWaypoint;
  if (object_class == "Wall") return kWall;
  if (object_class == "Goal") return kGoal;
  if (object_class == "Area") return kArea;
  return std::nullopt;
}

std::string_view owner_name(PropertyOwner owner) {
  switch (owner) {
    case kMap:
      return "map";
    case kHero:
      return "Hero";
    case kEnemy:
      return "Enemy";
    case kPatrol:
      return "Patrol";
    case kWaypoint:
      return "Waypoint";
    case kWall:
      return "Wall";
    case kGoal:
      return "Goal";
    case kArea:
      return "Area";
    case kWaypointObjectLayer:
      return "object layer with waypoints";
    case kWaypointTileLayer:
      return "`waypoints` tile layer";
    case kTile:
      return "tile";
  }
  return "?";
}

std::string property_names(PropertyOwner owner) {
  std::string names;
  for (const PropertySpec* spec : properties_of(owner)) {
    if (!names.empty()) names += ", ";
    names += spec->name;
  }
  return names;
}

}  // namespace hp::app
