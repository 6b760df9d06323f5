// ShortestPathOracle: Lazy Theta* over a fine grid with exact segment tests (see the header).
#include "tests/game/sim/support/shortest_path_oracle.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <queue>
#include <utility>
#include <vector>

namespace hp::test {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kEpsilon = 1e-9;  // pixels: touching an obstacle is not overlapping it
constexpr double kBucket = 32.0;   // pixels, side of a lookup bucket

double point_segment_distance(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a;
  const double len2 = ab.length_squared();
  const double t = len2 > 0.0 ? std::clamp(dot(p - a, ab) / len2, 0.0, 1.0) : 0.0;
  return distance(p, a + ab * t);
}

bool segments_cross(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  const double d1 = cross(b - a, c - a);
  const double d2 = cross(b - a, d - a);
  const double d3 = cross(d - c, a - c);
  const double d4 = cross(d - c, b - c);
  return ((d1 > 0) != (d2 > 0)) && ((d3 > 0) != (d4 > 0)) && d1 != 0 && d2 != 0 && d3 != 0 &&
         d4 != 0;
}

double segment_segment_distance(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  if (segments_cross(a, b, c, d)) return 0.0;
  return std::min({point_segment_distance(a, c, d), point_segment_distance(b, c, d),
                   point_segment_distance(c, a, b), point_segment_distance(d, a, b)});
}

// A wall box, wall polygon or unit disc (a one-point "polygon"), grown by `grow` pixels.
struct Obstacle {
  std::vector<Vec2> points;
  double grow = 0;

  bool contains(Vec2 p) const {  // even-odd rule; a single point contains nothing
    bool inside = false;
    for (std::size_t i = 0, j = points.size() - 1; i < points.size(); j = i++) {
      const Vec2 a = points[i], b = points[j];
      if ((a.y > p.y) != (b.y > p.y) && p.x < a.x + (b.x - a.x) * (p.y - a.y) / (b.y - a.y)) {
        inside = !inside;
      }
    }
    return points.size() > 2 && inside;
  }
  double boundary_distance(Vec2 p) const {
    if (points.size() == 1) return distance(p, points[0]);
    double best = kInf;
    for (std::size_t i = 0, j = points.size() - 1; i < points.size(); j = i++) {
      best = std::min(best, point_segment_distance(p, points[j], points[i]));
    }
    return best;
  }
  // Signed distance from p to the grown obstacle (negative inside).
  double clearance(Vec2 p) const {
    const double d = boundary_distance(p);
    return (contains(p) ? -d : d) - grow;
  }
  bool segment_clear(Vec2 a, Vec2 b) const {
    if (contains(a) || contains(b)) return false;
    double best = kInf;
    if (points.size() == 1) best = point_segment_distance(points[0], a, b);
    for (std::size_t i = 0, j = points.size() - 1; points.size() > 1 && i < points.size();
         j = i++) {
      best = std::min(best, segment_segment_distance(a, b, points[j], points[i]));
    }
    return best >= grow - kEpsilon;
  }
};

// Where the hero's centre may be, with a bucket grid so each query looks at nearby obstacles.
class FreeSpace {
 public:
  FreeSpace(const sim::WorldSetup& setup, std::size_t hero, std::size_t enemy, double margin);

  double clearance(Vec2 p) const;  // signed, capped at kBucket when nothing is near
  bool segment_clear(Vec2 a, Vec2 b) const;
  double lo_x() const { return bound_; }
  double lo_y() const { return bound_; }
  double hi_x() const { return width_ - bound_; }
  double hi_y() const { return height_ - bound_; }

 private:
  void add(Obstacle obstacle);
  int bucket_of(double v, int count) const {
    return std::clamp(static_cast<int>(std::floor(v / kBucket)), 0, count - 1);
  }
  void visit_bucket(Vec2 p, std::vector<int>& found) const;

