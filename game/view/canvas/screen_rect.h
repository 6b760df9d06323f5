// ScreenRect: an axis-aligned rectangle in output pixels, and the few tests placing boxes needs.
#pragma once

#include <limits>
#include <span>
#include <vector>

#include "engine/core/vec2.h"

namespace hp::view {

struct ScreenRect {
  double x = 0, y = 0;  // top-left, output pixels
  double w = 0, h = 0;  // size, output pixels (not negative)

  double right() const { return x + w; }
  double bottom() const { return y + h; }
};

// The area two rectangles share (0 when they only touch or are apart).
double overlap_area(const ScreenRect& a, const ScreenRect& b);
// Something drawn on the battlefield and where (StillScene redraws what a standing piece should
// hide): a unit's figure at the map pixel row of its feet, or a mark on the ground, under
// everything that stands (kOnTheGround).
inline constexpr double kOnTheGround = -std::numeric_limits<double>::infinity();
struct DrawnArea {
  double depth = kOnTheGround;
  ScreenRect rect;  // output pixels, all it may touch
};
// Boxes for noting them, with a pixel to spare for rounding: an ellipse centred at (cx, cy) with
// radii rx, ry drawn with a line `line` wide; a polyline or polygon through screen points.
ScreenRect ellipse_box(double cx, double cy, double rx, double ry, double line = 0);
ScreenRect points_box(std::span<const Vec2> points, double line = 0);

// The area two rectangles share, as a rectangle (of size 0 when they do not overlap).
ScreenRect intersection(const ScreenRect& a, const ScreenRect& b);
// The smallest rectangle holding both.
ScreenRect bounding(const ScreenRect& a, const ScreenRect& b);
// Rectangles covering at least what `rects` cover, none overlapping another: overlapping ones
// are replaced by their bounding rectangle until none overlap (few when the input is few).
std::vector<ScreenRect> merged(std::vector<ScreenRect> rects);
// Whether they share any area (touching edges do not count).
bool overlaps(const ScreenRect& a, const ScreenRect& b);
// Whether inner lies wholly within outer (edges may touch, give or take rounding).
bool inside(const ScreenRect& inner, const ScreenRect& outer);
// The rectangle moved (never resized) the least way into outer; one bigger than outer is
// aligned to outer's top-left.
ScreenRect clamp_into(ScreenRect r, const ScreenRect& outer);

}  // namespace hp::view
