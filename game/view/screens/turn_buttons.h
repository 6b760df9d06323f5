// TurnButtons: the Undo and Reset-turn buttons at the bottom right of the battle screen, with
// their keys in the label, lit when they can be used and greyed when not.
#pragma once

#include <optional>
#include <string>

#include "game/view/canvas/screen_rect.h"

struct SDL_Renderer;

namespace hp {
class TextRenderer;
}

namespace hp::view {

// What the buttons say now; `shown` false in the enemies' turn and after the battle.
struct TurnButtonsState {
  bool shown = false;
  bool undo_ready = false;   // a Move can be taken back (TurnHistory::check_undo)
  std::string undo_label;    // "Undo Dana's move (U)", or "Undo (U)" when greyed
  bool reset_ready = false;  // the turn can be reset (TurnHistory::check_reset)
  std::string reset_label;   // "Reset turn (T)", or "Reset turn used" once spent
};

enum class TurnButton { kUndo, kReset };

// Where the two buttons are on an output of w x h (output pixels), side by side at its bottom
// right; the undo button first.
ScreenRect turn_button_rect(TurnButton button, int output_w, int output_h, double ui_scale);

// The button a click at (x, y) lands on, if the buttons are shown.
std::optional<TurnButton> turn_button_at(const TurnButtonsState& state, int x, int y, int output_w,
                                         int output_h, double ui_scale);

void draw_turn_buttons(SDL_Renderer* renderer, TextRenderer& text, const TurnButtonsState& state,
                       int output_w, int output_h, double ui_scale);

}  // namespace hp::view