  double width_, height_, bound_;
  int columns_, rows_;
  std::vector<Obstacle> obstacles_;
  std::vector<std::vector<int>> buckets_;
  mutable std::vector<std::uint32_t> stamp_;
  mutable std::uint32_t stamp_now_ = 0;
};

FreeSpace::FreeSpace(const sim::WorldSetup& setup, std::size_t hero, std::size_t enemy,
                     double margin)
    : width_(setup.width), height_(setup.height) {
  const double r = setup.units[hero].radius;
  bound_ = r + margin;
  columns_ = std::max(1, static_cast<int>(std::ceil(width_ / kBucket)));
  rows_ = std::max(1, static_cast<int>(std::ceil(height_ / kBucket)));
  buckets_.resize(static_cast<std::size_t>(columns_) * rows_);
  for (const sim::Rect& b : setup.walls.boxes) {
    add({{{b.x, b.y}, {b.x + b.w, b.y}, {b.x + b.w, b.y + b.h}, {b.x, b.y + b.h}}, r + margin});
  }
  for (const auto& polygon : setup.walls.polygons) add({polygon, r + margin});
  for (std::size_t i = 0; i < setup.units.size(); ++i) {
    if (i == hero || i == enemy) continue;
    add({{setup.units[i].position}, setup.units[i].radius + r + margin});
  }
  stamp_.assign(obstacles_.size(), 0);
}

void FreeSpace::add(Obstacle obstacle) {
  if (obstacle.points.empty()) return;
  // Padded by a bucket so that any point within kBucket / 2 of the grown shape finds it.
  const double pad = obstacle.grow + kBucket;
  double x0 = kInf, y0 = kInf, x1 = -kInf, y1 = -kInf;
  for (const Vec2& p : obstacle.points) {
    x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
  }
  const int id = static_cast<int>(obstacles_.size());
  obstacles_.push_back(std::move(obstacle));
  for (int row = bucket_of(y0 - pad, rows_); row <= bucket_of(y1 + pad, rows_); ++row) {
    for (int col = bucket_of(x0 - pad, columns_); col <= bucket_of(x1 + pad, columns_); ++col) {
      buckets_[static_cast<std::size_t>(row) * columns_ + col].push_back(id);
    }
  }
}

void FreeSpace::visit_bucket(Vec2 p, std::vector<int>& found) const {
  const auto& bucket = buckets_[static_cast<std::size_t>(bucket_of(p.y, rows_)) * columns_ +
                                bucket_of(p.x, columns_)];
  for (int id : bucket) {
    if (stamp_[id] == stamp_now_) continue;
    stamp_[id] = stamp_now_;
    found.push_back(id);
  }
}

double FreeSpace::clearance(Vec2 p) const {
  double best = std::min({p.x - lo_x(), hi_x() - p.x, p.y - lo_y(), hi_y() - p.y, kBucket});
  ++stamp_now_;
  std::vector<int> found;
  visit_bucket(p, found);
  for (int id : found) best = std::min(best, obstacles_[id].clearance(p));
  return best;
}

bool FreeSpace::segment_clear(Vec2 a, Vec2 b) const {
  for (Vec2 p : {a, b}) {  // the allowed box is convex: both ends inside keeps all inside
    if (p.x < lo_x() - kEpsilon || p.x > hi_x() + kEpsilon || p.y < lo_y() - kEpsilon ||
        p.y > hi_y() + kEpsilon) {
      return false;
    }
  }
  // Samples kBucket / 2 apart: every point of the segment is within kBucket / 4 of one.
  ++stamp_now_;
  std::vector<int> found;
  const int samples = 1 + static_cast<int>(std::ceil(distance(a, b) / (kBucket / 2)));
  for (int i = 0; i <= samples; ++i) visit_bucket(a + (b - a) * (double(i) / samples), found);
  for (int id : found) {
    if (!obstacles_[id].segment_clear(a, b)) return false;
  }
  return true;
}

// The grid of candidate points over the allowed box, plus the exact start as one extra node.
class Grid {
 public:
  Grid(const FreeSpace& space, double step, Vec2 start) : space_(space), step_(step) {
    columns_ = std::max(1, static_cast<int>(std::floor((space.hi_x() - space.lo_x()) / step)) + 1);
    rows_ = std::max(1, static_cast<int>(std::floor((space.hi_y() - space.lo_y()) / step)) + 1);
    start_ = start;
  }
  int size() const { return columns_ * rows_; }
  int start_node() const { return size(); }
  double step() const { return step_; }
  Vec2 position(int node) const {
    if (node == start_node()) return start_;
    return {space_.lo_x() + (node % columns_) * step_, space_.lo_y() + (node / columns_) * step_};
  }
  // Grid neighbours: 8 around a grid node; for the start, the 5 x 5 block around it.
  template <typename Visit>
  void for_each_neighbour(int node, Visit visit) const {
    const int reach = node == start_node() ? 2 : 1;
    const Vec2 p = position(node);
    const int col = static_cast<int>(std::lround((p.x - space_.lo_x()) / step_));
    const int row = static_cast<int>(std::lround((p.y - space_.lo_y()) / step_));
    for (int dr = -reach; dr <= reach; ++dr) {
      for (int dc = -reach; dc <= reach; ++dc) {
        const int c = col + dc, r = row + dr;
        if ((dr == 0 && dc == 0 && node != start_node()) || c < 0 || r < 0 || c >= columns_ ||
            r >= rows_) {
          continue;
        }
        visit(r * columns_ + c);
      }
    }
  }
  bool near_start(int node) const {
    const Vec2 d = position(node) - start_;
    return std::abs(d.x) <= 2.5 * step_ && std::abs(d.y) <= 2.5 * step_;
  }

