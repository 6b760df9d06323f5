// The floors the loads are measured against: decoding only the tile data of one encoding, with
// the fastest decoders at hand, into layer-sized gid vectors (no XML, no JSON, no objects).
#pragma once

#include <string>
#include <vector>

#include "tools/bench/load/load_fixture.h"

namespace hp::bench {

// Decodes every layer's text in encoding into a new vector of gids (which it then drops): CSV
// with a digit-and-comma loop, base64 in one table-driven pass, zlib and gzip with libdeflate given
// the exact output size, zstd with ZSTD_decompressDCtx. Trusts its input (it is the fixture's
// own) beyond what it needs to stay in bounds. Returns an error, or "" when every layer
// decoded to the fixture's gids (checked only when check is set).
std::string decode_floor(FixtureEncoding encoding, const std::vector<FixtureLayer>& layers,
                         bool check = false);

}  // namespace hp::bench
