// TilesetChecks: the rules every tileset follows once read, whichever format it came from:
// its tile grid, its tile ids, its animations and its gid range.
#pragma once

#include <string_view>

#include "engine/tiled/map_model.h"
#include "engine/tiled/read/read_context.h"

namespace hp::tiled {

// "tileset \"name\"", for messages.
std::string describe_tileset(const Tileset& tileset);

// For a tileset based on one image. image_found: the image was read, so its size is the real one
// and the grid will be the one Tiled gives it, whatever the file says (image_read is set, and
// finish_tiles works it out). Otherwise the file's counts are kept: columns and a count missing
// there (tile_count < 0) come from the size the file states. Reports at line and returns false
// when neither gives a count.
bool fill_in_grid(Tileset& tileset, const ReadContext& context, int line, bool image_found);

// Once every tile is read: sorts the tiles by id, works out an image_read tileset's grid from
// its image as Tiled does (its columns and tile count from the image, tiles the file lists past
// the image kept, blank; a warning at the tileset's line when the file states other counts), and
// checks the tiles (ids inside the tileset and unique). An image collection's tile_count becomes
// one past its largest id, the range of gids Tiled gives it. Reports each problem at the tile's
// line and returns false if there was any. Animation frames naming a tile the tileset does not
// have are dropped with a warning.
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