 private:
  const FreeSpace& space_;
  double step_;
  int columns_ = 1, rows_ = 1;
  Vec2 start_;
};

struct Goal {
  Vec2 centre;   // the enemy's centre
  double reach;  // sum of radii

  double remaining(Vec2 p) const { return std::max(0.0, distance(p, centre) - reach); }
  Vec2 touch_point(Vec2 p) const { return centre + normalized(p - centre) * reach; }
};

// Lazy Theta* (Nash, Koenig and Tovey 2010) with an exact radial last leg.
class ThetaStar {
 public:
  ThetaStar(const FreeSpace& space, const Grid& grid, Goal goal)
      : space_(space), grid_(grid), goal_(goal) {
    const std::size_t n = static_cast<std::size_t>(grid.size()) + 1;
    g_.assign(n, kInf);
    parent_.assign(n, -1);
    state_.assign(n, kUnknown);
  }
  std::optional<double> run();

 private:
  enum : std::uint8_t { kUnknown, kFree, kBlocked, kClosed };
  using Entry = std::pair<double, int>;

  bool free(int node);
  bool verify(int node);  // makes the node's parent visible from it; false: unreachable for now
  void relax_neighbours(int node);
  void push(int node) { open_.push({g_[node] + goal_.remaining(grid_.position(node)), node}); }

