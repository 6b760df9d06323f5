// TilesetReader: a <tileset> element (embedded in a map or template, or a reference to a
// tileset file) or a whole .tsx file -> Tileset.
#pragma once

#include <optional>
#include <string_view>

#include "engine/tiled/map_model.h"
#include "engine/tiled/read/read_context.h"

namespace pugi {
class xml_node;
}

namespace hp::tiled {

// Reads element, a <tileset> child of <map> or <template>. An external tileset (.tsx or .tsj)
// is read through context's session, once per load; its images are resolved relative to it and
// its problems are reported against it. Returns nullopt when the tileset cannot be used to
// check gids (e.g. its file is missing); problems that leave it usable (a missing image, a bad
// property) are reported and the tileset is still returned.
std::optional<Tileset> read_tileset(const pugi::xml_node& element, const ReadContext& context);

// Reads a whole .tsx file's text (read from context.path(), which becomes Tileset::source).
// first_gid is left at 1. Returns nullopt, or a tileset with problems, like read_tileset.
std::optional<Tileset> read_tileset_file(std::string_view contents, const ReadContext& context);

}  // namespace hp::tiled
