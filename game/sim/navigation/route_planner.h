// RoutePlanner: the shortest route for a walker of a given size around walls and standing units:
// A* on a fine grid over the map, then string pulling with exact line-of-sight checks.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <span>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/navigation/nav_grid.h"
#include "game/sim/navigation/nav_no_routes.h"
#include "game/sim/navigation/nav_wall_gaps.h"
#include "game/sim/navigation/static_collision.h"
#include "game/sim/steering/obstacle.h"

namespace hp::sim {

struct RouteRequest {
  Vec2 start;             // the walker's centre
  double radius = 0;      // the walker's radius
  Vec2 goal;              // where the walker wants its centre to be (or to come within goal_reach)
  double goal_reach = 0;  // > 0: arriving within this distance of goal is enough (e.g. the sum
                          // of radii when walking up to touch a unit standing on goal)
  double margin = 0;      // extra clearance kept from walls and discs, pixels
  std::span<const Obstacle> discs;  // units to route around (temporary obstacles); the unit the
                                    // walker goes to must not be among them
  // > 0: routes longer than this (pixels) are not wanted. The search leaves every way that must
  // be longer, so a far goal costs what the ground within this length does; a route of at most
  // this length is found exactly as without it (tests hold the two to it).
  double max_length = 0;
};

struct Route {
  bool found = false;        // false: no route exists (then points is empty)
  std::vector<Vec2> points;  // corners from start (first) to the end point (last)
  double length = 0;         // sum of the segment lengths, pixels
  // Not found, and only because of max_length: a longer route may exist.
  bool over_length = false;
};

// Where the grid search starts from.
enum class SearchEnds {
  kStart,  // from the start alone
  // From both ends in turns, the first to reach the other giving the route (the start's end
  // first, alone, for what an open field would cost), each breaking the grid's ties toward
  // its aim (routes at most a thousandth longer). A goal hemmed in behind a wall is found from
  // there in a few hundred cells, where the start's search floods everything nearer than the
  // way round; on open ground it costs up to twice the cells. The meeting search (patrol
  // lanes) uses it; the walks, mostly over open ground, keep kStart (searching from both ends
  // made the campaign's previews slower; docs/performance.md, "The attack preview").
  kBoth,
};

// Big levels: on a grid of more than big_grid_cells cells (a map of more than about 64x64 tiles
// at the game's 4 px cells; every shipped map has fewer than 70,000), a search from the start
// that has expanded exact_expansions cells without arriving goes on as weighted A* (weight on
// the heuristic), so a long way round does not flood the map. Every cell closed before has its
// shortest cost, so weighted A*'s bound holds: the grid route found is at most `weight` times
// as long as the shortest grid route, and pulling it taut only shortens it; the shortest grid
// route is itself up to 1 / cos(22.5 deg) longer than the way it stands for, so a route may be
// up to weight / cos(22.5 deg) as long as the exact planner's (tests/game/sim/navigation/
// route_planner_test.cpp holds it to that). Smaller grids, short searches and the search from
// both ends stay exact; whether a route exists never changes.
struct LongSearch {
  int big_grid_cells = 1 << 18;
  int exact_expansions = 4096;
  double weight = 1.5;
  static LongSearch exact() { return {std::numeric_limits<int>::max(), 0, 1.0}; }
};

class PlanMemo;
struct RememberedPlan;

// Whether a planner keeps what it learns of the walls between plans and tests (see RoutePlanner).
enum class PlanShortcuts { kKept, kNone };

class RoutePlanner {
 public:
  // cell_size: grid resolution in pixels (a quarter of a tile is the game's choice).
  // shortcuts: kKept keeps each cell's steps the walls allow (per walker reach, for every later
  // plan) and gathers the walls and units near a corner once for its cuts; kNone judges every
  // grid step afresh and tests every cut against the whole wall index and every unit. The routes
  // are the same to the bit; tests hold the kept path to the plain one.
  // long_search: how searches on big grids bound their cost (LongSearch::exact(): never).
  RoutePlanner(const StaticCollision& walls, double cell_size, SearchEnds ends = SearchEnds::kStart,
               PlanShortcuts shortcuts = PlanShortcuts::kKept, LongSearch long_search = {});
  ~RoutePlanner();

