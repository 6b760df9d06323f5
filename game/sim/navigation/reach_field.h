// ReachField: how long the way is from a walker's spot to every point around it, out to a
// bound: a flood over a grid whose every leg is an exact line of sight (Lazy Theta*), so its
// lengths follow the walls the way a planned route's string-pulled corners do, not the grid's
// staircase. What the Move rule's reach is drawn from (world/move_reach.h).
#pragma once

#include <cstdint>
#include <limits>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/navigation/static_collision.h"

namespace hp::sim {

struct ReachRequest {
  Vec2 start;               // the walker's centre
  double radius = 0;        // the walker's radius
  double margin = 0;        // clearance kept from walls and edges, pixels (as the planner's)
  double tight_margin = 0;  // the least kept where margin leaves no way (the planner's fallback):
                            // on the last leg to a spot nearer the walls than margin
  double bound = 0;         // ways longer than this are not followed, pixels
  double cell = 8;          // grid spacing, pixels
};

class ReachField {
 public:
  static constexpr float kUnreached = std::numeric_limits<float>::infinity();

  ReachField() = default;  // reaches nothing
  ReachField(const StaticCollision& walls, const ReachRequest& request);

  // The length of the way to p, pixels: the shortest over the grid's nodes near p that see it
  // (or the start, when it sees p). kUnreached beyond the bound or with no way there.
  double way_to(Vec2 p) const;

  // The grid: node (x, y) stands at origin + (x, y) * cell, in world pixels.
  int cols() const { return cols_; }
  int rows() const { return rows_; }
  double cell() const { return request_.cell; }
  Vec2 node_at(int x, int y) const { return origin_ + Vec2{x * request_.cell, y * request_.cell}; }
  // The way's length to node (x, y), kUnreached when the flood did not get there.
  float way_to_node(int x, int y) const { return g_[index(x, y)]; }
  const ReachRequest& request() const { return request_; }
  // Line-of-sight tests the flood made (for benchmarks).
  int sight_tests() const { return sight_tests_; }

 private:
  static constexpr std::int32_t kFromStart = -1;
  int index(int x, int y) const { return y * cols_ + x; }
  Vec2 node(int i) const { return node_at(i % cols_, i / cols_); }
  Vec2 parent_point(std::int32_t parent) const {
    return parent == kFromStart ? request_.start : node(parent);
  }
  float parent_g(std::int32_t parent) const { return parent == kFromStart ? 0.0f : g_[parent]; }
  // Line of sight for the walker keeping margin; from the start, the clearance it has there
  // is enough (a walker pressed against a wall may walk away from it, as the planner allows).
  bool sees(Vec2 a, Vec2 b, double margin) const;
  double leg_margin(std::int32_t parent) const {
    return parent == kFromStart ? start_margin_ : request_.margin;
  }
  void flood();
  // Lazy Theta*: a node taken from the heap whose parent it cannot see takes the best closed
  // neighbour it can step to instead. Returns false when there is none.
  bool settle(int i);

  const StaticCollision* walls_ = nullptr;
  ReachRequest request_;
  double start_margin_ = 0;
  Vec2 origin_;
  int cols_ = 0;
  int rows_ = 0;
  std::vector<float> g_;
  std::vector<std::int32_t> parent_;
  std::vector<std::uint8_t> state_;  // 0 unknown, 1 open, 2 blocked, 3 closed
  mutable int sight_tests_ = 0;
};

}  // namespace hp::sim
