// ScreenRect implementation.
#include "game/view/canvas/screen_rect.h"

#include <algorithm>

namespace hp::view {

double overlap_area(const ScreenRect& a, const ScreenRect& b) {
  const double w = std::min(a.right(), b.right()) - std::max(a.x, b.x);
  const double h = std::min(a.bottom(), b.bottom()) - std::max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0.0;
}

bool overlaps(const ScreenRect& a, const ScreenRect& b) {
  return overlap_area(a, b) > 0;
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
