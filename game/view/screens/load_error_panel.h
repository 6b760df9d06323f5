// The panel a broken map save shows over the game: which file, which line, what is wrong.
#pragma once

#include <string>
#include <vector>

struct SDL_Renderer;

namespace hp {
class TextRenderer;
}

namespace hp::view {

// Draws a red-framed panel along the bottom of the output with a heading and the problems
// (each "path:line: error: message"), each whole, wrapped to the panel (load_error_layout), in
// at most kLoadErrorMaxLines lines or half the output's height, then "and N more".
void draw_load_error_panel(SDL_Renderer* renderer, TextRenderer& text, int output_w, int output_h,
                           double ui_scale, const std::vector<std::string>& problems);

inline constexpr int kLoadErrorMaxLines = 10;

}  // namespace hp::view
