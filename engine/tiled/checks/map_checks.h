// MapChecks: the rules on a map's own attributes, whichever format it came from.
#pragma once

#include <string_view>

#include "engine/tiled/map_model.h"
#include "engine/tiled/read/read_context.h"

namespace hp::tiled {

// Sets map.orientation from Tiled's name for it; refuses any other name (reported at line,
// saying how to change it).
bool read_orientation(std::string_view orientation, const ReadContext& context, int line, Map& map);

// Whether the map's orientation staggers rows or columns (staggered and hexagonal maps), the
// only ones whose staggeraxis and staggerindex mean something and are read.
inline bool is_staggered(const Map& map) {
  return map.orientation == Orientation::kStaggered || map.orientation == Orientation::kHexagonal;
}

// Sets map.stagger_axis ("x" or "y") and map.stagger_index ("odd" or "even"), reporting at line
// any other value (the default is then kept). Tiled writes them for staggered and hexagonal maps.
void read_stagger(std::string_view axis, std::string_view index, const ReadContext& context,
                  int line, Map& map);

// The rules only one orientation has, once the map's attributes are read, reported at line:
// a hexagonal map needs a side length between 1 and its tile's side along the stagger axis
// (errors); an odd one is laid out differently by Tiled's versions (a warning).
void check_orientation_settings(const Map& map, const ReadContext& context, int line);

// A tileset with an isometric grid (art made for diamond cells) on an orthogonal or hexagonal
// map is warned about at line: Tiled draws it the same as any other, only its collision
// shapes and terrain marks follow the grid, so it is likely the wrong tileset, not an error.
void check_tileset_grid(const Tileset& tileset, const Map& map, const ReadContext& context,
                        int line);

// Sets map.render_order, or reports an unknown order at line and keeps the default.
bool read_render_order(std::string_view order, const ReadContext& context, int line, Map& map);

// Refuses a map whose claimed size is past the limits, before any layer is read.
bool check_map_size(const Map& map, const ReadContext& context, int line);

}  // namespace hp::tiled
