// TitleScreen: what a player sees first in a window: the name, how to play, how to begin.
#pragma once

#include <string>

#include "game/sim/model/difficulty.h"

struct SDL_Renderer;

namespace hp {
class TextRenderer;
}

namespace hp::view {

// Draws the title over the (dimmed) battle map; the battle to come by its title, and its
// briefing (when it has one) and how it is won and lost under it; then the difficulty it will be
// played on, what that changes, and the keys that change it (difficulty_text.h).
void draw_title_screen(SDL_Renderer* renderer, TextRenderer& text, int output_w, int output_h,
                       const std::string& battle, const std::string& briefing,
                       const std::string& objectives, sim::Difficulty difficulty);

}  // namespace hp::view
