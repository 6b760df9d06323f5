// ScreenRect: an axis-aligned rectangle in output pixels, and the few tests placing boxes needs.
#pragma once

namespace hp::view {

struct ScreenRect {
  double x = 0, y = 0;  // top-left, output pixels
  double w = 0, h = 0;  // size, output pixels (not negative)

  double right() const { return x + w; }
  double bottom() const { return y + h; }
};

// The area two rectangles share (0 when they only touch or are apart).
double overlap_area(const ScreenRect& a, const ScreenRect& b);
// Whether they share any area (touching edges do not count).
bool overlaps(const ScreenRect& a, const ScreenRect& b);
// Whether inner lies wholly within outer (edges may touch, give or take rounding).
bool inside(const ScreenRect& inner, const ScreenRect& outer);
// The rectangle moved (never resized) the least way into outer; one bigger than outer is
// aligned to outer's top-left.
ScreenRect clamp_into(ScreenRect r, const ScreenRect& outer);

}  // namespace hp::view
