// Turns: each living hero attacks once per player turn; the enemies then attack by themselves,
// each the hero enemy_tactics picks; the battle ends when one side is all knocked out.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "game/sim/battle/enemy_tactics.h"
#include "game/sim/battle/wounded_flight.h"
#include "game/sim/world/world.h"
#include "tests/game/sim/support/event_subject.h"
#include "tests/game/sim/support/test_walls.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::sim {
namespace {

using test::attack;
using test::enemy;
using test::field;
using test::hero;
using test::id_of;

template <class Kind>
bool saw(const World& world) {
  for (const Event& e : world.events()) {
    if (std::holds_alternative<Kind>(e)) return true;
  }
  return false;
}

// Steps with no input until an event of kind Kind (true) or the tick budget runs out (false).
template <class Kind>
bool step_until(World& world, int max_ticks = 60 * 60) {
  for (int i = 0; i < max_ticks; ++i) {
    world.step({});
    if (saw<Kind>(world)) return true;
  }
  return false;
}

void finish_action(World& world) {
  for (int i = 0; i < 60 * 60 && world.busy(); ++i) world.step({});
  ASSERT_FALSE(world.busy());
}

Commands end_turn() {
  Commands c;
  c.end_turn = true;
  return c;
}

// Two heroes, one enemy far enough that nobody is hurt by a slam.
WorldSetup two_heroes() {
  return field(
      {hero("Ann", {96, 200}, 10), hero("Bo", {96, 300}, 10), enemy("Ogre", {320, 250}, 30)});
}

TEST(Turns, a_hero_attacks_once_per_turn_and_is_then_spent) {
  World world(two_heroes());
  EXPECT_TRUE(world.can_order(id_of(world, "Ann")));
  world.step(attack(world, "Ann", "Ogre"));
  ASSERT_TRUE(world.busy());
  EXPECT_FALSE(world.can_order(id_of(world, "Bo")));  // not while an attack plays
  finish_action(world);
  EXPECT_TRUE(world.turns().has_acted(id_of(world, "Ann").index));
  EXPECT_FALSE(world.can_order(id_of(world, "Ann")));
  world.step(attack(world, "Ann", "Ogre"));
  EXPECT_TRUE(std::holds_alternative<OrderRejected>(world.events()[0]));
  EXPECT_FALSE(world.busy());
  EXPECT_EQ(world.turns().side, TurnSide::kPlayer);  // Bo has yet to act
  EXPECT_TRUE(world.can_order(id_of(world, "Bo")));
}

TEST(Turns, when_every_hero_has_acted_the_enemies_act_by_themselves_then_the_player_again) {
  World world(two_heroes());
  world.step(attack(world, "Ann", "Ogre"));
  finish_action(world);
  world.step(attack(world, "Bo", "Ogre"));
  ASSERT_TRUE(step_until<EnemyTurnBegan>(world));
  EXPECT_EQ(world.turns().side, TurnSide::kEnemy);
  EXPECT_FALSE(world.can_order(id_of(world, "Ann")));
  // The banner pause, then the Ogre's attack.
  const std::uint64_t turn_began = world.tick();
  ASSERT_TRUE(step_until<ActionStarted>(world));
  EXPECT_EQ(test::subject_of(world.events().back()), id_of(world, "Ogre"));
  EXPECT_GE(world.tick() - turn_began, 60u);
  ASSERT_TRUE(step_until<PlayerTurnBegan>(world));
  ASSERT_TRUE(std::holds_alternative<PlayerTurnBegan>(world.events().back()));
  EXPECT_EQ(std::get<PlayerTurnBegan>(world.events().back()).turn, 2);
  EXPECT_EQ(world.turns().turn, 2);
  EXPECT_FALSE(world.can_order(id_of(world, "Ann"))) << "not while the enemies plan";
  test::finish_planning(world);
  EXPECT_TRUE(world.can_order(id_of(world, "Ann")));
  EXPECT_TRUE(world.can_order(id_of(world, "Bo")));
  EXPECT_EQ(world.turns().hero_damage, 6);  // two slams of 3
  EXPECT_EQ(world.turns().enemy_damage, 3);
}

TEST(Turns, the_player_may_end_the_turn_early_but_not_during_an_attack) {
  World world(two_heroes());
  world.step(attack(world, "Ann", "Ogre"));
  world.step(end_turn());  // ignored: Ann is attacking
  EXPECT_EQ(world.turns().side, TurnSide::kPlayer);
  finish_action(world);
  world.step(end_turn());
  EXPECT_TRUE(saw<EnemyTurnBegan>(world));
  EXPECT_EQ(world.turns().side, TurnSide::kEnemy);
}

TEST(Turns, an_enemy_attacks_the_nearest_hero_and_ties_go_to_the_weakest) {
  // Bo is nearer; then Ann and Cy are equally near and Cy is weaker.
  World nearer(field({hero("Ann", {96, 240}), hero("Bo", {400, 240}), enemy("Ogre", {560, 240})}));
  EXPECT_EQ(pick_target(nearer, *nearer.unit(id_of(nearer, "Ogre"))), id_of(nearer, "Bo"));
  World tied(
      field({hero("Ann", {320, 100}, 10), hero("Cy", {320, 380}, 4), enemy("Ogre", {320, 240})}));
  EXPECT_EQ(pick_target(tied, *tied.unit(id_of(tied, "Ogre"))), id_of(tied, "Cy"));
}

TEST(Turns, an_enemy_walled_off_from_every_hero_lets_its_turn_go) {
  WorldSetup setup =
      field({hero("Ann", {96, 240}), enemy("Ogre", {560, 240}), enemy("Imp", {400, 240})});
  // A wall ring round the Ogre.
  setup.walls.boxes = {test::make_rect(480, 160, 160, 32), test::make_rect(480, 288, 160, 32),
                       test::make_rect(480, 192, 32, 96)};
  World world(setup);
  EXPECT_FALSE(pick_target(world, *world.unit(id_of(world, "Ogre"))).has_value());
  world.step(end_turn());
  bool waited = false;
  for (int i = 0; i < 60 * 60 && world.turns().turn == 1; ++i) {
    world.step({});
    for (const Event& e : world.events()) {
      if (std::holds_alternative<EnemyWaits>(e)) {
        EXPECT_EQ(test::subject_of(e), id_of(world, "Ogre"));
        waited = true;
      }
      if (std::holds_alternative<ActionStarted>(e)) {
        EXPECT_EQ(test::subject_of(e), id_of(world, "Imp"));
      }
    }
  }
  EXPECT_EQ(world.turns().turn, 2);
  EXPECT_TRUE(waited);
}

TEST(Turns, knocking_out_the_last_enemy_wins_and_orders_stop) {
  World world(field({hero("Ann", {96, 240}), hero("Bo", {96, 300}), enemy("Ogre", {480, 240}, 3)}));
  world.step(attack(world, "Ann", "Ogre"));
  ASSERT_TRUE(step_until<Victory>(world));
  EXPECT_EQ(world.turns().outcome, Outcome::kVictory);
  EXPECT_EQ(world.turns().turn, 1);
  finish_action(world);  // Ann still walks home
  EXPECT_FALSE(world.can_order(id_of(world, "Bo")));
  world.step(end_turn());
  EXPECT_EQ(world.turns().side, TurnSide::kPlayer);  // nothing moves on after the end
}

TEST(Turns, an_enemy_knocking_out_the_last_hero_is_a_defeat) {
  World world(field({hero("Ann", {96, 240}, 3), enemy("Ogre", {320, 240})}));
  world.step(end_turn());
  ASSERT_TRUE(step_until<Defeat>(world));
  EXPECT_EQ(world.turns().outcome, Outcome::kDefeat);
  EXPECT_TRUE(world.unit(id_of(world, "Ann"))->knocked_out);
}

// A battle with a patroller walking a beat far from the fight (Scout, units[2]).
WorldSetup with_a_far_patrol(std::vector<UnitSpec> units) {
  units.push_back(enemy("Scout", {320, 420}));
  WorldSetup setup = field(std::move(units));
  PatrolRoute route;
  route.name = "far beat";
  route.points = {{320, 420}, {560, 420}};
  setup.routes.push_back(route);
  setup.units[2].patrol_route = 0;
  return setup;
}

// Regression (issue 29): patrols kept walking behind the result screen after a defeat.
TEST(Turns, patrols_stand_still_once_the_battle_is_lost) {
  World world(with_a_far_patrol({hero("Ann", {96, 240}, 3), enemy("Ogre", {320, 240})}));
  world.step(end_turn());
  ASSERT_TRUE(step_until<Defeat>(world));
  const Vec2 scout = world.unit(id_of(world, "Scout"))->position;
  for (int i = 0; i < 60 * 10; ++i) world.step({});
  EXPECT_FALSE(world.busy());  // the slam that decided it played to its end
  EXPECT_EQ(world.unit(id_of(world, "Scout"))->position, scout);
  EXPECT_EQ(world.unit(id_of(world, "Scout"))->velocity, Vec2{});
}

// The same after a victory (the leader out, Scout still up): only the winning attack finishes.
TEST(Turns, patrols_stand_still_once_the_battle_is_won_and_the_attacker_still_walks_home) {
  WorldSetup setup = with_a_far_patrol({hero("Ann", {96, 240}), enemy("Ogre", {320, 240}, 3)});
  setup.objectives.leader = 1;
  World world(setup);
  world.step(attack(world, "Ann", "Ogre"));
  ASSERT_TRUE(step_until<Victory>(world));
  const Vec2 scout = world.unit(id_of(world, "Scout"))->position;
  const Vec2 ann = world.unit(id_of(world, "Ann"))->position;
  for (int i = 0; i < 60 * 10; ++i) world.step({});
  EXPECT_EQ(world.unit(id_of(world, "Scout"))->position, scout);
  EXPECT_LT(world.unit(id_of(world, "Ann"))->position.x, ann.x - 50.0);  // home again
  EXPECT_FALSE(world.busy());
}

TEST(Turns, a_patrolling_enemy_attacks_and_walks_back_onto_its_route_not_home) {
  WorldSetup setup = field({hero("Ann", {96, 240}), enemy("Ogre", {320, 100})});
  PatrolRoute route;
  route.name = "beat";
  route.points = {{320, 100}, {400, 100}};
  route.wait = 0.5;
  setup.routes.push_back(route);
  setup.units[1].patrol_route = 0;
  World world(setup);
  world.step(end_turn());
  ASSERT_TRUE(step_until<Slam>(world));
  ASSERT_TRUE(step_until<ActionFinished>(world, 60));              // no walk home after the slam
  EXPECT_LT(world.unit(id_of(world, "Ogre"))->position.x, 200.0);  // still by Ann
  ASSERT_TRUE(step_until<PlayerTurnBegan>(world));
  const Vec2 by_ann = world.unit(id_of(world, "Ogre"))->position;
  for (int i = 0; i < 60 * 20; ++i) world.step({});
  EXPECT_EQ(world.unit(id_of(world, "Ogre"))->position, by_ann);  // time stands still meanwhile
  world.step(end_turn());  // the enemies' turn: time runs, and it walks back onto its route
  for (int i = 0; i < 60 && world.busy() == false; ++i) world.step({});
  const Unit& ogre = *world.unit(id_of(world, "Ogre"));
  EXPECT_LT(ogre.position.y, by_ann.y - 20.0);  // on its way back to its route
}

TEST(Turns, the_same_battle_gives_the_same_state_hash) {
  auto play = [] {
    World world(two_heroes());
    world.step(attack(world, "Ann", "Ogre"));
    finish_action(world);
    world.step(attack(world, "Bo", "Ogre"));
    for (int i = 0; i < 60 * 40; ++i) world.step({});
    return world.state_hash();
  };
  EXPECT_EQ(play(), play());
}

}  // namespace
}  // namespace hp::sim

