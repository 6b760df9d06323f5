// GidOwners: answers fast whether a gid belongs to one of a map's tilesets.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/tiled/map_model.h"

namespace hp::tiled {

// The gid ranges of a map's tilesets, for checking every tile of a layer without a search per
// tile (a layer mostly repeats the same tileset, so the last range found is tried first).
class GidOwners {
 public:
  // complete: false when some of the map's tilesets failed to load; owns() then accepts every
  // gid rather than blame tiles on a tileset that is merely missing.
  explicit GidOwners(const std::vector<Tileset>& tilesets, bool complete = true);

  // Adds the range of a tileset added after construction (one a template brought in).
  void add(const Tileset& tileset);

  // Whether gid (flip bits ignored) is 0 (empty) or inside some tileset.
  bool owns(std::uint32_t gid) const;
  // The ranges for messages: "1-64, 65-80", or "none (the map has no tilesets)".
  std::string describe() const;

  struct Range {
    std::uint32_t first = 0;  // first gid
    std::uint32_t end = 0;    // one past the last gid
  };
  // When the owned gids form one unbroken range (the usual case) or every gid is accepted, a
  // whole layer can be checked with two comparisons per tile and no branch: that range (every
  // gid for an incomplete set). nullopt when there are gaps between tilesets.
  std::optional<Range> single_range() const;

 private:
  std::vector<Range> ranges_;
  bool complete_ = true;
  mutable Range last_{};
};

}  // namespace hp::tiled
