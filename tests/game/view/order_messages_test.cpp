// Order messages: each reason says what happened, and a hero's says it can still act.
#include "game/view/text/order_messages.h"

#include <gtest/gtest.h>

#include "game/sim/world/world.h"

namespace hp::view {
namespace {

sim::Unit unit(std::string name, sim::Side side) {
  sim::Unit u;
  u.spec.name = std::move(name);
  u.spec.side = side;
  return u;
}

TEST(OrderMessages, a_heros_abandoned_order_says_why_and_that_it_can_still_act) {
  const sim::Unit shytor = unit("Shytor", sim::Side::kHero);
  const sim::Unit otto = unit("Otto", sim::Side::kEnemy);
  EXPECT_EQ(abandoned_order_message(shytor, otto, sim::AbandonReason::kNoPath),
            "Shytor cannot reach Otto: walls close every way. Shytor can still act");
  EXPECT_EQ(abandoned_order_message(shytor, otto, sim::AbandonReason::kStuck),
            "Shytor could not get through to Otto and gave up. Shytor can still act");
  EXPECT_EQ(abandoned_order_message(shytor, otto, sim::AbandonReason::kTargetDown),
            "Otto was knocked out before Shytor got there. Shytor can still act");
}

TEST(OrderMessages, a_hero_that_cannot_get_home_says_so_and_where_it_stays) {
  EXPECT_EQ(stranded_message(unit("Shytor", sim::Side::kHero)),
            "Shytor cannot get back to the spot: the way is blocked. Shytor stays here");
}

TEST(OrderMessages, an_abandoned_enemy_attack_only_says_why) {
  EXPECT_EQ(abandoned_order_message(unit("Otto", sim::Side::kEnemy),
                                    unit("Shytor", sim::Side::kHero), sim::AbandonReason::kStuck),
            "Otto could not get through to Shytor and gave up");
}

TEST(OrderMessages, each_attack_refusal_has_its_own_words) {
  const sim::Unit ann = unit("Ann", sim::Side::kHero);
  const sim::Unit ogre = unit("Ogre", sim::Side::kEnemy);
  EXPECT_EQ(attack_refusal_message(ann, ogre, sim::AttackCheck::kOk), "");
  EXPECT_EQ(attack_refusal_message(ann, ogre, sim::AttackCheck::kAlreadyAttacked),
            "Ann has attacked this turn; it can still move");
  EXPECT_EQ(attack_refusal_message(ann, ogre, sim::AttackCheck::kNotNow),
            "Wait: Ann cannot attack now");
  EXPECT_EQ(attack_refusal_message(ann, ogre, sim::AttackCheck::kNoHero),
            "Ann is not a hero that can attack");
  EXPECT_EQ(attack_refusal_message(ann, ogre, sim::AttackCheck::kNoEnemy),
            "Ogre is not an enemy Ann can attack");
}

TEST(OrderMessages, no_orders_now_says_why) {
  EXPECT_EQ(orders_now_refusal_message(sim::OrdersNow::kYes), "");
  EXPECT_EQ(orders_now_refusal_message(sim::OrdersNow::kBattleOver), "The battle is over");
  EXPECT_EQ(orders_now_refusal_message(sim::OrdersNow::kEnemiesTurn),
            "Wait: it is the enemies' turn");
}

}  // namespace
}  // namespace hp::view
