// NavSearch: one plan's grid search (which cells are open, where it starts and ends, A*) and
// the exact line-of-sight test the string pulling uses.
#pragma once

#include <span>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/navigation/nav_grid.h"
#include "game/sim/navigation/nav_no_routes.h"
#include "game/sim/navigation/nav_wall_gaps.h"
#include "game/sim/navigation/route_planner.h"
#include "game/sim/navigation/static_collision.h"

namespace hp::sim {

class NavSearch {
 public:
  // gaps: what is known of the walls, for every plan. back_grid: scratch for a second search
  // from the goal (null: search from the start alone). long_search: when the search from the
  // start goes on weighted (route_planner.h). no_routes: the sides searched in vain before, to
  // skip and to add to (null: none kept).
  NavSearch(const StaticCollision& walls, NavWallGaps& gaps, NavGrid& grid, NavGrid* back_grid,
            const RouteRequest& request, LongSearch long_search = LongSearch::exact(),
            NavNoRoutes* no_routes = nullptr);

  // The corners of a grid route, start first, end point last; empty when there is none.
  std::vector<Vec2> grid_route();
  // The same, a piece at a time: goes on for at most `budget` more cell expansions (taking those
  // it makes off it) and returns true once the route is known (take_route). A search stopped
  // after some number of expansions stands where the whole search stood after as many, however
  // they were split, so the route is the same.
  bool carry_on(int& budget);
  std::vector<Vec2> take_route() { return std::move(route_); }
  // Neither reads nor works out the regions the planner keeps for every plan (NavWallGaps): a
  // search that reads them may skip a flood another plan's regions saved it, so how many
  // expansions it takes would depend on what else was planned before (RouteSearch needs that to
  // depend on its request alone), and working them out is a flood of the whole grid at once.
  void without_regions() { regions_read_ = false; }

  // Whether the walker can walk straight from a to b. From the start of a pressed walker the
  // clearance it already has is enough (it may not get closer, but need not be margin away).
  bool visible(Vec2 a, Vec2 b) const;
  // The walls and units that may come within this walker's reach of a region, for many
  // visible() tests between points inside it (a corner's cuts).
  struct SightPatch {
    StaticCollision::SightPatch walls;
    std::vector<Obstacle> discs;
  };
  void sight_patch(const Bounds& region, SightPatch& patch) const;
  // visible(a, b) for a and b inside the patch's region.
  bool visible(const SightPatch& patch, Vec2 a, Vec2 b) const;

  int expanded() const { return expanded_; }
  // Whether RouteRequest::max_length left some way unsearched (so no route found proves none).
  bool over_length() const { return over_length_; }

