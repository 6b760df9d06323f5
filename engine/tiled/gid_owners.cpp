// GidOwners: tileset gid ranges with a one-entry cache in front of a scan.
#include "engine/tiled/gid_owners.h"

namespace hp::tiled {

GidOwners::GidOwners(const std::vector<Tileset>& tilesets, bool complete) : complete_(complete) {
  ranges_.reserve(tilesets.size());
  for (const Tileset& t : tilesets) {
    const auto first = static_cast<std::uint32_t>(t.first_gid);
    ranges_.push_back({first, first + static_cast<std::uint32_t>(t.tile_count)});
  }
}

bool GidOwners::owns(std::uint32_t gid) const {
  const std::uint32_t id = gid & kGidMask;
  if (id == 0 || (id >= last_.first && id < last_.end) || !complete_) return true;
  for (const Range& range : ranges_) {
    if (id >= range.first && id < range.end) {
      last_ = range;
      return true;
    }
  }
  return false;
}

std::string GidOwners::describe() const {
  std::string text;
  for (const Range& range : ranges_) {
    if (range.end == range.first) continue;
    if (!text.empty()) text += ", ";
    text += std::to_string(range.first) + "-" + std::to_string(range.end - 1);
  }
  return text.empty() ? "none (the map has no tiles in its tilesets)" : text;
}

}  // namespace hp::tiled
