// Tileset rules: grid arithmetic, tile id ranges, animation frames, gid ranges.
#include "engine/tiled/checks/tileset_checks.h"

#include <algorithm>
#include <initializer_list>
#include <string>

namespace hp::tiled {
namespace {

// Tiles that fit along one side of an image: (side - 2*margin + spacing) / (tile + spacing).
int tiles_along(int image_side, int tile_side, const Tileset& tileset) {
  const int usable = image_side - 2 * tileset.margin + tileset.spacing;
  return usable > 0 ? usable / (tile_side + tileset.spacing) : 0;
}

std::string tile_text(const TileData& tile) {
  return "tile " + std::to_string(tile.id);
}

bool check_id(const Tileset& tileset, const TileData& tile, const ReadContext& context) {
  if (tileset.is_image_collection() || tile.id < tileset.tile_count) return true;
  context.error(tile.line, describe_tileset(tileset) + ": " + tile_text(tile) +
                               " is past its last tile (" + std::to_string(tileset.tile_count) +
                               " tiles); re-save the tileset from Tiled");
  return false;
}

// Frames showing a tile the tileset does not have are dropped with a warning, as Tiled shows
// the rest of the animation (a frame past the image is left over from a larger image).
void drop_missing_frames(const Tileset& tileset, TileData& tile, const ReadContext& context) {
  std::vector<AnimationFrame>& frames = tile.animation;
  const auto missing = [&](const AnimationFrame& frame) {
    return tileset.is_image_collection() ? tileset.tile(frame.tile_id) == nullptr
                                         : frame.tile_id >= tileset.tile_count;
  };
  const auto first = std::find_if(frames.begin(), frames.end(), missing);
  if (first == frames.end()) return;
  const int dropped = static_cast<int>(std::count_if(frames.begin(), frames.end(), missing));
  context.warning(
      tile.line,
      describe_tileset(tileset) + ": the animation of " + tile_text(tile) + " shows tile " +
          std::to_string(first->tile_id) + ", which the tileset does not have (" +
          std::to_string(tileset.tile_count) + " tiles); " +
          (dropped > 1 ? "those " + std::to_string(dropped) + " frames are" : "that frame is") +
          " skipped, as Tiled skips them: fix the animation in Tiled's Tile "
          "Animation Editor");
  frames.erase(std::remove_if(frames.begin(), frames.end(), missing), frames.end());
}

// The grid Tiled gives a tileset from its image: columns and tile count from the image's size,
// margin, spacing and tile size, plus the tiles the file lists past the image (Tiled keeps them,
// blank). A tile count or column count the file states otherwise (the tileset was saved with
// another image, or edited by hand) gives way; a warning names both when the columns differ or
// the file counts tiles the image does not hold.
void grid_from_image(Tileset& tileset, const ReadContext& context) {
  const int columns = tiles_along(tileset.image_width, tileset.tile_width, tileset);
  const int image_tiles = columns * tiles_along(tileset.image_height, tileset.tile_height, tileset);
  int past = 0;  // listed tiles past the image
  int end = image_tiles;
  for (const TileData& tile : tileset.tiles) {
    if (tile.id < image_tiles) continue;
    ++past;
    end = std::max(end, tile.id + 1);
  }
  // A count smaller than the image holds gives way silently: Tiled shows every tile the image
  // holds, and the tilesets after it keep their gids (see add_tileset). A larger one names
  // tiles that do not exist.
  std::string stated;
  if (tileset.tile_count > image_tiles + past) {
    stated = "tilecount " + std::to_string(tileset.tile_count);
  }
  if (tileset.columns > 0 && tileset.columns != columns) {
    stated +=
        (stated.empty() ? "" : " and ") + std::string("columns ") + std::to_string(tileset.columns);
  }
  tileset.stated_tile_count = tileset.tile_count;
  tileset.columns = columns;
  tileset.tile_count = end;
  if (stated.empty()) return;
  context.warning(
      tileset.line,
      describe_tileset(tileset) + ": the file says " + stated + ", but its " +
          std::to_string(tileset.image_width) + "x" + std::to_string(tileset.image_height) +
          " image holds " + std::to_string(image_tiles) + " tiles of " +
          std::to_string(tileset.tile_width) + "x" + std::to_string(tileset.tile_height) + " in " +
          std::to_string(columns) + " columns" +
          (past > 0
               ? " (and the file lists " + std::to_string(past) + " more past them, kept blank)"
               : "") +
          "; those are used, as Tiled does: re-save the tileset in Tiled to write "
          "them");
}

}  // namespace

std::string describe_tileset(const Tileset& tileset) {
  return "tileset \"" + tileset.name + "\"";
}

bool fill_in_grid(Tileset& tileset, const ReadContext& context, int line, bool image_found) {
  if (image_found) {
    // The grid comes from the image once the tiles are read (finish_tiles), as Tiled's does.
    tileset.image_read = true;
    return true;
  }
  const int columns = tiles_along(tileset.image_width, tileset.tile_width, tileset);
  const int rows = tiles_along(tileset.image_height, tileset.tile_height, tileset);
  if (tileset.columns == 0) tileset.columns = columns;
  if (tileset.tile_count >= 0) return true;
  if (tileset.image_width == 0 || tileset.image_height == 0) {
    context.error(line, describe_tileset(tileset) +
                            " has no tilecount and the size of its image is unknown; re-save it "
                            "from Tiled");
    return false;
  }
  tileset.tile_count = columns * rows;
  return true;
}

bool finish_tiles(Tileset& tileset, const ReadContext& context) {
  std::vector<TileData>& tiles = tileset.tiles;
  std::stable_sort(tiles.begin(), tiles.end(),
                   [](const TileData& a, const TileData& b) { return a.id < b.id; });
  if (tileset.image_read) grid_from_image(tileset, context);
  if (tileset.is_image_collection() && !tiles.empty()) {
    tileset.tile_count = std::max(tileset.tile_count, tiles.back().id + 1);
  }
  bool ok = true;
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    ok &= check_id(tileset, tiles[i], context);
    if (i > 0 && tiles[i].id == tiles[i - 1].id) {
      context.error(tiles[i].line, describe_tileset(tileset) + ": " + tile_text(tiles[i]) +
                                       " is listed twice; re-save the tileset from Tiled");
      ok = false;
    }
  }
  for (TileData& tile : tiles) drop_missing_frames(tileset, tile, context);
  return ok;
}

