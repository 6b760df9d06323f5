// LabelBoard: one frame's words on the battlefield (names and HP bars, "-3 next turn", the
// previews' numbers and refusals) laid out around each other so none covers another. Pure
// geometry: no SDL, tested on its own.
#pragma once

#include <span>
#include <vector>

#include "game/view/canvas/screen_rect.h"

namespace hp::view {

// Which way a label gives way first when its own spot is taken: a name over a unit climbs, a
// number under a unit's feet drops.
enum class Nudge { kUp, kDown };

// Each label goes to its preferred spot when that is free, else to the nearest free spot found by
// stepping past what is in the way (its nudge first, then the other way, then sideways), never
// further than `reach` from its spot. Labels placed earlier keep theirs, so the outcome depends
// only on this frame's spots and the order they come in: still units keep still labels.
class LabelBoard {
 public:
  // Starts a frame: labels go inside `view` (output pixels); nothing is placed yet.
  void clear(const ScreenRect& view);
  // Space no label may take (a panel over the battlefield).
  void reserve(const ScreenRect& rect);
  // A unit's figure: labels keep off it when they can, but may cover it when nothing else is free
  // (a name over its neighbour's body is better than a name far from its own).
  void add_figure(const ScreenRect& rect);

  // Where a label wanting `preferred` goes (same size, inside the view when it fits), taken from
  // then on. `reach` bounds how far it may move from `preferred` moved into the view, in output
  // pixels (a label pushed in from the view's edge may still step past what is in the way).
  ScreenRect place(const ScreenRect& preferred, Nudge nudge, double reach);
  // The same for a label that belongs to a unit ("-3 next turn" under a hero): `owner` is that
  // unit's figure (as added with add_figure). It goes only where it is plainly nearer its owner
  // than any other figure on the board (by half its height), so it never reads as a
  // neighbour's; with no such spot clear of labels, the clear spot leaning most to its owner,
  // else its own spot.
  ScreenRect place(const ScreenRect& preferred, Nudge nudge, double reach, const ScreenRect& owner);

  // The labels placed so far this frame, in order.
  std::span<const ScreenRect> placed() const { return placed_; }
  const ScreenRect& view() const { return view_; }

 private:
  // The spots a label wanting `preferred` may take, best first, into candidates_.
  void gather_candidates(const ScreenRect& preferred, Nudge nudge, double reach);
  // A plain label's pick of the candidates.
  const ScreenRect& choose() const;
  // How much nearer a label's centre is to `owner` than to any other figure, output pixels.
  double owner_lean(const ScreenRect& label, const ScreenRect& owner) const;
  // Places a label at `spot`: taken from then on.
  ScreenRect take(const ScreenRect& spot);

  ScreenRect view_;
  std::vector<ScreenRect> reserved_;  // panels and placed labels: never covered when avoidable
  std::vector<ScreenRect> placed_;
  std::vector<ScreenRect> figures_;
  std::vector<ScreenRect> candidates_;  // kept between calls: no allocation per label
  std::vector<double> leans_;           // the candidates' owner_lean, for a label with an owner
};

// The gap kept between two labels, output pixels.
inline constexpr double kLabelGap = 2.0;

}  // namespace hp::view
