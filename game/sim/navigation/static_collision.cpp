// Static collision queries on the wall index: nearest wall by growing rings of cells, swept
// contact and line of sight by the cells along the path.
#include "game/sim/navigation/static_collision.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

#include "engine/core/assert.h"
#include "game/sim/navigation/nav_sweep.h"
#include "game/sim/navigation/wall_clearance.h"

namespace hp::sim {

// The line through a segment ab, to rule out walls lying wholly on one side of it beyond the
// reach: no point of such a wall comes within reach of the segment. The side is measured as
// orientation() in segment_segment_distance does (cross(b - a, p - a)), so a wall ruled out
// here never straddles the line there; the slack covers the rounding of both distances.
class SegmentLine {
 public:
  SegmentLine(Vec2 a, Vec2 b, double reach) : a_(a), along_(b - a) {
    const double length = along_.length();
    // A point (or a segment too short to have a line) is left to the exact tests.
    need_ = length > 0.0 ? (reach + kSlack) * length : std::numeric_limits<double>::infinity();
  }

  // Whether every point p, q, ... lies beyond the reach on the same side.
  template <typename... Points>
  bool beyond(Vec2 p, Points... rest) const {
    const double first = side(p);
    if (first >= need_) return ((side(rest) >= need_) && ...);
    if (first <= -need_) return ((side(rest) <= -need_) && ...);
    return false;
  }

