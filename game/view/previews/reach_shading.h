// ReachShading: with a hero selected on the player's turn, where a Move can take it (a soft fill
// with an outline along the reach's edge, round walls and units, under the units) and a ring
// under each enemy it can touch within its reach (sim::MoveReach). Made once per selection and
// world state, traced into world-space triangles; each frame only projects them, so it reads
// the same through every projection (a world square is a diamond on an isometric map).
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/world/move_reach.h"
#include "game/view/canvas/draw_context.h"

namespace hp::view {

class ReachShading {
 public:
  // Makes the reach again when the hero or the world changed; none (nothing drawn) without a
  // hero, or unless the world waits for the player's order (the enemies' turn, an action
  // playing, allies walking back).
  void update(const sim::World& world, std::optional<sim::UnitId> hero);
  void draw(const DrawContext& ctx) const;

  // For tests: the reach on show (empty: none), the fill's world triangles (three points each)
  // and the edge's world segments (two points each).
  const sim::MoveReach& reach() const { return reach_; }
  std::span<const Vec2> fill() const { return fill_; }
  std::span<const Vec2> edge() const { return edge_; }

 private:
  // Marching squares over the reach's per-node values: whole cells inside as runs along each
  // row, the cells the edge crosses cut where it crosses (values interpolated along a side).
  void trace();
  void trace_cell(int x, int y);

  sim::MoveReach reach_;
  std::vector<Vec2> fill_;
  std::vector<Vec2> edge_;
};

}  // namespace hp::view
