// MapLoader: reads a map or tileset file, picks its reader, and turns any failure into
// diagnostics (never throws).
#include "engine/tiled/map_loader.h"

#include <algorithm>

#include <exception>
#include <new>

#include "engine/tiled/checks/tileset_checks.h"
#include "engine/tiled/json/json_map_reader.h"
#include "engine/tiled/json/json_tileset_reader.h"
#include "engine/tiled/load_session.h"
#include "engine/tiled/read/file_format.h"
#include "engine/tiled/read/file_reader.h"
#include "engine/tiled/read/read_context.h"
#include "engine/tiled/tmx/tileset_reader.h"
#include "engine/tiled/tmx/tmx_reader.h"
#include "engine/tiled/tmx/xml_file.h"

namespace hp::tiled {
namespace {

// Keeps the contract "nullopt comes with at least one error".
void ensure_error(Diagnostics& diagnostics, std::size_t errors_before, const std::string& path,
                  const char* what) {
  if (error_count(diagnostics) == errors_before) {
    diagnostics.error(path, 0, std::string("the ") + what + " could not be read");
  }
}

bool check_size(std::string_view contents, const std::string& path, Diagnostics& diagnostics) {
  const std::string too_large = check_file_size(contents.size());
  if (too_large.empty()) return true;
  diagnostics.error(path, 0, "cannot read the file: " + too_large);
  return false;
}

// The map's own file: XML or JSON, read with a session that reads the files it names.
bool read_map_text(std::string_view contents, const ReadContext& context, Map& map) {
  if (detect_format(context.path(), contents) == FileFormat::kJson) {
    return read_json_map(contents, context, map);
  }
  XmlFile file;
  if (!file.parse(contents, context.path(), context.diagnostics())) return false;
  return read_tmx(file, context.with_lines(file.lines()), map);
}

// A tile layer whose data did not match its size is emptied (0 x 0), and so is a chunk: what
// reads a map may rely on a layer's gids filling its width x height.
void empty_broken_tiles(std::vector<Layer>& layers, bool infinite) {
  const auto fills = [](const std::vector<std::uint32_t>& gids, int w, int h) {
    return w >= 0 && h >= 0 &&
           gids.size() == static_cast<std::size_t>(w) * static_cast<std::size_t>(h);
  };
  for (Layer& layer : layers) {
    TileLayer& tiles = layer.tiles;
    if (!infinite && !fills(tiles.gids, tiles.width, tiles.height)) {
      tiles.gids.clear();
      tiles.width = tiles.height = 0;
    }
    std::erase_if(tiles.chunks,
                  [&](const TileChunk& c) { return !fills(c.gids, c.width, c.height); });
    empty_broken_tiles(layer.children, infinite);
  }
}

// A map read despite errors, made to keep the model's promises so that the rules after
// loading can walk it: tilesets in first-gid order, each one's tiles in id order, no tile
// layer claiming more cells than it holds. Only what the errors broke changes.
void keep_promises(Map& map) {
  std::stable_sort(map.tilesets.begin(), map.tilesets.end(),
                   [](const Tileset& a, const Tileset& b) { return a.first_gid < b.first_gid; });
  for (Tileset& tileset : map.tilesets) {
    tileset.tile_count = std::max(tileset.tile_count, 0);
    std::stable_sort(tileset.tiles.begin(), tileset.tiles.end(),
                     [](const TileData& a, const TileData& b) { return a.id < b.id; });
  }
  empty_broken_tiles(map.layers, map.infinite);
}

// as_read: return the map whenever the file itself could be read, errors or not.
std::optional<Map> read_map(std::string_view contents, const std::string& path,
                            Diagnostics& diagnostics, bool as_read = false) {
  const std::size_t errors_before = error_count(diagnostics);
  if (!check_size(contents, path, diagnostics)) return std::nullopt;
  LoadSession session(diagnostics);
  Map map;
  map.path = path;
  const bool read = read_map_text(contents, ReadContext(path, diagnostics, &session), map);
  if (read && error_count(diagnostics) == errors_before) return map;
  if (read && as_read) {
    keep_promises(map);
    return map;
  }
  ensure_error(diagnostics, errors_before, path, "map");
  return std::nullopt;
}

std::optional<Tileset> read_tileset(std::string_view contents, const std::string& path,
                                    int first_gid, Diagnostics& diagnostics) {
  const std::size_t errors_before = error_count(diagnostics);
  if (!check_size(contents, path, diagnostics)) return std::nullopt;
  const ReadContext context(path, diagnostics);
  std::optional<Tileset> tileset = detect_format(path, contents) == FileFormat::kJson
                                       ? read_json_tileset_file(contents, context)
                                       : read_tileset_file(contents, context);
  if (tileset && check_gid_range(*tileset, first_gid, context, tileset->line) &&
      error_count(diagnostics) == errors_before) {
    tileset->first_gid = first_gid;
    return tileset;
  }
  ensure_error(diagnostics, errors_before, path, "tileset");
  return std::nullopt;
}

// Runs read, turning exceptions (out of memory, a library failure) into an error on path.
template <typename Read>
auto guarded(const std::string& path, Diagnostics& diagnostics, const char* what, Read read)
    -> decltype(read()) {
  try {
    return read();
  } catch (const std::bad_alloc&) {
    diagnostics.error(
        path, 0,
        std::string("out of memory while loading the ") + what + "; is it unusually large?");
  } catch (const std::exception& e) {
    diagnostics.error(
        path, 0, std::string("unexpected failure while loading the ") + what + ": " + e.what());
  }
  return std::nullopt;
}

}  // namespace

// Reads the file at path and its map (as_read: see read_map).
static std::optional<Map> load_map_file(const std::string& path, Diagnostics& diagnostics,
                                        bool as_read) {
  return guarded(path, diagnostics, "map", [&]() -> std::optional<Map> {
    FileBytes contents;
    const std::string problem = read_file(path, contents);
    if (!problem.empty()) {
      diagnostics.error(path, 0, "cannot open the map: " + problem);
      return std::nullopt;
    }
    return read_map(contents.text(), path, diagnostics, as_read);
  });
}

std::optional<Map> load_map(const std::string& path, Diagnostics& diagnostics) {
  return load_map_file(path, diagnostics, false);
}

std::optional<Map> load_map_as_read(const std::string& path, Diagnostics& diagnostics) {
  return load_map_file(path, diagnostics, true);
}

std::optional<Map> load_map_from_memory(std::string_view contents, const std::string& path,
                                        Diagnostics& diagnostics) {
  return guarded(path, diagnostics, "map", [&] { return read_map(contents, path, diagnostics); });
}

std::optional<Map> load_map_from_memory_as_read(std::string_view contents, const std::string& path,
                                                Diagnostics& diagnostics) {
  return guarded(path, diagnostics, "map",
                 [&] { return read_map(contents, path, diagnostics, true); });
}

std::optional<Tileset> load_tileset_from_memory(std::string_view contents, const std::string& path,
                                                int first_gid, Diagnostics& diagnostics) {
  return guarded(path, diagnostics, "tileset",
                 [&] { return read_tileset(contents, path, first_gid, diagnostics); });
}

}  // namespace hp::tiled
