// UnitTooltip: the box beside a hovered unit with its name, hit points, speed and slam.
#pragma once

#include <string>

#include "engine/core/vec2.h"
#include "game/sim/model/unit.h"

struct SDL_Renderer;

namespace hp {
class TextRenderer;
}

namespace hp::view {

// Draws the tooltip to the right of `screen` (the unit's centre on screen), kept inside the
// output. `extra` is one more line, or empty (e.g. "has attacked this turn").
void draw_unit_tooltip(SDL_Renderer* renderer, TextRenderer& text, const sim::Unit& unit,
                       Vec2 screen, double ui_scale, const std::string& extra);

}  // namespace hp::view
