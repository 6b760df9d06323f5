// Label board: labels at their own spot when it is free, else nudged to the nearest free one;
// none covers another, and the same spots give the same layout every frame.
#include "game/view/canvas/label_board.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

namespace hp::view {
namespace {

const ScreenRect kView{0, 40, 1280, 680};
constexpr double kReach = 200;

TEST(LabelBoard, a_lone_label_stays_where_it_wants) {
  LabelBoard board;
  board.clear(kView);
  const ScreenRect want{100, 100, 60, 14};
  const ScreenRect got = board.place(want, Nudge::kUp, kReach);
  EXPECT_DOUBLE_EQ(got.x, want.x);
  EXPECT_DOUBLE_EQ(got.y, want.y);
}

// The Watchtower's gate: Gatekeeper and Keel side by side read as "GatekeeperKeel".
TEST(LabelBoard, two_names_side_by_side_do_not_merge) {
  LabelBoard board;
  board.clear(kView);
  const ScreenRect gatekeeper = board.place({400, 300, 80, 14}, Nudge::kUp, kReach);
  const ScreenRect keel = board.place({470, 302, 30, 14}, Nudge::kUp, kReach);
  EXPECT_FALSE(overlaps(gatekeeper, keel));
  EXPECT_LT(keel.bottom(), gatekeeper.y + 1);  // it climbed over, the first kept its spot
  EXPECT_DOUBLE_EQ(gatekeeper.y, 300);
}

TEST(LabelBoard, a_number_under_a_unit_drops_below_what_is_there) {
  LabelBoard board;
  board.clear(kView);
  const ScreenRect name = board.place({400, 300, 80, 14}, Nudge::kUp, kReach);
  const ScreenRect number = board.place({410, 305, 90, 16}, Nudge::kDown, kReach);
  EXPECT_GE(number.y, name.bottom());
}

TEST(LabelBoard, labels_keep_off_figures_when_they_can) {
  LabelBoard board;
  board.clear(kView);
  const ScreenRect hero{400, 320, 40, 60};
  board.add_figure(hero);
  // "-3 next turn" under one hero, where another hero stands.
  const ScreenRect number = board.place({390, 330, 90, 16}, Nudge::kDown, kReach);
  EXPECT_FALSE(overlaps(number, hero));
}

TEST(LabelBoard, labels_keep_off_a_reserved_panel) {
  LabelBoard board;
  board.clear(kView);
  const ScreenRect panel{8, 48, 260, 70};
  board.reserve(panel);
  const ScreenRect name = board.place({20, 60, 60, 14}, Nudge::kUp, kReach);
  EXPECT_FALSE(overlaps(name, panel));
  EXPECT_TRUE(inside(name, kView));
}

TEST(LabelBoard, a_label_at_the_views_edge_stays_inside_it) {
  LabelBoard board;
  board.clear(kView);
  const ScreenRect got = board.place({1250, 30, 60, 14}, Nudge::kUp, kReach);
  EXPECT_TRUE(inside(got, kView));
}

TEST(LabelBoard, a_label_never_goes_further_than_its_reach) {
  LabelBoard board;
  board.clear(kView);
  board.reserve({0, 40, 1280, 300});  // everything near is taken
  const ScreenRect want{600, 200, 60, 14};
  const ScreenRect got = board.place(want, Nudge::kUp, 50);
  EXPECT_LE(std::hypot(got.x - want.x, got.y - want.y), 50 + 1e-9);
}

// Issue 29: Dana's "-3 next turn" went beside Mickey. Two heroes a step apart, one above the
// other: the lower one's name sits where the upper one's mark wants to go (under its feet). The
// mark must stay plainly nearer its own hero than the neighbour, not slide off beside the
// neighbour's head or under the neighbour's feet.
TEST(LabelBoard, an_intent_mark_stays_by_its_own_hero_when_a_neighbour_stands_close) {
  LabelBoard board;
  board.clear(kView);
  const ScreenRect upper{383, 272, 34, 40}, lower{383, 317, 34, 40};  // the heroes' figures
  board.place({370, 250, 60, 23}, Nudge::kUp, kReach);                // their names and bars
  board.place({370, 295, 60, 23}, Nudge::kUp, kReach);
  board.add_figure(upper);
  board.add_figure(lower);
  const ScreenRect mark = board.place({355, 317, 90, 16}, Nudge::kDown, 52, upper);
  const auto gap = [](const ScreenRect& label, const ScreenRect& figure) {
    const double cx = label.x + label.w / 2, cy = label.y + label.h / 2;
    const double dx = std::max({figure.x - cx, 0.0, cx - figure.right()});
    const double dy = std::max({figure.y - cy, 0.0, cy - figure.bottom()});
    return std::hypot(dx, dy);
  };
  EXPECT_LT(gap(mark, upper) + mark.h / 2, gap(mark, lower))
      << "mark at (" << mark.x << ", " << mark.y << ")";
  for (std::size_t i = 0; i + 1 < board.placed().size(); ++i) {
    EXPECT_FALSE(overlaps(mark, board.placed()[i])) << i;
  }
}

// A mark with room under its own hero stays exactly where a plain label would.
TEST(LabelBoard, an_owned_label_with_room_goes_where_a_plain_one_would) {
  LabelBoard plain, owned;
  const ScreenRect hero{383, 272, 34, 40}, other{600, 272, 34, 40};
  for (LabelBoard* board : {&plain, &owned}) {
    board->clear(kView);
    board->place({370, 250, 60, 23}, Nudge::kUp, kReach);
    board->add_figure(hero);
    board->add_figure(other);
  }
  const ScreenRect a = plain.place({355, 300, 90, 16}, Nudge::kDown, 52);
  const ScreenRect b = owned.place({355, 300, 90, 16}, Nudge::kDown, 52, hero);
  EXPECT_DOUBLE_EQ(a.x, b.x);
  EXPECT_DOUBLE_EQ(a.y, b.y);
}

// Issue 29: "Brakk arrives on turn 3", wanting a spot by the view's right edge over the Undo and
// Reset buttons, was pushed into the view sideways, which used up its reach: it stayed under the
// buttons. Its reach counts from where it first fits in the view.
TEST(LabelBoard, a_label_pushed_in_from_the_views_edge_still_steps_off_a_panel) {
  LabelBoard board;
  board.clear(kView);
  const ScreenRect buttons{882, 680, 388, 30};
  board.reserve(buttons);
  const ScreenRect got = board.place({1081, 678, 261, 24}, Nudge::kDown, 60);
  EXPECT_FALSE(overlaps(got, buttons)) << got.x << ", " << got.y;
  EXPECT_TRUE(inside(got, kView));
}

std::vector<ScreenRect> random_crowd(std::mt19937& rng) {
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::vector<ScreenRect> wants;
  const int count = 2 + static_cast<int>(unit(rng) * 14);
  const double cx = 200 + 800 * unit(rng), cy = 150 + 400 * unit(rng);
  const double spread = 20 + 200 * unit(rng);
  for (int i = 0; i < count; ++i) {
    wants.push_back({cx + (unit(rng) - 0.5) * spread, cy + (unit(rng) - 0.5) * spread,
                     30 + 70 * unit(rng), 12 + 6 * unit(rng)});
  }
  return wants;
}

TEST(LabelBoard, property_crowds_are_laid_out_without_overlaps_when_there_is_room) {
  std::mt19937 rng(29);
  int crowds = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    const std::vector<ScreenRect> wants = random_crowd(rng);
    LabelBoard board;
    board.clear(kView);
    for (const ScreenRect& w : wants) board.place(w, Nudge::kUp, 400);
    const auto placed = board.placed();
    for (std::size_t i = 0; i < placed.size(); ++i) {
      ASSERT_TRUE(inside(placed[i], kView)) << trial;
      for (std::size_t j = i + 1; j < placed.size(); ++j) {
        ASSERT_FALSE(overlaps(placed[i], placed[j])) << "trial " << trial << ": " << i << ", " << j;
      }
    }
    ++crowds;
  }
  EXPECT_EQ(crowds, 2000);
}

TEST(LabelBoard, property_the_same_spots_give_the_same_layout_every_frame) {
  std::mt19937 rng(3);
  for (int trial = 0; trial < 500; ++trial) {
    const std::vector<ScreenRect> wants = random_crowd(rng);
    LabelBoard board;
    std::vector<ScreenRect> first;
    for (int frame = 0; frame < 2; ++frame) {
      board.clear(kView);
      for (const ScreenRect& w : wants) board.place(w, Nudge::kUp, 400);
      if (frame == 0) first.assign(board.placed().begin(), board.placed().end());
    }
    for (std::size_t i = 0; i < first.size(); ++i) {
      ASSERT_DOUBLE_EQ(first[i].x, board.placed()[i].x);
      ASSERT_DOUBLE_EQ(first[i].y, board.placed()[i].y);
    }
  }
}

}  // namespace
}  // namespace hp::view
