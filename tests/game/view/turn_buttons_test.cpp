// TurnButtons: the Undo and Reset-turn buttons sit side by side inside the bottom-right corner
// at every size, take the clicks on them only while shown, and the messages name what happened.
#include "game/view/screens/turn_buttons.h"

#include <gtest/gtest.h>

#include <tuple>

#include "game/view/text/undo_messages.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::view {
namespace {

TEST(TurnButtons, sit_apart_inside_the_bottom_right_corner_at_every_size) {
  for (const auto& [w, h, scale] :
       {std::tuple{1280, 720, 1.0}, std::tuple{420, 300, 1.0}, std::tuple{2560, 1440, 2.0}}) {
    const ScreenRect undo = turn_button_rect(TurnButton::kUndo, w, h, scale);
    const ScreenRect reset = turn_button_rect(TurnButton::kReset, w, h, scale);
    EXPECT_GE(undo.x, 0);
    EXPECT_LE(reset.right(), w);
    EXPECT_LE(reset.bottom(), h);
    EXPECT_LT(undo.right(), reset.x);  // a gap between them
    EXPECT_EQ(undo.y, reset.y);
  }
}

TEST(TurnButtons, a_click_lands_on_a_shown_button_only) {
  TurnButtonsState state;
  const ScreenRect undo = turn_button_rect(TurnButton::kUndo, 1280, 720, 1.0);
  const ScreenRect reset = turn_button_rect(TurnButton::kReset, 1280, 720, 1.0);
  const int ux = static_cast<int>(undo.x + 5), uy = static_cast<int>(undo.y + 5);
  EXPECT_FALSE(turn_button_at(state, ux, uy, 1280, 720, 1.0));  // the enemies' turn: none
  state.shown = true;  // greyed ones still answer (with the reason)
  EXPECT_EQ(turn_button_at(state, ux, uy, 1280, 720, 1.0), TurnButton::kUndo);
  EXPECT_EQ(turn_button_at(state, static_cast<int>(reset.x + 5), static_cast<int>(reset.y + 5),
                           1280, 720, 1.0),
            TurnButton::kReset);
  EXPECT_FALSE(turn_button_at(state, 640, 360, 1280, 720, 1.0));  // the map
}

TEST(UndoMessages, say_what_was_taken_back_and_why_not) {
  sim::WorldSetup setup =
      sim::test::field({sim::test::hero("Dana", {100, 240}), sim::test::enemy("Grub", {500, 240})});
  const sim::World world(setup);
  const sim::TurnHistory history(world);
  EXPECT_EQ(move_undone_message(*world.unit(sim::test::id_of(world, "Dana"))),
            "Dana's move taken back");
  EXPECT_EQ(turn_reset_message(3), "Turn 3 started again (the one reset of this battle)");
  EXPECT_EQ(undo_refusal_message(world, history, sim::UndoCheck::kNoMove),
            "Nothing to undo: no hero has moved this turn");
  EXPECT_EQ(reset_refusal_message(world, history, sim::ResetCheck::kUsed),
            "Cannot reset the turn: its one reset in this battle is spent");
  EXPECT_TRUE(undo_refusal_message(world, history, sim::UndoCheck::kOk).empty());
}

}  // namespace
}  // namespace hp::view
