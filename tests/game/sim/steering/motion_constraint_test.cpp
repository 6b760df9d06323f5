// disc_contact and slide_move: a disc never ends a move inside another, whatever it was asked.
#include "game/sim/steering/motion_constraint.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "game/sim/steering/disc_contact.h"

namespace hp::sim {
namespace {

double gap_to(Vec2 centre, double radius, const Obstacle& o) {
  return distance(centre, o.position) - radius - o.radius;
}

Vec2 slide_among(Vec2 from, Vec2 delta, double radius, const std::vector<Obstacle>& discs) {
  return slide_move(from, delta,
                    [&](Vec2 p, Vec2 d) { return first_disc_contact(p, d, radius, discs); });
}

TEST(DiscContact, a_head_on_move_stops_a_skin_short_of_touching) {
  const Contact c = disc_contact({0, 0}, {100, 0}, 10, {{50, 0}, 10});
  ASSERT_TRUE(c.hit());
  EXPECT_NEAR(c.fraction, (30.0 - kContactSkin) / 100.0, 1e-12);
  EXPECT_NEAR(c.normal.x, -1.0, 1e-12);
  EXPECT_NEAR(c.normal.y, 0.0, 1e-12);
}

TEST(DiscContact, a_move_that_passes_wide_or_falls_short_is_free) {
  EXPECT_FALSE(disc_contact({0, 0}, {100, 0}, 10, {{50, 25}, 10}).hit());
  EXPECT_FALSE(disc_contact({0, 0}, {20, 0}, 10, {{50, 0}, 10}).hit());
  EXPECT_FALSE(disc_contact({0, 0}, {-100, 0}, 10, {{50, 0}, 10}).hit());
}

TEST(DiscContact, touching_discs_may_part_or_slide_but_not_press_in) {
  const Obstacle other{{20, 0}, 10};
  EXPECT_FALSE(disc_contact({0, 0}, {-5, 0}, 10, other).hit());
  EXPECT_FALSE(disc_contact({0, 0}, {0, 5}, 10, other).hit());
  const Contact in = disc_contact({0, 0}, {5, 1}, 10, other);
  EXPECT_EQ(in.fraction, 0.0);
}

TEST(DiscContact, coincident_centres_and_zero_moves_never_give_nan) {
  const Contact on_top = disc_contact({5, 5}, {1, 0}, 10, {{5, 5}, 10});
  EXPECT_TRUE(std::isfinite(on_top.fraction));
  EXPECT_TRUE(is_finite(on_top.normal));
  EXPECT_FALSE(disc_contact({0, 0}, {0, 0}, 10, {{15, 0}, 10}).hit());
}

TEST(SlideMove, a_disc_pressed_into_another_glides_round_it) {
  // Walking east into a disc below the line: the slide carries it up and past.
  const std::vector<Obstacle> discs{{{30, 8}, 10}};
  Vec2 at{0, 0};
  for (int i = 0; i < 60; ++i) at = slide_among(at, {2, 0}, 10, discs);
  EXPECT_GT(at.x, 40.0);
  EXPECT_GE(gap_to(at, 10, discs[0]), 0.0);
}

TEST(SlideMove, random_moves_among_random_discs_never_end_overlapping) {
  std::mt19937_64 rng(0xd15c);
  std::uniform_real_distribution<double> coord(-60, 60), step(-30, 30), size(2, 15);
  int moves = 0;
  for (int scene = 0; scene < 2000; ++scene) {
    std::vector<Obstacle> discs;
    for (int i = 0; i < 8; ++i) discs.push_back({{coord(rng), coord(rng)}, size(rng)});
    const double radius = size(rng);
    Vec2 at{coord(rng), coord(rng)};
    bool clear = true;
    for (const Obstacle& d : discs) clear = clear && gap_to(at, radius, d) >= 0.0;
    if (!clear) continue;
    for (int i = 0; i < 50; ++i, ++moves) {
      at = slide_among(at, {step(rng), step(rng)}, radius, discs);
      ASSERT_TRUE(is_finite(at));
      for (const Obstacle& d : discs) ASSERT_GE(gap_to(at, radius, d), 0.0) << "scene " << scene;
    }
  }
  EXPECT_GT(moves, 10000);
}

}  // namespace
}  // namespace hp::sim