 private:
  bool point_open(Vec2 p) const;
  // visible() with the walls' test given: the discs' and a pressed start's part.
  template <typename WallsClear>
  bool visible_with(Vec2 a, Vec2 b, std::span<const Obstacle> discs,
                    WallsClear&& walls_clear) const;
  double centre_gap(int cell);
  std::uint8_t wall_state(int cell);
  bool open(int cell);
  bool tight(int cell);
  double step_wall_gap(int step, int from, int to);
  bool step_clear(int cell, int step, int next);
  // A cell's steps, asked in order: what they share is worked out once.
  struct StepsFrom {
    int cell, x, y;
    bool tight;             // the cell itself is tight
    bool straight_open[4];  // by straight step: the neighbour is open
  };
  StepsFrom steps_from(int cell);
  bool can_step(StepsFrom& from, int step, int& next);
  // The steps can_step allows from a cell when no disc is near and the walker is not pressed
  // there (bit s for step s): the walls' answer for this reach, kept for every later plan.
  std::uint8_t wall_steps(int cell);
  // A step's neighbour offered a cost through cell (A*'s relaxation).
  void relax(int next, float g, int step, Vec2 aim);
  void mark_discs();
  int seed_sources(int rings);
  int mark_goal_targets();
  int mark_reach_targets();
  // Regions (nav_regions.h): a step some plan for this reach might take, discs aside (any disc
  // only closes steps, so its steps are among these); whether some target may be reached from
  // the sources, by the regions when known; and working the regions out after a search found a
  // goal out of reach, so the next plans for this reach need not search to learn it again.
  bool may_step(int cell, int cell_x, int cell_y, int step, int& next);
  bool may_reach(const std::vector<NavNode>& sources, const std::vector<int>& targets) const;
  void learn_regions();
  // Whether the known regions show, before any line of sight is tested, that no cell a search
  // could start from shares a region with any it could end on (open cells near the start, the
  // goal and within goal_reach of it).
  bool known_out_of_reach(bool goal_open, int start_rings);
  const NavRegions* usable_regions() const;
  std::vector<int> open_cells_around(Vec2 p, int rings);
  std::vector<int> open_cells_within_goal_reach();
  // A*: start_search once its sources and targets are marked, then advance (up to a number of
  // expansions: a target cell, kExhausted or kRunning); search does both to the end.
  static constexpr int kExhausted = -1, kRunning = -2;
  static constexpr int kTurnExpansions = 32;  // each end's turn when searching from both
  void start_search(Vec2 aim);
  int advance(int max_expansions);
  // A search toward aim carried on a piece at a time (carry_on): from the start of the grid's
  // frontier, exact, then on big grids weighted (LongSearch) once it has run long; a target
  // cell, kExhausted, or kRunning with the budget spent.
  void begin_search_to(Vec2 aim);
  int run_search(int& budget);
  // grid_route's stages: where it starts (every way it may end at once, else a search toward
  // the goal or within reach of it), and what each search's end leads to.
  enum class Stage { kBegin, kToGoal, kToReach, kDone };
  void begin_route();
  void end_goal_search(int target);
  void begin_reach_search();
  void end_reach_search(int target);
  void finish(std::vector<Vec2> route);
  // The no-route memo (NavNoRoutes): whether the sources lie in a side known to have no route,
  // and keeping the side the last search closed, when it ran out. A pressed start steps from its
  // own cell by its own clearance, so its plans are neither judged nor kept.
  bool known_no_route(const std::vector<NavNode>& sources) const;
  void learn_no_route();
  // Re-keys the frontier for weighted A* (LongSearch): on big grids, once the exact search has
  // run long.
  void weigh_frontier(double weight);
  std::vector<int> cells_from_both_ends(const std::vector<NavNode>& sources);
  void expand(int cell, float g, Vec2 aim);
  std::vector<int> cells_to(int cell) const;
  int nearest_in_region(int from, std::vector<int>& tail);
  Vec2 slide_toward_goal(Vec2 from) const;
  std::vector<Vec2> to_points(const std::vector<int>& cells, Vec2 end) const;

  const StaticCollision& walls_;
  NavWallGaps& gaps_;
  NavGrid& grid_;
  NavGrid* back_grid_;
  const RouteRequest& request_;
  LongSearch long_search_;
  NavNoRoutes* no_routes_ = nullptr;
  std::vector<int> closed_;  // the cells the current search closed, in order
  Vec2 aim_;                 // the search's heuristic aims here
  // A search from both ends breaks the ties of the grid's steps toward the aim (a staircase
  // of straight and diagonal steps has the same length in any order, so a whole parallelogram of
  // cells ties), costing at most a thousandth of the length; a tie left to the cells' order
  // floods it, from each end.
  static constexpr double kTieBreakWeight = 1.001;
  double aim_weight_ = 1.0;
  std::vector<int> goal_cells_;   // the cells marked by mark_goal_targets
  std::vector<int> reach_cells_;  // the cells marked by mark_reach_targets
  double reach_ = 0;              // radius + margin
  double open_reach_ = 0;  // wall distance a cell centre needs so steps to neighbours are clear
  bool start_pressed_ = false;
  int pressed_cell_ = -1;  // the cell whose centre is a pressed start (its steps are its own)
  std::uint16_t* step_masks_ = nullptr;  // gaps_' wall steps for this reach (null: not kept)
  double start_wall_margin_ = 0;         // the clearance the first segment must keep from walls
  int expanded_ = 0;
  Stage stage_ = Stage::kBegin;
  std::vector<NavNode> sources_;  // the cells the route may start from, with their costs
  bool goal_open_ = false;
  int search_expanded_ = 0;    // by the search run_search carries on
  bool weighted_ = false;      // that search has gone on weighted (LongSearch)
  double exact_weight_ = 1.0;  // the aim's weight it started with
  bool regions_read_ = true;
  std::vector<Vec2> route_;
  // RouteRequest::max_length as a bound on grid cost: the grid's steps make a route up to
  // 1/cos(22.5 deg) = 1.0824 times longer than the straight cuts, plus a few cells where it
  // starts and ends; with room to spare (infinite: no bound).
  double grid_bound_ = 0;
  bool over_length_ = false;
};

}  // namespace hp::sim
