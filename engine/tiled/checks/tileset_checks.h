// TilesetChecks: the rules every tileset follows once read, whichever format it came from:
// its tile grid, its tile ids, its animations and its gid range.
#pragma once

#include <string_view>

#include "engine/tiled/map_model.h"
#include "engine/tiled/read/read_context.h"

namespace hp::tiled {

// "tileset \"name\"", for messages.
std::string describe_tileset(const Tileset& tileset);

// For a tileset based on one image: works out columns and, when the file gave none (tile_count
// < 0), the tile count from the image size. Reports at line and returns false when neither the
// file nor the image gives a count.
bool fill_in_grid(Tileset& tileset, const ReadContext& context, int line);

// Once every tile is read: sorts the tiles by id and checks them (ids inside the tileset and
// unique, animation frames naming tiles of the tileset). An image collection's tile_count
// becomes one past its largest id, the range of gids Tiled gives it. Reports each problem at
// the tile's line and returns false if there was any.
bool finish_tiles(Tileset& tileset, const ReadContext& context);

// Sets the tileset's object alignment, tile render size and fill mode, reporting at line any
// value Tiled does not write (the default is then kept).
void set_drawing_hints(std::string_view alignment, std::string_view render_size,
                       std::string_view fill_mode, const ReadContext& context, int line,
                       Tileset& tileset);

// Sets the tileset's <grid>: its orientation ("orthogonal" or "isometric") and cell size,
// reporting at line an orientation Tiled does not write (the default is then kept).
void set_grid(std::string_view orientation, int width, int height, const ReadContext& context,
              int line, Tileset& tileset);

// Checks that a tileset placed at first_gid ends by the largest gid (reported at line).
bool check_gid_range(const Tileset& tileset, int first_gid, const ReadContext& context, int line);

}  // namespace hp::tiled
