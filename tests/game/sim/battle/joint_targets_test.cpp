// choose_joint_targets: examples for each rule, and random cases held to the invariants (every
// target in reach, no blow at a hero already down, no knock-out left on the table, and no
// spread blows where they could have knocked a hero out).
#include "game/sim/battle/joint_targets.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

namespace hp::sim {
namespace {

using Targets = std::vector<std::optional<std::size_t>>;

TEST(JointTargets, two_enemies_that_can_knock_a_hero_out_together_do) {
  // Each alone would hit the nearer hero (0); together they knock out hero 1 (5 HP).
  const JointHero heroes[] = {{10, false}, {5, false}};
  const JointEnemy enemies[] = {{3, {{0, 50}, {1, 200}}}, {3, {{0, 40}, {1, 250}}}};
  EXPECT_EQ(choose_joint_targets(heroes, enemies), (Targets{1, 1}));
}

TEST(JointTargets, no_more_attackers_than_the_knock_out_needs) {
  // Hero 0 (3 HP) falls to one blow; the second enemy goes for the other hero.
  const JointHero heroes[] = {{3, false}, {10, false}};
  const JointEnemy enemies[] = {{3, {{0, 10}, {1, 90}}}, {3, {{0, 20}, {1, 80}}}};
  const Targets t = choose_joint_targets(heroes, enemies);
  EXPECT_EQ(t[0], 0u);
  EXPECT_EQ(t[1], 1u);
}

TEST(JointTargets, the_decisive_hero_comes_first) {
  // Both heroes can be knocked out, not both at once: the one whose fall decides goes.
  const JointHero heroes[] = {{3, false}, {6, true}};
  const JointEnemy enemies[] = {{3, {{0, 10}, {1, 90}}}, {3, {{0, 20}, {1, 80}}}};
  EXPECT_EQ(choose_joint_targets(heroes, enemies), (Targets{1, 1}));
}

TEST(JointTargets, the_fewest_attackers_first_frees_the_rest) {
  // Hero 1 needs one blow, hero 0 two: all three enemies reach both. One on hero 1, two on 0.
  const JointHero heroes[] = {{6, false}, {3, false}};
  const JointEnemy enemies[] = {
      {3, {{0, 10}, {1, 10}}}, {3, {{0, 10}, {1, 10}}}, {3, {{0, 10}, {1, 10}}}};
  const Targets t = choose_joint_targets(heroes, enemies);
  EXPECT_EQ(std::count(t.begin(), t.end(), std::optional<std::size_t>{1}), 1);
  EXPECT_EQ(std::count(t.begin(), t.end(), std::optional<std::size_t>{0}), 2);
}

TEST(JointTargets, without_a_knock_out_blows_go_to_the_most_worn_hero) {
  const JointHero heroes[] = {{9, false}, {8, false}};
  const JointEnemy enemies[] = {{3, {{0, 10}, {1, 100}}}, {3, {{0, 10}, {1, 100}}}};
  // 8 -> 5 after the first blow, still the most worn: both go to hero 1.
  EXPECT_EQ(choose_joint_targets(heroes, enemies), (Targets{1, 1}));
}

TEST(JointTargets, an_enemy_whose_only_hero_falls_to_others_attacks_no_one) {
  const JointHero heroes[] = {{3, false}};
  const JointEnemy enemies[] = {{3, {{0, 10}}}, {3, {{0, 20}}}, {4, {}}};
  const Targets t = choose_joint_targets(heroes, enemies);
  EXPECT_EQ(std::count(t.begin(), t.end(), std::optional<std::size_t>{0}), 1);
  EXPECT_FALSE(t[2]);
}

// Random cases: 1-4 heroes, 0-7 enemies, random reach.
TEST(JointTargets, random_cases_keep_the_invariants) {
  std::mt19937 rng(29);
  for (int trial = 0; trial < 20000; ++trial) {
    std::vector<JointHero> heroes(std::uniform_int_distribution<int>(1, 4)(rng));
    for (JointHero& h : heroes) {
      h.hp = std::uniform_int_distribution<int>(1, 14)(rng);
      h.decisive = std::uniform_int_distribution<int>(0, 5)(rng) == 0;
    }
    std::vector<JointEnemy> enemies(std::uniform_int_distribution<int>(0, 7)(rng));
    for (JointEnemy& e : enemies) {
      e.attack = std::uniform_int_distribution<int>(1, 5)(rng);
      for (std::size_t h = 0; h < heroes.size(); ++h) {
        if (rng() % 2) e.reach.push_back({h, std::uniform_real_distribution<double>(0, 288)(rng)});
      }
    }
    const Targets t = choose_joint_targets(heroes, enemies);
    ASSERT_EQ(t.size(), enemies.size());
    // Blows in acting order: none at a hero already down, every target within reach.
    std::vector<int> hp(heroes.size());
    for (std::size_t h = 0; h < heroes.size(); ++h) hp[h] = heroes[h].hp;
    for (std::size_t e = 0; e < enemies.size(); ++e) {
      if (!t[e]) continue;
      const std::size_t h = *t[e];
      ASSERT_TRUE(std::any_of(enemies[e].reach.begin(), enemies[e].reach.end(),
                              [&](const JointReach& r) { return r.hero == h; }))
          << "trial " << trial;
      ASSERT_GT(hp[h], 0) << "trial " << trial << ": enemy " << e << " sent at a hero down";
      hp[h] -= enemies[e].attack;
    }
    // No knock-out left on the table: when nobody falls, no hero could have been knocked out by
    // every enemy that reaches it.
    if (std::all_of(hp.begin(), hp.end(), [](int left) { return left > 0; })) {
      for (std::size_t h = 0; h < heroes.size(); ++h) {
        int could = 0;
        for (const JointEnemy& e : enemies) {
          for (const JointReach& r : e.reach) could += r.hero == h ? e.attack : 0;
        }
        ASSERT_LT(could, heroes[h].hp) << "trial " << trial << ": hero " << h << " spared";
      }
    }
    // Every enemy with a standing hero in reach attacks someone.
    for (std::size_t e = 0; e < enemies.size(); ++e) {
      const bool standing_in_reach =
          std::any_of(enemies[e].reach.begin(), enemies[e].reach.end(),
                      [&](const JointReach& r) { return hp[r.hero] > 0; });
      if (standing_in_reach) {
        ASSERT_TRUE(t[e]) << "trial " << trial << ": enemy " << e << " idle";
      }
    }
    // A decisive hero that could be knocked out by all who reach it, when no other decisive hero
    // competes for them, is knocked out.
    int decisive = 0;
    for (const JointHero& h : heroes) decisive += h.decisive ? 1 : 0;
    for (std::size_t h = 0; h < heroes.size() && decisive == 1; ++h) {
      if (!heroes[h].decisive) continue;
      int could = 0;
      for (const JointEnemy& e : enemies) {
        for (const JointReach& r : e.reach) could += r.hero == h ? e.attack : 0;
      }
      if (could >= heroes[h].hp) {
        ASSERT_LE(hp[h], 0) << "trial " << trial;
      }
    }
  }
}

}  // namespace
}  // namespace hp::sim
