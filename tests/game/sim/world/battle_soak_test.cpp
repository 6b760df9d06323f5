// Soak: seeded random battles on every shipped and scenario map, driven by random commands
// (attack orders between any two units and Move orders for any unit to anywhere, most of them
// refused; ending the turn; long idles) at full speed. No non-finite position or velocity, every
// accepted hero order (attack or move) lands or says why, no battle stuck (each ends, or stands
// waiting for the player), a seed replays to the same state hash; a reinforcement never acts
// before it arrives, an enemy that has not been alerted (aggro_range) never starts an attack or
// an advance, a door never closes again, and an ended battle's reason holds (the leader is out,
// the turns are over, a hero stands in a goal). Every other pass over the maps gives each enemy
// an aggro range. CI runs a bounded count; HEARTPATH_SOAK_BATTLES=2000 runs more by hand, and
// HEARTPATH_SOAK_FROM=K starts at battle K.
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
#include "tests/game/sim/support/event_subject.h"
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
  int arrivals = 0;         // reinforcements that came
  int doors_opened = 0;
  int reasons_decided[8] = {};  // ended battles by OutcomeReason
  int alerts = 0;               // enemies with an aggro range that noticed the heroes
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

bool wins(OutcomeReason reason) {
  return reason == OutcomeReason::kRouted || reason == OutcomeReason::kLeaderOut ||
         reason == OutcomeReason::kSurvived || reason == OutcomeReason::kGoalReached;
}

// Why the ended battle's reason does not hold in `world` (empty when it does).
std::string reason_broken(const World& world) {
  const TurnState& turns = world.turns();
  const Objectives& o = world.setup().objectives;
  const auto units = world.units();
  const auto none_left = [&](Side side) {
    return std::none_of(units.begin(), units.end(), [&](const Unit& u) {
      return u.side() == side && (u.in_play() || u.arriving);
    });
  };
  const auto out = [&](int i) { return i >= 0 && units[static_cast<std::size_t>(i)].knocked_out; };
  if ((turns.outcome == Outcome::kVictory) != wins(turns.decided_by))
    return "outcome and reason differ";
  switch (turns.decided_by) {
    case OutcomeReason::kNone:
      return "ended with no reason";
    case OutcomeReason::kRouted:
      return o.rout && none_left(Side::kEnemy) ? "" : "routed with enemies left";
    case OutcomeReason::kLeaderOut:
      return out(o.leader) ? "" : "leader not out";
    case OutcomeReason::kSurvived:
      return o.survive_turns > 0 && turns.turn >= o.survive_turns ? "" : "survived too soon";
    case OutcomeReason::kGoalReached:
      for (const Goal& goal : o.goals) {
        for (const Unit& u : units) {
          if (u.side() == Side::kHero && u.in_play() && contains(goal.area, u.position) &&
              (goal.hero < 0 || u.id.index == static_cast<std::uint32_t>(goal.hero))) {
            return "";
          }
        }
      }
      return "no hero in a goal";
    case OutcomeReason::kHeroesOut:
      return none_left(Side::kHero) ? "" : "heroes left";
    case OutcomeReason::kProtectedOut:
      return out(o.protect) ? "" : "protected hero not out";
    case OutcomeReason::kTurnLimit:
      return o.turn_limit > 0 && turns.turn >= o.turn_limit ? "" : "turn limit too soon";
  }
  return "unknown reason";
}

