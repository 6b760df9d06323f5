// TilesetReader: a map's <tileset> element, embedded or a reference to a .tsx file -> Tileset.
#pragma once

#include <optional>

#include "engine/tiled/map_model.h"
#include "engine/tiled/read_context.h"

namespace tinyxml2 {
class XMLElement;
}

namespace hp::tiled {

// Reads element (a <tileset> child of <map>). An external tileset is loaded from its .tsx, found
// relative to the map; its image is resolved relative to the .tsx and its problems are reported
// against the .tsx. Image-collection tilesets (one image per tile) are refused for now.
// Returns nullopt after reporting what is wrong.
std::optional<Tileset> read_tileset(const tinyxml2::XMLElement& element,
                                    const ReadContext& map_context);

}  // namespace hp::tiled
