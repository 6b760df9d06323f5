// The broken-save panel: a heading that says the game goes on, then the problems themselves.
#include "game/view/screens/load_error_panel.h"

#include <algorithm>
#include <cmath>

#include "engine/render/draw/shapes.h"
#include "engine/render/text/text_renderer.h"
#include "game/view/canvas/palette.h"

namespace hp::view {
namespace {

// The longest prefix of line (plus an ellipsis) that fits in width pixels at size.
std::string fitted(TextRenderer& text, const std::string& line, int size, int width) {
  int w = 0, h = 0;
  text.measure(line, size, w, h);
  if (w <= width) return line;
  std::size_t keep = line.size();
  std::string cut;
  do {
    keep = keep * 9 / 10;
    while (keep > 0 && (static_cast<unsigned char>(line[keep]) & 0xC0) == 0x80) --keep;  // UTF-8
    cut = line.substr(0, keep) + "\xE2\x80\xA6";
    text.measure(cut, size, w, h);
  } while (w > width && keep > 0);
  return cut;
}

}  // namespace

void draw_load_error_panel(SDL_Renderer* renderer, TextRenderer& text, int output_w, int output_h,
                           double ui_scale, const std::vector<std::string>& problems) {
  if (problems.empty()) return;
  const int size = static_cast<int>(std::lround(14 * ui_scale));
  const int line_h = static_cast<int>(std::lround(size * 1.35));
  const int pad = static_cast<int>(std::lround(12 * ui_scale));
  const std::size_t shown = std::min(problems.size(), kLoadErrorMaxLines);
  const bool more = problems.size() > shown;
  const int lines = 1 + static_cast<int>(shown) + (more ? 1 : 0);
  const int box_h = lines * line_h + 2 * pad;
  const float x = static_cast<float>(pad), y = static_cast<float>(output_h - box_h - pad);
  const float w = static_cast<float>(output_w - 2 * pad);
  const float edge = static_cast<float>(std::max(2.0, 3.0 * ui_scale));
  fill_rect(renderer, x - edge, y - edge, w + 2 * edge, static_cast<float>(box_h) + 2 * edge,
            palette::kRefusal);
  fill_rect(renderer, x, y, w, static_cast<float>(box_h), {30, 12, 16, 240});
  const int text_x = static_cast<int>(x) + pad;
  const int text_w = static_cast<int>(w) - 2 * pad;
  int line_y = static_cast<int>(y) + pad;
  text.draw("The map has a problem: still playing the last good version (save again to retry)",
            text_x, line_y, size, {255, 200, 190, 255});
  for (std::size_t i = 0; i < shown; ++i) {
    line_y += line_h;
    text.draw(fitted(text, problems[i], size, text_w), text_x, line_y, size, {240, 240, 240, 255});
  }
  if (more) {
    line_y += line_h;
    text.draw(
        "and " + std::to_string(problems.size() - shown) + " more (heartpath check lists all)",
        text_x, line_y, size, {200, 200, 210, 255});
  }
}

}  // namespace hp::view
