// Reads units and walls from a loaded Tiled map by the map conventions.
#pragma once

#include <optional>

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_model.h"
#include "game/sim/model/world_setup.h"

namespace hp::sim {

// Units are objects whose class/type is Hero or Enemy; walls are tiles with bool property
// "solid" = true and objects of class Wall. Bad content (duplicate names, bad property values)
// is reported as "path:line: error: ..." and yields nullopt.
std::optional<WorldSetup> setup_from_map(const tiled::Map& map, Diagnostics& diagnostics);

}  // namespace hp::sim
