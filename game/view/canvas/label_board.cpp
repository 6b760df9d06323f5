// LabelBoard: candidates stepped past what is in the way; the first free one wins.
#include "game/view/canvas/label_board.h"

#include <cmath>

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
  const ScreenRect start = clamp_into(preferred, view_);
  // Candidates: the spot itself, then a walk each way, each step just past the first label (or
  // panel) in the way, then past the first figure in the way.
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
        if (!inside(at, view_) || moved(at, preferred) > reach) break;
        candidates_.push_back(at);
      }
    }
  }
  // The first clear of labels and figures, else the first clear of labels, else the one covering
  // the least of them (then the first: the nearest to its spot).
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
  const ScreenRect result = *chosen;
  reserved_.push_back(result);
  placed_.push_back(result);
  return result;
}

}  // namespace hp::view
