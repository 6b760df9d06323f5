// PauseMenu: keys move and act, volumes stay in 0..10, the mouse picks what it is over.
#include "game/view/screens/pause_menu.h"

#include <gtest/gtest.h>

namespace hp::view {
namespace {

using Action = PauseMenu::Action;
using Item = PauseMenu::Item;

TEST(PauseMenu, keys_move_round_the_items_and_activate_them) {
  PauseMenu menu;
  EXPECT_EQ(menu.selected(), Item::kResume);
  EXPECT_EQ(menu.key("Return"), Action::kResume);
  menu.key("Down");
  EXPECT_EQ(menu.key("Space"), Action::kRestart);
  menu.key("Up");
  menu.key("Up");  // wraps to the last
  EXPECT_EQ(menu.selected(), Item::kQuit);
  EXPECT_EQ(menu.key("Return"), Action::kQuit);
  EXPECT_EQ(menu.key("Escape"), Action::kResume);
  EXPECT_EQ(menu.key("F9"), Action::kNone);
}

TEST(PauseMenu, volumes_step_within_zero_and_ten) {
  PauseMenu menu;
  menu.key("Down");
  menu.key("Down");
  menu.key("Down");  // Music, at 8
  EXPECT_EQ(menu.key("Right"), Action::kVolumeChanged);
  EXPECT_EQ(menu.key("Right"), Action::kVolumeChanged);
  EXPECT_EQ(menu.key("Right"), Action::kNone);  // already 10
  EXPECT_DOUBLE_EQ(menu.music_volume(), 1.0);
  for (int i = 0; i < 12; ++i) menu.key("Left");
  EXPECT_EQ(menu.music(), 0);
  EXPECT_EQ(menu.effects(), 10);                 // untouched
  EXPECT_EQ(menu.key("Return"), Action::kNone);  // a volume is not a button
  EXPECT_NE(menu.label(Item::kMusic).find(".........."), std::string::npos);
}

TEST(PauseMenu, the_mouse_selects_by_hovering_and_acts_by_clicking) {
  PauseMenu menu;
  const auto boxes = PauseMenu::layout(1280, 720);
  const auto& quit = boxes[5];
  menu.hover(quit.x + 5, quit.y + 5, 1280, 720);
  EXPECT_EQ(menu.selected(), Item::kQuit);
  EXPECT_EQ(menu.click(quit.x + 5, quit.y + 5, 1280, 720), Action::kQuit);
  const auto& effects = boxes[4];
  EXPECT_EQ(menu.click(effects.x + 2, effects.y + 2, 1280, 720), Action::kVolumeChanged);
  EXPECT_EQ(menu.effects(), 9);  // the left half lowers
  EXPECT_EQ(menu.click(effects.x + effects.w - 2, effects.y + 2, 1280, 720),
            Action::kVolumeChanged);
  EXPECT_EQ(menu.effects(), 10);
  EXPECT_EQ(menu.click(0, 0, 1280, 720), Action::kNone);  // outside every button
  // The buttons do not overlap and stay on screen.
  for (std::size_t i = 1; i < boxes.size(); ++i)
    EXPECT_GE(boxes[i].y, boxes[i - 1].y + boxes[i - 1].h);
  EXPECT_LE(boxes.back().y + boxes.back().h, 720);
}

TEST(PauseMenu, master_volume_is_its_own_row_and_set_volumes_clamps) {
  PauseMenu menu;
  menu.key("Down");
  menu.key("Down");
  EXPECT_EQ(menu.selected(), Item::kMaster);
  EXPECT_EQ(menu.key("Left"), Action::kVolumeChanged);
  EXPECT_EQ(menu.master(), 9);
  EXPECT_DOUBLE_EQ(menu.master_volume(), 0.9);
  EXPECT_EQ(menu.music(), 8);  // the other rows are untouched
  EXPECT_NE(menu.label(Item::kMaster).find("Master"), std::string::npos);
  menu.set_volumes(-3, 4, 99);
  EXPECT_EQ(menu.master(), 0);
  EXPECT_EQ(menu.music(), 4);
  EXPECT_EQ(menu.effects(), 10);
}

}  // namespace
}  // namespace hp::view
