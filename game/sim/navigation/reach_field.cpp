// ReachField: Lazy Theta* from the walker's spot over a window of the map around it, each node's
// way verified by one line of sight when it is settled.
#include "game/sim/navigation/reach_field.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <queue>
#include <utility>

namespace hp::sim {
namespace {

enum : std::uint8_t { kUnknown = 0, kOpen = 1, kBlocked = 2, kClosed = 3 };

constexpr int kSteps[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

}  // namespace

ReachField::ReachField(const StaticCollision& walls, const ReachRequest& request)
    : walls_(&walls), request_(request) {
  const double c = request.cell;
  const double span = request.bound + 2.0 * c;
  const double left = std::max(0.0, std::floor((request.start.x - span) / c) * c);
  const double top = std::max(0.0, std::floor((request.start.y - span) / c) * c);
  const double right = std::min(walls.width(), request.start.x + span);
  const double bottom = std::min(walls.height(), request.start.y + span);
  origin_ = {left, top};
  constexpr double kTolerance = 1e-9;
  start_margin_ = std::min(request.margin, walls.gap(request.start, request.radius) - kTolerance);
  cols_ = std::max(1, static_cast<int>(std::floor((right - left) / c)) + 1);
  rows_ = std::max(1, static_cast<int>(std::floor((bottom - top) / c)) + 1);
  const auto n = static_cast<std::size_t>(cols_) * static_cast<std::size_t>(rows_);
  g_.assign(n, kUnreached);
  parent_.assign(n, kFromStart);
  state_.assign(n, kUnknown);
  flood();
}

bool ReachField::sees(Vec2 a, Vec2 b, double margin) const {
  ++sight_tests_;
  return walls_->segment_clear(a, b, request_.radius, margin);
}

void ReachField::flood() {
  using Entry = std::pair<float, int>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> heap;
  const auto open = [&](int i) {
    if (state_[i] == kUnknown) {
      state_[i] = walls_->gap(node(i), request_.radius) >= request_.margin ? kOpen : kBlocked;
    }
    return state_[i] == kOpen;
  };
  // The nodes around the start, each assumed to see it (settle() checks).
  const int sx = static_cast<int>(std::floor((request_.start.x - origin_.x) / request_.cell));
  const int sy = static_cast<int>(std::floor((request_.start.y - origin_.y) / request_.cell));
  for (int y = sy - 1; y <= sy + 2; ++y) {
    for (int x = sx - 1; x <= sx + 2; ++x) {
      if (x < 0 || y < 0 || x >= cols_ || y >= rows_ || !open(index(x, y))) continue;
      const int i = index(x, y);
      g_[i] = static_cast<float>(distance(request_.start, node(i)));
      heap.push({g_[i], i});
    }
  }
  while (!heap.empty()) {
    const auto [g, i] = heap.top();
    heap.pop();
    if (state_[i] == kClosed || g > g_[i]) continue;
    if (!settle(i)) {
      g_[i] = kUnreached;
      state_[i] = kClosed;
      continue;
    }
    state_[i] = kClosed;
    if (g_[i] > request_.bound) {
      g_[i] = kUnreached;
      continue;
    }
    const Vec2 from = parent_point(parent_[i]);
    const float from_g = parent_g(parent_[i]);
    const int x = i % cols_, y = i / cols_;
    for (const auto& step : kSteps) {
      const int nx = x + step[0], ny = y + step[1];
      if (nx < 0 || ny < 0 || nx >= cols_ || ny >= rows_) continue;
      const int next = index(nx, ny);
      if (state_[next] == kClosed || !open(next)) continue;
      const float way = from_g + static_cast<float>(distance(from, node(next)));
      if (way >= g_[next] || way > request_.bound + request_.cell) continue;
      g_[next] = way;
      parent_[next] = parent_[i];
      heap.push({way, next});
    }
  }
  for (std::size_t i = 0; i < g_.size(); ++i) {
    if (state_[i] != kClosed) g_[i] = kUnreached;  // offered a way, never settled
  }
}

bool ReachField::settle(int i) {
  const Vec2 p = node(i);
  if (sees(parent_point(parent_[i]), p, leg_margin(parent_[i]))) return true;
  const int x = i % cols_, y = i / cols_;
  float best = kUnreached;
  std::int32_t best_parent = kFromStart;
  for (const auto& step : kSteps) {
    const int nx = x + step[0], ny = y + step[1];
    if (nx < 0 || ny < 0 || nx >= cols_ || ny >= rows_) continue;
    const int m = index(nx, ny);
    if (state_[m] != kClosed || g_[m] == kUnreached) continue;
    const float way = g_[m] + static_cast<float>(distance(node(m), p));
    if (way < best && sees(node(m), p, request_.margin)) {
      best = way;
      best_parent = m;
    }
  }
  if (best == kUnreached) return false;
  g_[i] = best;
  parent_[i] = best_parent;
  return true;
}

double ReachField::way_to(Vec2 p) const {
  if (g_.empty() || !std::isfinite(p.x) || !std::isfinite(p.y)) return kUnreached;
  // A spot nearer the walls than margin is walked into keeping what clearance it has, as the
  // planner's fallback does (it keeps tight_margin all the way then).
  constexpr double kTolerance = 1e-9;
  const double end_margin =
      std::max(request_.tight_margin,
               std::min(request_.margin, walls_->gap(p, request_.radius) - kTolerance));
  if (distance(p, request_.start) <= request_.bound &&
      sees(request_.start, p, std::min(start_margin_, end_margin))) {
    return distance(p, request_.start);
  }
  // The nodes around p, nearest way first; the first that sees p gives the way.
  const int px = static_cast<int>(std::floor((p.x - origin_.x) / request_.cell));
  const int py = static_cast<int>(std::floor((p.y - origin_.y) / request_.cell));
  std::vector<std::pair<double, int>> around;
  for (int y = py - 1; y <= py + 2; ++y) {
    for (int x = px - 1; x <= px + 2; ++x) {
      if (x < 0 || y < 0 || x >= cols_ || y >= rows_) continue;
      const int i = index(x, y);
      if (g_[i] == kUnreached) continue;
      around.push_back({g_[i] + distance(node(i), p), i});
    }
  }
  std::sort(around.begin(), around.end());
  for (const auto& [way, i] : around) {
    if (way > request_.bound) break;
    if (sees(node(i), p, end_margin)) return way;
  }
  return kUnreached;
}

}  // namespace hp::sim
