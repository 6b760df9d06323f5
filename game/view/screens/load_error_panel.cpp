// The broken-save panel: a heading that says the game goes on, then the problems themselves.
#include "game/view/screens/load_error_panel.h"

#include <algorithm>
#include <cmath>

#include "engine/render/draw/shapes.h"
#include "engine/render/text/text_renderer.h"
#include "game/view/canvas/palette.h"
#include "game/view/screens/load_error_layout.h"

namespace hp::view {

void draw_load_error_panel(SDL_Renderer* renderer, TextRenderer& text, int output_w, int output_h,
                           double ui_scale, const std::vector<std::string>& problems) {
  if (problems.empty()) return;
  const int size = static_cast<int>(std::lround(14 * ui_scale));
  const int line_h = static_cast<int>(std::lround(size * 1.35));
  const int pad = static_cast<int>(std::lround(12 * ui_scale));
  const float x = static_cast<float>(pad);
  const float w = static_cast<float>(output_w - 2 * pad);
  const int text_w = static_cast<int>(w) - 2 * pad;
  // The problems' lines below the heading, in at most half the output (the battle stays seen).
  const int max_lines =
      std::clamp((output_h / 2 - 2 * pad) / std::max(line_h, 1) - 1, 1, kLoadErrorMaxLines);
  const MeasureText measure = [&text](const std::string& line, int at_size) {
    int mw = 0, mh = 0;
    text.measure(line, at_size, mw, mh);
    return mw;
  };
  const std::vector<std::string> heading = wrap_whole(
      measure, size, text_w,
      "The map has a problem: still playing the last good version (save again to retry)");
  const std::vector<LoadErrorLine> lines =
      load_error_lines(measure, size, text_w, problems, max_lines);
  const int box_h = static_cast<int>(heading.size() + lines.size()) * line_h + 2 * pad;
  const float y = static_cast<float>(output_h - box_h - pad);
  const float edge = static_cast<float>(std::max(2.0, 3.0 * ui_scale));
  fill_rect(renderer, x - edge, y - edge, w + 2 * edge, static_cast<float>(box_h) + 2 * edge,
            palette::kRefusal);
  fill_rect(renderer, x, y, w, static_cast<float>(box_h), {30, 12, 16, 240});
  const int text_x = static_cast<int>(x) + pad;
  int line_y = static_cast<int>(y) + pad;
  for (const std::string& line : heading) {
    text.draw(line, text_x, line_y, size, {255, 200, 190, 255});
    line_y += line_h;
  }
  for (const LoadErrorLine& line : lines) {
    const TextColor colour =
        line.more ? TextColor{200, 200, 210, 255} : TextColor{240, 240, 240, 255};
    text.draw(line.text, text_x, line_y, size, colour);
    line_y += line_h;
  }
}

}  // namespace hp::view
