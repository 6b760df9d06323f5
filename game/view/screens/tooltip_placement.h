// TooltipPlacement: where a unit's tooltip goes, so it hides neither the unit it describes nor
// the units around it, and stays inside the view. Pure geometry: no SDL, tested on its own.
#pragma once

#include <array>
#include <span>

#include "game/view/canvas/screen_rect.h"

namespace hp::view {

// The four places tried, in order of preference: above the hovered unit's figure (centred on
// it), below, to its right, to its left, each `gap` pixels away and slid along that side to
// stay inside `view` where it can. A candidate may still stick out of the view across its side.
std::array<ScreenRect, 4> tooltip_candidates(double w, double h, const ScreenRect& hovered,
                                             const ScreenRect& view, double gap);

// The tooltip's box (w x h): the first candidate inside the view that overlaps no figure
// (`hovered` nor any of `others`) and no panel over the battlefield (`panels`: the objective
// panel, the buttons, the combat log, drawn over the tooltip); else, of the candidates moved
// into the view, the one that covers the panels least, then the hovered figure, then the others.
// Inside the view whenever the box fits in it.
ScreenRect place_tooltip(double w, double h, const ScreenRect& hovered,
                         std::span<const ScreenRect> others, const ScreenRect& view, double gap,
                         std::span<const ScreenRect> panels = {});

}  // namespace hp::view
