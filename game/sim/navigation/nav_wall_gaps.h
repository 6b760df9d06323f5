// NavWallGaps: what the route grid knows of the walls, kept for every later plan of any walker
// (the walls never change): each cell centre's gap to them, each step's between centres, and
// the regions walkers of a reach can walk between.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "game/sim/navigation/nav_regions.h"

namespace hp::sim {

class NavWallGaps {
 public:
  // Step gaps are kept only on grids up to this size (32 MB of them); bigger ones work them out.
  // The steps each reach allows (2 bytes a cell) are kept on every grid.
  static constexpr int kMaxStepCells = 1 << 20;

  // keep_step_masks: whether step_masks() keeps them (else null: every step judged afresh).
  explicit NavWallGaps(bool keep_step_masks = true) : keep_step_masks_(keep_step_masks) {}

  // Nothing is allocated until the first plan asks (allocate()), so an unused planner is free.
  void allocate(int cell_count) {
    if (!centre_.empty()) return;
    const auto n = static_cast<std::size_t>(cell_count);
    centre_.assign(n, kUnknown);
    if (cell_count <= kMaxStepCells) step_.assign(4 * n, kUnknown);
  }

  // A cell centre's distance to the nearest wall or map edge; NaN until found. Walkers of
  // other sizes plan in turn, so a cache per clearance would be thrown away at almost every
  // plan; a distance serves them all.
  double& centre(int cell) { return centre_[static_cast<std::size_t>(cell)]; }

  // The gap between the walls and the straight step from a cell centre to a neighbour's, by
  // cell and one of four directions (the other four are the same steps walked back); NaN until
  // found. Null where steps are not kept.
  double* step(int cell, int direction) {
    return step_.empty() ? nullptr : &step_[static_cast<std::size_t>(cell) * 4 + direction];
  }

  // Each cell's steps the walls alone allow walkers of this reach (radius + margin): bit s for
  // the search's step s, kUnknownSteps until found. Null where the planner keeps nothing
  // (PlanShortcuts::kNone). The data stays put while other reaches are added.
  static constexpr std::uint16_t kUnknownSteps = 0xffff;
  std::uint16_t* step_masks(double reach) {
    if (centre_.empty() || !keep_step_masks_) return nullptr;
    for (auto& [known_reach, masks] : masks_) {
      if (known_reach == reach) return masks.data();
    }
    masks_.emplace_back(reach, std::vector<std::uint16_t>(centre_.size(), kUnknownSteps));
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
  bool keep_step_masks_ = true;
  std::vector<double> centre_;
  std::vector<double> step_;
  std::vector<std::pair<double, NavRegions>> regions_;  // a few reaches: the walkers' sizes
  std::vector<std::pair<double, std::vector<std::uint16_t>>> masks_;  // by reach, as regions_
};

}  // namespace hp::sim