  const FreeSpace& space_;
  const Grid& grid_;
  Goal goal_;
  std::vector<double> g_;
  std::vector<int> parent_;
  std::vector<std::uint8_t> state_;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open_;
};

bool ThetaStar::free(int node) {
  if (state_[node] == kUnknown) {
    const Vec2 p = grid_.position(node);
    const bool inside_goal = distance(p, goal_.centre) < goal_.reach;
    state_[node] = !inside_goal && space_.clearance(p) >= 0.0 ? kFree : kBlocked;
  }
  return state_[node] != kBlocked;
}

bool ThetaStar::verify(int node) {
  const Vec2 p = grid_.position(node);
  if (space_.segment_clear(grid_.position(parent_[node]), p)) return true;
  double best = kInf;
  int best_parent = -1;
  auto consider = [&](int other) {
    if (state_[other] != kClosed) return;
    const double g = g_[other] + distance(grid_.position(other), p);
    if (g < best && space_.segment_clear(grid_.position(other), p)) best = g, best_parent = other;
  };
  grid_.for_each_neighbour(node, consider);
  if (grid_.near_start(node)) consider(grid_.start_node());
  g_[node] = best;
  parent_[node] = best_parent;
  return best_parent >= 0;
}

void ThetaStar::relax_neighbours(int node) {
  const int from = node == grid_.start_node() ? node : parent_[node];
  const Vec2 origin = grid_.position(from);
  grid_.for_each_neighbour(node, [&](int next) {
    if (!free(next) || state_[next] == kClosed) return;
    const double g = g_[from] + distance(origin, grid_.position(next));
    if (g >= g_[next]) return;
    g_[next] = g;
    parent_[next] = from;
    push(next);
  });
}

std::optional<double> ThetaStar::run() {
  const int start = grid_.start_node();
  g_[start] = 0.0;
  push(start);
  while (!open_.empty()) {
    const auto [f, node] = open_.top();
    open_.pop();
    if (state_[node] == kClosed) continue;
    const Vec2 p = grid_.position(node);
    if (f > g_[node] + goal_.remaining(p) + kEpsilon) continue;  // stale entry
    if (node != start) {
      const double before = g_[node];
      if (!verify(node)) continue;
      if (g_[node] > before + kEpsilon) {  // its assumed parent was hidden: queue at the true cost
        push(node);
        continue;
      }
    }
    state_[node] = kClosed;
    if (distance(p, goal_.centre) <= goal_.reach) return g_[node];
    if (space_.segment_clear(p, goal_.touch_point(p))) return g_[node] + goal_.remaining(p);
    relax_neighbours(node);
  }
  return std::nullopt;
}

// Breadth-first search over grid points whose clearance is at least min_clearance. exact: every
// link (start to grid, grid to grid, grid to the touch point) is checked segment by segment, so
// a found chain is a real route. Otherwise 8-neighbours are linked when both are free, the seed
// is the grid point nearest the start, and any free point within 1.5 steps of touching counts.
bool grid_connected(const FreeSpace& space, const Grid& grid, Goal goal, double min_clearance,
                    bool exact) {
  std::vector<std::uint8_t> seen(static_cast<std::size_t>(grid.size()), 0);
  std::vector<int> queue;
  auto free_at = [&](int node) { return space.clearance(grid.position(node)) >= min_clearance; };
  auto reaches_goal = [&](int node) {
    const Vec2 p = grid.position(node);
    if (!exact) return goal.remaining(p) <= 1.5 * grid.step();
    return goal.remaining(p) <= 16.0 && space.segment_clear(p, goal.touch_point(p));
  };
  grid.for_each_neighbour(grid.start_node(), [&](int node) {
    const bool linked =
        exact ? space.segment_clear(grid.position(grid.start_node()), grid.position(node))
              : distance(grid.position(node), grid.position(grid.start_node())) <= grid.step();
    if (!seen[node] && linked && free_at(node)) seen[node] = 1, queue.push_back(node);
  });
  for (std::size_t i = 0; i < queue.size(); ++i) {
    const int node = queue[i];
    if (reaches_goal(node)) return true;
    grid.for_each_neighbour(node, [&](int next) {
      if (seen[next] || !free_at(next)) return;
      if (exact && !space.segment_clear(grid.position(node), grid.position(next))) return;
      seen[next] = 1, queue.push_back(next);
    });
  }
  return false;
}

Goal goal_of(const sim::WorldSetup& setup, std::size_t hero, std::size_t enemy) {
  return {setup.units[enemy].position, setup.units[enemy].radius + setup.units[hero].radius};
}

}  // namespace

std::optional<double> shortest_path_length(const sim::WorldSetup& setup, std::size_t hero,
                                           std::size_t enemy, const OracleOptions& options) {
  const FreeSpace space(setup, hero, enemy, options.margin);
  const Vec2 start = setup.units[hero].position;
  const Goal goal = goal_of(setup, hero, enemy);
  if (goal.remaining(start) <= 0.0) return 0.0;
  if (space.segment_clear(start, goal.touch_point(start))) return goal.remaining(start);
  const Grid grid(space, options.grid_step, start);
  return ThetaStar(space, grid, goal).run();
}

bool path_exists(const sim::WorldSetup& setup, std::size_t hero, std::size_t enemy, double margin) {
  constexpr double kStep = 2.0;
  const FreeSpace space(setup, hero, enemy, margin);
  const Grid grid(space, kStep, setup.units[hero].position);
  return grid_connected(space, grid, goal_of(setup, hero, enemy), 0.0, true);
}

Reachability reachability(const sim::WorldSetup& setup, std::size_t hero, std::size_t enemy,
                          double margin) {
  constexpr double kStep = 2.0;
  if (path_exists(setup, hero, enemy, margin)) return Reachability::kReachable;
  // Obstacles shrunk by 0.75 steps: any real route passes within 0.71 steps of a chain of
  // 8-connected grid points, which are then all free. None found: no route at all.
  const FreeSpace shrunk(setup, hero, enemy, -0.75 * kStep);
  const Grid grid(shrunk, kStep, setup.units[hero].position);
  const bool maybe = grid_connected(shrunk, grid, goal_of(setup, hero, enemy), 0.0, false);
  return maybe ? Reachability::kMarginal : Reachability::kUnreachable;
}

}  // namespace hp::test
