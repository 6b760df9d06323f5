// Tooltip placement: the box hides neither the hovered unit nor its neighbours where it can, and
// always stays inside the view; unit labels stay inside the view too.
#include "game/view/screens/tooltip_placement.h"

#include <gtest/gtest.h>

#include <random>
#include <tuple>
#include <vector>

#include "game/view/battlefield/world_view.h"
#include "game/view/canvas/label_board.h"

namespace hp::view {
namespace {

const ScreenRect kView{0, 40, 1280, 680};  // below a 40-px top bar
constexpr double kGap = 6;
constexpr double kW = 180, kH = 70;  // a typical tooltip

ScreenRect figure_at(double cx, double cy) {
  return {cx - 24, cy - 60, 48, 76};  // about a unit's figure with its name and bar at zoom 1
}

TEST(TooltipPlacement, with_room_all_round_it_goes_above_the_unit) {
  const ScreenRect hovered = figure_at(640, 400);
  const ScreenRect box = place_tooltip(kW, kH, hovered, {}, kView, kGap);
  EXPECT_DOUBLE_EQ(box.bottom(), hovered.y - kGap);
  EXPECT_DOUBLE_EQ(box.x + box.w / 2, hovered.x + hovered.w / 2);
}

TEST(TooltipPlacement, a_unit_at_the_top_of_the_view_gets_it_below) {
  const ScreenRect hovered = figure_at(640, 110);
  const ScreenRect box = place_tooltip(kW, kH, hovered, {}, kView, kGap);
  EXPECT_DOUBLE_EQ(box.y, hovered.bottom() + kGap);
  EXPECT_TRUE(inside(box, kView));
}

TEST(TooltipPlacement, a_neighbour_above_and_below_sends_it_to_the_side) {
  const ScreenRect hovered = figure_at(640, 400);
  const std::vector<ScreenRect> others{figure_at(640, 300), figure_at(640, 500)};
  const ScreenRect box = place_tooltip(kW, kH, hovered, others, kView, kGap);
  EXPECT_DOUBLE_EQ(box.x, hovered.right() + kGap);
  for (const ScreenRect& other : others) EXPECT_FALSE(overlaps(box, other));
}

TEST(TooltipPlacement, a_unit_in_the_corner_keeps_it_inside_the_view) {
  const ScreenRect hovered = figure_at(1270, 700);
  const ScreenRect box = place_tooltip(kW, kH, hovered, {}, kView, kGap);
  EXPECT_TRUE(inside(box, kView));
  EXPECT_FALSE(overlaps(box, hovered));
}

TEST(TooltipPlacement, a_box_bigger_than_the_view_starts_at_its_top_left) {
  const ScreenRect small{0, 40, 100, 50};
  const ScreenRect box = place_tooltip(kW, kH, figure_at(50, 60), {}, small, kGap);
  EXPECT_DOUBLE_EQ(box.x, 0);
  EXPECT_DOUBLE_EQ(box.y, 40);
}

// Issue 29: a unit just under the objective panel (top left, under the top bar) had its tooltip
// put above it, over the panel, which is drawn on top of it. It goes below instead.
TEST(TooltipPlacement, a_unit_under_the_objective_panel_keeps_its_tooltip_off_the_panel) {
  const ScreenRect panel{6, 46, 260, 50};
  const ScreenRect hovered = figure_at(120, 190);
  const ScreenRect box = place_tooltip(kW, kH, hovered, {}, kView, kGap, std::span(&panel, 1));
  EXPECT_FALSE(overlaps(box, panel));
  EXPECT_FALSE(overlaps(box, hovered));
  EXPECT_TRUE(inside(box, kView));
}

// Nothing clear anywhere: covering a unit is better than going under a panel, which hides the
// tooltip's words.
TEST(TooltipPlacement, with_no_clear_place_it_covers_a_unit_rather_than_a_panel) {
  const ScreenRect hovered = figure_at(640, 400);
  const std::vector<ScreenRect> panels{{0, 40, 1280, 280}};  // all above it
  const std::vector<ScreenRect> others{figure_at(640, 500), figure_at(460, 400),
                                       figure_at(820, 400)};
  const ScreenRect box = place_tooltip(kW, kH, hovered, others, kView, kGap, panels);
  EXPECT_FALSE(overlaps(box, panels[0]));
  EXPECT_FALSE(overlaps(box, hovered));
}

// Random crowds: units scattered over the view (some in clumps, some at the edges), random
// tooltip sizes, a random one hovered.
struct Layout {
  ScreenRect view;
  ScreenRect hovered;
  std::vector<ScreenRect> others;
  double w = 0, h = 0;
};

Layout random_layout(std::mt19937& rng) {
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  Layout l;
  l.view = {0, 40 * unit(rng), 320 + 1200 * unit(rng), 240 + 700 * unit(rng)};
  const double zoom = 0.5 + 2.5 * unit(rng);
  auto random_figure = [&](double cx, double cy) {
    return ScreenRect{cx - 24 * zoom, cy - 60 * zoom, 48 * zoom, 76 * zoom};
  };
  auto anywhere = [&] {
    return Vec2{l.view.x + l.view.w * (unit(rng) * 1.1 - 0.05),
                l.view.y + l.view.h * (unit(rng) * 1.1 - 0.05)};
  };
  const Vec2 at = anywhere();
  l.hovered = random_figure(at.x, at.y);
  const int count = static_cast<int>(unit(rng) * 30);
  const double spread = 30 + 400 * unit(rng);  // small: a clump round the hovered unit
  for (int i = 0; i < count; ++i) {
    const Vec2 p = unit(rng) < 0.6
                       ? at + Vec2{(unit(rng) - 0.5) * 2 * spread, (unit(rng) - 0.5) * 2 * spread}
                       : anywhere();
    l.others.push_back(random_figure(p.x, p.y));
  }
  l.w = 100 + 200 * unit(rng);
  l.h = 50 + 60 * unit(rng);
  return l;
}

TEST(TooltipPlacement, property_always_inside_the_view) {
  std::mt19937 rng(1234);
  for (int trial = 0; trial < 5000; ++trial) {
    const Layout l = random_layout(rng);
    const ScreenRect box = place_tooltip(l.w, l.h, l.hovered, l.others, l.view, kGap);
    ASSERT_TRUE(inside(box, l.view)) << "trial " << trial;
    EXPECT_DOUBLE_EQ(box.w, l.w);
    EXPECT_DOUBLE_EQ(box.h, l.h);
  }
}

TEST(TooltipPlacement, property_never_covers_the_hovered_unit_when_a_candidate_avoids_it) {
  std::mt19937 rng(99);
  int avoidable = 0;
  for (int trial = 0; trial < 5000; ++trial) {
    const Layout l = random_layout(rng);
    bool any_clear = false;
    for (const ScreenRect& c : tooltip_candidates(l.w, l.h, l.hovered, l.view, kGap)) {
      any_clear = any_clear || !overlaps(clamp_into(c, l.view), l.hovered);
    }
    if (!any_clear) continue;
    ++avoidable;
    const ScreenRect box = place_tooltip(l.w, l.h, l.hovered, l.others, l.view, kGap);
    ASSERT_FALSE(overlaps(box, l.hovered)) << "trial " << trial;
  }
  EXPECT_GT(avoidable, 4500);  // the property was really exercised
}

TEST(TooltipPlacement, property_covers_no_unit_when_a_candidate_is_clear_of_all) {
  std::mt19937 rng(7);
  int clear_cases = 0;
  for (int trial = 0; trial < 5000; ++trial) {
    const Layout l = random_layout(rng);
    bool any_clear = false;
    for (const ScreenRect& c : tooltip_candidates(l.w, l.h, l.hovered, l.view, kGap)) {
      bool clear = inside(c, l.view) && !overlaps(c, l.hovered);
      for (const ScreenRect& o : l.others) clear = clear && !overlaps(c, o);
      any_clear = any_clear || clear;
    }
    if (!any_clear) continue;
    ++clear_cases;
    const ScreenRect box = place_tooltip(l.w, l.h, l.hovered, l.others, l.view, kGap);
    EXPECT_FALSE(overlaps(box, l.hovered)) << "trial " << trial;
    for (const ScreenRect& o : l.others) ASSERT_FALSE(overlaps(box, o)) << "trial " << trial;
  }
  EXPECT_GT(clear_cases, 1000);
}

sim::Unit unit_named(const std::string& name) {
  sim::Unit u;
  u.spec.name = name;
  u.spec.radius = 12.8;
  return u;
}

TEST(UnitLabel, a_unit_at_the_top_of_the_view_keeps_its_name_under_the_bar) {
  const sim::Unit u = unit_named("Shytor");
  const LabelLayout label = label_layout(u, {640, 50}, 1.0, 40, 14, kView);
  EXPECT_TRUE(inside(label.name, kView));
  EXPECT_TRUE(inside(label.bar, kView));
  EXPECT_LT(label.name.bottom(), label.bar.y);  // still above its bar
}

TEST(UnitLabel, property_names_and_bars_stay_inside_the_view) {
  std::mt19937 rng(5);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  for (int trial = 0; trial < 2000; ++trial) {
    const sim::Unit u = unit_named("Gatekeeper");
    const Vec2 at{kView.x - 50 + (kView.w + 100) * unit(rng),
                  kView.y - 50 + (kView.h + 100) * unit(rng)};
    const double zoom = 0.5 + 3.5 * unit(rng);
    const LabelLayout label = label_layout(u, at, zoom, 60 * zoom, 14 * zoom, kView);
    ASSERT_TRUE(inside(label.name, kView)) << trial;
    ASSERT_TRUE(inside(label.bar, kView)) << trial;
  }
}

TEST(UnitLabel, the_figure_rect_covers_the_body_and_the_label_above_it) {
  sim::Unit u = unit_named("Brute");
  const ScreenRect r = figure_rect(u, {400, 300}, 1.0);
  const LabelLayout label = label_layout(u, {400, 300}, 1.0, 30, 14, {0, 0, 1000, 1000});
  EXPECT_LE(r.y, label.name.y);
  EXPECT_GE(r.bottom(), 300 + 12.8 * 0.9);  // the feet
  EXPECT_TRUE(inside(label.bar, r));
}

// The bug: zoomed in, units off screen had their names and bars pinned to the view's edge, where
// they merged ("lOttos"). A unit off screen has no label; one on screen keeps its label by it.
TEST(UnitLabel, a_unit_off_screen_has_no_label) {
  EXPECT_FALSE(label_shown({-30, 300}, kView));
  EXPECT_FALSE(label_shown({640, 20}, kView));  // under the top bar
  EXPECT_FALSE(label_shown({1300, 300}, kView));
  EXPECT_FALSE(label_shown({640, 730}, kView));
  EXPECT_TRUE(label_shown({640, 300}, kView));
  EXPECT_TRUE(label_shown({2, 42}, kView));
}

TEST(UnitLabel, close_units_labels_are_laid_out_apart_and_stay_together) {
  // The Watchtower's gate: Gatekeeper and Keel side by side read as "GatekeeperKeel".
  LabelBoard board;
  board.clear(kView);
  const sim::Unit gatekeeper = unit_named("Gatekeeper"), keel = unit_named("Keel");
  std::vector<LabelLayout> placed;
  for (const auto& [u, at, w] :
       {std::tuple{&gatekeeper, Vec2{600, 300}, 80.0}, std::tuple{&keel, Vec2{640, 302}, 30.0}}) {
    const LabelLayout want = label_layout(*u, at, 1.5, w, 16, kView);
    placed.push_back(moved_to(want, board.place(label_block(want), Nudge::kUp, 100)));
    // The name stays over its own bar.
    EXPECT_LT(placed.back().name.bottom(), placed.back().bar.y);
    EXPECT_NEAR(placed.back().bar.y - placed.back().name.bottom(), want.bar.y - want.name.bottom(),
                1e-9);
  }
  EXPECT_FALSE(overlaps(label_block(placed[0]), label_block(placed[1])));
}

}  // namespace
}  // namespace hp::view
