// The enemies' intents planned over ticks (World::planning_intents): after an order the world
// stands still while the plans are made, a plan a tick at most, orders wait, an end of the turn
// waits for them, and the intents come out as planning them all at once makes them.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "game/sim/world/world.h"
#include "tests/game/sim/support/test_rooms.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::sim {
namespace {

using test::kTile;

// Two heroes and four enemies in the open, placed at random: some within reach, some beyond.
WorldSetup random_field(std::uint32_t seed, Difficulty difficulty) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> x(2 * kTile, 28 * kTile), y(2 * kTile, 18 * kTile);
  std::vector<UnitSpec> units;
  const auto spot = [&] {
    for (;;) {
      const Vec2 p{x(rng), y(rng)};
      bool clear = true;
      for (const UnitSpec& u : units) clear &= distance(u.position, p) > 3 * test::kRadius;
      if (clear) return p;
    }
  };
  units.push_back(test::hero("Ann", spot(), 12));
  units.push_back(test::hero("Bo", spot(), 7));
  for (const char* name : {"Ogre", "Imp", "Troll", "Wisp"}) {
    units.push_back(test::enemy(name, spot(), 10));
  }
  WorldSetup setup = test::field(units);
  setup.difficulty = difficulty;
  return setup;
}

// The same units in rooms and corridors (test_rooms.h), 32 x 32 tiles: the routes between them
// go round walls, and some searches flood more than a tick's slice of cells.
WorldSetup walled_field(std::uint32_t seed, Difficulty difficulty) {
  std::mt19937_64 rng(seed);
  WorldSetup setup = test::rooms(rng, 32 * kTile, 8 * kTile);
  setup.tile_width = kTile;
  setup.difficulty = difficulty;
  const StaticCollision walls(setup);
  const auto spot = [&] {
    for (;;) {
      const Vec2 p = test::open_point(walls, rng, 2 * test::kRadius);
      bool clear = true;
      for (const UnitSpec& u : setup.units) clear &= distance(u.position, p) > 3 * test::kRadius;
      if (clear) return p;
    }
  };
  setup.units.push_back(test::hero("Ann", spot(), 12));
  setup.units.push_back(test::hero("Bo", spot(), 7));
  for (const char* name : {"Ogre", "Imp", "Troll", "Wisp"}) {
    setup.units.push_back(test::enemy(name, spot(), 10));
  }
  return setup;
}

// The intents and advances of every unit, as the player is shown them.
struct Plans {
  std::vector<std::optional<UnitId>> intents;
  std::vector<std::vector<Vec2>> advances;
  bool operator==(const Plans&) const = default;
};

Plans plans_of(const World& world) {
  Plans plans;
  for (const Unit& u : world.units()) {
    plans.intents.push_back(world.intent(u.id));
    const std::span<const Vec2> path = world.advance_path(u.id);
    plans.advances.emplace_back(path.begin(), path.end());
  }
  return plans;
}

// Steps a Move order through; returns the ticks the planning after it took (-1: it never ended).
int move_and_plan(World& world, std::string_view hero, Vec2 to) {
  world.step(test::move(world, hero, to));
  for (int i = 0; i < 60 * 30 && world.move(); ++i) world.step({});
  EXPECT_FALSE(world.move()) << "the move ends";
  int ticks = 0;
  while (world.planning_intents() && ticks < 1000) {
    world.step({});
    ++ticks;
  }
  return world.planning_intents() ? -1 : ticks;
}

