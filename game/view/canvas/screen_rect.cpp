// ScreenRect implementation.
#include "game/view/canvas/screen_rect.h"

#include <algorithm>
#include <cmath>

namespace hp::view {

double overlap_area(const ScreenRect& a, const ScreenRect& b) {
  const double w = std::min(a.right(), b.right()) - std::max(a.x, b.x);
  const double h = std::min(a.bottom(), b.bottom()) - std::max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0.0;
}

bool overlaps(const ScreenRect& a, const ScreenRect& b) {
  return overlap_area(a, b) > 0;
}

ScreenRect ellipse_box(double cx, double cy, double rx, double ry, double line) {
  const double ax = std::abs(rx) + line + 2, ay = std::abs(ry) + line + 2;
  return {cx - ax, cy - ay, 2 * ax, 2 * ay};
}

ScreenRect points_box(std::span<const Vec2> points, double line) {
  if (points.empty()) return {};
  double x0 = points[0].x, y0 = points[0].y, x1 = x0, y1 = y0;
  for (const Vec2& p : points) {
    x0 = std::min(x0, p.x), y0 = std::min(y0, p.y);
    x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
  }
  const double m = line + 2;
  return {x0 - m, y0 - m, x1 - x0 + 2 * m, y1 - y0 + 2 * m};
}

ScreenRect intersection(const ScreenRect& a, const ScreenRect& b) {
  const double x = std::max(a.x, b.x), y = std::max(a.y, b.y);
  return {x, y, std::max(0.0, std::min(a.right(), b.right()) - x),
          std::max(0.0, std::min(a.bottom(), b.bottom()) - y)};
}

ScreenRect bounding(const ScreenRect& a, const ScreenRect& b) {
  const double x = std::min(a.x, b.x), y = std::min(a.y, b.y);
  return {x, y, std::max(a.right(), b.right()) - x, std::max(a.bottom(), b.bottom()) - y};
}

std::vector<ScreenRect> merged(std::vector<ScreenRect> rects) {
  std::erase_if(rects, [](const ScreenRect& r) { return r.w <= 0 || r.h <= 0; });
  // Each merge removes a rectangle, and a merged one may now overlap one already passed: start
  // over until a whole sweep merges nothing.
  for (bool merging = true; merging;) {
    merging = false;
    for (std::size_t i = 0; i < rects.size(); ++i) {
      for (std::size_t j = i + 1; j < rects.size();) {
        if (overlaps(rects[i], rects[j])) {
          rects[i] = bounding(rects[i], rects[j]);
          rects.erase(rects.begin() + static_cast<std::ptrdiff_t>(j));
          merging = true;
        } else {
          ++j;
        }
      }
    }
  }
  return rects;
}

bool inside(const ScreenRect& inner, const ScreenRect& outer) {
  // A millionth of a pixel of slack: a box moved flush to an edge may round past it.
  constexpr double kSlack = 1e-6;
  return inner.x >= outer.x - kSlack && inner.y >= outer.y - kSlack &&
         inner.right() <= outer.right() + kSlack && inner.bottom() <= outer.bottom() + kSlack;
}

ScreenRect clamp_into(ScreenRect r, const ScreenRect& outer) {
  // Right and bottom first, so a rectangle too big for outer ends at its top-left.
  r.x = std::max(std::min(r.x, outer.right() - r.w), outer.x);
  r.y = std::max(std::min(r.y, outer.bottom() - r.h), outer.y);
  return r;
}

}  // namespace hp::view
