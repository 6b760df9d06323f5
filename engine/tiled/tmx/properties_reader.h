// PropertiesReader: the <properties> of a map, layer, tileset, tile or object -> Properties.
#pragma once

#include "engine/tiled/map_model.h"
#include "engine/tiled/read/read_context.h"

namespace pugi {
class xml_node;
}

namespace hp::tiled {

// Reads the <properties> child of owner (if any) into out, in file order. Each property keeps
// its text value (colours as "#aarrggbb") and its line; a class-typed property keeps its custom
// type name and its members, nested. A value that does not match its declared type is reported
// and that property skipped; the others are still read. Returns false if any was skipped.
bool read_properties(const pugi::xml_node& owner, const ReadContext& context, Properties& out);

}  // namespace hp::tiled
