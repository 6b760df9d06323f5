// TitleScreen: a dark veil, the name large, a few lines of how to play.
#include "game/view/screens/title_screen.h"

#include <SDL.h>

#include <cmath>

#include "engine/render/draw/shapes.h"
#include "engine/render/text/text_renderer.h"
#include "game/view/text/difficulty_text.h"

namespace hp::view {

void draw_title_screen(SDL_Renderer* renderer, TextRenderer& text, int output_w, int output_h,
                       const std::string& battle, const std::string& briefing,
                       const std::string& objectives, sim::Difficulty difficulty) {
  const double ui = output_h >= 1200 ? 2.0 : 1.0;
  fill_rect(renderer, 0, 0, static_cast<float>(output_w), static_cast<float>(output_h),
            {10, 8, 16, 200});
  const int cx = output_w / 2;
  int y = static_cast<int>(output_h * 0.22);
  const int big = static_cast<int>(std::lround(64 * ui));
  text.draw("Heartpath", cx, y, big, {255, 226, 150, 255}, TextAlign::kCenter);
  y += static_cast<int>(big * 1.35);
  const int mid = static_cast<int>(std::lround(20 * ui));
  text.draw("A small tactics battle: " + battle, cx, y, mid, {230, 230, 240, 255},
            TextAlign::kCenter);
  y += static_cast<int>(mid * 1.6);
  const int small = static_cast<int>(std::lround(15 * ui));
  for (const std::string& line : text.wrap(briefing, small, output_w * 4 / 5)) {
    text.draw(line, cx, y, small, {255, 226, 150, 255}, TextAlign::kCenter);
    y += static_cast<int>(small * 1.5);
  }
  for (const std::string& line : text.wrap(objectives, small, output_w * 4 / 5)) {
    text.draw(line, cx, y, small, {200, 240, 215, 255}, TextAlign::kCenter);
    y += static_cast<int>(small * 1.5);
  }
  y += static_cast<int>(mid * 0.8);
  // The difficulty, between the battle and how to play: chosen here, before the first turn.
  text.draw("Difficulty:  <  " + difficulty_title(difficulty) + "  >     (Left / Right change it)",
            cx, y, mid, {255, 226, 150, 255}, TextAlign::kCenter);
  y += static_cast<int>(mid * 1.4);
  for (const std::string& line :
       text.wrap(std::string(difficulty_summary(difficulty)), small, output_w * 4 / 5)) {
    text.draw(line, cx, y, small, {230, 205, 170, 255}, TextAlign::kCenter);
    y += static_cast<int>(small * 1.5);
  }
  y += static_cast<int>(mid * 0.8);
  for (const char* line :
       {"Click a hero, then an enemy: the hero walks over, slams it, walks home.",
        "Each hero may move once and attacks once a turn; Space ends your turn.",
        "Wheel zooms, WASD or middle-drag pans, 1 2 4 set the speed, Esc pauses."}) {
    text.draw(line, cx, y, small, {200, 200, 215, 255}, TextAlign::kCenter);
    y += static_cast<int>(small * 1.7);
  }
  y += static_cast<int>(small * 1.5);
  text.draw("Click or press Enter to begin", cx, y, mid, {255, 240, 200, 255}, TextAlign::kCenter);
}

}  // namespace hp::view
