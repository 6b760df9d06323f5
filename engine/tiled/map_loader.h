// MapLoader: reads a Tiled map (TMX or JSON) and its tilesets and templates into the map model.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_model.h"

namespace hp::tiled {

// Loads the map at path. On success returns the map (diagnostics may still hold warnings); on
// failure returns nullopt and diagnostics holds at least one error "path:line: error: ...".
// Reading goes on past every problem that leaves the rest readable (bad data in one layer, a
// missing image, a gid or property value in error), so diagnostics holds all of them; only an
// unreadable or malformed map file, or a map of an orientation Tiled does not have, stops it early.
// Never throws, never crashes on bad input, never follows a file reference in a loop.
std::optional<Map> load_map(const std::string& path, Diagnostics& diagnostics);

// For `check`: the map as far as it could be read, even with errors in it (a missing tileset,
// image or template, a value in error), so the rules after loading still find their problems
// (a misspelt property after a missing image); nullopt only where load_map stops early. A map
// returned with errors in diagnostics is for reporting them, never for playing.
std::optional<Map> load_map_as_read(const std::string& path, Diagnostics& diagnostics);

// Loads a map from contents already in memory, as if read from path: the format comes from
// path's extension (.tmx XML; .tmj/.json JSON), path names the file in messages, and relative
// references (tilesets, templates, images) are resolved against path's directory and read from
// disk. The fuzzers and tests use this.
std::optional<Map> load_map_from_memory(std::string_view contents, const std::string& path,
                                        Diagnostics& diagnostics);
// load_map_as_read, from memory (the fuzzers hold partial maps to the model's promises too).
std::optional<Map> load_map_from_memory_as_read(std::string_view contents, const std::string& path,
                                                Diagnostics& diagnostics);

// Loads a tileset file (.tsx XML, .tsj/.json JSON) from memory, as if read from path, giving it
// first_gid. Used by the fuzzers and tests; maps load their tilesets themselves.
std::optional<Tileset> load_tileset_from_memory(std::string_view contents, const std::string& path,
                                                int first_gid, Diagnostics& diagnostics);

}  // namespace hp::tiled
