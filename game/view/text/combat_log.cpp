// CombatLog: a bounded list of lines and its panel.
#include "game/view/text/combat_log.h"

#include <algorithm>
#include <cmath>

#include "engine/render/draw/shapes.h"
#include "engine/render/text/text_renderer.h"

namespace hp::view {

void CombatLog::add(std::string line) {
  lines_.push_back(std::move(line));
  while (lines_.size() > kKept) lines_.pop_front();
}

void CombatLog::draw(SDL_Renderer* renderer, TextRenderer& text, int output_h,
                     double ui_scale) const {
  if (!shown_) return;
  const int size = std::max(12, static_cast<int>(std::lround(14 * ui_scale)));
  const int line_height = size + size / 3;
  const int pad = size / 2;
  const int rows = static_cast<int>(std::max<std::size_t>(lines_.size(), 1));
  const float height = static_cast<float>(rows * line_height + 2 * pad + line_height);
  // As wide as the widest line (a long refusal must not spill over the map).
  int widest = size * 34;
  for (const std::string& line : lines_) {
    int w = 0, h = 0;
    text.measure(line, size, w, h);
    widest = std::max(widest, w + 2 * pad);
  }
  const float width = static_cast<float>(widest);
  const float top = static_cast<float>(output_h) - height - static_cast<float>(pad);
  fill_rect(renderer, static_cast<float>(pad), top, width, height, {10, 10, 18, 200});
  int y = static_cast<int>(top) + pad;
  text.draw("Combat log (L hides it)", 2 * pad, y, size, {255, 226, 150, 255});
  y += line_height;
  if (lines_.empty()) text.draw("Nothing has happened yet", 2 * pad, y, size, {200, 200, 210, 255});
  for (const std::string& line : lines_) {
    text.draw(line, 2 * pad, y, size, {235, 235, 240, 255});
    y += line_height;
  }
}

}  // namespace hp::view
