// Soak: seeded random battles on every shipped and scenario map, driven by random commands
// (attack orders between any two units and Move orders for any unit to anywhere, most of them
// refused; ending the turn; long idles) at full speed. No non-finite position or velocity, every
// accepted hero order (attack or move) lands or says why, no enemy that has not been alerted
// (aggro_range) starts an attack or an advance, no battle stuck (each ends, or stands waiting for
// the player), and a seed replays to the same state hash. Every other pass over the maps gives
// each enemy an aggro range. CI runs a bounded count; HEARTPATH_SOAK_BATTLES=2000 runs more by
// hand, and HEARTPATH_SOAK_FROM=K starts at battle K.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "game/sim/world/world.h"
#include "tests/game/sim/support/every_map.h"

namespace hp::sim {
namespace {

using test::every_map;
using test::setup_of;

// In all: one per map, then the first kWaryBattles maps again with aggro ranges (about 25 s in
// the debug build).
constexpr int kWaryBattles = 3;
constexpr int kMaxTicks = 60 * 60 * 4;  // 4 minutes of game time per battle at most
// Game time the world may run without waiting for the player (the longest enemies' turn on
// the shipped maps is well under a minute).
constexpr int kMaxBusyTicks = 60 * 60 * 3;

int battles_to_run(std::size_t maps) {
  const int one_pass = static_cast<int>(maps) + kWaryBattles;
  const char* text = std::getenv("HEARTPATH_SOAK_BATTLES");
  const int n = text ? std::atoi(text) : one_pass;
  return n > 0 ? n : one_pass;
}

// The map with every enemy that has no aggro range given one of four tiles, so alerts happen
// (and are missed) on every kind of map.
WorldSetup wary(WorldSetup setup) {
  for (UnitSpec& unit : setup.units) {
    if (unit.side == Side::kEnemy && unit.aggro_range == 0) unit.aggro_range = 4 * setup.tile_width;
  }
  return setup;
}

// HEARTPATH_SOAK_FROM=K starts at battle K (seed 1000 + K), to replay one that failed.
int first_battle() {
  const char* text = std::getenv("HEARTPATH_SOAK_FROM");
  return text ? std::max(0, std::atoi(text)) : 0;
}

struct Counts {
  int battles = 0;
  int won = 0;
  int lost = 0;
  int waiting = 0;  // still on, standing waiting for the player when the run ended
  int orders = 0;   // hero orders accepted
  int landed = 0;
  int abandoned = 0;
  int reasons[4] = {0, 0, 0, 0};  // abandoned orders by AbandonReason
  int moves = 0;                  // hero Move orders accepted
  int moved = 0;
  int moves_abandoned = 0;
  int moves_in_flight = 0;  // still walking when a battle's time ran out
  int advances = 0;         // enemies walking toward a hero out of their reach
  int alerts = 0;           // enemies with an aggro range that noticed the heroes
  int enemy_attacks = 0;
  long ticks = 0;
};

// What one battle did, or the first thing that went wrong in it (empty: nothing).
struct Battle {
  std::string failure;
  std::uint64_t hash = 0;
};

Commands random_command(const World& world, std::mt19937& random) {
  Commands c;
  const auto units = world.units();
  const std::uint32_t roll = random() % 100;
  if (roll < 55 && !units.empty()) {
    const UnitId a = units[random() % units.size()].id;
    const UnitId b = units[random() % units.size()].id;
    c.attack = AttackOrder{a, b};
  } else if (roll < 70 && !units.empty()) {
    // Anywhere on (or just off) the map, or near the unit: walls, units and edges included.
    const Unit& u = units[random() % units.size()];
    std::uniform_real_distribution<double> x(-40, world.setup().width + 40);
    std::uniform_real_distribution<double> y(-40, world.setup().height + 40);
    std::uniform_real_distribution<double> near(-200, 200);
    const Vec2 to =
        random() % 2 ? Vec2{x(random), y(random)} : u.position + Vec2{near(random), near(random)};
    c.move = MoveOrder{u.id, to};
  } else if (roll < 85) {
    c.end_turn = true;
  }
  return c;
}

Battle play(const WorldSetup& setup, unsigned seed, Counts& counts) {
  Battle result;
  World world(setup);
  std::mt19937 random(seed);
  UnitId acting;              // the hero whose accepted order is playing out (invalid: none)
  bool acting_moves = false;  // ...and whether it is a Move order
  bool resolved = false;
  int busy_ticks = 0;
  int idle_until = 0;
  for (int tick = 0; tick < kMaxTicks && world.turns().outcome == Outcome::kOngoing; ++tick) {
    Commands commands;
    if (tick >= idle_until && random() % 8 == 0) {
      commands = random_command(world, random);
      if (random() % 10 == 0) idle_until = tick + static_cast<int>(random() % 600);
    }
    world.step(commands);
    ++counts.ticks;
    for (const Unit& u : world.units()) {
      if (!std::isfinite(u.position.x) || !std::isfinite(u.position.y) ||
          !std::isfinite(u.velocity.x) || !std::isfinite(u.velocity.y)) {
        result.failure = "tick " + std::to_string(tick) + ": " + u.name() + " is not finite";
        return result;
      }
    }
    for (const Event& e : world.events()) {
      const Unit* subject = world.unit(e.subject);
      const bool hero = subject && subject->side() == Side::kHero;
      const bool acts = e.type == EventType::kActionStarted || e.type == EventType::kMoveStarted;
      if (acts && subject && subject->side() == Side::kEnemy) {
        if (subject->unalerted()) {
          result.failure = "tick " + std::to_string(tick) + ": " + subject->name() +
                           " acts without having been alerted";
          return result;
        }
        counts.enemy_attacks += e.type == EventType::kActionStarted;
      }
      counts.alerts += e.type == EventType::kAlerted;
      if (e.type == EventType::kMoveStarted) {
        if (hero) {
          ++counts.moves;
          acting = e.subject;
          acting_moves = true;
          resolved = false;
        } else {
          ++counts.advances;
        }
      }
      if (acting.valid() && e.subject == acting && e.type == EventType::kMoved) {
        resolved = true;
        ++counts.moved;
      }
      if (e.type == EventType::kActionStarted && hero) {
        acting = e.subject;
        acting_moves = false;
        resolved = false;
        ++counts.orders;
      }
      if (acting.valid() && e.subject == acting && e.type == EventType::kSlam) {
        resolved = true;
        ++counts.landed;
      }
      if (acting.valid() && e.subject == acting && e.type == EventType::kOrderAbandoned) {
        resolved = true;
        if (e.other.valid()) {
          ++counts.abandoned;
          ++counts.reasons[std::clamp(e.amount, 0, 3)];
        } else {
          ++counts.moves_abandoned;
        }
      }
      const bool move_over =
          e.type == EventType::kMoved || (e.type == EventType::kOrderAbandoned && !e.other.valid());
      if (acting.valid() && e.subject == acting && move_over) acting = {};
      if (acting.valid() && e.subject == acting && e.type == EventType::kActionFinished) {
        if (!resolved) {
          result.failure = "tick " + std::to_string(tick) + ": " + subject->name() +
                           "'s order neither landed nor said why";
          return result;
        }
        acting = {};
      }
    }
    busy_ticks = world.waiting_for_player() ? 0 : busy_ticks + 1;
    if (busy_ticks > kMaxBusyTicks) {
      result.failure = "tick " + std::to_string(tick) + ": stuck, never waiting for the player";
      return result;
    }
  }
  if (acting.valid() && acting_moves) ++counts.moves_in_flight;
  // Out of time: with no more input the battle must come to rest (end, or wait for the player).
  for (int tick = 0; tick < kMaxBusyTicks && world.turns().outcome == Outcome::kOngoing &&
                     !world.waiting_for_player();
       ++tick) {
    world.step({});
  }
  ++counts.battles;
  if (world.turns().outcome == Outcome::kVictory) ++counts.won;
  if (world.turns().outcome == Outcome::kDefeat) ++counts.lost;
  if (world.turns().outcome == Outcome::kOngoing) {
    if (!world.waiting_for_player()) {
      result.failure = "stuck: with no input the world never came to rest";
      return result;
    }
    ++counts.waiting;
  }
  result.hash = world.state_hash();
  return result;
}

TEST(BattleSoak, random_battles_on_every_map_stay_finite_land_or_explain_orders_and_never_stick) {
  const std::vector<std::string> maps = every_map();
  ASSERT_GE(maps.size(), 10u);
  std::vector<WorldSetup> setups;
  for (const std::string& map : maps) {
    setups.push_back(setup_of(map));
    ASSERT_FALSE(setups.back().units.empty()) << map;
  }
  Counts counts;
  const int battles = battles_to_run(maps.size());
  const int first = first_battle();
  for (int i = first; i < first + battles; ++i) {
    const std::size_t m = static_cast<std::size_t>(i) % maps.size();
    const bool wary_pass = (static_cast<std::size_t>(i) / maps.size()) % 2 == 1;
    const WorldSetup setup = wary_pass ? wary(setups[m]) : setups[m];
    const unsigned seed = 1000u + static_cast<unsigned>(i);
    const Battle battle = play(setup, seed, counts);
    ASSERT_EQ(battle.failure, "") << maps[m] << (wary_pass ? " (wary)" : "") << " seed " << seed;
    // Every seed replays: the first few are played twice.
    if (i < first + 6) {
      Counts again;
      EXPECT_EQ(play(setup, seed, again).hash, battle.hash) << maps[m] << " seed " << seed;
    }
  }
  EXPECT_EQ(counts.battles, battles);
  EXPECT_GT(counts.orders, battles);
  std::printf(
      "%d battles on %zu maps, %ld ticks: %d won, %d lost, %d waiting for the player; %d hero "
      "orders: %d landed, %d abandoned with a reason (%d no path, %d stuck, %d target down); "
      "%d hero moves: %d arrived, %d stopped with a reason; %d enemy attacks, %d enemy "
      "advances; %d enemies alerted\n",
      counts.battles, maps.size(), counts.ticks, counts.won, counts.lost, counts.waiting,
      counts.orders, counts.landed, counts.abandoned, counts.reasons[1], counts.reasons[2],
      counts.reasons[3], counts.moves, counts.moved, counts.moves_abandoned, counts.enemy_attacks,
      counts.advances, counts.alerts);
  EXPECT_GT(counts.moves, 0);
  if (battles > static_cast<int>(maps.size())) {
    EXPECT_GT(counts.alerts, 0);
  }
  EXPECT_EQ(counts.moves, counts.moved + counts.moves_abandoned + counts.moves_in_flight);
}

}  // namespace
}  // namespace hp::sim
