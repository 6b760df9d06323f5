// TooltipPlacement: four candidates, the first clear one, else the least harmful.
#include "game/view/screens/tooltip_placement.h"

#include <algorithm>
#include <tuple>

namespace hp::view {
namespace {

// Slides the box along the hovered figure's side into the view, across it never.
double slide(double at, double size, double low, double high) {
  return std::max(std::min(at, high - size), low);
}

double covered(const ScreenRect& box, std::span<const ScreenRect> figures) {
  double area = 0;
  for (const ScreenRect& f : figures) area += overlap_area(box, f);
  return area;
}

}  // namespace

std::array<ScreenRect, 4> tooltip_candidates(double w, double h, const ScreenRect& hovered,
                                             const ScreenRect& view, double gap) {
  const double centre_x = slide(hovered.x + (hovered.w - w) / 2, w, view.x, view.right());
  const double centre_y = slide(hovered.y + (hovered.h - h) / 2, h, view.y, view.bottom());
  return {{
      {centre_x, hovered.y - gap - h, w, h},     // above
      {centre_x, hovered.bottom() + gap, w, h},  // below
      {hovered.right() + gap, centre_y, w, h},   // right
      {hovered.x - gap - w, centre_y, w, h},     // left
  }};
}

ScreenRect place_tooltip(double w, double h, const ScreenRect& hovered,
                         std::span<const ScreenRect> others, const ScreenRect& view, double gap,
                         std::span<const ScreenRect> panels) {
  const std::array<ScreenRect, 4> candidates = tooltip_candidates(w, h, hovered, view, gap);
  for (const ScreenRect& c : candidates) {
    if (inside(c, view) && !overlaps(c, hovered) && covered(c, others) == 0 &&
        covered(c, panels) == 0) {
      return c;
    }
  }
  // Nothing is clear: move each into the view and keep the least harmful. A panel is drawn over
  // the tooltip and hides its words, so it counts first; then the hovered unit, then the others.
  ScreenRect best;
  std::tuple<double, double, double> best_cost{0, 0, 0};
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    const ScreenRect c = clamp_into(candidates[i], view);
    const std::tuple<double, double, double> cost{covered(c, panels), overlap_area(c, hovered),
                                                  covered(c, others)};
    if (i == 0 || cost < best_cost) {
      best = c;
      best_cost = cost;
    }
  }
  return best;
}

}  // namespace hp::view
