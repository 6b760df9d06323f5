// LabelBoard: candidates stepped past what is in the way; the first free one wins.
#include "game/view/canvas/label_board.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hp::view {
namespace {

constexpr int kSteps = 12;  // how many obstacles a label steps past in one direction

// The first of `boxes` that `r` overlaps, or nullptr.
const ScreenRect* first_overlap(const ScreenRect& r, std::span<const ScreenRect> boxes) {
  for (const ScreenRect& b : boxes) {
    if (overlaps(r, b)) return &b;
  }
  return nullptr;
}

double covered(const ScreenRect& r, std::span<const ScreenRect> boxes) {
  double area = 0;
  for (const ScreenRect& b : boxes) area += overlap_area(r, b);
  return area;
}

// Whether two figures are one unit's, give or take rounding (the board's figures stand where the
// units are drawn, an owner where its label's drawer puts it).
bool same_place(const ScreenRect& a, const ScreenRect& b) {
  return std::abs(a.x - b.x) < 0.5 && std::abs(a.y - b.y) < 0.5 && std::abs(a.w - b.w) < 0.5 &&
         std::abs(a.h - b.h) < 0.5;
}

// How far a point is from a rectangle (0 inside it).
double distance_to(Vec2 p, const ScreenRect& r) {
  const double dx = std::max({r.x - p.x, 0.0, p.x - r.right()});
  const double dy = std::max({r.y - p.y, 0.0, p.y - r.bottom()});
  return std::hypot(dx, dy);
}

double moved(const ScreenRect& a, const ScreenRect& b) {
  return std::hypot(a.x - b.x, a.y - b.y);
}

enum class Way { kUp, kDown, kRight, kLeft };

// Just past `blocker`, the way given, keeping the other coordinate.
ScreenRect past(ScreenRect r, const ScreenRect& blocker, Way way) {
  switch (way) {
    case Way::kUp:
      r.y = blocker.y - kLabelGap - r.h;
      break;
    case Way::kDown:
      r.y = blocker.bottom() + kLabelGap;
      break;
    case Way::kRight:
      r.x = blocker.right() + kLabelGap;
      break;
    case Way::kLeft:
      r.x = blocker.x - kLabelGap - r.w;
      break;
  }
  return r;
}

}  // namespace

void LabelBoard::clear(const ScreenRect& view) {
  view_ = view;
  reserved_.clear();
  placed_.clear();
  figures_.clear();
}

void LabelBoard::reserve(const ScreenRect& rect) {
  reserved_.push_back(rect);
}

void LabelBoard::add_figure(const ScreenRect& rect) {
  figures_.push_back(rect);
}

ScreenRect LabelBoard::place(const ScreenRect& preferred, Nudge nudge, double reach) {
  gather_candidates(preferred, nudge, reach);
  return take(choose());
}

ScreenRect LabelBoard::place(const ScreenRect& preferred, Nudge nudge, double reach,
                             const ScreenRect& owner) {
  gather_candidates(preferred, nudge, reach);
  // Only the spots that read as the owner's, in the same order of preference; of the others,
  // the one leaning most to the owner.
  const double margin = preferred.h / 2;
  std::vector<double>& lean = leans_;
  lean.clear();
  for (const ScreenRect& c : candidates_) lean.push_back(owner_lean(c, owner));
  for (const bool clear_of_figures : {true, false}) {
    for (std::size_t i = 0; i < candidates_.size(); ++i) {
      if (lean[i] <= margin || first_overlap(candidates_[i], reserved_)) continue;
      if (clear_of_figures && first_overlap(candidates_[i], figures_)) continue;
      return take(candidates_[i]);
    }
  }
  std::size_t best = candidates_.size();
  for (std::size_t i = 0; i < candidates_.size(); ++i) {
    if (first_overlap(candidates_[i], reserved_)) continue;
    if (best == candidates_.size() || lean[i] > lean[best]) best = i;
  }
  return take(best < candidates_.size() ? candidates_[best] : candidates_.front());
}

double LabelBoard::owner_lean(const ScreenRect& label, const ScreenRect& owner) const {
  const Vec2 centre{label.x + label.w / 2, label.y + label.h / 2};
  double nearest_other = std::numeric_limits<double>::infinity();
  for (const ScreenRect& f : figures_) {
    if (same_place(f, owner)) continue;
    nearest_other = std::min(nearest_other, distance_to(centre, f));
  }
  return nearest_other - distance_to(centre, owner);
}

ScreenRect LabelBoard::take(const ScreenRect& spot) {
  const ScreenRect result = spot;  // `spot` may live in candidates_
  reserved_.push_back(result);
  placed_.push_back(result);
  return result;
}

// Candidates: the spot itself, then a walk each way, each step just past the first label (or
// panel) in the way, then past the first figure in the way.
void LabelBoard::gather_candidates(const ScreenRect& preferred, Nudge nudge, double reach) {
  const ScreenRect start = clamp_into(preferred, view_);
  candidates_.clear();
  candidates_.push_back(start);
  const Way first = nudge == Nudge::kUp ? Way::kUp : Way::kDown;
  const Way second = nudge == Nudge::kUp ? Way::kDown : Way::kUp;
  for (const bool avoid_figures : {false, true}) {
    for (const Way way : {first, second, Way::kRight, Way::kLeft}) {
      ScreenRect at = start;
      for (int step = 0; step < kSteps; ++step) {
        const ScreenRect* blocker = first_overlap(at, reserved_);
        if (!blocker && avoid_figures) blocker = first_overlap(at, figures_);
        if (!blocker) break;
        at = past(at, *blocker, way);
        if (!inside(at, view_) || moved(at, start) > reach) break;
        candidates_.push_back(at);
      }
    }
  }
}

// The first clear of labels and figures, else the first clear of labels, else the one covering
// the least of them (then the first: the nearest to its spot).
const ScreenRect& LabelBoard::choose() const {
  const ScreenRect* chosen = nullptr;
  for (const ScreenRect& c : candidates_) {
    if (!first_overlap(c, reserved_) && !first_overlap(c, figures_)) {
      chosen = &c;
      break;
    }
  }
  for (std::size_t i = 0; !chosen && i < candidates_.size(); ++i) {
    if (!first_overlap(candidates_[i], reserved_)) chosen = &candidates_[i];
  }
  if (!chosen) {
    chosen = &candidates_.front();
    double least = covered(*chosen, reserved_);
    for (const ScreenRect& c : candidates_) {
      const double area = covered(c, reserved_);
      if (area < least) {
        least = area;
        chosen = &c;
      }
    }
  }
  return *chosen;
}

}  // namespace hp::view
