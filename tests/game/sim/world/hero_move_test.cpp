// The Move order: a hero walks to open ground once a turn and that spot becomes its home; bad
// spots are refused with the reason; the enemies' intents follow the new positions.
#include <gtest/gtest.h>

#include <algorithm>

#include "game/sim/battle/enemy_tactics.h"
#include "game/sim/world/world.h"
#include "tests/game/sim/support/event_subject.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::sim {
namespace {

using test::enemy;
using test::field;
using test::hero;
using test::id_of;
using test::move;

template <class Kind>
bool has_event(const World& world, UnitId subject) {
  return std::any_of(world.events().begin(), world.events().end(), [&](const Event& e) {
    return std::holds_alternative<Kind>(e) && test::subject_of(e) == subject;
  });
}

// Steps until nothing plays out; returns the ticks taken.
int settle(World& world, int limit = 60 * 30) {
  int ticks = 0;
  while (world.busy() && ticks < limit) {
    world.step({});
    ++ticks;
  }
  return ticks;
}

TEST(UnitMove, a_hero_walks_to_the_spot_and_it_becomes_home_once_a_turn) {
  World world(field({hero("Ann", {100, 240}), hero("Bo", {100, 400}), enemy("Gus", {560, 240})}));
  const UnitId ann = id_of(world, "Ann");
  const Vec2 spot{260, 120};
  ASSERT_EQ(world.check_move(ann, spot), MoveCheck::kOk);
  EXPECT_EQ(world.check_move(ann, {520, 60}), MoveCheck::kTooFar);  // past its 288 px reach
  world.step(move(world, "Ann", spot));
  EXPECT_TRUE(has_event<MoveStarted>(world, ann));
  EXPECT_TRUE(world.busy());
  EXPECT_FALSE(world.waiting_for_player());
  EXPECT_EQ(world.acting_unit(), ann);
  bool moved_event = false;
  for (int tick = 0; tick < 60 * 10 && world.busy(); ++tick) {
    world.step({});
    moved_event = moved_event || has_event<Moved>(world, ann);
  }
  EXPECT_TRUE(moved_event);
  const Unit& a = *world.unit(ann);
  EXPECT_EQ(a.position, spot);
  EXPECT_EQ(a.home, spot);
  EXPECT_TRUE(world.turns().has_moved(ann.index));
  EXPECT_TRUE(world.waiting_for_player());
  // Moving does not spend the attack; a second move does not happen.
  EXPECT_TRUE(world.can_order(ann));
  EXPECT_FALSE(world.can_move(ann));
  EXPECT_EQ(world.check_move(ann, {300, 300}), MoveCheck::kAlreadyMoved);
  world.step(move(world, "Ann", {300, 300}));
  EXPECT_TRUE(has_event<OrderRejected>(world, ann));
  EXPECT_EQ(world.unit(ann)->position, spot);
  // The attack walks back to the new home.
  world.step(test::attack(world, "Ann", "Gus"));
  settle(world);
  EXPECT_EQ(world.unit(ann)->position, spot);
}

TEST(UnitMove, a_hero_may_move_after_its_attack_and_again_next_turn) {
  World world(field({hero("Ann", {100, 240}), hero("Bo", {100, 400}), enemy("Gus", {560, 240})}));
  const UnitId ann = id_of(world, "Ann");
  world.step(test::attack(world, "Ann", "Gus"));
  settle(world);
  ASSERT_TRUE(world.turns().has_acted(ann.index));
  EXPECT_TRUE(world.can_move(ann));
  world.step(move(world, "Ann", {200, 100}));
  settle(world);
  EXPECT_EQ(world.unit(ann)->position, (Vec2{200, 100}));
  Commands end;
  end.end_turn = true;
  world.step(end);
  for (int tick = 0; tick < 60 * 60 && world.turns().side != TurnSide::kPlayer; ++tick) {
    world.step({});
  }
  ASSERT_EQ(world.turns().side, TurnSide::kPlayer);
  test::finish_planning(world);
  EXPECT_TRUE(world.can_move(ann));
}

TEST(UnitMove, bad_spots_are_refused_with_the_reason) {
  WorldSetup setup =
      field({hero("Ann", {100, 240}), hero("Bo", {100, 400}), enemy("Gus", {560, 240})});
  setup.walls.boxes.push_back({300, 0, 40, 480});     // a wall across the field...
  setup.walls.boxes.push_back({400, 200, 100, 100});  // ...and a block
  World world(std::move(setup));
  const UnitId ann = id_of(world, "Ann");
  EXPECT_EQ(world.check_move(ann, {450, 250}), MoveCheck::kNoRoom);  // inside the block
  EXPECT_EQ(world.check_move(ann, {-20, 240}), MoveCheck::kNoRoom);  // off the map
  EXPECT_EQ(world.check_move(ann, {100, 395}), MoveCheck::kNoRoom);  // on Bo
  EXPECT_EQ(world.check_move(ann, {560, 100}), MoveCheck::kNoWay);   // beyond the wall
  EXPECT_EQ(world.check_move(ann, {200, 100}), MoveCheck::kOk);
  const Vec2 before = world.unit(ann)->position;
  world.step(move(world, "Ann", {560, 100}));
  EXPECT_TRUE(has_event<OrderRejected>(world, ann));
  EXPECT_FALSE(world.busy());
  EXPECT_EQ(world.unit(ann)->position, before);
  EXPECT_TRUE(world.can_move(ann));
  // Not a hero's move to give, and not while something plays out.
  EXPECT_EQ(world.check_move(id_of(world, "Gus"), {500, 100}), MoveCheck::kNotNow);
}

TEST(UnitMove, stepping_out_of_reach_turns_the_attack_into_an_advance) {
  World world(field({hero("Ann", {380, 240}), hero("Bo", {300, 440}), enemy("Gus", {560, 240})}));
  const UnitId gus = id_of(world, "Gus");
  ASSERT_EQ(world.intent(gus), id_of(world, "Ann"));  // 180 px away: within its 288 px reach
  EXPECT_FALSE(world.advance(gus));
  world.step(move(world, "Ann", {150, 100}));
  settle(world);
  EXPECT_FALSE(world.intent(gus));  // nobody within reach now...
  const std::optional<Vec2> stop = world.advance(gus);
  ASSERT_TRUE(stop);  // ...so it walks its reach toward the nearest (Bo), and stands there
  const Unit& g = *world.unit(gus);
  EXPECT_NEAR(distance(*stop, g.position), g.reach(), 1.0);  // a straight way on open ground
  EXPECT_LT(distance(*stop, world.unit(id_of(world, "Bo"))->position),
            distance(*stop, world.unit(id_of(world, "Ann"))->position));
  // The enemies' turn carries it out; the next turn Bo is within its reach.
  Commands end;
  end.end_turn = true;
  world.step(end);
  for (int tick = 0; tick < 60 * 60 && world.turns().side != TurnSide::kPlayer; ++tick) {
    world.step({});
  }
  EXPECT_EQ(world.unit(gus)->position, *stop);
  EXPECT_EQ(world.unit(gus)->home, *stop);
  EXPECT_EQ(world.unit(id_of(world, "Bo"))->hp, 10);  // not attacked this turn
  test::finish_planning(world);
  EXPECT_EQ(world.intent(gus), id_of(world, "Bo"));
}

TEST(UnitMove, a_copied_world_moves_the_same_and_the_original_stays) {
  World world(field({hero("Ann", {100, 240}), hero("Bo", {100, 400}), enemy("Gus", {560, 240})}));
  world.step(move(world, "Ann", {300, 200}));
  const Vec2 at_copy = world.unit(id_of(world, "Ann"))->position;
  World copy(world);
  for (int tick = 0; tick < 30; ++tick) copy.step({});
  EXPECT_EQ(world.unit(id_of(world, "Ann"))->position, at_copy);
  EXPECT_NE(copy.unit(id_of(copy, "Ann"))->position, at_copy);
  for (int tick = 0; tick < 30; ++tick) world.step({});
  EXPECT_EQ(world.state_hash(), copy.state_hash());
}

}  // namespace
}  // namespace hp::sim