 private:
  static constexpr double kSlack = 1e-6;                       // pixels, as apart() allows
  double side(Vec2 p) const { return cross(along_, p - a_); }  // signed distance times length
  Vec2 a_;
  Vec2 along_;
  double need_;
};

namespace {

// Two tiles per bucket: a walker's disc touches a few cells holding a few solid tiles each.
constexpr double kCellsPerTile = 2.0;

// The four edges of a box, as wall segments.
void box_edges(const Rect& r, WallEdge (&edges)[4]) {
  const Vec2 p0{r.x, r.y}, p1{r.x + r.w, r.y}, p2{r.x + r.w, r.y + r.h}, p3{r.x, r.y + r.h};
  edges[0] = {p0, p1};
  edges[1] = {p1, p2};
  edges[2] = {p2, p3};
  edges[3] = {p3, p0};
}

// Lower bound on the distance from centre to any cell outside the square of rings < k.
double ring_lower_bound(const NavWallIndex& index, Vec2 centre, int cx, int cy, int k) {
  const double cell = index.cell_size();
  const double x0 = (cx - k + 1) * cell, x1 = (cx + k) * cell;
  const double y0 = (cy - k + 1) * cell, y1 = (cy + k) * cell;
  return std::max(0.0, std::min({centre.x - x0, x1 - centre.x, centre.y - y0, y1 - centre.y}));
}

bool box_near_segment(const Rect& r, Vec2 a, Vec2 b, double reach) {
  return std::min(a.x, b.x) - reach <= r.x + r.w && std::max(a.x, b.x) + reach >= r.x &&
         std::min(a.y, b.y) - reach <= r.y + r.h && std::max(a.y, b.y) + reach >= r.y;
}

}  // namespace

StaticCollision::StaticCollision(const WorldSetup& setup) : StaticCollision(setup, setup.walls) {}

StaticCollision::StaticCollision(const WorldSetup& setup, Walls walls)
    : width_(setup.width),
      height_(setup.height),
      walls_(std::move(walls)),
      index_(walls_, setup.width, setup.height, setup.tile_width * kCellsPerTile) {}

double StaticCollision::width() const {
  return width_;
}
double StaticCollision::height() const {
  return height_;
}

double StaticCollision::cell_distance(int cell, Vec2 centre, double best) const {
  for (std::uint32_t i : index_.boxes_in(cell)) {
    best = std::min(best, box_gap(index_.box(i), centre, 0.0));
  }
  const Bounds at_centre{centre, centre};
  for (std::uint32_t i : index_.polygons_in(cell)) {
    if (apart(index_.polygon_bounds(i), at_centre, best)) continue;  // no nearer than best
    best = std::min(best, polygon_gap(index_.polygon(i), centre, 0.0));
  }
  return best;
}

double StaticCollision::gap(Vec2 centre, double radius) const {
  // Grow square rings of cells until no unvisited cell can be nearer than the best so far.
  double best = bounds_gap(width_, height_, centre, 0.0);
  const int cx = index_.cell_x(centre.x), cy = index_.cell_y(centre.y);
  const int max_ring = std::max(index_.cols(), index_.rows());
  for (int k = 0; k <= max_ring; ++k) {
    if (k > 0 && ring_lower_bound(index_, centre, cx, cy, k) >= best) break;
    for (int y = std::max(cy - k, 0); y <= std::min(cy + k, index_.rows() - 1); ++y) {
      const bool edge_row = y == cy - k || y == cy + k;
      const int step = edge_row ? 1 : std::max(2 * k, 1);
      for (int x = cx - k; x <= cx + k; x += step) {
        if (x < 0 || x >= index_.cols()) continue;
        best = cell_distance(y * index_.cols() + x, centre, best);
      }
    }
  }
  return best - radius;
}

Contact StaticCollision::first_contact(Vec2 from, Vec2 delta, double radius) const {
  if (delta.length_squared() <= 0.0) return {};
  Contact first = bounds_contact(from, delta, radius, width_, height_);
  const Vec2 to = from + delta;
  const double reach = radius + kContactSkin;
  const Bounds swept = bounds_of(from, to);
  index_.visit_near_segment(from, to, reach, [&](int cell) {
    for (std::uint32_t i : index_.boxes_in(cell)) {
      const Rect& r = index_.box(i);
      if (!box_near_segment(r, from, to, reach)) continue;
      WallEdge edges[4];
      box_edges(r, edges);
      for (const WallEdge& e : edges) {
        first = earlier(first, segment_contact(from, delta, radius, e.a, e.b));
      }
    }
    for (std::uint32_t i : index_.edges_in(cell)) {
      if (apart(index_.edge_bounds(i), swept, reach)) continue;  // the disc never comes near
      const WallEdge& e = index_.edge(i);
      first = earlier(first, segment_contact(from, delta, radius, e.a, e.b));
    }
    return true;
  });
  return first;
}

namespace {

bool box_blocks(const Rect& r, const WallEdge (&edges)[4], Vec2 a, Vec2 b, double reach) {
  if (box_gap(r, a, reach) < 0.0) return true;  // also catches a inside the box
  return std::any_of(std::begin(edges), std::end(edges), [&](const WallEdge& e) {
    return segment_segment_distance(a, b, e.a, e.b) < reach;
  });
}

}  // namespace

bool StaticCollision::box_blocks_segment(std::uint32_t box, Vec2 a, Vec2 b, double reach,
                                         const SegmentLine& line) const {
  const Rect& r = index_.box(box);
  if (!box_near_segment(r, a, b, reach)) return false;
  WallEdge edges[4];
  box_edges(r, edges);
  // Wholly beyond reach to one side: a (on the line) is not within reach of the box either.
  if (line.beyond(edges[0].a, edges[1].a, edges[2].a, edges[3].a)) return false;
  return box_blocks(r, edges, a, b, reach);
}

bool StaticCollision::edge_blocks_segment(std::uint32_t edge, Vec2 a, Vec2 b, double reach,
                                          const Bounds& near, const SegmentLine& line) const {
  if (apart(index_.edge_bounds(edge), near, reach)) return false;
  const WallEdge& e = index_.edge(edge);
  if (line.beyond(e.a, e.b)) return false;
  return segment_segment_distance(a, b, e.a, e.b) < reach;
}

bool StaticCollision::cell_clear(int cell, Vec2 a, Vec2 b, double reach, const SegmentLine& line,
                                 SightHint* blocker) const {
  for (std::uint32_t i : index_.boxes_in(cell)) {
    if (box_blocks_segment(i, a, b, reach, line)) {
      if (blocker) *blocker = {static_cast<int>(i), -1};
      return false;
    }
  }
  const Bounds near = bounds_of(a, b);
  for (std::uint32_t i : index_.edges_in(cell)) {
    if (edge_blocks_segment(i, a, b, reach, near, line)) {
      if (blocker) *blocker = {-1, static_cast<int>(i)};
      return false;
    }
  }
  return true;
}

// The tests cell_clear makes of that wall, in its cells, which are among those visited for ab
// (they hold every point within reach of it): a wall the hint says blocks is one the scan would
// stop at too.
bool StaticCollision::hint_blocks(const SightHint& hint, Vec2 a, Vec2 b, double reach) const {
  if (hint.box >= 0) {
    const Rect& r = index_.box(static_cast<std::uint32_t>(hint.box));
    if (!box_near_segment(r, a, b, reach)) return false;
    WallEdge edges[4];
    box_edges(r, edges);
    return box_blocks(r, edges, a, b, reach);
  }
  if (hint.edge >= 0) {
    const auto i = static_cast<std::uint32_t>(hint.edge);
    if (apart(index_.edge_bounds(i), bounds_of(a, b), reach)) return false;
    const WallEdge& e = index_.edge(i);
    return segment_segment_distance(a, b, e.a, e.b) < reach;
  }
  return false;
}

bool StaticCollision::inside_polygon_at(Vec2 p) const {
  const Bounds at_p{p, p};
  for (std::uint32_t i :
       index_.polygons_in(index_.cell_y(p.y) * index_.cols() + index_.cell_x(p.x))) {
    if (!apart(index_.polygon_bounds(i), at_p, 0.0) && polygon_holds(index_.polygon(i), p)) {
      return true;
    }
  }
  return false;
}

bool StaticCollision::segment_clear(Vec2 a, Vec2 b, double radius, double margin,
                                    SightHint* hint) const {
  const double reach = radius + margin;
  if (hint && hint_blocks(*hint, a, b, reach)) return false;
  // The map is convex: both ends inside means the whole segment is.
  if (bounds_gap(width_, height_, a, reach) < 0.0) return false;
  if (bounds_gap(width_, height_, b, reach) < 0.0) return false;
  // A segment that never comes within reach of an edge can only be inside a polygon whole.
  if (inside_polygon_at(a)) return false;
  const SegmentLine line(a, b, reach);
  return index_.visit_near_segment(
      a, b, reach, [&](int cell) { return cell_clear(cell, a, b, reach, line, hint); });
}

// Every wall whose bounds come within the reach and a pixel of the region's box (found in the
// buckets that box, so grown, touches): any other lies farther than the reach from every point
// of the region, so it blocks no segment there (and segment_clear, which tests walls one by one
// with these same tests, finds no other blocker).
void StaticCollision::gather_patch(const Bounds& region, double reach, SightPatch& patch) const {
  patch.region_ = region;
  patch.reach_ = reach;
  patch.boxes_.clear();
  patch.edges_.clear();
  patch.polygons_.clear();
  const double grow = reach + 1.0;
  const int x0 = index_.cell_x(region.low.x - grow), x1 = index_.cell_x(region.high.x + grow);
  const int y0 = index_.cell_y(region.low.y - grow), y1 = index_.cell_y(region.high.y + grow);
  for (int y = y0; y <= y1; ++y) {
    for (int x = x0; x <= x1; ++x) {
      const int cell = y * index_.cols() + x;
      for (std::uint32_t i : index_.boxes_in(cell)) {
        const Rect& r = index_.box(i);
        if (!apart({{r.x, r.y}, {r.x + r.w, r.y + r.h}}, region, grow)) patch.boxes_.push_back(i);
      }
      for (std::uint32_t i : index_.edges_in(cell)) {
        if (!apart(index_.edge_bounds(i), region, grow)) patch.edges_.push_back(i);
      }
      for (std::uint32_t i : index_.polygons_in(cell)) {
        if (!apart(index_.polygon_bounds(i), region, 1.0)) patch.polygons_.push_back(i);
      }
    }
  }
  for (std::vector<std::uint32_t>* items : {&patch.boxes_, &patch.edges_, &patch.polygons_}) {
    std::sort(items->begin(), items->end());
    items->erase(std::unique(items->begin(), items->end()), items->end());
  }
}

bool StaticCollision::segment_clear(const SightPatch& patch, Vec2 a, Vec2 b, double radius,
                                    double margin) const {
  const double reach = radius + margin;
  HP_ASSERT(reach <= patch.reach_);
  HP_ASSERT(!apart(patch.region_, bounds_of(a, b), 0.5));  // the ends lie in the region
  // The checks segment_clear makes before its walls, then the patch's walls by the same tests.
  if (bounds_gap(width_, height_, a, reach) < 0.0) return false;
  if (bounds_gap(width_, height_, b, reach) < 0.0) return false;
  // inside_polygon_at(a): a polygon holding a has bounds that meet the region.
  const Bounds at_a{a, a};
  for (std::uint32_t i : patch.polygons_) {
    if (!apart(index_.polygon_bounds(i), at_a, 0.0) && polygon_holds(index_.polygon(i), a)) {
      return false;
    }
  }
  const SegmentLine line(a, b, reach);
  for (std::uint32_t i : patch.boxes_) {
    if (box_blocks_segment(i, a, b, reach, line)) return false;
  }
  const Bounds near = bounds_of(a, b);
  for (std::uint32_t i : patch.edges_) {
    if (edge_blocks_segment(i, a, b, reach, near, line)) return false;
  }
  return true;
}

double StaticCollision::segment_gap(Vec2 a, Vec2 b, double within) const {
  double gap =
      std::min({within, bounds_gap(width_, height_, a, 0.0), bounds_gap(width_, height_, b, 0.0)});
  const Bounds at_a{a, a};
  for (std::uint32_t i :
       index_.polygons_in(index_.cell_y(a.y) * index_.cols() + index_.cell_x(a.x))) {
    if (apart(index_.polygon_bounds(i), at_a, 0.0)) continue;
    const double inside = polygon_gap(index_.polygon(i), a, 0.0);  // its edges count below
    if (inside < 0.0) gap = std::min(gap, inside);
  }
  const Bounds near = bounds_of(a, b);
  // The same walls segment_clear looks at with reach `within`, each by the same measure.
  index_.visit_near_segment(a, b, within, [&](int cell) {
    for (std::uint32_t i : index_.boxes_in(cell)) {
      const Rect& r = index_.box(i);
      if (!box_near_segment(r, a, b, within)) continue;
      gap = std::min(gap, box_gap(r, a, 0.0));
      WallEdge edges[4];
      box_edges(r, edges);
      for (const WallEdge& e : edges) gap = std::min(gap, segment_segment_distance(a, b, e.a, e.b));
    }
    for (std::uint32_t i : index_.edges_in(cell)) {
      if (apart(index_.edge_bounds(i), near, gap)) continue;  // no nearer than gap already is
      const WallEdge& e = index_.edge(i);
      gap = std::min(gap, segment_segment_distance(a, b, e.a, e.b));
    }
    return true;
  });
  return gap;
}

}  // namespace hp::sim
