// UnitTooltip: the box beside a hovered unit with its name, hit points, speed and slam.
#pragma once

#include <span>
#include <string>

#include "game/sim/model/unit.h"
#include "game/view/canvas/screen_rect.h"

struct SDL_Renderer;

namespace hp {
class TextRenderer;
}

namespace hp::view {

// Draws the tooltip beside `figure` (the unit as drawn, with its name and HP bar), covering
// neither it nor `others` (the other units' figures) where it can, nor the `panels` over the
// battlefield, inside `view` (tooltip_placement.h). `extra` is one more line, or empty (e.g.
// "has attacked this turn").
void draw_unit_tooltip(SDL_Renderer* renderer, TextRenderer& text, const sim::Unit& unit,
                       const ScreenRect& figure, std::span<const ScreenRect> others,
                       std::span<const ScreenRect> panels, const ScreenRect& view, double ui_scale,
                       const std::string& extra);

}  // namespace hp::view
