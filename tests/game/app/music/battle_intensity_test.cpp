// BattleIntensity on small hand-made sets of units: closeness, wounds, the last enemy, smoothing.
#include "game/app/music/battle_intensity.h"

#include <gtest/gtest.h>

#include <vector>

namespace hp::app {
namespace {

// A unit at x (pixels), 10 hit points, walking 96 px/s (a reach of 288 px), radius 12.
sim::Unit unit(sim::Side side, double x, int hp = 10) {
  sim::Unit u;
  u.spec.side = side;
  u.spec.hp = 10;
  u.spec.radius = 12;
  u.position = Vec2{x, 0};
  u.hp = hp;
  u.knocked_out = hp <= 0;
  return u;
}

double tension(const std::vector<sim::Unit>& units) {
  return battle_tension(units);
}

TEST(BattleIntensity, is_zero_without_both_sides_in_play) {
  EXPECT_EQ(tension({}), 0.0);
  EXPECT_EQ(tension({unit(sim::Side::kHero, 0)}), 0.0);
  EXPECT_EQ(tension({unit(sim::Side::kHero, 0), unit(sim::Side::kEnemy, 30, 0)}), 0.0);
}

TEST(BattleIntensity, rises_as_enemies_close_in) {
  double last = -1;
  for (double x : {2000.0, 1000.0, 700.0, 500.0, 300.0, 100.0}) {
    const double t = tension(
        {unit(sim::Side::kHero, 0), unit(sim::Side::kEnemy, x), unit(sim::Side::kEnemy, 3000)});
    EXPECT_GE(t, last) << x;
    last = t;
  }
  EXPECT_EQ(tension({unit(sim::Side::kHero, 0), unit(sim::Side::kEnemy, 2000),
                     unit(sim::Side::kEnemy, 3000)}),
            0.0);  // far beyond a reach: calm
  EXPECT_NEAR(tension({unit(sim::Side::kHero, 0), unit(sim::Side::kEnemy, 100),
                       unit(sim::Side::kEnemy, 3000)}),
              default_intensity_shape().closeness.at((100.0 - 24) / 288), 1e-9);  // the gap
}

TEST(BattleIntensity, the_nearest_enemy_counts_and_knocked_out_ones_do_not) {
  const double near = tension({unit(sim::Side::kHero, 0), unit(sim::Side::kEnemy, 100),
                               unit(sim::Side::kEnemy, 3000), unit(sim::Side::kEnemy, 4000)});
  const double only_far = tension({unit(sim::Side::kHero, 0), unit(sim::Side::kEnemy, 100, 0),
                                   unit(sim::Side::kEnemy, 3000), unit(sim::Side::kEnemy, 4000)});
  EXPECT_GT(near, only_far);
  EXPECT_EQ(only_far, 0.0);
}

TEST(BattleIntensity, rises_as_heroes_are_wounded) {
  const auto with_hp = [](int a, int b) {
    return tension({unit(sim::Side::kHero, 0, a), unit(sim::Side::kHero, 50, b),
                    unit(sim::Side::kEnemy, 3000), unit(sim::Side::kEnemy, 3500)});
  };
  EXPECT_EQ(with_hp(10, 10), 0.0);
  const IntensityCurve& curve = default_intensity_shape().wounds;
  EXPECT_NEAR(with_hp(5, 10), curve.at(0.25), 1e-9);
  EXPECT_NEAR(with_hp(0, 10), curve.at(0.5), 1e-9);  // a knocked-out hero lost everything
  EXPECT_GT(with_hp(5, 10), 0.0);
  EXPECT_GT(with_hp(2, 3), with_hp(5, 10));
}

TEST(BattleIntensity, the_last_enemy_standing_raises_it) {
  const double two = tension(
      {unit(sim::Side::kHero, 0), unit(sim::Side::kEnemy, 3000), unit(sim::Side::kEnemy, 3000)});
  const double last = tension(
      {unit(sim::Side::kHero, 0), unit(sim::Side::kEnemy, 3000), unit(sim::Side::kEnemy, 3000, 0)});
  EXPECT_EQ(two, 0.0);
  EXPECT_NEAR(last, default_intensity_shape().last_enemy, 1e-9);
  std::vector<sim::Unit> coming = {unit(sim::Side::kHero, 0), unit(sim::Side::kEnemy, 3000),
                                   unit(sim::Side::kEnemy, 3000, 0), unit(sim::Side::kEnemy, 3000)};
  coming.back().arriving = true;  // reinforcements on the way: not the last one
  EXPECT_EQ(tension(coming), 0.0);
}

TEST(BattleIntensity, all_of_it_together_stays_within_one) {
  EXPECT_EQ(tension({unit(sim::Side::kHero, 0, 1), unit(sim::Side::kEnemy, 30),
                     unit(sim::Side::kEnemy, 50, 0)}),
            1.0);
}

TEST(BattleIntensity, follows_smoothly_rising_faster_than_it_falls) {
  const IntensityShape shape = default_intensity_shape();
  IntensityFollower up;
  double previous = 0;
  for (int frame = 1; frame <= 60; ++frame) {  // one second at 60 frames a second
    const double v = up.follow(1.0, 1.0 / 60, shape);
    EXPECT_GT(v, previous);
    EXPECT_LT(v - previous, 0.02);  // no step the stems could jump on
    previous = v;
  }
  EXPECT_NEAR(up.value(), 1 - std::exp(-1 / shape.rise_seconds), 1e-9);
  IntensityFollower down;
  for (int frame = 0; frame < 600; ++frame) down.follow(1.0, 1.0 / 60, shape);
  const double top = down.value();
  for (int frame = 0; frame < 60; ++frame) down.follow(0.0, 1.0 / 60, shape);
  EXPECT_LT(top - down.value(), up.value());  // one second calms less than it excites
}

TEST(BattleIntensity, jittery_tension_gives_a_steady_value) {
  const IntensityShape shape = default_intensity_shape();
  IntensityFollower i;
  for (int frame = 0; frame < 1200; ++frame) i.follow(frame % 2 ? 0.7 : 0.3, 1.0 / 60, shape);
  double lo = 1, hi = 0;
  for (int frame = 0; frame < 120; ++frame) {
    const double v = i.follow(frame % 2 ? 0.7 : 0.3, 1.0 / 60, shape);
    lo = std::min(lo, v);
    hi = std::max(hi, v);
  }
  EXPECT_LT(hi - lo, 0.01);
}

TEST(BattleIntensity, inputs_read_the_units) {
  const std::vector<sim::Unit> units = {unit(sim::Side::kHero, 0, 5), unit(sim::Side::kEnemy, 312),
                                        unit(sim::Side::kEnemy, 3000, 0)};
  const IntensityInputs in = intensity_inputs(units);
  EXPECT_TRUE(in.both_sides);
  EXPECT_NEAR(in.gap_reaches, (312.0 - 24) / units[1].reach(), 1e-9);
  EXPECT_NEAR(in.wounds, 0.5, 1e-9);
  EXPECT_TRUE(in.last_enemy);
  EXPECT_FALSE(intensity_inputs(std::span(units).first(1)).both_sides);
}

}  // namespace
}  // namespace hp::app