namespace hp::sim {
namespace {

TEST(WoundedFlight, a_wounded_enemy_runs_from_the_hero_who_still_catches_it) {
  World world(field({test::hero("Ann", {96, 240}), test::enemy("Ogre", {400, 240}, 10)}));
  Unit& ogre = *world.unit_mut(test::id_of(world, "Ogre"));
  ogre.hp = 3;  // below a third: it runs
  world.step(test::attack(world, "Ann", "Ogre"));
  double farthest = 400.0;
  bool slammed = false;
  int flees = 0;
  for (int i = 0; i < 60 * 30 && !slammed; ++i) {
    if (i > 0) world.step({});  // the order's own tick first: it starts to run at once
    farthest = std::max(farthest, world.unit(test::id_of(world, "Ogre"))->position.x);
    for (const Event& e : world.events()) {
      slammed |= std::holds_alternative<Slam>(e);
      if (std::holds_alternative<Flees>(e) && test::subject_of(e) == test::id_of(world, "Ogre"))
        ++flees;
    }
  }
  EXPECT_TRUE(slammed);
  EXPECT_GT(farthest, 420.0);  // it ran east, away from Ann
  EXPECT_EQ(flees, 1);         // said once, when it starts to run (the combat log's line)
}

TEST(WoundedFlight, a_healthy_enemy_stands_its_ground) {
  World world(field({test::hero("Ann", {96, 240}), test::enemy("Ogre", {400, 240}, 10)}));
  world.step(test::attack(world, "Ann", "Ogre"));
  for (int i = 0; i < 60; ++i) world.step({});
  EXPECT_EQ(world.unit(test::id_of(world, "Ogre"))->position, (Vec2{400, 240}));
  EXPECT_FALSE(runs_when_threatened(*world.unit(test::id_of(world, "Ogre"))));
}

}  // namespace
}  // namespace hp::sim

