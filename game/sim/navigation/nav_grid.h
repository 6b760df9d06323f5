// NavGrid: the route planner's cell grid over the map and a search's scratch on it (costs,
// parents, marks), kept between plans so repeated plans do not allocate. Single-threaded.
#pragma once

#include <cstdint>
#include <limits>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/navigation/zeroed_array.h"

namespace hp::sim {

// A search frontier entry: ordered by f, then by cell (deterministic ties).
struct NavNode {
  float f = 0;
  float g = 0;
  int cell = 0;
};

class NavGrid {
 public:
  static constexpr std::uint8_t kNoParent = 255;
  static constexpr int kMaxCells = 1 << 22;  // cells grow past cell_size to stay under this

  NavGrid(double width, double height, double cell_size);

  int cols() const { return cols_; }
  int rows() const { return rows_; }
  int cell_count() const { return cols_ * rows_; }
  double cell_size() const { return cell_; }
  int cell_at(Vec2 p) const;
  Vec2 centre(int cell) const { return {x_of(cell) * cell_, y_of(cell) * cell_}; }
  int x_of(int cell) const { return cell % cols_; }
  int y_of(int cell) const { return cell / cols_; }

  // Starts a plan: disc marks of earlier plans stop counting.
  void begin_plan();
  // Starts a search: costs, parents and search marks of earlier searches stop counting.
  void begin_search();

  bool disc_blocked(int cell) const { return disc_mark_[cell] == plan_; }
  void block_for_discs(int cell) { disc_mark_[cell] = plan_; }
  // Open, but closer to a disc than a grid step's worth of slack: steps from it are checked
  // exactly.
  bool disc_tight(int cell) const { return disc_tight_[cell] == plan_; }
  void mark_disc_tight(int cell) { disc_tight_[cell] = plan_; }
  // Blocked or tight for a disc, or next to such a cell: steps from it are judged with the discs.
  bool disc_near(int cell) const { return disc_near_[cell] == plan_; }
  void mark_disc_near(int cell) { disc_near_[cell] = plan_; }

  // Inline: the search asks at every step.
  float g(int cell) const {
    return search_mark_[cell] == search_ ? g_[cell] : std::numeric_limits<float>::infinity();
  }
  std::uint8_t parent(int cell) const {
    return search_mark_[cell] == search_ ? parent_[cell] : kNoParent;
  }
  void set(int cell, float g, std::uint8_t parent) {
    touch(cell);
    g_[cell] = g;
    parent_[cell] = parent;
  }
  bool has(int cell, std::uint8_t flag) const {
    return search_mark_[cell] == search_ && (flags_[cell] & flag) != 0;
  }
  void mark(int cell, std::uint8_t flag) {
    touch(cell);
    flags_[cell] |= flag;
  }

  std::vector<NavNode>& heap() { return heap_; }

 private:
  void touch(int cell) {
    if (search_mark_[cell] == search_) return;
    search_mark_[cell] = search_;
    g_[cell] = std::numeric_limits<float>::infinity();
    parent_[cell] = kNoParent;
    flags_[cell] = 0;
  }

  double cell_ = 8;
  int cols_ = 1;
  int rows_ = 1;
  std::uint32_t plan_ = 0;
  std::uint32_t search_ = 0;
  // Zeroed, not written, when made (zeroed_array.h): a stamp of 0 is no plan's and no search's,
  // and a cell's cost, parent and flags are set when its search first touches it.
  ZeroedArray<std::uint32_t> disc_mark_;
  ZeroedArray<std::uint32_t> disc_tight_;
  ZeroedArray<std::uint32_t> disc_near_;
  ZeroedArray<std::uint32_t> search_mark_;
  ZeroedArray<float> g_;
  ZeroedArray<std::uint8_t> parent_;
  ZeroedArray<std::uint8_t> flags_;
  std::vector<NavNode> heap_;
};

}  // namespace hp::sim
