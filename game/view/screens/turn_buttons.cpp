// TurnButtons: two fixed-size buttons; a greyed one still answers a click with its reason.
#include "game/view/screens/turn_buttons.h"

#include <cmath>

#include "engine/render/draw/shapes.h"
#include "engine/render/text/text_renderer.h"

namespace hp::view {
namespace {

constexpr double kWidth = 190;  // output pixels before UI scale: "Undo Shytor's move (U)" fits
constexpr double kHeight = 30;
constexpr double kGap = 8;
constexpr double kMargin = 10;  // from the output's right and bottom edges

}  // namespace

ScreenRect turn_button_rect(TurnButton button, int output_w, int output_h, double ui_scale) {
  const double w = kWidth * ui_scale, h = kHeight * ui_scale;
  const double right = output_w - kMargin * ui_scale;
  const double y = output_h - kMargin * ui_scale - h;
  // Reset at the corner, Undo to its left: the one used more is nearer the map.
  const double x = button == TurnButton::kReset ? right - w : right - 2 * w - kGap * ui_scale;
  return {x, y, w, h};
}

std::optional<TurnButton> turn_button_at(const TurnButtonsState& state, int x, int y, int output_w,
                                         int output_h, double ui_scale) {
  if (!state.shown) return std::nullopt;
  for (const TurnButton button : {TurnButton::kUndo, TurnButton::kReset}) {
    const ScreenRect r = turn_button_rect(button, output_w, output_h, ui_scale);
    if (x >= r.x && y >= r.y && x < r.right() && y < r.bottom()) return button;
  }
  return std::nullopt;
}

void draw_turn_buttons(SDL_Renderer* renderer, TextRenderer& text, const TurnButtonsState& state,
                       int output_w, int output_h, double ui_scale) {
  if (!state.shown) return;
  const int size = static_cast<int>(std::lround(14 * ui_scale));
  for (const TurnButton button : {TurnButton::kUndo, TurnButton::kReset}) {
    const bool ready = button == TurnButton::kUndo ? state.undo_ready : state.reset_ready;
    const std::string& label = button == TurnButton::kUndo ? state.undo_label : state.reset_label;
    const ScreenRect r = turn_button_rect(button, output_w, output_h, ui_scale);
    const auto x = static_cast<float>(r.x), y = static_cast<float>(r.y);
    const auto w = static_cast<float>(r.w), h = static_cast<float>(r.h);
    fill_rect(renderer, x, y, w, h, ready ? Rgba{52, 44, 70, 235} : Rgba{30, 28, 36, 190});
    const Rgba edge = ready ? Rgba{200, 164, 96, 255} : Rgba{80, 76, 88, 200};
    fill_rect(renderer, x, y, w, 1, edge);
    fill_rect(renderer, x, y + h - 1, w, 1, edge);
    fill_rect(renderer, x, y, 1, h, edge);
    fill_rect(renderer, x + w - 1, y, 1, h, edge);
    const TextColor colour = ready ? TextColor{255, 236, 190, 255} : TextColor{130, 128, 140, 255};
    text.draw(label, static_cast<int>(r.x + r.w / 2),
              static_cast<int>(r.y + (r.h - size * 1.3) / 2), size, colour, TextAlign::kCenter);
  }
}

}  // namespace hp::view
