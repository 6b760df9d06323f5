// Hud implementation.
#include "game/view/screens/hud.h"

#include <cmath>

#include "engine/render/draw/shapes.h"
#include "engine/render/text/text_renderer.h"
#include "game/view/canvas/palette.h"

namespace hp::view {
namespace {

TextColor text_colour(Rgba c) {
  return {c.r, c.g, c.b, c.a};
}

}  // namespace

void draw_hud(SDL_Renderer* renderer, TextRenderer& text, int output_width, double ui_scale,
              const HudText& hud) {
  const float height = static_cast<float>(kHudHeight * ui_scale);
  fill_rect(renderer, 0, 0, static_cast<float>(output_width), height, {24, 20, 34, 235});
  fill_rect(renderer, 0, height - 2, static_cast<float>(output_width), 2, {120, 96, 70, 255});
  const int size = static_cast<int>(std::lround(15 * ui_scale));
  const int y = static_cast<int>((height - size * 1.3) / 2);
  const int pad = static_cast<int>(14 * ui_scale);
  text.draw(hud.title, pad, y, size, {255, 226, 150, 255});
  // The message takes what the title leaves; a long one on a narrow window is drawn smaller
  // rather than over the title.
  int title_w = 0, h = 0;
  text.measure(hud.title, size, title_w, h);
  const int room = output_width - 3 * pad - title_w;
  const std::string& message = hud.notice.empty() ? hud.hint : hud.notice;
  int message_size = size;
  for (int w = 0; message_size > size * 2 / 3; --message_size) {
    text.measure(message, message_size, w, h);
    if (w <= room) break;
  }
  const int message_y = y + (size - message_size) * 13 / 20;  // the same middle line
  if (!hud.notice.empty()) {
    const TextColor colour =
        hud.notice_is_refusal ? text_colour(palette::kRefusal) : text_colour(palette::kNews);
    text.draw(message, output_width - pad, message_y, message_size, colour, TextAlign::kRight);
  } else {
    text.draw(message, output_width - pad, message_y, message_size, {225, 225, 235, 255},
              TextAlign::kRight);
  }
}

}  // namespace hp::view