  // Plans a route. Every segment of a found route is clear for the walker (StaticCollision::
  // segment_clear with the margin, and clear of every disc inflated by radius + margin). The
  // end point is goal when the walker fits there, else the nearest point within goal_reach of
  // it. A start that overlaps something (pressed against a wall) starts from the nearest free
  // cell. Deterministic: the same request gives the same route.
  Route plan(const RouteRequest& request) const;

  // The game's planners remember their last `count` plans (PlanMemo): a request asked again is
  // answered with the route planned for it, without a search. Off by default (tests and
  // benchmarks measure the searches).
  void remember_plans(std::size_t count);
  // The plans remembered, oldest first; and plans another planner over the same walls made,
  // taken into the memo (a forecast played on a thread of its own hands its plans over).
  std::vector<RememberedPlan> remembered() const;
  void learn(std::span<const RememberedPlan> plans) const;

  // Cells expanded by the last plan() (0 when the memo answered it), for benchmarks and the
  // debug overlay; and the searches plan() has made (those the memo did not answer), for tests.
  int last_expanded() const;
  int searches() const { return searches_; }

  // The grid cells a tick may spend on searches carried on over ticks (RouteSearch): 4096 on
  // grids the size of every shipped map, 1024 on big ones (past LongSearch::big_grid_cells),
  // where an expansion costs up to four times more (the walls' gaps around it mostly not found
  // yet, the grid out of the cache). Either keeps a tick's search to a few milliseconds.
  int tick_expansions() const;
  // A grid past LongSearch::big_grid_cells (a map of more than about 64x64 tiles).
  bool big_grid() const;

 private:
  Route search(const RouteRequest& request) const;  // plan() without the memo

  friend class RouteSearch;  // plans over the walls, their gaps and the grids it borrows here
  // The grids RouteSearches carry their plans on between calls, each lent to one search at a
  // time under a loan number: a new loan takes the grid used longest ago, and a search whose
  // grid was lent on since starts again. A few, for the searches that may run at once (an
  // attacker's walk and the allies stepping aside for it; a world and its copy). Each is made
  // at its first loan.
  static constexpr std::size_t kSearchGrids = 4;
  NavGrid& lend_search_grid(std::uint64_t& loan) const;
  // The grid lent under this loan, still; null when it was lent on.
  NavGrid* lent_search_grid(std::uint64_t loan) const;
  // Back from a search done with it: the next loan takes it first.
  void return_search_grid(std::uint64_t loan) const;

  const StaticCollision* walls_;
  SearchEnds ends_;
  PlanShortcuts shortcuts_ = PlanShortcuts::kKept;
  LongSearch long_search_;
  // Scratch reused by every plan (so plan() is not thread-safe): what is known of the walls,
  // and the grid for the search from the start and for the one from the goal.
  mutable NavWallGaps gaps_;
  mutable NavNoRoutes no_routes_;  // kept with the walls' steps (PlanShortcuts::kKept)
  mutable NavGrid grid_;
  mutable NavGrid back_grid_;
  mutable int last_expanded_ = 0;
  mutable int searches_ = 0;
  std::unique_ptr<PlanMemo> memo_;  // changed by plan() and learn(): mutable in all but name
  struct SearchGrid {
    std::unique_ptr<NavGrid> grid;
    std::uint64_t loan = 0;  // the search it is lent to
    std::uint64_t used = 0;  // when that search last used it
  };
  mutable std::array<SearchGrid, kSearchGrids> search_grids_;
  mutable std::uint64_t search_clock_ = 0;  // loans and uses, counted
};

}  // namespace hp::sim
