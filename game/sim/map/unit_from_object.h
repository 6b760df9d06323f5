// Reads one Hero or Enemy map object into a UnitSpec (the unit half of the map conventions).
#pragma once

#include <optional>

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_model.h"
#include "game/sim/model/unit.h"

namespace hp::sim {

// The unit described by `object` on `map`, positioned with its layers' summed `offset`. Reports
// every bad value ("path:line: error: unit "Ann": property ...") and then returns nullopt.
// Whether the name is unique is the caller's check (it sees all units).
std::optional<UnitSpec> unit_from_object(const tiled::MapObject& object, Side side, Vec2 offset,
                                         const tiled::Map& map, Diagnostics& diagnostics);

}  // namespace hp::sim
