// GidOwners: tileset gid ranges with a one-entry cache in front of a scan.
#include "engine/tiled/read/gid_owners.h"

#include <algorithm>

namespace hp::tiled {

GidOwners::GidOwners(const std::vector<Tileset>& tilesets, bool complete) : complete_(complete) {
  ranges_.reserve(tilesets.size());
  for (const Tileset& t : tilesets) add(t);
}

void GidOwners::add(const Tileset& tileset) {
  const auto first = static_cast<std::uint32_t>(tileset.first_gid);
  ranges_.push_back({first, first + static_cast<std::uint32_t>(tileset.tile_count)});
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

std::optional<GidOwners::Range> GidOwners::single_range() const {
  if (!complete_) return Range{1, kGidMask + 1};
  std::vector<Range> sorted = ranges_;
  std::sort(sorted.begin(), sorted.end(),
            [](const Range& a, const Range& b) { return a.first < b.first; });
  Range all{1, 1};
  for (const Range& range : sorted) {
    if (range.first == range.end) continue;  // an empty tileset owns nothing
    if (all.first == all.end) {
      all = range;
    } else if (range.first <= all.end) {
      all.end = std::max(all.end, range.end);
    } else {
      return std::nullopt;
    }
  }
  return all;
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
