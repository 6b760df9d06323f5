// BattleScene's undo: a hero's Move taken back and the turn reset (sim::TurnHistory keeps the
// world copies and says what may be taken back); each is logged, or refused with the reason.
#include "engine/core/log.h"
#include "game/app/scene/battle_scene.h"
#include "game/view/text/undo_messages.h"

namespace hp::app {

void BattleScene::undo_move() {
  const sim::UndoCheck check = history_.check_undo(world_);
  if (check != sim::UndoCheck::kOk) {
    const std::string why = view::undo_refusal_message(world_, history_, check);
    log::info("Undo refused: " + why);
    effects_.refuse(why);
    return;
  }
  const sim::UnitId hero = history_.undo(world_);
  rewound();
  input_.select(hero);  // to move it again at once
  const sim::Unit* unit = world_.unit(hero);
  const std::string line = unit ? view::move_undone_message(*unit) : "Move taken back";
  combat_log_.add(line);
  log::info(line);
  effects_.announce(line + ": click where it should go");
}

void BattleScene::reset_turn() {
  const sim::ResetCheck check = history_.check_reset(world_);
  if (check != sim::ResetCheck::kOk) {
    const std::string why = view::reset_refusal_message(world_, history_, check);
    log::info("Reset refused: " + why);
    effects_.refuse(why);
    return;
  }
  history_.reset_turn(world_);
  rewound();
  const std::string line = view::turn_reset_message(world_.turns().turn);
  combat_log_.add(line);
  log::info(line);
  effects_.announce(line);
}

void BattleScene::rewound() {
  world_view_.reset();
  preview_.forget();  // its forecast was played from the world before
  // The move preview keeps its check while the world stands still; a rewound world did not.
  move_preview_.forget();
  input_.reset();
}

view::TurnButtonsState BattleScene::turn_buttons() const {
  view::TurnButtonsState state;
  state.shown = world_.check_orders_now() == sim::OrdersNow::kYes && !campaign_.screen_shown();
  if (!state.shown) return state;
  state.undo_ready = history_.check_undo(world_) == sim::UndoCheck::kOk;
  const sim::Unit* hero =
      history_.undoable_hero() ? world_.unit(*history_.undoable_hero()) : nullptr;
  state.undo_label =
      state.undo_ready && hero ? "Undo " + std::string(hero->name()) + "'s move (U)" : "Undo (U)";
  state.reset_ready = history_.check_reset(world_) == sim::ResetCheck::kOk;
  state.reset_label = history_.reset_used() ? "Reset turn used" : "Reset turn (T)";
  return state;
}

bool BattleScene::click_turn_button(const InputEvent& event) {
  if (event.kind != InputKind::kMouseDown || event.button != MouseButton::kLeft) return false;
  const std::optional<view::TurnButton> button = view::turn_button_at(
      turn_buttons(), event.x, event.y, output_.w, output_.h, ui_scale_for(output_));
  if (!button) return false;
  // A greyed button still answers, with the reason it cannot be used now.
  if (*button == view::TurnButton::kUndo) input_.undo();
  if (*button == view::TurnButton::kReset) input_.reset_turn();
  return true;
}

}  // namespace hp::app
