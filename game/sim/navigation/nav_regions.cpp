// NavRegions: union-find over the joined steps, then one label per root.
#include "game/sim/navigation/nav_regions.h"

#include <algorithm>

namespace hp::sim {

int NavRegions::root(int cell) {
  while (parent_[cell] != cell) {
    parent_[cell] = parent_[parent_[cell]];  // halve the path as we go
    cell = parent_[cell];
  }
  return cell;
}

void NavRegions::unite(int a, int b) {
  const int ra = root(a), rb = root(b);
  if (ra != rb) parent_[std::max(ra, rb)] = std::min(ra, rb);
}

void NavRegions::finish(const std::vector<bool>& open) {
  const std::size_t count = parent_.size();
  region_.assign(count, kNone);
  std::vector<int> label_of_root(count, kNone);
  for (std::size_t cell = 0; cell < count; ++cell) {
    if (!open[cell]) continue;
    int& label = label_of_root[root(static_cast<int>(cell))];
    if (label == kNone) label = region_count_++;
    region_[cell] = label;
  }
  parent_ = {};
}

bool NavRegions::joined(std::span<const int> from, std::span<const int> to) const {
  // The cells round one place lie in a region or two: a short list, not a sorted one.
  std::vector<int> regions;
  for (int cell : from) {
    const int r = region(cell);
    if (r != kNone && std::find(regions.begin(), regions.end(), r) == regions.end()) {
      regions.push_back(r);
    }
  }
  return std::any_of(to.begin(), to.end(), [&](int cell) {
    const int r = region(cell);
    return r != kNone && std::find(regions.begin(), regions.end(), r) != regions.end();
  });
}

}  // namespace hp::sim
