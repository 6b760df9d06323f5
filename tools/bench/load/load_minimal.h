// The minimal reader of issue 17's table: what any loader of the large TMX map must at least do
// (read the file, parse the XML with pugixml, decode the tile layers with the floor's decoders,
// read the objects and their properties) and nothing more: no validation, no tileset, no line
// numbers, no limits. The load is reported against it beside the decode-only floor.
#pragma once

#include <string>
#include <vector>

#include "tools/bench/load/load_fixture.h"

namespace hp::bench {

// Reads the TMX file at path whose layers are in encoding. Returns an error, or "" when it read
// it (and, given expected, found those layers' gids and every object with its 3 properties).
std::string read_minimally(const std::string& path, FixtureEncoding encoding,
                           const std::vector<FixtureLayer>* expected = nullptr);

}  // namespace hp::bench
