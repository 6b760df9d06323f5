// Unit looks: an enemy's strength shows from its HP and slam, never its name.
#include "game/view/battlefield/unit_look.h"

#include <gtest/gtest.h>

namespace hp::view {
namespace {

sim::UnitSpec enemy(int hp, int attack, const std::string& name = "Grub") {
  sim::UnitSpec spec;
  spec.name = name;
  spec.side = sim::Side::kEnemy;
  spec.hp = hp;
  spec.attack = attack;
  return spec;
}

TEST(UnitLook, the_default_enemy_looks_normal_and_scores_one) {
  EXPECT_DOUBLE_EQ(threat(enemy(10, 3)), 1.0);
  EXPECT_EQ(look_tier(enemy(10, 3)), LookTier::kNormal);
  EXPECT_EQ(look_tier(enemy(12, 3)), LookTier::kNormal);  // the campaign's sturdier guards
}

TEST(UnitLook, little_hp_or_a_weak_slam_looks_weak) {
  EXPECT_EQ(look_tier(enemy(8, 3)), LookTier::kWeak);   // at the threshold
  EXPECT_EQ(look_tier(enemy(12, 2)), LookTier::kWeak);  // sturdy but feeble: 0.8 exactly
  EXPECT_EQ(look_tier(enemy(4, 1)), LookTier::kWeak);
  EXPECT_EQ(look_tier(enemy(9, 3)), LookTier::kNormal);
}

TEST(UnitLook, much_hp_or_a_hard_slam_looks_strong) {
  EXPECT_EQ(look_tier(enemy(14, 4)), LookTier::kStrong);  // fortress's Brute
  EXPECT_EQ(look_tier(enemy(15, 3)), LookTier::kStrong);  // at the threshold
  EXPECT_EQ(look_tier(enemy(10, 5)), LookTier::kStrong);
  EXPECT_EQ(look_tier(enemy(14, 3)), LookTier::kNormal);
}

TEST(UnitLook, the_look_comes_from_stats_not_the_name) {
  EXPECT_EQ(look_tier(enemy(10, 3, "Brute")), LookTier::kNormal);
  EXPECT_EQ(look_tier(enemy(20, 6, "Tiny")), LookTier::kStrong);
}

TEST(UnitLook, heroes_have_one_look_whatever_their_stats) {
  sim::UnitSpec hero = enemy(30, 9);
  hero.side = sim::Side::kHero;
  EXPECT_EQ(look_tier(hero), LookTier::kNormal);
}

TEST(UnitLook, stronger_looks_are_drawn_bigger_and_named_in_the_tooltip) {
  EXPECT_LT(figure_scale(LookTier::kWeak), figure_scale(LookTier::kNormal));
  EXPECT_DOUBLE_EQ(figure_scale(LookTier::kNormal), 1.0);
  EXPECT_GT(figure_scale(LookTier::kStrong), figure_scale(LookTier::kNormal));
  EXPECT_STREQ(look_word(LookTier::kStrong), "strong");
  EXPECT_STREQ(look_word(LookTier::kWeak), "weak");
  EXPECT_STREQ(look_word(LookTier::kNormal), "");
}

TEST(UnitLook, the_tier_never_falls_as_hp_or_slam_grows) {
  for (int hp = 1; hp <= 40; ++hp) {
    for (int attack = 1; attack <= 12; ++attack) {
      const int tier = static_cast<int>(look_tier(enemy(hp, attack)));
      EXPECT_LE(tier, static_cast<int>(look_tier(enemy(hp + 1, attack)))) << hp << " " << attack;
      EXPECT_LE(tier, static_cast<int>(look_tier(enemy(hp, attack + 1)))) << hp << " " << attack;
    }
  }
}

}  // namespace
}  // namespace hp::view
