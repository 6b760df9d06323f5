// NavSearch: A* over the planner's grid, 8-connected without corner cutting, octile heuristic.
#include "game/sim/navigation/nav_search.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include "game/sim/navigation/nav_sweep.h"

namespace hp::sim {
namespace {

constexpr double kSqrt2 = 1.4142135623730951;
struct Step {
  int dx, dy;
  double cost;    // in cells
  int slot;       // the grid's step-gap slot for this step, walked from the cell (0..3)
  bool backward;  // the slot is kept for the step walked the other way, from the neighbour
};
constexpr std::array<Step, 8> kSteps{{{1, 0, 1.0, 0, false},
                                      {0, 1, 1.0, 1, false},
                                      {-1, 0, 1.0, 0, true},
                                      {0, -1, 1.0, 1, true},
                                      {1, 1, kSqrt2, 2, false},
                                      {-1, 1, kSqrt2, 3, false},
                                      {-1, -1, kSqrt2, 2, true},
                                      {1, -1, kSqrt2, 3, true}}};
constexpr std::uint8_t kClosed = 1, kTarget = 2, kRegion = 4;
constexpr std::uint8_t kWallOpen = 1, kWallBlocked = 2, kWallTight = 3;  // NavSearch::wall_state
constexpr int kEndRings = 2;         // rings of cells around start/goal tried as first/last cell
constexpr double kTolerance = 1e-9;  // rounding allowance for the start's own clearance

// The heap's order (a type, not a function pointer, so the heap operations inline it).
struct NodeAfter {
  bool operator()(const NavNode& a, const NavNode& b) const {
    return a.f != b.f ? a.f > b.f : a.cell > b.cell;
  }
};

double octile(Vec2 a, Vec2 b) {
  const double dx = std::abs(a.x - b.x), dy = std::abs(a.y - b.y);
  return std::max(dx, dy) + (kSqrt2 - 1.0) * std::min(dx, dy);
}

}  // namespace

NavSearch::NavSearch(const StaticCollision& walls, NavWallGaps& gaps, NavGrid& grid,
                     NavGrid* back_grid, const RouteRequest& request, LongSearch long_search,
                     NavNoRoutes* no_routes)
    : walls_(walls),
      gaps_(gaps),
      grid_(grid),
      back_grid_(back_grid),
      request_(request),
      long_search_(long_search),
      no_routes_(no_routes) {
  if (back_grid_) aim_weight_ = kTieBreakWeight;
  grid_bound_ = request.max_length > 0 ? 1.1 * request.max_length + 8 * grid.cell_size()
                                       : std::numeric_limits<double>::infinity();
  reach_ = request.radius + request.margin;
  // Two open centres a diagonal step apart keep reach_ from any convex wall along the step when
  // each is sqrt(reach^2 + (step / 2)^2) away from it.
  const double half_step = grid.cell_size() * kSqrt2 / 2.0;
  open_reach_ = std::sqrt(reach_ * reach_ + half_step * half_step);
  start_pressed_ = !point_open(request.start);
  const int start_cell = grid.cell_at(request.start);
  if (start_pressed_ && grid.centre(start_cell) == request.start) pressed_cell_ = start_cell;
  step_masks_ = gaps.step_masks(reach_);
  start_wall_margin_ =
      std::min(request.margin, walls.gap(request.start, request.radius) - kTolerance);
}

bool NavSearch::point_open(Vec2 p) const {
  if (walls_.gap(p, request_.radius) < request_.margin) return false;
  for (const Obstacle& disc : request_.discs) {
    if (distance(p, disc.position) < disc.radius + reach_) return false;
  }
  return true;
}

template <typename WallsClear>
bool NavSearch::visible_with(Vec2 a, Vec2 b, std::span<const Obstacle> discs,
                             WallsClear&& walls_clear) const {
  const bool from_pressed_start = start_pressed_ && a == request_.start;
  const double margin = from_pressed_start ? start_wall_margin_ : request_.margin;
  if (!walls_clear(margin)) return false;
  for (const Obstacle& disc : discs) {
    double need = disc.radius + reach_;
    if (from_pressed_start) need = std::min(need, distance(a, disc.position) - kTolerance);
    if (point_segment_distance(disc.position, a, b) < need) return false;
  }
  return true;
}

bool NavSearch::visible(Vec2 a, Vec2 b) const {
  return visible_with(a, b, request_.discs, [&](double margin) {
    return walls_.segment_clear(a, b, request_.radius, margin);
  });
}

// A disc farther from the region than its radius and the reach (and a pixel) comes no nearer
// any segment in it, so it is left out.
void NavSearch::sight_patch(const Bounds& region, SightPatch& patch) const {
  walls_.gather_patch(region, reach_, patch.walls);
  patch.discs.clear();
  for (const Obstacle& disc : request_.discs) {
    if (!apart({disc.position, disc.position}, region, disc.radius + reach_ + 1.0)) {
      patch.discs.push_back(disc);
    }
  }
}

bool NavSearch::visible(const SightPatch& patch, Vec2 a, Vec2 b) const {
  return visible_with(a, b, patch.discs, [&](double margin) {
    return walls_.segment_clear(patch.walls, a, b, request_.radius, margin);
  });
}

double NavSearch::centre_gap(int cell) {
  double gap = gaps_.centre(cell);
  if (std::isnan(gap)) {
    gap = walls_.gap(grid_.centre(cell), 0.0);
    gaps_.set_centre(cell, gap);
  }
  return gap;
}

std::uint8_t NavSearch::wall_state(int cell) {
  const double gap = centre_gap(cell);
  return gap >= open_reach_ ? kWallOpen : gap >= reach_ ? kWallTight : kWallBlocked;
}

// A step's gap to the walls never changes, so it is kept for every later plan. It is no more
// than either end's gap, so looking that far finds it exactly.
double NavSearch::step_wall_gap(int step, int from, int to) {
  const double kept = gaps_.step(from, kSteps[step].slot);
  if (!std::isnan(kept)) return kept;
  const double within = std::min(centre_gap(from), centre_gap(to)) + 1.0;
  const double gap = walls_.segment_gap(grid_.centre(from), grid_.centre(to), within);
  gaps_.set_step(from, kSteps[step].slot, gap);
  return gap;
}

// visible() for a step between two neighbouring centres, with the walls' part kept. A step is
// judged the same whichever way it is walked (the same segment, from the same end), so a search
// from the goal finds exactly the routes one from the start does.
bool NavSearch::step_clear(int cell, int step, int next) {
  if (start_pressed_ && grid_.centre(cell) == request_.start) {
    return visible(grid_.centre(cell), grid_.centre(next));  // its own wall margin
  }
  const bool backward = kSteps[step].backward;
  const int from = backward ? next : cell, to = backward ? cell : next;
  const Vec2 a = grid_.centre(from), b = grid_.centre(to);
  if (step_wall_gap(step, from, to) < reach_) return false;
  // Ends clear of every disc by a grid step's slack keep the step clear of them (mark_discs).
  if (!grid_.disc_tight(cell) && !grid_.disc_tight(next)) return true;
  for (const Obstacle& disc : request_.discs) {
    if (point_segment_distance(disc.position, a, b) < disc.radius + reach_) return false;
  }
  return true;
}

bool NavSearch::open(int cell) {
  return !grid_.disc_blocked(cell) && wall_state(cell) != kWallBlocked;
}

bool NavSearch::tight(int cell) {
  return grid_.disc_tight(cell) || wall_state(cell) == kWallTight;
}

NavSearch::StepsFrom NavSearch::steps_from(int cell) {
  return {cell, grid_.x_of(cell), grid_.y_of(cell), tight(cell), {}};
}

// Steps are asked in kSteps' order, the straight ones first: a diagonal step's corners are the
// neighbours the straight steps found open or not (out of the grid: so is the diagonal).
bool NavSearch::can_step(StepsFrom& from, int step, int& next) {
  const Step& s = kSteps[step];
  const int x = from.x + s.dx, y = from.y + s.dy;
  if (x < 0 || y < 0 || x >= grid_.cols() || y >= grid_.rows()) return false;
  next = y * grid_.cols() + x;
  const bool next_open = open(next);
  if (step < 4) from.straight_open[step] = next_open;
  if (!next_open) return false;
  // Near a wall or disc (a doorway the walker just fits) the step itself is checked exactly.
  if (from.tight || tight(next)) return step_clear(from.cell, step, next);
  if (s.dx == 0 || s.dy == 0) return true;
  // No corner cutting: both orthogonal neighbours must be open too.
  return from.straight_open[s.dx > 0 ? 0 : 2] && from.straight_open[s.dy > 0 ? 1 : 3];
}

void NavSearch::mark_discs() {
  const double half_step = grid_.cell_size() * kSqrt2 / 2.0;
  for (const Obstacle& disc : request_.discs) {
    const double need = disc.radius + reach_;
    const double block = std::sqrt(need * need + half_step * half_step);
    const int low = grid_.cell_at(disc.position - Vec2{block, block});
    const int high = grid_.cell_at(disc.position + Vec2{block, block});
    // Every cell this disc blocks or makes tight lies in the square low..high: it and the ring
    // round it are near the disc.
    for (int y = std::max(grid_.y_of(low) - 1, 0);
         y <= std::min(grid_.y_of(high) + 1, grid_.rows() - 1); ++y) {
      for (int x = std::max(grid_.x_of(low) - 1, 0);
           x <= std::min(grid_.x_of(high) + 1, grid_.cols() - 1); ++x) {
        grid_.mark_disc_near(y * grid_.cols() + x);
      }
    }
    for (int y = grid_.y_of(low); y <= grid_.y_of(high); ++y) {
      for (int x = grid_.x_of(low); x <= grid_.x_of(high); ++x) {
        const int cell = y * grid_.cols() + x;
        const double d = distance(grid_.centre(cell), disc.position);
        if (d < need) {
          grid_.block_for_discs(cell);
        } else if (d < block) {
          grid_.mark_disc_tight(cell);
        }
      }
    }
  }
}

int NavSearch::seed_sources(int rings) {
  const int home = grid_.cell_at(request_.start);
  int count = 0;
  for (int y = grid_.y_of(home) - rings; y <= grid_.y_of(home) + rings; ++y) {
    for (int x = grid_.x_of(home) - rings; x <= grid_.x_of(home) + rings; ++x) {
      if (x < 0 || y < 0 || x >= grid_.cols() || y >= grid_.rows()) continue;
      const int cell = y * grid_.cols() + x;
      if (!open(cell) || !visible(request_.start, grid_.centre(cell))) continue;
      const auto g = static_cast<float>(distance(request_.start, grid_.centre(cell)));
      grid_.set(cell, g, NavGrid::kNoParent);
      const auto f =
          static_cast<float>(g + aim_weight_ * octile(grid_.centre(cell), request_.goal));
      grid_.heap().push_back({f, g, cell});
      ++count;
    }
  }
  return count;
}

int NavSearch::mark_goal_targets() {
  const int home = grid_.cell_at(request_.goal);
  int count = 0;
  for (int y = grid_.y_of(home) - kEndRings; y <= grid_.y_of(home) + kEndRings; ++y) {
    for (int x = grid_.x_of(home) - kEndRings; x <= grid_.x_of(home) + kEndRings; ++x) {
      if (x < 0 || y < 0 || x >= grid_.cols() || y >= grid_.rows()) continue;
      const int cell = y * grid_.cols() + x;
      if (!open(cell) || !visible(grid_.centre(cell), request_.goal)) continue;
      grid_.mark(cell, kTarget);
      goal_cells_.push_back(cell);
      ++count;
    }
  }
  return count;
}

// The open cells whose centres lie within goal_reach of the goal: the reach targets, and ends a
// search could stop on.
std::vector<int> NavSearch::open_cells_within_goal_reach() {
  const double reach = request_.goal_reach;
  const int low = grid_.cell_at(request_.goal - Vec2{reach, reach});
  const int high = grid_.cell_at(request_.goal + Vec2{reach, reach});
  std::vector<int> cells;
  for (int y = grid_.y_of(low); y <= grid_.y_of(high); ++y) {
    for (int x = grid_.x_of(low); x <= grid_.x_of(high); ++x) {
      const int cell = y * grid_.cols() + x;
      if (distance(grid_.centre(cell), request_.goal) <= reach && open(cell)) cells.push_back(cell);
    }
  }
  return cells;
}

int NavSearch::mark_reach_targets() {
  reach_cells_ = open_cells_within_goal_reach();
  for (int cell : reach_cells_) grid_.mark(cell, kTarget);
  return static_cast<int>(reach_cells_.size());
}

bool NavSearch::may_step(int cell, int cell_x, int cell_y, int step, int& next) {
  const Step& s = kSteps[step];
  const int x = cell_x + s.dx, y = cell_y + s.dy;
  if (x < 0 || y < 0 || x >= grid_.cols() || y >= grid_.rows()) return false;
  next = y * grid_.cols() + x;
  const std::uint8_t here = wall_state(cell), there = wall_state(next);
  if (there == kWallBlocked) return false;
  // can_step's open ways with no disc about: straight steps between roomy cells, and diagonal
  // ones whose corners are open...
  if (here != kWallTight && there != kWallTight) {
    if (s.dx == 0 || s.dy == 0) return true;
    if (wall_state(cell_y * grid_.cols() + x) != kWallBlocked &&
        wall_state(y * grid_.cols() + cell_x) != kWallBlocked) {
      return true;
    }
  }
  // ...and the exact test it falls back on beside a wall or a disc, its walls' part.
  const int from = s.backward ? next : cell, to = s.backward ? cell : next;
  return step_wall_gap(step, from, to) >= reach_;
}

// The regions known for this reach, when they can judge this plan: a pressed walker standing on a
// cell centre steps from it with the clearance it has (step_clear), which may be less than the
// regions allow for, and then only a search tells.
const NavRegions* NavSearch::usable_regions() const {
  if (!regions_read_) return nullptr;
  const NavRegions* regions = gaps_.regions(reach_);
  if (!regions) return nullptr;
  if (start_pressed_ && grid_.centre(grid_.cell_at(request_.start)) == request_.start) {
    return nullptr;
  }
  return regions;
}

bool NavSearch::may_reach(const std::vector<NavNode>& sources,
                          const std::vector<int>& targets) const {
  const NavRegions* regions = usable_regions();
  if (!regions) return true;
  std::vector<int> cells;
  for (const NavNode& source : sources) cells.push_back(source.cell);
  return regions->joined(cells, targets);
}

std::vector<int> NavSearch::open_cells_around(Vec2 p, int rings) {
  const int home = grid_.cell_at(p);
  std::vector<int> cells;
  for (int y = grid_.y_of(home) - rings; y <= grid_.y_of(home) + rings; ++y) {
    for (int x = grid_.x_of(home) - rings; x <= grid_.x_of(home) + rings; ++x) {
      if (x < 0 || y < 0 || x >= grid_.cols() || y >= grid_.rows()) continue;
      const int cell = y * grid_.cols() + x;
      if (open(cell)) cells.push_back(cell);
    }
  }
  return cells;
}

// Every way grid_route finds a route starts on a source (seed_sources, within start_rings) and
// ends on a goal target (mark_goal_targets) or a reach target (mark_reach_targets): those are
// open cells here, whatever lines of sight say.
bool NavSearch::known_out_of_reach(bool goal_open, int start_rings) {
  const NavRegions* regions = usable_regions();
  if (!regions) return false;
  std::vector<int> ends;
  if (goal_open) ends = open_cells_around(request_.goal, kEndRings);
  if (request_.goal_reach > 0.0) {
    const std::vector<int> within = open_cells_within_goal_reach();
    ends.insert(ends.end(), within.begin(), within.end());
  }
  return !regions->joined(open_cells_around(request_.start, start_rings), ends);
}

void NavSearch::learn_regions() {
  if (!regions_read_ || gaps_.regions(reach_)) return;
  constexpr int kForwardSteps[] = {0, 1, 4, 5};  // the other four are these walked back
  gaps_.keep_regions(reach_, NavRegions(grid_.cell_count(), [&](int cell, auto&& join) {
                       if (wall_state(cell) == kWallBlocked) return false;
                       const int x = grid_.x_of(cell), y = grid_.y_of(cell);
                       for (int step : kForwardSteps) {
                         int next = 0;
                         if (may_step(cell, x, y, step, next)) join(next);
                       }
                       return true;
                     }));
}

// can_step's answers with no disc about and no pressed start, as walls_state and step_wall_gap
// give them: the same tests in the same order.
std::uint8_t NavSearch::wall_steps(int cell) {
  std::uint16_t& known = step_masks_[cell];
  if (known & NavWallGaps::kKnownSteps) return static_cast<std::uint8_t>(known);
  const int cell_x = grid_.x_of(cell), cell_y = grid_.y_of(cell);
  const bool here_tight = wall_state(cell) == kWallTight;
  bool straight_open[4] = {};
  std::uint8_t mask = 0;
  for (int step = 0; step < 8; ++step) {
    const Step& s = kSteps[step];
    const int x = cell_x + s.dx, y = cell_y + s.dy;
    if (x < 0 || y < 0 || x >= grid_.cols() || y >= grid_.rows()) continue;
    const int next = y * grid_.cols() + x;
    const std::uint8_t there = wall_state(next);
    if (step < 4) straight_open[step] = there != kWallBlocked;
    if (there == kWallBlocked) continue;
    bool allowed = false;
    if (here_tight || there == kWallTight) {
      const int from = s.backward ? next : cell, to = s.backward ? cell : next;
      allowed = step_wall_gap(step, from, to) >= reach_;
    } else if (s.dx == 0 || s.dy == 0) {
      allowed = true;
    } else {
      allowed = straight_open[s.dx > 0 ? 0 : 2] && straight_open[s.dy > 0 ? 1 : 3];
    }
    if (allowed) mask = static_cast<std::uint8_t>(mask | (1u << step));
  }
  known = static_cast<std::uint16_t>(NavWallGaps::kKnownSteps | mask);
  return mask;
}

void NavSearch::relax(int next, float g, int step, Vec2 aim) {
  const auto next_g = static_cast<float>(g + kSteps[step].cost * grid_.cell_size());
  if (next_g >= grid_.g(next)) return;
  grid_.set(next, next_g, static_cast<std::uint8_t>(step));
  const auto f = static_cast<float>(next_g + aim_weight_ * octile(grid_.centre(next), aim));
  grid_.heap().push_back({f, next_g, next});
  std::push_heap(grid_.heap().begin(), grid_.heap().end(), NodeAfter{});
}

void NavSearch::expand(int cell, float g, Vec2 aim) {
  // Away from discs and a pressed start, the walls alone decide, as kept for this reach.
  if (step_masks_ && cell != pressed_cell_ && !grid_.disc_near(cell)) {
    const std::uint8_t steps = wall_steps(cell);
    for (int step = 0; step < 8; ++step) {
      if ((steps & (1u << step)) == 0) continue;
      const int next = cell + kSteps[step].dy * grid_.cols() + kSteps[step].dx;
      if (!grid_.has(next, kClosed)) relax(next, g, step, aim);
    }
    return;
  }
  StepsFrom from = steps_from(cell);
  for (int step = 0; step < 8; ++step) {
    int next = 0;
    if (!can_step(from, step, next) || grid_.has(next, kClosed)) continue;
    relax(next, g, step, aim);
  }
}

void NavSearch::start_search(Vec2 aim) {
  aim_ = aim;
  closed_.clear();
  std::make_heap(grid_.heap().begin(), grid_.heap().end(), NodeAfter{});
}

int NavSearch::advance(int max_expansions) {
  std::vector<NavNode>& heap = grid_.heap();
  for (int expanded = 0; expanded < max_expansions;) {
    if (heap.empty()) return kExhausted;
    std::pop_heap(heap.begin(), heap.end(), NodeAfter{});
    const NavNode node = heap.back();
    heap.pop_back();
    if (grid_.has(node.cell, kClosed) || node.g > grid_.g(node.cell)) continue;
    // Every way through this cell is longer than the bound (octile never overestimates what is
    // left), so it is left: pruned, not stopped at, since a weighted search's order is not by
    // that lower bound.
    if (node.g + octile(grid_.centre(node.cell), aim_) > grid_bound_) {
      over_length_ = true;
      continue;
    }
    grid_.mark(node.cell, kClosed);
    if (no_routes_) closed_.push_back(node.cell);
    ++expanded_;
    ++expanded;
    if (grid_.has(node.cell, kTarget)) return node.cell;
    expand(node.cell, node.g, aim_);
  }
  return kRunning;
}

void NavSearch::begin_search_to(Vec2 aim) {
  start_search(aim);
  search_expanded_ = 0;
  weighted_ = false;
  exact_weight_ = aim_weight_;
}

int NavSearch::run_search(int& budget) {
  const bool big = grid_.cell_count() > long_search_.big_grid_cells;
  for (;;) {
    int slice = budget;
    if (big && !weighted_)
      slice = std::min(slice, long_search_.exact_expansions - search_expanded_);
    const int before = expanded_;
    const int found = advance(slice);
    budget -= expanded_ - before;
    search_expanded_ += expanded_ - before;
    if (found != kRunning) {
      aim_weight_ = exact_weight_;  // a second search (for goal_reach) starts exact again
      weighted_ = false;
      return found;
    }
    if (big && !weighted_ && search_expanded_ >= long_search_.exact_expansions) {
      weigh_frontier(long_search_.weight);
      weighted_ = true;
      continue;
    }
    return kRunning;
  }
}

// Every cell closed so far has its shortest cost, so going on weighted keeps weighted A*'s bound:
// the route found costs at most `weight` times the shortest grid route.
void NavSearch::weigh_frontier(double weight) {
  aim_weight_ = weight;
  for (NavNode& node : grid_.heap()) {
    node.f = static_cast<float>(node.g + weight * octile(grid_.centre(node.cell), aim_));
  }
  std::make_heap(grid_.heap().begin(), grid_.heap().end(), NodeAfter{});
}

// The cells from the start's to the goal's, searched from both ends at once, each end by its
// own A* in turns: a goal hemmed in (a patroller's lane behind a fortress wall) is found from
// there in a few hundred cells, where the search from the open end floods everything nearer
// than the way round. Whichever reaches the other end first gives the route; either running
// out proves there is none, as steps are the same both ways. Empty when there is none.
std::vector<int> NavSearch::cells_from_both_ends(const std::vector<NavNode>& sources) {
  RouteRequest back_request = request_;
  back_request.start = request_.goal;
  back_request.goal = request_.start;
  back_request.goal_reach = 0.0;
  NavSearch back(walls_, gaps_, *back_grid_, nullptr, back_request);
  back.aim_weight_ = aim_weight_;
  back_grid_->begin_plan();
  back.mark_discs();
  back_grid_->begin_search();
  // The two ends swap roles: the cells next to the goal are where the walk back starts, those
  // next to the start where it ends.
  for (int cell : goal_cells_) {
    const Vec2 centre = back_grid_->centre(cell);
    const auto g = static_cast<float>(distance(request_.goal, centre));
    back_grid_->set(cell, g, NavGrid::kNoParent);
    const auto f = static_cast<float>(g + aim_weight_ * octile(centre, request_.start));
    back_grid_->heap().push_back({f, g, cell});
  }
  for (const NavNode& source : sources) back_grid_->mark(source.cell, kTarget);
  back.start_search(request_.start);
  start_search(request_.goal);
  // The start's end goes first, alone, for about what a way with nothing in it costs (twice
  // the cells along the straight line), so an open field is not searched twice.
  const int head_start =
      static_cast<int>(2.0 * octile(request_.start, request_.goal) / grid_.cell_size());
  std::vector<int> cells;
  for (int found = kRunning, turn = head_start; found == kRunning; turn = kTurnExpansions) {
    found = advance(turn);
    if (found >= 0) cells = cells_to(found);
    if (found != kRunning) break;
    found = back.advance(kTurnExpansions);
    if (found >= 0) {
      cells = back.cells_to(found);
      std::reverse(cells.begin(), cells.end());
    }
  }
  expanded_ += back.expanded();
  return cells;
}

bool NavSearch::known_no_route(const std::vector<NavNode>& sources) const {
  if (!no_routes_ || start_pressed_) return false;
  std::vector<int> cells;
  for (const NavNode& source : sources) cells.push_back(source.cell);
  return no_routes_->known(request_, cells);
}

void NavSearch::learn_no_route() {
  if (no_routes_ && !start_pressed_) no_routes_->learn(request_, closed_, grid_.cell_count());
}

std::vector<int> NavSearch::cells_to(int cell) const {
  std::vector<int> cells{cell};
  for (std::uint8_t step = grid_.parent(cell); step != NavGrid::kNoParent;
       step = grid_.parent(cell)) {
    cell -= kSteps[step].dy * grid_.cols() + kSteps[step].dx;
    cells.push_back(cell);
  }
  std::reverse(cells.begin(), cells.end());
  return cells;
}

int NavSearch::nearest_in_region(int from, std::vector<int>& tail) {
  // Breadth-first over the target cells joined to `from`: the reachable one nearest the goal.
  std::vector<std::pair<int, int>> queue{{from, -1}};  // cell, index of the cell it came from
  grid_.mark(from, kRegion);
  std::size_t best = 0;
  for (std::size_t i = 0; i < queue.size(); ++i) {
    const int cell = queue[i].first;
    const double d = distance(grid_.centre(cell), request_.goal);
    if (d < distance(grid_.centre(queue[best].first), request_.goal)) best = i;
    StepsFrom steps = steps_from(cell);
    for (int step = 0; step < 8; ++step) {
      int next = 0;
      if (!can_step(steps, step, next) || !grid_.has(next, kTarget) || grid_.has(next, kRegion))
        continue;
      grid_.mark(next, kRegion);
      queue.push_back({next, static_cast<int>(i)});
    }
  }
  std::vector<int> path;
  for (int i = static_cast<int>(best); i > 0; i = queue[i].second) path.push_back(queue[i].first);
  tail.insert(tail.end(), path.rbegin(), path.rend());
  return queue[best].first;
}

Vec2 NavSearch::slide_toward_goal(Vec2 from) const {
  double low = 0.0, high = 1.0;
  const Vec2 to_goal = request_.goal - from;
  for (int i = 0; i < 20; ++i) {
    const double mid = (low + high) / 2.0;
    const Vec2 p = from + to_goal * mid;
    (point_open(p) && visible(from, p) ? low : high) = mid;
  }
  return from + to_goal * low;
}

std::vector<Vec2> NavSearch::to_points(const std::vector<int>& cells, Vec2 end) const {
  std::vector<Vec2> points{request_.start};
  for (int cell : cells) points.push_back(grid_.centre(cell));
  points.push_back(end);
  return points;
}

std::vector<Vec2> NavSearch::grid_route() {
  int unlimited = std::numeric_limits<int>::max();
  carry_on(unlimited);
  return take_route();
}

bool NavSearch::carry_on(int& budget) {
  if (stage_ == Stage::kBegin) begin_route();
  if (stage_ == Stage::kToGoal) {
    const int target = run_search(budget);
    if (target == kRunning) return false;
    end_goal_search(target);
  }
  if (stage_ == Stage::kToReach) {
    const int target = run_search(budget);
    if (target == kRunning) return false;
    end_reach_search(target);
  }
  return true;
}

void NavSearch::finish(std::vector<Vec2> route) {
  route_ = std::move(route);
  stage_ = Stage::kDone;
}

void NavSearch::begin_route() {
  mark_discs();
  goal_open_ = point_open(request_.goal);
  if (goal_open_ && visible(request_.start, request_.goal)) {
    return finish({request_.start, request_.goal});
  }
  grid_.begin_search();
  const int start_rings = kEndRings + static_cast<int>(std::ceil(2.0 * reach_ / grid_.cell_size()));
  if (known_out_of_reach(goal_open_, start_rings)) return finish({});
  if (seed_sources(start_pressed_ ? start_rings : kEndRings) == 0 &&
      seed_sources(start_rings) == 0) {
    return finish({});
  }
  sources_ = grid_.heap();
  if (known_no_route(sources_)) return finish({});
  if (!goal_open_ || mark_goal_targets() == 0 || !may_reach(sources_, goal_cells_)) {
    return begin_reach_search();
  }
  if (back_grid_ && !start_pressed_) {
    const std::vector<int> cells = cells_from_both_ends(sources_);
    if (!cells.empty()) return finish(to_points(cells, request_.goal));
    if (!over_length_) learn_regions();  // a bounded search saw only part of its side
    return begin_reach_search();
  }
  begin_search_to(request_.goal);
  stage_ = Stage::kToGoal;
}

void NavSearch::end_goal_search(int target) {
  if (target >= 0) return finish(to_points(cells_to(target), request_.goal));
  // Its whole side searched (from both ends, the goal's side may have run out first).
  if (request_.goal_reach <= 0.0 && !over_length_) learn_no_route();
  if (!over_length_) learn_regions();  // a bounded search saw only part of its side
  begin_reach_search();
}

void NavSearch::begin_reach_search() {
  if (request_.goal_reach <= 0.0) return finish({});
  // The goal itself is out of reach: settle for the nearest reachable point within goal_reach.
  grid_.begin_search();
  for (const NavNode& source : sources_) grid_.set(source.cell, source.g, NavGrid::kNoParent);
  grid_.heap() = sources_;
  if (mark_reach_targets() == 0 || !may_reach(sources_, reach_cells_)) return finish({});
  begin_search_to(request_.goal);
  stage_ = Stage::kToReach;
}

void NavSearch::end_reach_search(int target) {
  if (target < 0) {
    if (!over_length_) {
      learn_regions();
      learn_no_route();
    }
    return finish({});
  }
  std::vector<int> cells = cells_to(target);
  const int nearest = nearest_in_region(target, cells);
  finish(to_points(cells, slide_toward_goal(grid_.centre(nearest))));
}

}  // namespace hp::sim
