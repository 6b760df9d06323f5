// The one table of every Tiled property the game reads: check, the docs and the Tiled project
// are all compared against it, so the three cannot drift apart.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace hp::app {

// What carries a property: the map, an object of one class, a layer or a tileset tile.
enum class PropertyOwner {
  kMap,
  kHero,
  kEnemy,
  kPatrol,
  kWaypoint,
  kWall,
  kGoal,
  kArea,
  kWaypointObjectLayer,  // the object layer holding a route's first Waypoint
  kWaypointTileLayer,    // a tile layer named `waypoints`
  kTile,                 // a tileset tile
};

// One property the game reads.
struct PropertySpec {
  PropertyOwner owner = PropertyOwner::kMap;
  std::string_view name;
  std::string_view type;           // Tiled's type: int, float, bool, string, file or object
  std::string_view tiled_default;  // the value the Tiled project shows on new objects
  std::string_view game_default;   // what the game uses when the property is absent (docs)
  std::string_view meaning;        // one line for the docs
  // Declared as a member of its class in the Tiled project. Not when the game's default is
  // not one value Tiled could show (a waypoint's wait is its route's): Tiled would show a value
  // the game does not use, so it is added by hand when wanted.
  bool member = true;
};

// Every property, grouped by owner in the order the docs list them.
std::span<const PropertySpec> property_table();

// The properties of one owner, in table order.
std::vector<const PropertySpec*> properties_of(PropertyOwner owner);

// The object classes the game reads, in the order the docs list them.
std::span<const std::string_view> object_classes();

// The class a map may take in Tiled 1.9 and newer (Map > Map Properties > Class): its members are
// the map properties marked `member` (the title, the briefing, the objectives).
inline constexpr std::string_view kMapClass = "Battle";

// The owner for an object class ("Hero" -> kHero), or nullopt for any other class.
std::optional<PropertyOwner> owner_of_class(std::string_view object_class);

// How messages and docs name an owner: "map", "Hero", ..., "tile".
std::string_view owner_name(PropertyOwner owner);

// The names of an owner's properties joined with ", " (empty when it has none).
std::string property_names(PropertyOwner owner);

}  // namespace hp::app
