// MapLoader: reads a Tiled map file (TMX) and its tilesets into the plain map model.
#pragma once

#include <optional>
#include <string>

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_model.h"

namespace hp::tiled {

// Loads the map at path. On success returns the map (diagnostics may still hold warnings); on
// failure returns nullopt and diagnostics holds at least one error "path:line: error: ...".
// Never throws, never crashes on bad input.
std::optional<Map> load_map(const std::string& path, Diagnostics& diagnostics);

}  // namespace hp::tiled
