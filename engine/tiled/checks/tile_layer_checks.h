// TileLayerChecks: the size limits and gid checks every tile layer passes, whichever format it
// came from.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/tiled/map_model.h"
#include "engine/tiled/read/gid_owners.h"
#include "engine/tiled/read/output_watcher.h"
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

// Scans a finite layer's gids as the decompressor writes them, block by block while they are
// still in the cache (a 4 MiB layer is more than the L2 cache: read back afterwards, the scan
// cost several times its instructions). It only notes whether everything it saw is owned by
// owners' one range with no hexagonal bit; check_layer_gids then skips what it covered, and
// anything else (a stray gid, several ranges, a big-endian machine) goes the usual way.
class GidScanAhead final : public OutputWatcher {
 public:
  GidScanAhead(const std::vector<std::uint32_t>& gids, const GidOwners& owners);

  void written(std::size_t bytes) override;
  // Whether all of gids (as it is now) was scanned and found plain.
  bool covers_clean(const std::vector<std::uint32_t>& gids) const;
  // owners' one range (none if several), taken once here for check_layer_gids too.
  const std::optional<GidOwners::Range>& range() const { return range_; }

 private:
  const std::vector<std::uint32_t>& gids_;
  std::optional<GidOwners::Range> range_;
  std::size_t scanned_ = 0;  // gids scanned so far
  bool clean_ = true;
};

// Checks that every non-empty gid of layer (its gids or its chunks) belongs to a tileset in
// owners, reporting how many do not and where the first is. The hexagonal rotation bit means
// nothing on an orthogonal map and is cleared. ahead: a scan of layer.gids made while they were
// decoded (made with these owners); when it covers them all and found them plain, they are not
// read again.
bool check_layer_gids(TileLayer& layer, const GidOwners& owners, std::string_view what,
                      const ReadContext& context, int line, const GidScanAhead* ahead = nullptr);

}  // namespace hp::tiled
