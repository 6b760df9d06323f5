// The hover preview is exact: seeded random orders on every shipped and scenario map, each
// forecast on a copy of the world, then given after the player has "thought" for a random while
// (the world standing still), must walk the forecast route to within 1 px at every tick and
// end as forecast (slam or give-up and its reason, damage, knock-out, where the enemy lands,
// whether it fled, whom it alerted). The forecast leaves the world it was made from as it was.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "game/sim/battle/attack_action.h"
#include "game/sim/world/attack_forecast.h"
#include "game/sim/world/enemy_plans.h"
#include "game/sim/world/world.h"
#include "tests/game/sim/support/event_subject.h"
#include "tests/game/sim/support/every_map.h"
#include "tests/game/sim/support/test_worlds.h"
#include "tests/game/sim/support/turn_play.h"

namespace hp::sim {
namespace {

using test::every_map;
using test::living;
using test::setup_of;

constexpr int kBattlesPerMap = 1;
constexpr int kMaxTurns = 3;
constexpr int kTickLimit = 300 * World::kTicksPerSecond;

// Every unit's position, velocity and HP: what must not change while the world stands still
// (the state hash also counts ticks, which go on).
std::vector<double> battle_state(const World& world) {
  std::vector<double> state;
  for (const Unit& u : world.units()) {
    state.insert(state.end(), {u.position.x, u.position.y, u.velocity.x, u.velocity.y,
                               static_cast<double>(u.hp)});
  }
  return state;
}

struct Tally {
  int orders = 0;
  int landed = 0;
  int abandoned = 0;
  int fled = 0;
  int moving_targets = 0;   // the enemy was hit somewhere other than where it stood at the order
  int alerts = 0;           // enemies with an aggro range the orders alerted
  int calls = 0;            // reinforcements the orders called
  int doors = 0;            // doors they opened
  int wins = 0;             // orders that won the battle
  int changed_intents = 0;  // enemies whose target the order changed
  double worst_route_error = 0;
};

// What an order set off besides its outcome, from the world's events as they come.
struct News {
  std::vector<UnitId> calls;
  std::vector<std::size_t> doors;
  bool wins = false;
  bool blocked = false;  // the walk home gave up (only the order's hero walks home)

