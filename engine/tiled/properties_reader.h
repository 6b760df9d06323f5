// PropertiesReader: the <properties> of a map, layer, tileset, tile or object -> Properties.
#pragma once

#include "engine/tiled/map_model.h"
#include "engine/tiled/read_context.h"

namespace tinyxml2 {
class XMLElement;
}

namespace hp::tiled {

// Reads the <properties> child of owner (if any) into out, in file order. Each property keeps
// Tiled's text value and its line; a value that does not match its declared type is reported
// and the read returns false. Class-typed properties are kept as kClass with an empty value
// (their members are not read yet).
bool read_properties(const tinyxml2::XMLElement& owner, const ReadContext& context,
                     Properties& out);

}  // namespace hp::tiled
