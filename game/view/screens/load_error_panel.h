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
// (each "path:line: error: message"), the long ones cut with an ellipsis, at most kMaxLines
// and then "and N more".
void draw_load_error_panel(SDL_Renderer* renderer, TextRenderer& text, int output_w, int output_h,
                           double ui_scale, const std::vector<std::string>& problems);

inline constexpr std::size_t kLoadErrorMaxLines = 4;

}  // namespace hp::view
