// The files a loaded map was made from: what hot reload watches.
#pragma once

#include <string>
#include <vector>

#include "engine/tiled/map_model.h"

namespace hp::tiled {

// The map file itself, its external tilesets, every image (tileset, tile and image layer)
// and every object template, each once, in first-use order.
std::vector<std::string> files_of(const Map& map);

}  // namespace hp::tiled
