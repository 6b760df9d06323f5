// NavWallGaps: what the route grid knows of the walls, kept for every later plan of any walker
// (the walls never change): each cell centre's gap to them, each step's between centres, and
// the regions walkers of a reach can walk between.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "engine/core/bit_cast.h"
#include "game/sim/navigation/nav_regions.h"
#include "game/sim/navigation/zeroed_array.h"

namespace hp::sim {

class NavWallGaps {
 public:
  // Step gaps are kept only on grids up to this size (32 MB of them); bigger ones work them out.
  // The steps each reach allows (2 bytes a cell) are kept on every grid.
  static constexpr int kMaxStepCells = 1 << 20;

  // keep_step_masks: whether step_masks() keeps them (else null: every step judged afresh).
  explicit NavWallGaps(bool keep_step_masks = true) : keep_step_masks_(keep_step_masks) {}

  // Nothing is allocated until the first plan asks (allocate()), so an unused planner is free,
  // and nothing is written then either (zeroed_array.h: zero bytes are "not found yet"), so a
  // big map's tables cost only the pages its plans look at.
  void allocate(int cell_count) {
    if (!centre_.empty()) return;
    const auto n = static_cast<std::size_t>(cell_count);
    centre_ = ZeroedArray<std::uint64_t>(n);
    if (cell_count <= kMaxStepCells) step_ = ZeroedArray<std::uint64_t>(4 * n);
  }

  // A cell centre's distance to the nearest wall or map edge; NaN until found (set_centre).
  // Walkers of other sizes plan in turn, so a cache per clearance would be thrown away at almost
  // every plan; a distance serves them all.
  double centre(int cell) const { return decoded(centre_[static_cast<std::size_t>(cell)]); }
  void set_centre(int cell, double gap) { centre_[static_cast<std::size_t>(cell)] = encoded(gap); }

  // The gap between the walls and the straight step from a cell centre to a neighbour's, by
  // cell and one of four directions (the other four are the same steps walked back); NaN until
  // found (set_step), and always where steps are not kept (keeps_steps()).
  bool keeps_steps() const { return !step_.empty(); }
  double step(int cell, int direction) const {
    return step_.empty() ? kUnknown
                         : decoded(step_[static_cast<std::size_t>(cell) * 4 + direction]);
  }
  void set_step(int cell, int direction, double gap) {
    if (!step_.empty()) step_[static_cast<std::size_t>(cell) * 4 + direction] = encoded(gap);
  }

  // Each cell's steps the walls alone allow walkers of this reach (radius + margin): bit s for
  // the search's step s, with kKnownSteps set once found (0 until then). Null where the planner
  // keeps nothing (PlanShortcuts::kNone). The data stays put while other reaches are added.
  static constexpr std::uint16_t kKnownSteps = 0x100;
  std::uint16_t* step_masks(double reach) {
    if (centre_.empty() || !keep_step_masks_) return nullptr;
    for (auto& [known_reach, masks] : masks_) {
      if (known_reach == reach) return masks.data();
    }
    masks_.emplace_back(reach, ZeroedArray<std::uint16_t>(centre_.size()));
    return masks_.back().second.data();
  }

  // The regions for walkers of this reach (radius + margin) on the walls alone, or null when
  // not worked out yet.
  const NavRegions* regions(double reach) const {
    for (const auto& [known_reach, regions] : regions_) {
      if (known_reach == reach) return &regions;
    }
    return nullptr;
  }
  void keep_regions(double reach, NavRegions regions) {
    regions_.emplace_back(reach, std::move(regions));
  }

 private:
  static constexpr double kUnknown = std::numeric_limits<double>::quiet_NaN();
  // A gap is kept as its bits against kUnknown's, so the zero bytes a table starts as read NaN.
  static std::uint64_t encoded(double gap) {
    return bit_cast<std::uint64_t>(gap) ^ bit_cast<std::uint64_t>(kUnknown);
  }
  static double decoded(std::uint64_t kept) {
    return bit_cast<double>(kept ^ bit_cast<std::uint64_t>(kUnknown));
  }

  bool keep_step_masks_ = true;
  ZeroedArray<std::uint64_t> centre_;
  ZeroedArray<std::uint64_t> step_;
  std::vector<std::pair<double, NavRegions>> regions_;  // a few reaches: the walkers' sizes
  std::vector<std::pair<double, ZeroedArray<std::uint16_t>>> masks_;  // by reach, as regions_
};

}  // namespace hp::sim
