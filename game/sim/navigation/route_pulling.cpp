// The grid route pulled taut with exact line of sight, then its corners cut against the obstacles
// so it follows them like a string.
#include "game/sim/navigation/route_pulling.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace hp::sim {
namespace {

constexpr int kCutRounds = 5;        // each round halves the turn at every corner it cuts
constexpr double kMinTurn = 0.01;    // radians: straighter corners are left alone
constexpr double kMinCut = 1e-3;     // pixels: a shorter cut is not worth a corner
constexpr int kCutSearchSteps = 12;  // bisection steps for the longest clear cut

// Greedy string pulling: from each kept point, the farthest next point still in sight.
std::vector<Vec2> pull_string(std::vector<Vec2> points, const NavSearch& search) {
  StringPull pull(std::move(points));
  int unlimited = std::numeric_limits<int>::max();
  pull.carry_on(search, unlimited);
  return pull.take();
}

double turn_angle(Vec2 a, Vec2 p, Vec2 c) {
  const Vec2 in = p - a, out = c - p;
  return std::atan2(std::abs(cross(in, out)), dot(in, out));
}

// Replaces the corner p (between a and c) by the two ends of the longest symmetric clear cut,
// or keeps p when no worthwhile cut is clear. Every cut lies in the triangle of p and the two
// farthest ends, so the walls near it are gathered once for the bisection's tests.
void cut_corner(Vec2 a, Vec2 p, Vec2 c, const NavSearch& search, std::vector<Vec2>& out,
                NavSearch::SightPatch* patch) {
  const Vec2 back = normalized(a - p), ahead = normalized(c - p);
  double low = 0.0, high = std::min(distance(a, p), distance(c, p));
  const Vec2 far_back = p + back * high, far_ahead = p + ahead * high;
  const Bounds cuts{
      {std::min({p.x, far_back.x, far_ahead.x}), std::min({p.y, far_back.y, far_ahead.y})},
      {std::max({p.x, far_back.x, far_ahead.x}), std::max({p.y, far_back.y, far_ahead.y})}};
  if (patch) search.sight_patch(cuts, *patch);
  for (int i = 0; i < kCutSearchSteps; ++i) {
    const double mid = (low + high) / 2.0;
    const Vec2 from = p + back * mid, to = p + ahead * mid;
    const bool clear = patch ? search.visible(*patch, from, to) : search.visible(from, to);
    (clear ? low : high) = mid;
  }
  if (low < kMinCut) {
    out.push_back(p);
    return;
  }
  out.push_back(p + back * low);
  out.push_back(p + ahead * low);
}

std::vector<Vec2> cut_corners(const std::vector<Vec2>& points, const NavSearch& search,
                              PlanShortcuts shortcuts) {
  std::vector<Vec2> out{points.front()};
  NavSearch::SightPatch patch;
  for (std::size_t i = 1; i + 1 < points.size(); ++i) {
    // out.back() lies on the segment into points[i], so the cut stays on clear segments.
    if (turn_angle(out.back(), points[i], points[i + 1]) < kMinTurn) {
      out.push_back(points[i]);
    } else {
      cut_corner(out.back(), points[i], points[i + 1], search, out,
                 shortcuts == PlanShortcuts::kNone ? nullptr : &patch);
    }
  }
  out.push_back(points.back());
  return out;
}

std::vector<Vec2> without_repeats(const std::vector<Vec2>& points) {
  std::vector<Vec2> out;
  for (Vec2 p : points) {
    if (out.empty() || !(out.back() == p)) out.push_back(p);
  }
  if (out.size() == 1) out.push_back(out.front());  // start == end: a route of no length
  return out;
}

}  // namespace

StringPull::StringPull(std::vector<Vec2> points) : points_(std::move(points)) {
  if (!points_.empty()) pulled_.push_back(points_.front());
}

bool StringPull::carry_on(const NavSearch& search, int& budget) {
  while (from_ + 1 < points_.size()) {
    if (!scanning_) {
      to_ = from_ + 1;
      scanning_ = true;
    }
    while (to_ + 1 < points_.size()) {
      if (budget <= 0) return false;
      --budget;
      if (!search.visible(points_[from_], points_[to_ + 1])) break;
      ++to_;
    }
    pulled_.push_back(points_[to_]);
    from_ = to_;
    scanning_ = false;
  }
  return true;
}

RoutePulling::RoutePulling(const std::vector<Vec2>& grid_points)
    : found_(!grid_points.empty()), first_(without_repeats(grid_points)) {}

bool RoutePulling::carry_on(const NavSearch& search, PlanShortcuts shortcuts, int& budget) {
  if (route_) return true;
  if (found_ && !first_.carry_on(search, budget)) return false;
  Route route;
  if (found_) {
    std::vector<Vec2> points = first_.take();
    for (int round = 0; round < kCutRounds; ++round) {
      points = pull_string(cut_corners(points, search, shortcuts), search);
    }
    route.found = true;
    route.points = without_repeats(points);
    for (std::size_t i = 0; i + 1 < route.points.size(); ++i) {
      route.length += distance(route.points[i], route.points[i + 1]);
    }
  }
  route_ = std::move(route);
  return true;
}

Route pulled_route(std::vector<Vec2> grid_points, const NavSearch& search,
                   PlanShortcuts shortcuts) {
  RoutePulling pulling(grid_points);
  int unlimited = std::numeric_limits<int>::max();
  pulling.carry_on(search, shortcuts, unlimited);
  return pulling.take_route();
}

}  // namespace hp::sim