TEST(IntentPlanning, after_a_move_the_world_stands_still_while_the_enemies_plan_and_orders_wait) {
  World world(random_field(7, Difficulty::kNormal));
  const Vec2 from = world.unit(test::id_of(world, "Ann"))->position;
  world.step(test::move(world, "Ann", from + Vec2{2 * kTile, 0}));
  for (int i = 0; i < 60 * 30 && world.move(); ++i) world.step({});
  ASSERT_TRUE(world.planning_intents()) << "a move's end sets the plans going again";
  int ticks = 0;
  while (world.planning_intents()) {
    EXPECT_TRUE(world.busy());
    EXPECT_FALSE(world.waiting_for_player());
    EXPECT_EQ(world.check_attack(test::id_of(world, "Bo"), test::id_of(world, "Ogre")),
              AttackCheck::kNotNow);
    EXPECT_FALSE(world.can_move(test::id_of(world, "Bo")));
    std::vector<Vec2> before;
    for (const Unit& u : world.units()) before.push_back(u.position);
    const std::uint64_t tick = world.tick();
    world.step({});
    EXPECT_EQ(world.tick(), tick + 1);
    for (std::size_t i = 0; i < before.size(); ++i) {
      EXPECT_EQ(world.units()[i].position, before[i]) << "nothing walks while they plan";
    }
    ASSERT_LT(++ticks, 100);
  }
  EXPECT_TRUE(world.waiting_for_player());
  EXPECT_FALSE(world.busy());
}

// The oracle: a world made with the units where they stand now plans every intent at once, in
// its constructor. Only Moves were given, so HP and alerts are as the map has them.
World planned_at_once(const WorldSetup& setup, const World& world) {
  WorldSetup now = setup;
  for (std::size_t i = 0; i < now.units.size(); ++i) {
    now.units[i].position = world.units()[i].position;
  }
  return World(now);
}

TEST(IntentPlanning, plans_made_over_ticks_are_those_made_at_once_on_every_difficulty) {
  int planned = 0, spread = 0, attacking = 0;
  for (const Difficulty difficulty : kDifficulties) {
    for (std::uint32_t seed = 1; seed <= 40; ++seed) {
      // In the open every route is a straight line; in rooms some searches take several ticks.
      const WorldSetup setup =
          seed % 2 == 0 ? random_field(seed, difficulty) : walled_field(seed, difficulty);
      World world(setup);
      const Vec2 ann = world.unit(test::id_of(world, "Ann"))->position;
      std::optional<Vec2> to;
      for (const Vec2 step : {Vec2{1.5 * kTile, 0}, Vec2{-1.5 * kTile, 0}, Vec2{0, 1.5 * kTile},
                              Vec2{0, -1.5 * kTile}}) {
        if (!to && world.check_move(test::id_of(world, "Ann"), ann + step) == MoveCheck::kOk) {
          to = ann + step;
        }
      }
      if (!to) continue;
      const int ticks = move_and_plan(world, "Ann", *to);
      ASSERT_GE(ticks, 1) << "seed " << seed;
      // A tick ends early only once its slice of search is spent (RoutePlanner::tick_expansions):
      // three or more ticks mean more than two slices' work, carried on from tick to tick.
      if (ticks >= 3) ++spread;
      if (world.turns().outcome != Outcome::kOngoing) continue;
      const Plans plans = plans_of(world);
      EXPECT_EQ(plans, plans_of(planned_at_once(setup, world)))
          << difficulty_name(difficulty) << ", seed " << seed;
      ++planned;
      attacking += std::count_if(plans.intents.begin(), plans.intents.end(),
                                 [](const std::optional<UnitId>& i) { return i.has_value(); });
    }
  }
  EXPECT_GE(planned, 80) << "layouts where Ann moves";
  EXPECT_GE(attacking, planned / 3) << "the plans compared include attacks";
  EXPECT_GT(spread, 0) << "some plans were spread over ticks";
}

