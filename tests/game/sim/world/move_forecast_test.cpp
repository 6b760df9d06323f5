// The move preview is exact: seeded random Move orders on every shipped and scenario map, each
// forecast on a copy of the world and then given, must set off what the forecast said (the
// enemies alerted, the reinforcements called, the doors opened, a win) and leave the enemies
// planning what the forecast showed them planning.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "game/sim/world/attack_forecast.h"
#include "game/sim/world/enemy_plans.h"
#include "game/sim/world/move_forecast.h"
#include "game/sim/world/world.h"
#include "tests/game/sim/support/every_map.h"
#include "tests/game/sim/support/test_worlds.h"
#include "tests/game/sim/support/turn_play.h"

namespace hp::sim {
namespace {

constexpr int kMaxTurns = 2;
constexpr int kMovesPerTurn = 3;  // the crowd scenarios have dozens of heroes
constexpr int kTickLimit = 120 * World::kTicksPerSecond;

struct Tally {
  int orders = 0;
  int accepted = 0;
  int alerts = 0;
  int calls = 0;
  int doors = 0;
  int wins = 0;
  int changed_intents = 0;
};

void check_move(World& world, UnitId hero, Vec2 to, Tally& tally, const std::string& where) {
  const std::uint64_t before = world.state_hash();
  const MoveForecast forecast = forecast_move(world, hero, to);
  ASSERT_EQ(world.state_hash(), before) << where << ": the forecast changed the world";
  ASSERT_TRUE(forecast.complete) << where;
  // The check it made on its copy is the world's.
  EXPECT_EQ(forecast.check, world.check_move(hero, to)) << where;
  EXPECT_EQ(forecast.too_far_by > 0.0, forecast.check == MoveCheck::kTooFar) << where;
  const std::vector<EnemyPlan> plans_before = enemy_plans(world);
  Commands order;
  order.move = MoveOrder{hero, to};
  bool accepted = false, wins = false;
  std::vector<UnitId> alerts, calls;
  std::vector<std::size_t> doors;
  for (int tick = 0; tick < kTickLimit; ++tick) {
    world.step(tick == 0 ? order : Commands{});
    for (const Event& e : world.events()) {
      if (const MoveStarted* started = as<MoveStarted>(e)) accepted |= started->unit == hero;
      if (const Alerted* alerted = as<Alerted>(e)) alerts.push_back(alerted->enemy);
      if (const ReinforcementsComing* call = as<ReinforcementsComing>(e))
        calls.push_back(call->unit);
      if (const DoorOpened* door = as<DoorOpened>(e)) doors.push_back(door->door);
      wins |= std::holds_alternative<Victory>(e);
    }
    if (order_played_out(world)) break;
  }
  ++tally.orders;
  EXPECT_EQ(accepted, forecast.accepted) << where;
  EXPECT_EQ(accepted, forecast.check == MoveCheck::kOk) << where;
  EXPECT_EQ(alerts, forecast.alerts) << where;
  EXPECT_EQ(calls, forecast.calls) << where;
  EXPECT_EQ(doors, forecast.doors) << where;
  EXPECT_EQ(wins, forecast.wins) << where;
  if (!accepted) return;
  ++tally.accepted;
  EXPECT_TRUE(enemy_plans(world) == forecast.plans_after)
      << where << ": the enemies' plans after the move are not the forecast's";
  tally.alerts += static_cast<int>(alerts.size());
  tally.calls += static_cast<int>(calls.size());
  tally.doors += static_cast<int>(doors.size());
  tally.wins += wins ? 1 : 0;
  tally.changed_intents += test::changed_targets(plans_before, forecast.plans_after);
}

void play_battle(const WorldSetup& setup, Tally& tally, const std::string& map) {
  World world(setup);
  std::mt19937 random(7);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  for (int turn = 0; turn < kMaxTurns && world.turns().outcome == Outcome::kOngoing; ++turn) {
    int moves = 0;
    for (UnitId hero : test::living(world, Side::kHero)) {
      if (moves++ == kMovesPerTurn) break;
      for (int t = 0; t < kTickLimit && !world.waiting_for_player(); ++t) {
        if (world.turns().side != TurnSide::kPlayer) break;
        world.step({});
      }
      if (!world.waiting_for_player() || !world.can_move(hero)) continue;
      // Somewhere up to a little past the hero's reach, any way: some refused, most taken.
      const Unit& h = *world.unit(hero);
      const double angle = unit(random) * 2.0 * M_PI;
      const double length = unit(random) * 1.2 * h.reach();
      const Vec2 to = h.position + Vec2{std::cos(angle), std::sin(angle)} * length;
      const std::string where = map + " turn " + std::to_string(world.turns().turn) + ": " +
                                std::string(h.name()) + " to (" + std::to_string(to.x) + ", " +
                                std::to_string(to.y) + ")";
      check_move(world, hero, to, tally, where);
      if (::testing::Test::HasFatalFailure()) return;
    }
    if (world.turns().side == TurnSide::kPlayer && world.turns().outcome == Outcome::kOngoing) {
      Commands end;
      end.end_turn = true;
      world.step(end);
    }
    test::play_enemy_turn(world, kTickLimit);
  }
}

TEST(MoveForecast, the_forecast_is_what_the_move_then_sets_off_on_every_map) {
  Tally tally;
  std::size_t played = 0;
  for (const std::string& map : test::every_map()) {
    WorldSetup setup = test::setup_of(map);
    ASSERT_FALSE(setup.units.empty()) << map;
    // The maps in turn on each difficulty: the enemies' plans after, chosen alone and together.
    setup.difficulty = kDifficulties[played++ % std::size(kDifficulties)];
    play_battle(setup, tally, map + " (" + std::string(difficulty_name(setup.difficulty)) + ")");
    if (HasFatalFailure()) return;
  }
  std::printf(
      "%d moves forecast, %d taken: %d enemies alerted, %d reinforcements called, %d doors "
      "opened, %d wins, %d intents changed\n",
      tally.orders, tally.accepted, tally.alerts, tally.calls, tally.doors, tally.wins,
      tally.changed_intents);
  EXPECT_GT(tally.accepted, tally.orders / 2);
  EXPECT_GT(tally.changed_intents, 0) << "no move changed whom an enemy goes for";
}

}  // namespace
}  // namespace hp::sim
