// TileLayerChecks: the size limits and gid checks every tile layer passes, whichever format it
// came from.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/tiled/map_model.h"
#include "engine/tiled/read/gid_owners.h"
#include "engine/tiled/read/read_context.h"

namespace hp::tiled {

// Counts the tiles a map's layers claim, so that many large layers or chunks cannot add up
// past kMaxTilesPerMap. Every check runs before the tiles are allocated; failures are reported
// at line, naming what (e.g. `layer "ground"`), and return false.
class TileBudget {
 public:
  // A finite layer of width x height tiles.
  bool take_layer(int width, int height, std::string_view what, const ReadContext& context,
                  int line);
  // One chunk of an infinite layer; layer_tiles is the running count of that layer's chunks.
  bool take_chunk(const TileChunk& chunk, std::int64_t& layer_tiles, std::string_view what,
                  const ReadContext& context, int line);

 private:
  bool take(std::int64_t count, std::string_view what, std::string_view size,
            const ReadContext& context, int line);

  std::int64_t tiles_ = 0;  // over all tile layers read so far
};

// Checks that every non-empty gid of layer (its gids or its chunks) belongs to a tileset in
// owners, reporting how many do not and where the first is. The hexagonal rotation bit is kept
// when keep_hex_rotation (hexagonal maps) and cleared otherwise: it means nothing elsewhere.
bool check_layer_gids(TileLayer& layer, const GidOwners& owners, bool keep_hex_rotation,
                      std::string_view what, const ReadContext& context, int line);

}  // namespace hp::tiled
