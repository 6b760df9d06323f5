// TitleScreen: what a player sees first in a window: the name, how to play, how to begin.
#pragma once

#include <string>

struct SDL_Renderer;

namespace hp {
class TextRenderer;
}

namespace hp::view {

// Draws the title over the (dimmed) battle map; map_name is shown as the battle to come.
void draw_title_screen(SDL_Renderer* renderer, TextRenderer& text, int output_w, int output_h,
                       const std::string& map_name);

}  // namespace hp::view
