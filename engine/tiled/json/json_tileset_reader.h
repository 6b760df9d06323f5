// JsonTilesetReader: a tileset in a JSON map or template (embedded, or a reference to a tileset
// file) or a whole .tsj file -> Tileset, the same as from XML.
#pragma once

#include <optional>
#include <string_view>

#include "engine/tiled/json/json_fields.h"
#include "engine/tiled/map_model.h"

namespace hp::tiled {

// Reads entry (a JSON object), an element of a map's "tilesets" or a template's "tileset". An
// external tileset
// ("source", .tsx or .tsj) is read through the session, once per load. Returns nullopt when the
// tileset cannot be used to check gids; problems that leave it usable are reported and the
// tileset is still returned.
std::optional<Tileset> read_json_tileset(const JsonObject& entry);

// Reads a whole .tsj file's text (read from context.path(), which becomes Tileset::source).
// first_gid is left at 1. Returns nullopt, or a tileset with problems, like read_json_tileset.
std::optional<Tileset> read_json_tileset_file(std::string_view contents,
                                              const ReadContext& context);

}  // namespace hp::tiled
