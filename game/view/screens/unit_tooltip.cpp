// UnitTooltip: a dark box, a coloured edge by side (and a shape: heroes square, enemies notched,
// so the side reads without colour), and three or four lines of text.
#include "game/view/screens/unit_tooltip.h"
#include "game/view/canvas/palette.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/render/draw/shapes.h"
#include "engine/render/text/text_renderer.h"
#include "game/view/battlefield/unit_look.h"
#include "game/view/screens/tooltip_placement.h"

namespace hp::view {

void draw_unit_tooltip(SDL_Renderer* renderer, TextRenderer& text, const sim::Unit& unit,
                       const ScreenRect& figure, std::span<const ScreenRect> others,
                       std::span<const ScreenRect> panels, const ScreenRect& view, double ui_scale,
                       const std::string& extra) {
  const bool hero = unit.side() == sim::Side::kHero;
  const std::string look = look_word(look_tier(unit.spec));
  std::vector<std::string> lines{
      unit.name() + (hero           ? "  (hero)"
                     : look.empty() ? "  (enemy)"
                                    : "  (" + look + " enemy)"),
      "HP " + std::to_string(unit.hp) + " / " + std::to_string(unit.spec.hp),
      "speed " + std::to_string(static_cast<int>(std::lround(unit.spec.speed))) + " px/s, slam " +
          std::to_string(unit.spec.attack)};
  if (!extra.empty()) lines.push_back(extra);
  const int size = static_cast<int>(std::lround(13 * ui_scale));
  const int pad = static_cast<int>(std::lround(8 * ui_scale));
  const int line_height = static_cast<int>(std::lround(size * 1.35));
  int width = 0;
  for (const std::string& line : lines) {
    int w = 0, h = 0;
    text.measure(line, size, w, h);
    width = std::max(width, w);
  }
  const int box_w = width + 2 * pad;
  const int box_h = static_cast<int>(lines.size()) * line_height + 2 * pad;
  const ScreenRect box = place_tooltip(box_w, box_h, figure, others, view, 6 * ui_scale, panels);
  const int x = static_cast<int>(std::lround(box.x));
  const int y = static_cast<int>(std::lround(box.y));
  const Rgba edge = hero ? palette::kHeroEdge : palette::kEnemyEdge;
  const auto fx = static_cast<float>(x), fy = static_cast<float>(y);
  fill_rect(renderer, fx, fy, static_cast<float>(box_w), static_cast<float>(box_h),
            {16, 14, 24, 225});
  const float e = static_cast<float>(std::max(2.0, 3.0 * ui_scale));
  fill_rect(renderer, fx, fy, e, static_cast<float>(box_h), edge);  // a bar on the left...
  if (!hero) {
    // ...with notches for enemies.
    for (int notch = 0; notch < 3; ++notch) {
      fill_rect(renderer, fx + e, fy + static_cast<float>(box_h) * (notch + 1) / 4.0f - e / 2,
                e * 1.5f, e, edge);
    }
  }
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const TextColor colour = i == 0 ? TextColor{255, 226, 150, 255} : TextColor{225, 225, 235, 255};
    text.draw(lines[i], x + pad + static_cast<int>(e), y + pad + static_cast<int>(i) * line_height,
              size, colour);
  }
}

}  // namespace hp::view
