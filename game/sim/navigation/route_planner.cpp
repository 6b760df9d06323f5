// RoutePlanner: a grid route from NavSearch, pulled taut (route_pulling.h).
#include "game/sim/navigation/route_planner.h"

#include "game/sim/navigation/nav_search.h"
#include "game/sim/navigation/plan_memo.h"
#include "game/sim/navigation/route_pulling.h"

namespace hp::sim {

RoutePlanner::RoutePlanner(const StaticCollision& walls, double cell_size, SearchEnds ends,
                           PlanShortcuts shortcuts, LongSearch long_search)
    : walls_(&walls),
      ends_(ends),
      shortcuts_(shortcuts),
      long_search_(long_search),
      gaps_(shortcuts == PlanShortcuts::kKept),
      grid_(walls.width(), walls.height(), cell_size),
      back_grid_(walls.width(), walls.height(), cell_size) {}

RoutePlanner::~RoutePlanner() = default;

void RoutePlanner::remember_plans(std::size_t count) {
  memo_ = std::make_unique<PlanMemo>(count);
}

std::vector<RememberedPlan> RoutePlanner::remembered() const {
  return memo_ ? memo_->entries() : std::vector<RememberedPlan>{};
}

void RoutePlanner::learn(std::span<const RememberedPlan> plans) const {
  if (memo_) memo_->learn(plans);
}

Route RoutePlanner::plan(const RouteRequest& request) const {
  if (memo_) {
    if (const Route* known = memo_->find(request)) {
      last_expanded_ = 0;
      return *known;
    }
    Route route = search(request);
    memo_->keep(request, route);
    return route;
  }
  return search(request);
}

Route RoutePlanner::search(const RouteRequest& request) const {
  ++searches_;
  grid_.begin_plan();
  gaps_.allocate(grid_.cell_count());
  NavSearch search(*walls_, gaps_, grid_, ends_ == SearchEnds::kBoth ? &back_grid_ : nullptr,
                   request, long_search_,
                   shortcuts_ == PlanShortcuts::kKept ? &no_routes_ : nullptr);
  std::vector<Vec2> points = search.grid_route();
  last_expanded_ = search.expanded();
  Route route = pulled_route(std::move(points), search, shortcuts_);
  route.over_length = !route.found && search.over_length();
  return route;
}

NavGrid& RoutePlanner::lend_search_grid(std::uint64_t& loan) const {
  SearchGrid* oldest = &search_grids_.front();
  for (SearchGrid& lent : search_grids_) {
    if (lent.used < oldest->used) oldest = &lent;
  }
  if (!oldest->grid) {
    oldest->grid = std::make_unique<NavGrid>(walls_->width(), walls_->height(), grid_.cell_size());
  }
  loan = oldest->loan = oldest->used = ++search_clock_;
  return *oldest->grid;
}

NavGrid* RoutePlanner::lent_search_grid(std::uint64_t loan) const {
  for (SearchGrid& lent : search_grids_) {
    if (loan != 0 && lent.loan == loan) {
      lent.used = ++search_clock_;
      return lent.grid.get();
    }
  }
  return nullptr;
}

void RoutePlanner::return_search_grid(std::uint64_t loan) const {
  for (SearchGrid& lent : search_grids_) {
    if (loan != 0 && lent.loan == loan) lent.loan = lent.used = 0;
  }
}

int RoutePlanner::tick_expansions() const {
  return big_grid() ? 1024 : 4096;
}

bool RoutePlanner::big_grid() const {
  return grid_.cell_count() > LongSearch{}.big_grid_cells;
}

int RoutePlanner::last_expanded() const {
  return last_expanded_;
}

}  // namespace hp::sim
