// Reads one Hero or Enemy map object into a UnitSpec (the unit half of the map conventions).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_model.h"
#include "game/sim/model/unit.h"

namespace hp::sim {

// Every property a unit object is read for (an Enemy's; a Hero's are all but the last three):
// what makes an object of a near-miss class recognisably a unit. check's property table says
// the same (a test holds them together).
inline constexpr std::array<std::string_view, 11> kUnitProperties = {
    "hp",         "speed",       "radius",          "attack",
    "sprite",     "color",       "arrives_on_turn", "arrives_when_entered",
    "flee_below", "aggro_range", "patrol"};

// A file property's path as the game opens it: as Tiled writes it, relative to the folder of the
// map (`map_path`) unless absolute. Empty for an empty value.
std::string map_file_path(const std::string& map_path, std::string_view written);

// The unit described by `object` on `map`, positioned with its layers' summed `offset` (object
// space, as the object's own x and y); `default_radius` is the radius of a unit that sets none
// (MapSpace::default_unit_radius: 40% of the tile on orthogonal maps). Reports
// every bad value ("path:line: error: unit "Ann": property ...") and then returns nullopt.
// Whether the name is unique is the caller's check (it sees all units).
std::optional<UnitSpec> unit_from_object(const tiled::MapObject& object, Side side, Vec2 offset,
                                         const tiled::Map& map, double default_radius,
                                         Diagnostics& diagnostics);

}  // namespace hp::sim