namespace hp::sim {
namespace {

// Issue "Every order lands": a hero knocked back by an enemy is never left somewhere it will
// unexpectedly walk away from: the spot it lands on becomes its home.
TEST(Turns, a_hero_knocked_back_by_an_enemy_holds_the_spot_it_lands_on) {
  World world(test::field({test::hero("Ann", {96, 240}), test::enemy("Ogre", {320, 240})}));
  Commands end;
  end.end_turn = true;
  world.step(end);
  bool slammed = false;
  for (int tick = 0; tick < 60 * 60 && !slammed; ++tick) {
    world.step({});
    for (const Event& e : world.events()) slammed = slammed || std::holds_alternative<Slam>(e);
  }
  ASSERT_TRUE(slammed);
  while (world.busy()) world.step({});
  const Unit& ann = *world.unit(test::id_of(world, "Ann"));
  EXPECT_GT(distance(ann.position, Vec2{96, 240}), 10.0);  // knocked back
  EXPECT_EQ(ann.home, ann.position);
}

}  // namespace
}  // namespace hp::sim

namespace hp::sim {
namespace {

// Damage totals and the slam's number count the HP a blow really took, not the overkill.
TEST(Turns, a_slam_on_a_nearly_beaten_enemy_counts_only_the_hp_it_had_left) {
  World world(test::field({test::hero("Ann", {96, 240}), test::enemy("Ogre", {300, 240}, 1)}));
  world.step(test::attack(world, "Ann", "Ogre"));
  int taken = -1;
  for (int tick = 0; tick < 60 * 20 && taken < 0; ++tick) {
    world.step({});
    for (const Event& e : world.events()) {
      if (const Slam* slam = as<Slam>(e)) taken = slam->damage;
    }
  }
  EXPECT_EQ(taken, 1);  // Ann's slam is 3
  EXPECT_EQ(world.turns().hero_damage, 1);
  EXPECT_TRUE(world.unit(test::id_of(world, "Ogre"))->knocked_out);
}

}  // namespace
}  // namespace hp::sim