// A copy made while a search is cut short (an undo's snapshot, a forecast) carries the plans on
// from the same point: it makes the same plans on the same tick as the world it was copied from.
TEST(IntentPlanning, a_copy_made_midway_plans_the_same_in_the_same_ticks) {
  int compared = 0;
  for (std::uint32_t seed = 1; seed <= 30; seed += 2) {
    World world(walled_field(seed, Difficulty::kNormal));
    const Vec2 ann = world.unit(test::id_of(world, "Ann"))->position;
    const Vec2 to = ann + Vec2{0, 1.5 * kTile};
    if (world.check_move(test::id_of(world, "Ann"), to) != MoveCheck::kOk) continue;
    world.step(test::move(world, "Ann", to));
    for (int i = 0; i < 60 * 30 && world.move(); ++i) world.step({});
    if (!world.planning_intents()) continue;
    world.step({});
    if (!world.planning_intents()) continue;
    World copy = world;
    int ticks = 0;
    while (world.planning_intents() && ticks < 1000) {
      world.step({});
      copy.step({});
      ++ticks;
      ASSERT_EQ(copy.planning_intents(), world.planning_intents()) << "seed " << seed;
    }
    EXPECT_EQ(copy.state_hash(), world.state_hash()) << "seed " << seed;
    EXPECT_EQ(plans_of(copy), plans_of(world)) << "seed " << seed;
    if (ticks > 1) ++compared;
  }
  EXPECT_GE(compared, 3) << "copies made with planning left to do";
}

TEST(IntentPlanning, an_end_of_turn_while_they_plan_waits_for_the_plans_then_plays_them) {
  const WorldSetup setup = random_field(11, Difficulty::kNormal);
  World world(setup);
  const Vec2 ann = world.unit(test::id_of(world, "Ann"))->position;
  const Vec2 to = ann + (ann.x < 15 * kTile ? Vec2{kTile, 0} : Vec2{-kTile, 0});
  world.step(test::move(world, "Ann", to));
  for (int i = 0; i < 60 * 30 && world.move(); ++i) world.step({});
  ASSERT_TRUE(world.planning_intents());
  world.step(test::end_turn());
  EXPECT_EQ(world.turns().side, TurnSide::kPlayer) << "not before the plans are made";
  bool began = false;
  for (int i = 0; i < 100 && !began; ++i) {
    for (const Event& e : world.events()) began |= as<EnemyTurnBegan>(e) != nullptr;
    if (!began) world.step({});
  }
  ASSERT_TRUE(began) << "the end of the turn comes once they are planned";
  EXPECT_FALSE(world.planning_intents());
  EXPECT_EQ(plans_of(world), plans_of(planned_at_once(setup, world)))
      << "the enemies' turn starts on the plans a world planning at once shows";
}

TEST(IntentPlanning, the_player_turn_begins_with_no_old_plans_shown_and_plans_the_new_ones) {
  World world(random_field(3, Difficulty::kStory));
  world.step(test::end_turn());
  bool began = false;
  for (int i = 0; i < 60 * 120 && !began; ++i) {
    world.step({});
    for (const Event& e : world.events()) began |= as<PlayerTurnBegan>(e) != nullptr;
  }
  ASSERT_TRUE(began);
  if (world.turns().outcome != Outcome::kOngoing) GTEST_SKIP() << "decided on the enemies' turn";
  EXPECT_TRUE(world.planning_intents());
  for (const Unit& u : world.units()) {
    EXPECT_FALSE(world.intent(u.id)) << u.name() << ": the last turn's plan is done";
    EXPECT_TRUE(world.advance_path(u.id).empty()) << u.name();
  }
  while (world.planning_intents()) world.step({});
  EXPECT_TRUE(world.waiting_for_player());
}

TEST(IntentPlanning, a_won_battle_plans_nothing_more) {
  World won(test::field({test::hero("Ann", {100, 100}, 10), test::enemy("Imp", {150, 100}, 1)}));
  won.step(test::attack(won, "Ann", "Imp"));
  for (int i = 0; i < 60 * 30 && won.turns().outcome == Outcome::kOngoing; ++i) won.step({});
  ASSERT_EQ(won.turns().outcome, Outcome::kVictory);
  for (int i = 0; i < 60 * 10 && won.busy(); ++i) won.step({});
  EXPECT_FALSE(won.planning_intents());
  EXPECT_FALSE(won.busy()) << "a decided battle never waits on plans";
}

}  // namespace
}  // namespace hp::sim