void set_drawing_hints(std::string_view alignment, std::string_view render_size,
                       std::string_view fill_mode, const ReadContext& context, int line,
                       Tileset& tileset) {
  const auto set = [&](std::string_view value, std::initializer_list<std::string_view> known,
                       const char* what, std::string& out) {
    if (std::find(known.begin(), known.end(), value) != known.end()) {
      out = std::string(value);
      return;
    }
    context.error(line, describe_tileset(tileset) + ": unknown " + what + " \"" +
                            std::string(value) + "\"; choose one in Tiled's tileset properties");
  };
  set(alignment,
      {"unspecified", "topleft", "top", "topright", "left", "center", "right", "bottomleft",
       "bottom", "bottomright"},
      "object alignment", tileset.object_alignment);
  set(render_size, {"tile", "grid"}, "tile render size", tileset.tile_render_size);
  set(fill_mode, {"stretch", "preserve-aspect-fit"}, "fill mode", tileset.fill_mode);
}

void set_grid(std::string_view orientation, int width, int height, const ReadContext& context,
              int line, Tileset& tileset) {
  tileset.grid_width = width;
  tileset.grid_height = height;
  if (orientation == "orthogonal" || orientation == "isometric") {
    tileset.grid_orientation = std::string(orientation);
    return;
  }
  context.error(line, describe_tileset(tileset) + ": unknown grid orientation \"" +
                          std::string(orientation) +
                          "\"; use orthogonal or isometric (in Tiled: the tileset's Orientation "
                          "property)");
}

bool check_gid_range(const Tileset& tileset, int first_gid, const ReadContext& context, int line) {
  if (static_cast<std::int64_t>(first_gid) + tileset.tile_count - 1 <= kGidMask) return true;
  context.error(line, describe_tileset(tileset) + " (firstgid " + std::to_string(first_gid) + ", " +
                          std::to_string(tileset.tile_count) +
                          " tiles) runs past the largest gid " + std::to_string(kGidMask) +
                          "; re-save the map from Tiled");
  return false;
}

}  // namespace hp::tiled
