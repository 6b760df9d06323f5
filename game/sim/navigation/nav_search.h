// NavSearch: one plan's grid search (which cells are open, where it starts and ends, A*) and
// the exact line-of-sight test the string pulling uses.
#pragma once

#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/navigation/nav_grid.h"
#include "game/sim/navigation/route_planner.h"
#include "game/sim/navigation/static_collision.h"

namespace hp::sim {

class NavSearch {
 public:
  NavSearch(const StaticCollision& walls, NavGrid& grid, const RouteRequest& request);

  // The corners of a grid route, start first, end point last; empty when there is none.
  std::vector<Vec2> grid_route();

  // Whether the walker can walk straight from a to b. From the start of a pressed walker the
  // clearance it already has is enough (it may not get closer, but need not be margin away).
  bool visible(Vec2 a, Vec2 b) const;

  int expanded() const { return expanded_; }

 private:
  bool point_open(Vec2 p) const;
  double centre_gap(int cell);
  std::uint8_t wall_state(int cell);
  bool open(int cell);
  bool tight(int cell);
  double step_wall_gap(int cell, int step, int next);
  bool step_clear(int cell, int step, int next);
  bool can_step(int cell, int cell_x, int cell_y, int step, int& next);
  void mark_discs();
  int seed_sources(int rings);
  int mark_goal_targets();
  int mark_reach_targets();
  int search(Vec2 aim);
  void expand(int cell, float g, Vec2 aim);
  std::vector<int> cells_to(int cell) const;
  int nearest_in_region(int from, std::vector<int>& tail);
  Vec2 slide_toward_goal(Vec2 from) const;
  std::vector<Vec2> to_points(const std::vector<int>& cells, Vec2 end) const;

  const StaticCollision& walls_;
  NavGrid& grid_;
  const RouteRequest& request_;
  double reach_ = 0;       // radius + margin
  double open_reach_ = 0;  // wall distance a cell centre needs so steps to neighbours are clear
  bool start_pressed_ = false;
  double start_wall_margin_ = 0;  // the clearance the first segment must keep from walls
  int expanded_ = 0;
};

}  // namespace hp::sim