namespace hp::sim {
namespace {

// Units block: three heroes shoulder to shoulder close a corridor (walls fill the band
// x 250..330 but for y 200..280), so the wounded hero behind them cannot be reached; the enemy
// attacks one of the line, and never gets past it.
TEST(UnitsBlock, heroes_shoulder_to_shoulder_shield_a_wounded_one_behind_them) {
  WorldSetup setup = test::field({test::hero("Wen", {150, 240}, 2), test::hero("Ann", {290, 214}),
                                  test::hero("Bo", {290, 240}), test::hero("Cy", {290, 266}),
                                  test::enemy("Gus", {540, 240})});
  setup.walls.boxes.push_back({250, 0, 80, 200});
  setup.walls.boxes.push_back({250, 280, 80, 200});
  World world(std::move(setup));
  const UnitId gus = test::id_of(world, "Gus");
  const std::optional<UnitId> target = world.intent(gus);
  ASSERT_TRUE(target);
  EXPECT_NE(*target, test::id_of(world, "Wen"));
  Commands end;
  end.end_turn = true;
  world.step(end);
  double westmost = world.unit(gus)->position.x;
  for (int tick = 0; tick < 60 * 60 && world.turns().side != TurnSide::kPlayer; ++tick) {
    world.step({});
    westmost = std::min(westmost, world.unit(gus)->position.x);
  }
  EXPECT_EQ(world.unit(test::id_of(world, "Wen"))->hp, 2);
  EXPECT_EQ(world.unit(*target)->hp, 7);  // the line took the blow
  EXPECT_GT(westmost, 290.0);             // and the enemy never got past it
}

}  // namespace
}  // namespace hp::sim

namespace hp::sim {
namespace {

// Reach is measured to touching the hero, not to its centre; an advance stops short of touching
// (a standing hero keeps walkers a margin off) and so always gets where it was shown to go.
TEST(EnemyReach, counts_the_walk_to_touching_and_an_advance_reaches_its_shown_stop) {
  // 308 px between centres, 282.4 px to touching: within the 288 px reach.
  World near(test::field({test::hero("Ann", {100, 240}), test::enemy("Gus", {408, 240})}));
  EXPECT_EQ(near.intent(test::id_of(near, "Gus")), test::id_of(near, "Ann"));
  // 300 px to touching: out of reach by 12 px, so it walks up and stops short.
  World far(test::field({test::hero("Ann", {100, 240}), test::enemy("Gus", {425.6, 240})}));
  const UnitId gus = test::id_of(far, "Gus");
  EXPECT_FALSE(far.intent(gus));
  const std::optional<Vec2> stop = far.advance(gus);
  ASSERT_TRUE(stop);
  EXPECT_GE(distance(*stop, far.unit(test::id_of(far, "Ann"))->position), 25.6 + 8.0 - 1e-6);
  Commands end;
  end.end_turn = true;
  far.step(end);
  bool gave_up = false;
  for (int tick = 0; tick < 60 * 30 && far.turns().side != TurnSide::kPlayer; ++tick) {
    far.step({});
    for (const Event& e : far.events()) gave_up |= std::holds_alternative<OrderAbandoned>(e);
  }
  EXPECT_FALSE(gave_up);
  EXPECT_EQ(far.unit(gus)->position, *stop);
}

}  // namespace
}  // namespace hp::sim