Battle play(const WorldSetup& setup, unsigned seed, Counts& counts) {
  Battle result;
  World world(setup);
  std::mt19937 random(seed);
  UnitId acting;              // the hero whose accepted order is playing out (invalid: none)
  bool acting_moves = false;  // ...and whether it is a Move order
  bool resolved = false;
  int doors_open_before = 0;
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
    int open_doors = 0;
    for (std::size_t d = 0; d < world.setup().doors.size(); ++d) open_doors += world.door_open(d);
    if (open_doors < doors_open_before) {
      result.failure = "tick " + std::to_string(tick) + ": a door closed again";
      return result;
    }
    doors_open_before = open_doors;
    if (world.turns().outcome != Outcome::kOngoing) {
      if (const std::string broken = reason_broken(world); !broken.empty()) {
        result.failure = "tick " + std::to_string(tick) + ": " + broken;
        return result;
      }
    }
    for (const Event& e : world.events()) {
      const Unit* subject = world.unit(test::subject_of(e));
      const bool hero = subject && subject->side() == Side::kHero;
      const bool acts = std::holds_alternative<ActionStarted>(e) ||
                        std::holds_alternative<Slam>(e) || std::holds_alternative<MoveStarted>(e) ||
                        std::holds_alternative<Moved>(e);
      if (acts && subject && subject->arriving) {
        result.failure =
            "tick " + std::to_string(tick) + ": " + subject->name() + " acted before it arrived";
        return result;
      }
      const bool starts =
          std::holds_alternative<ActionStarted>(e) || std::holds_alternative<MoveStarted>(e);
      if (starts && subject && subject->side() == Side::kEnemy) {
        if (subject->unalerted()) {
          result.failure = "tick " + std::to_string(tick) + ": " + subject->name() +
                           " acts without having been alerted";
          return result;
        }
        counts.enemy_attacks += std::holds_alternative<ActionStarted>(e);
      }
      counts.alerts += std::holds_alternative<Alerted>(e);
      counts.arrivals += std::holds_alternative<Arrived>(e);
      counts.doors_opened += std::holds_alternative<DoorOpened>(e);
      if (std::holds_alternative<MoveStarted>(e)) {
        if (hero) {
          ++counts.moves;
          acting = test::subject_of(e);
          acting_moves = true;
          resolved = false;
        } else {
          ++counts.advances;
        }
      }
      if (acting.valid() && test::subject_of(e) == acting && std::holds_alternative<Moved>(e)) {
        resolved = true;
        ++counts.moved;
      }
      if (std::holds_alternative<ActionStarted>(e) && hero) {
        acting = test::subject_of(e);
        acting_moves = false;
        resolved = false;
        ++counts.orders;
      }
      if (acting.valid() && test::subject_of(e) == acting && std::holds_alternative<Slam>(e)) {
        resolved = true;
        ++counts.landed;
      }
      if (acting.valid() && test::subject_of(e) == acting &&
          std::holds_alternative<OrderAbandoned>(e)) {
        resolved = true;
        if (std::get<OrderAbandoned>(e).target.valid()) {
          ++counts.abandoned;
          ++counts.reasons[std::clamp(static_cast<int>(std::get<OrderAbandoned>(e).reason), 0, 3)];
        } else {
          ++counts.moves_abandoned;
        }
      }
      const bool move_over =
          std::holds_alternative<Moved>(e) || (std::holds_alternative<OrderAbandoned>(e) &&
                                               !std::get<OrderAbandoned>(e).target.valid());
      if (acting.valid() && test::subject_of(e) == acting && move_over) acting = {};
      if (acting.valid() && test::subject_of(e) == acting &&
          std::holds_alternative<ActionFinished>(e)) {
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
  ++counts.reasons_decided[static_cast<int>(world.turns().decided_by)];
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
    WorldSetup setup = wary_pass ? wary(setups[m]) : setups[m];
    // Every difficulty on every map over the passes: the enemies alone and together.
    setup.difficulty =
        kDifficulties[static_cast<std::size_t>(i + i / static_cast<int>(maps.size())) %
                      std::size(kDifficulties)];
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
  const int* why = counts.reasons_decided;
  std::printf(
      "ended by: %d routs, %d leaders out, %d held out, %d goals reached; %d heroes out, %d "
      "protected heroes out, %d turn limits; %d reinforcements came, %d doors opened\n",
      why[1], why[2], why[3], why[4], why[5], why[6], why[7], counts.arrivals, counts.doors_opened);
  EXPECT_GT(counts.moves, 0);
  if (battles > static_cast<int>(maps.size())) {
    EXPECT_GT(counts.alerts, 0);
  }
  EXPECT_EQ(counts.moves, counts.moved + counts.moves_abandoned + counts.moves_in_flight);
}

// Battles the long soak (HEARTPATH_SOAK_BATTLES=1000) once found stuck, replayed in every run.
// bridge.tmx 1390: Shytor chased the patroller Skarn from the bridge's end for minutes, each try
// making a little progress, until the approach gave up after kMaxApproachSeconds and said so.
// Since local steering counts a step back among others as progress again (issue #17: counting
// it as none jammed RVO2's crossing), Shytor catches Skarn and every order lands. (The give-up
// itself is no longer exercised here: tests/game/sim/battle/approach_give_up_test.cpp drives it
// directly, with a target that keeps away.)
TEST(BattleSoak, battles_the_long_soak_found_stuck_now_come_to_rest) {
  const std::pair<const char*, unsigned> found[] = {{"maps/bridge.tmx", 1390u}};
  for (const auto& [map, seed] : found) {
    Counts counts;
    const Battle battle = play(setup_of(map), seed, counts);
    EXPECT_EQ(battle.failure, "") << map << " seed " << seed;
    EXPECT_GT(counts.orders, 0) << map << " seed " << seed;
    EXPECT_EQ(counts.landed, counts.orders) << map << " seed " << seed << ": every order lands";
  }
}

// The Fens with every unit's radius left to the hexagonal default (data/fens_default_radius.tmx),
// soaked as the maps are, plainly and wary: the default once jammed heroes beside ogres there.
TEST(BattleSoak, random_battles_on_a_hexagonal_map_with_default_radii_never_stick) {
  const WorldSetup setup = setup_of("tests/game/sim/world/data/fens_default_radius.tmx");
  ASSERT_FALSE(setup.units.empty());
  for (unsigned seed = 1000u; seed < 1002u; ++seed) {
    Counts counts;
    const bool wary_pass = seed % 2 == 1;
    const Battle battle = play(wary_pass ? wary(setup) : setup, seed, counts);
    EXPECT_EQ(battle.failure, "") << "seed " << seed << (wary_pass ? " (wary)" : "");
    EXPECT_GT(counts.orders, 0) << "seed " << seed;
  }
  // And with the enemies choosing together, which can end a battle before a random order lands.
  for (const Difficulty difficulty : {Difficulty::kNormal, Difficulty::kHard}) {
    Counts counts;
    WorldSetup on = setup;
    on.difficulty = difficulty;
    const Battle battle = play(on, 1000u, counts);
    EXPECT_EQ(battle.failure, "") << difficulty_name(difficulty);
  }
}

}  // namespace
}  // namespace hp::sim
