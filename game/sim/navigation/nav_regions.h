// NavRegions: the route grid's cells split into regions no step joins (for one walker reach), so
// a plan can tell a goal is out of reach before searching the whole region it starts in.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace hp::sim {

class NavRegions {
 public:
  static constexpr int kNone = -1;  // the region of a cell no walker of that reach stands on

  // Labels cell_count cells. joins(cell, join) says which cells a walker may stand on and whom
  // it steps to: it calls join(next) for each neighbour joined to cell (steps are taken both
  // ways, so each pair needs naming once; both ends must be cells stood on) and returns whether
  // cell may be stood on at all.
  template <typename Joins>
  NavRegions(int cell_count, Joins&& joins) : parent_(static_cast<std::size_t>(cell_count)) {
    for (int cell = 0; cell < cell_count; ++cell) parent_[cell] = cell;
    std::vector<bool> open(static_cast<std::size_t>(cell_count));
    for (int cell = 0; cell < cell_count; ++cell) {
      open[cell] = joins(cell, [&](int next) { unite(cell, next); });
    }
    finish(open);
  }

  // The region of a cell (kNone where no walker stands).
  int region(int cell) const { return region_[static_cast<std::size_t>(cell)]; }
  int region_count() const { return region_count_; }

  // Whether some cell of `from` shares a region with some cell of `to`.
  bool joined(std::span<const int> from, std::span<const int> to) const;

 private:
  int root(int cell);
  void unite(int a, int b);
  void finish(const std::vector<bool>& open);

  std::vector<int> parent_;  // union-find while labelling, then dropped
  std::vector<int> region_;
  int region_count_ = 0;
};

}  // namespace hp::sim
