// Hud implementation: the layout (hud_layout.h) drawn.
#include "game/view/screens/hud.h"

#include <cmath>

#include "engine/render/draw/shapes.h"
#include "engine/render/text/text_renderer.h"
#include "game/view/canvas/palette.h"
#include "game/view/screens/hud_layout.h"

namespace hp::view {
namespace {

TextColor text_colour(Rgba c) {
  return {c.r, c.g, c.b, c.a};
}

MeasureText measurer(TextRenderer& text) {
  return [&text](const std::string& s, int size) {
    int w = 0, h = 0;
    text.measure(s, size, w, h);
    return w;
  };
}

}  // namespace

int hud_height(TextRenderer& text, int output_width, double ui_scale, const HudText& hud) {
  return view::hud_height(measurer(text), output_width, ui_scale, hud.title, hud.short_title);
}

void draw_hud(SDL_Renderer* renderer, TextRenderer& text, int output_width, double ui_scale,
              const HudText& hud) {
  const std::string& message = hud.notice.empty() ? hud.hint : hud.notice;
  const HudLayout layout =
      layout_hud(measurer(text), output_width, ui_scale, hud.title, hud.short_title, message);
  const auto height = static_cast<float>(layout.height);
  fill_rect(renderer, 0, 0, static_cast<float>(output_width), height, {24, 20, 34, 235});
  fill_rect(renderer, 0, height - 2, static_cast<float>(output_width), 2, {120, 96, 70, 255});
  const auto draw = [&](const HudLine& line, TextColor colour) {
    text.draw(line.text, static_cast<int>(std::lround(line.box.x)),
              static_cast<int>(std::lround(line.box.y)), line.size, colour);
  };
  draw(layout.title, {255, 226, 150, 255});
  const TextColor colour = hud.notice.empty()      ? TextColor{225, 225, 235, 255}
                           : hud.notice_is_refusal ? text_colour(palette::kRefusal)
                                                   : text_colour(palette::kNews);
  for (const HudLine& line : layout.message) draw(line, colour);
}

}  // namespace hp::view