namespace hp::sim {
namespace {

// An enemy with `hp` of its `max` hit points left, running when under `share` of them.
Unit wounded(int hp, int max, double share) {
  UnitSpec spec;
  spec.side = Side::kEnemy;
  spec.hp = max;
  spec.flee_below = share;
  Unit unit;
  unit.spec = spec;
  unit.hp = hp;
  return unit;
}

// Issue "Levels": flee_below is the enemy's own; the default is today's third, strictly under.
TEST(Turns, an_enemy_runs_strictly_under_its_flee_below_share) {
  const double third = UnitSpec{}.flee_below;
  EXPECT_FALSE(runs_when_threatened(wounded(3, 9, third)));  // exactly a third: stands
  EXPECT_TRUE(runs_when_threatened(wounded(2, 9, third)));
  EXPECT_TRUE(runs_when_threatened(wounded(2, 7, third)));  // 2 < 7 / 3
  EXPECT_FALSE(runs_when_threatened(wounded(1, 10, 0.0)));  // 0: never runs
  EXPECT_TRUE(runs_when_threatened(wounded(9, 10, 1.0)));   // 1: runs once hurt at all
  EXPECT_FALSE(runs_when_threatened(wounded(10, 10, 1.0)));
  EXPECT_TRUE(runs_when_threatened(wounded(4, 10, 0.5)));
  EXPECT_FALSE(runs_when_threatened(wounded(5, 10, 0.5)));
  for (int max = 1; max <= 40; ++max) {  // the default agrees with the old whole-number rule
    for (int hp = 1; hp <= max; ++hp) {
      EXPECT_EQ(runs_when_threatened(wounded(hp, max, third)), hp * 3 < max) << hp << "/" << max;
    }
  }
}

}  // namespace
}  // namespace hp::sim