  void see(const Event& e) {
    if (const ReinforcementsComing* call = as<ReinforcementsComing>(e)) calls.push_back(call->unit);
    if (const DoorOpened* door = as<DoorOpened>(e)) doors.push_back(door->door);
    wins |= std::holds_alternative<Victory>(e);
    blocked |= std::holds_alternative<ReturnBlocked>(e);
  }
};

// Gives the order for real and checks it against the forecast, tick by tick.
void check_order(World& world, UnitId hero, UnitId enemy, int think_ticks, Tally& tally,
                 const std::string& where) {
  const std::uint64_t before = world.state_hash();
  const AttackForecast forecast = forecast_attack(world, hero, enemy);
  ASSERT_EQ(world.state_hash(), before) << where << ": the forecast changed the world";
  ASSERT_TRUE(forecast.accepted) << where;
  ASSERT_TRUE(forecast.complete) << where;
  const Vec2 enemy_at_order = world.unit(enemy)->position;
  const std::vector<EnemyPlan> enemy_plans_at_order = enemy_plans(world);
  const std::vector<double> still = battle_state(world);

  for (int t = 0; t < think_ticks; ++t) world.step({});  // the player thinks: nothing moves
  ASSERT_EQ(battle_state(world), still) << where << ": the world moved while the player thought";

  Commands order;
  order.attack = AttackOrder{hero, enemy};
  std::vector<Vec2> walked{world.unit(hero)->position};
  bool landed = false;
  bool gave_up = false;
  bool fled = false;
  int reason = 0;
  Vec2 enemy_at_slam;
  std::vector<UnitId> alerts;
  News news;
  for (int tick = 0; tick < kTickLimit; ++tick) {
    world.step(tick == 0 ? order : Commands{});
    if (!landed) walked.push_back(world.unit(hero)->position);
    for (const Event& e : world.events()) {
      if (std::holds_alternative<Flees>(e) && test::subject_of(e) == enemy) fled = true;
      if (std::holds_alternative<Alerted>(e)) alerts.push_back(test::subject_of(e));
      news.see(e);
      if (test::subject_of(e) != hero) continue;
      if (const Slam* slam = as<Slam>(e); slam && slam->target == enemy) {
        landed = true;
        enemy_at_slam = world.unit(enemy)->position;
      }
      if (const OrderAbandoned* abandoned = as<OrderAbandoned>(e)) {
        gave_up = true;
        reason = static_cast<int>(abandoned->reason);
      }
    }
    const AttackAction* action = world.action();
    if (gave_up || !action || (landed && action->phase() != AttackPhaseKind::kSlam)) break;
  }

  ASSERT_EQ(walked.size(), forecast.approach.size()) << where << ": a different walk length";
  for (std::size_t i = 0; i < walked.size(); ++i) {
    const double error = distance(walked[i], forecast.approach[i]);
    tally.worst_route_error = std::max(tally.worst_route_error, error);
    ASSERT_LE(error, 1.0) << where << ": tick " << i << " is " << error << " px off the forecast";
  }
  EXPECT_EQ(landed, forecast.lands) << where;
  EXPECT_EQ(fled, forecast.enemy_flees) << where;
  const Unit& target = *world.unit(enemy);
  if (landed) {
    ++tally.landed;
    EXPECT_LE(distance(enemy_at_slam, forecast.enemy_at_slam), 1.0) << where;
    EXPECT_LE(distance(target.position, forecast.enemy_lands), 1.0) << where;
    EXPECT_EQ(target.hp, forecast.enemy_hp_after) << where;
    EXPECT_EQ(target.knocked_out, forecast.knocks_out) << where;
    if (distance(enemy_at_slam, enemy_at_order) > target.radius()) ++tally.moving_targets;
  } else {
    ++tally.abandoned;
    EXPECT_EQ(reason, static_cast<int>(forecast.abandoned)) << where;
  }
  if (fled) ++tally.fled;
  ++tally.orders;
  // The rest of the action (the walk home) until nothing of it plays: it may alert more, call
  // reinforcements, open doors, win; then the enemies' plans are what the forecast showed.
  for (int tick = 0; tick < kTickLimit && !order_played_out(world); ++tick) {
    world.step({});
    for (const Event& e : world.events()) {
      if (std::holds_alternative<Alerted>(e)) alerts.push_back(test::subject_of(e));
      news.see(e);
    }
  }
  EXPECT_EQ(alerts, forecast.alerts) << where;
  EXPECT_EQ(news.calls, forecast.calls) << where;
  EXPECT_EQ(news.doors, forecast.doors) << where;
  EXPECT_EQ(news.wins, forecast.wins) << where;
  EXPECT_EQ(news.blocked, forecast.stays_away) << where;
  EXPECT_TRUE(enemy_plans(world) == forecast.plans_after)
      << where << ": the enemies' plans after the order are not the forecast's";
  tally.alerts += static_cast<int>(alerts.size());
  tally.calls += static_cast<int>(news.calls.size());
  tally.doors += static_cast<int>(news.doors.size());
  tally.wins += news.wins ? 1 : 0;
  tally.changed_intents += test::changed_targets(enemy_plans_at_order, forecast.plans_after);
}

void play_battle(const WorldSetup& setup, unsigned seed, Tally& tally, const std::string& map) {
  World world(setup);
  std::mt19937 random(seed);
  for (int turn = 0; turn < kMaxTurns && world.turns().outcome == Outcome::kOngoing; ++turn) {
    for (UnitId hero : living(world, Side::kHero)) {
      const std::vector<UnitId> enemies = living(world, Side::kEnemy);
      // Until the walks home of the last order are over, the world is not standing still.
      for (int t = 0; t < kTickLimit && !world.waiting_for_player(); ++t) {
        if (world.turns().side != TurnSide::kPlayer) break;
        world.step({});
      }
      if (!world.can_order(hero) || enemies.empty() || !world.waiting_for_player()) continue;
      const UnitId enemy = enemies[random() % enemies.size()];
      const std::string where = map + " seed " + std::to_string(seed) + " turn " +
                                std::to_string(world.turns().turn) + ": " +
                                std::string(world.unit(hero)->name()) + " on " +
                                std::string(world.unit(enemy)->name());
      check_order(world, hero, enemy, static_cast<int>(random() % 90), tally, where);
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

TEST(AttackForecast, the_forecast_is_what_the_order_then_does_on_every_map) {
  Tally tally;
  for (const std::string& map : every_map()) {
    const WorldSetup setup = setup_of(map);
    ASSERT_FALSE(setup.units.empty()) << map;
    // Each seed on its own difficulty: the enemies' plans after, chosen alone and together.
    for (unsigned seed = 1; seed <= kBattlesPerMap; ++seed) {
      WorldSetup on = setup;
      on.difficulty = kDifficulties[seed % std::size(kDifficulties)];
      play_battle(on, seed, tally, map + " (" + std::string(difficulty_name(on.difficulty)) + ")");
      if (HasFatalFailure()) return;
    }
  }
  std::printf(
      "%d orders forecast: %d landed, %d gave up, %d enemies fled, %d hit on the move, %d "
      "enemies alerted, %d reinforcements called, %d doors opened, %d wins, %d intents "
      "changed; worst route error %.3g px\n",
      tally.orders, tally.landed, tally.abandoned, tally.fled, tally.moving_targets, tally.alerts,
      tally.calls, tally.doors, tally.wins, tally.changed_intents, tally.worst_route_error);
  EXPECT_GT(tally.landed, tally.orders / 2);
  EXPECT_GT(tally.moving_targets, 0) << "no patroller was forecast on the move";
  EXPECT_GT(tally.changed_intents, 0) << "no attack changed whom an enemy goes for";
  EXPECT_GT(tally.calls + tally.doors, 0) << "no attack called a reinforcement or opened a door";
}

// A hero whose spot an enemy has walked onto meanwhile cannot walk home: the order says so
// (ReturnBlocked, where it stays) and its forecast said so first; on an open field neither.
TEST(AttackForecast, a_hero_that_cannot_get_home_is_forecast_to_stay_away) {
  World world(test::spot_taken_while_away());
  test::finish_planning(world);
  const UnitId ann = test::id_of(world, "Ann"), ogre = test::id_of(world, "Ogre");
  EXPECT_TRUE(forecast_attack(world, ann, ogre).stays_away);
  world.step(test::attack(world, "Ann", "Ogre"));
  int blocked = 0;
  for (int tick = 0; tick < 60 * 40 && world.busy(); ++tick) {
    world.step({});
    for (const Event& e : world.events()) {
      const ReturnBlocked* b = as<ReturnBlocked>(e);
      if (!b) continue;
      ++blocked;
      EXPECT_EQ(b->unit, ann);
      EXPECT_EQ(b->where, world.unit(ann)->position);
    }
  }
  EXPECT_EQ(blocked, 1);
  EXPECT_NE(world.unit(ann)->position, world.unit(ann)->home);

  World open(test::open_field());
  test::finish_planning(open);
  EXPECT_FALSE(
      forecast_attack(open, test::id_of(open, "Ann"), test::id_of(open, "Ogre")).stays_away);
}

TEST(AttackForecast, an_order_the_world_would_refuse_forecasts_nothing) {
  World world(setup_of("maps/default.tmx"));
  const std::vector<UnitId> heroes = living(world, Side::kHero);
  const std::vector<UnitId> enemies = living(world, Side::kEnemy);
  ASSERT_FALSE(heroes.empty());
  ASSERT_FALSE(enemies.empty());
  EXPECT_FALSE(forecast_attack(world, heroes[0], heroes[0]).accepted);   // not an enemy
  EXPECT_FALSE(forecast_attack(world, enemies[0], heroes[0]).accepted);  // not a hero's order
  const AttackForecast fine = forecast_attack(world, heroes[0], enemies[0]);
  EXPECT_TRUE(fine.accepted);
  EXPECT_TRUE(fine.lands);
  EXPECT_GT(fine.damage, 0);
  EXPECT_GT(fine.approach.size(), 2u);
}

}  // namespace
}  // namespace hp::sim
