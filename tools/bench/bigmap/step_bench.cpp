// The worst single simulation step (World::step) of a whole battle, played headless by the
// campaign's simple scripted player (objective_turn), on every shipped campaign map and on the
// 256x256-tile benchmark level (big_256.tmx, written by tools/assets/big_map.py), with the moment
// it came at (the step's own CPU time; "enemies planning" for a tick of World::think), and the
// most ticks the enemies' planning took after one order (planning_ticks) and its worst tick
// (planning_ms); each also as the window plays it ("previewed"): every order's forecast played
// first on planners of its own, as the forecast thread plays the hover preview, its plans handed
// to the world (World::learn_plans), and not timed; and on the big level, what one route plan and
// a world's building cost. Run:
// build/release/tools/bench/bigmap/bigmap_step_bench (docs/performance.md, "Big levels").
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_loader.h"
#include "game/sim/map/setup_from_map.h"
#include "game/sim/navigation/route_planner.h"
#include "game/sim/navigation/route_walk.h"
#include "game/sim/world/attack_forecast.h"
#include "game/sim/world/world.h"
#include "tests/game/app/content/campaign_player.h"

namespace hp::bench {
namespace {

using Clock = std::chrono::steady_clock;
using sim::World;
namespace play = app::test;

constexpr double kBudgetMs = 8.0;  // a frame's own work, simulation and drawing

sim::WorldSetup setup_of(const std::string& map) {
  Diagnostics diagnostics;
  const std::string path = std::string(HEARTPATH_SOURCE_DIR) + "/" + map;
  const std::optional<tiled::Map> loaded = tiled::load_map(path, diagnostics);
  if (!loaded) return {};
  return sim::setup_from_map(*loaded, diagnostics).value_or(sim::WorldSetup{});
}

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// This thread's CPU time, ms: a step's own work, without the time the shared machine gave to
// others while it ran.
double thread_cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

// What a step did that may cost: the first of these its events or orders show.
std::string moment_of(const World& world, const sim::Commands& commands) {
  std::string moment = commands.attack     ? "attack order"
                       : commands.move     ? "move order"
                       : commands.end_turn ? "turn ended"
                                           : "walk";
  for (const sim::Event& event : world.events()) {
    if (sim::as<sim::DoorOpened>(event)) return "door opened";
    if (sim::as<sim::Arrived>(event)) return "arrival";
    if (sim::as<sim::PlayerTurnBegan>(event)) moment = "player turn start";
    if (sim::as<sim::EnemyTurnBegan>(event)) moment = "enemy turn start";
    if (const auto* done = sim::as<sim::ActionFinished>(event)) {
      const sim::Unit* unit = world.unit(done->attacker);
      if (unit && unit->side() == sim::Side::kHero) moment = "hero attack end";
    }
    if (sim::as<sim::Moved>(event)) moment = "hero move end";
  }
  return moment;
}

// The worst step of a battle (turns: at most this many).
struct WorstStep {
  double ms = 0;
  std::string moment;
  int turn = 0;
  long steps = 0;
  int longest_planning = 0;  // ticks: the most the enemies' planning took after one order
  double planning_ms = 0;    // the worst tick of that planning
};

// What the window's hover preview does before an order is given: plays it out on a copy of the
// world on planners of its own (the forecast thread's), then hands their plans to the world.
void preview(World& world, const sim::Commands& commands, sim::WorldPlanners& own) {
  World copy(world);
  if (!copy.fits(own)) own = copy.own_planners();
  copy.use_planners(own);
  copy.step(commands);
  for (int tick = 0; tick < 60 * 60 && !sim::order_played_out(copy); ++tick) copy.step({});
  world.learn_plans(sim::plans_made(own));
}

WorstStep play_timed(const sim::WorldSetup& setup, int turns, bool previewed) {
  WorstStep worst;
  int planning_ticks = 0;
  sim::WorldPlanners own;
  play::set_step_hook([&](World& world, const sim::Commands& commands) {
    if (previewed && (commands.attack || commands.move) && !world.busy()) {
      preview(world, commands, own);
    }
    // Planning set while an order still plays (a sentry alerted on the way) waits for its end.
    const bool planning = world.waiting_on_plans();
    planning_ticks = planning ? planning_ticks + 1 : 0;
    worst.longest_planning = std::max(worst.longest_planning, planning_ticks);
    const double start = thread_cpu_ms();
    world.step(commands);
    const double ms = thread_cpu_ms() - start;
    ++worst.steps;
    if (planning) worst.planning_ms = std::max(worst.planning_ms, ms);
    if (ms > worst.ms) {
      worst.ms = ms;
      worst.moment = planning ? "enemies planning" : moment_of(world, commands);
      worst.turn = world.turns().turn;
    }
  });
  play::play_battle(setup, play::objective_turn, turns);
  play::set_step_hook({});
  return worst;
}

void worst_step(benchmark::State& state, const std::string& map, int turns,
                sim::Difficulty difficulty, bool previewed) {
  sim::WorldSetup setup = setup_of(map);
  setup.difficulty = difficulty;
  if (setup.units.empty()) {
    state.SkipWithError(("cannot load " + map).c_str());
    return;
  }
  WorstStep worst;
  for (auto _ : state) worst = play_timed(setup, turns, previewed);
  state.counters["worst_ms"] = worst.ms;
  state.counters["over_budget"] = worst.ms / kBudgetMs;
  state.counters["turn"] = worst.turn;
  state.counters["steps"] = static_cast<double>(worst.steps);
  state.counters["planning_ticks"] = worst.longest_planning;
  state.counters["planning_ms"] = worst.planning_ms;
  state.SetLabel(worst.moment);
}

// Every campaign map in next_map order from maps/default.tmx, and the big level, on Story (the
// enemies alone) and Normal (together: more routes planned, to every hero within two turns).
#define HP_WORST_STEP_AS(name, map, turns, previewed)                                             \
  BENCHMARK_CAPTURE(worst_step, name##_story, std::string(map), turns, sim::Difficulty::kStory,   \
                    previewed)                                                                    \
      ->Iterations(1)                                                                             \
      ->Unit(benchmark::kMillisecond);                                                            \
  BENCHMARK_CAPTURE(worst_step, name##_normal, std::string(map), turns, sim::Difficulty::kNormal, \
                    previewed)                                                                    \
      ->Iterations(1)                                                                             \
      ->Unit(benchmark::kMillisecond)
#define HP_WORST_STEP(name, map, turns)      \
  HP_WORST_STEP_AS(name, map, turns, false); \
  HP_WORST_STEP_AS(name##_previewed, map, turns, true)
HP_WORST_STEP(default, "maps/default.tmx", 20);
HP_WORST_STEP(crossroads, "maps/crossroads.tmx", 20);
HP_WORST_STEP(bridge, "maps/bridge.tmx", 20);
HP_WORST_STEP(chapel, "maps/chapel.tmx", 20);
HP_WORST_STEP(watchtower, "maps/watchtower.tmx", 20);
HP_WORST_STEP(fens, "maps/fens.tmx", 20);
HP_WORST_STEP(fortress, "maps/fortress.tmx", 20);
HP_WORST_STEP(big_256, "tools/bench/bigmap/big_256.tmx", 6);

// One plan as the enemies' target choice makes it (with the walk's margins, the other heroes as
// discs), from every enemy to every hero at the battle's start on the big level: mostly long
// routes through rooms. First pass on a fresh world (what the walls are is learnt as it goes),
// then again (kept). On a planner like the world's but without its memo of plans (PlanMemo),
// which would answer the second pass without a search.
void plan_pairs(benchmark::State& state, bool warm) {
  const sim::WorldSetup setup = setup_of("tools/bench/bigmap/big_256.tmx");
  double worst = 0, total = 0, worst_ratio = 1, ratio_sum = 0;
  long plans = 0, expanded = 0, compared = 0;
  for (auto _ : state) {
    const World world(setup);
    // The same grid as the world's fine planner, searched exactly: how much longer the bounded
    // long searches' routes come out.
    const sim::RoutePlanner exact(world.collision(), setup.tile_width / 8.0,
                                  sim::SearchEnds::kStart, sim::PlanShortcuts::kKept,
                                  sim::LongSearch::exact());
    const sim::RoutePlanner planner(world.collision(), setup.tile_width / 8.0);
    std::vector<std::pair<const sim::Unit*, const sim::Unit*>> pairs;
    for (const sim::Unit& enemy : world.units()) {
      if (enemy.side() != sim::Side::kEnemy) continue;
      for (const sim::Unit& hero : world.units()) {
        if (hero.side() == sim::Side::kHero) pairs.emplace_back(&enemy, &hero);
      }
    }
    for (int pass = 0; pass < (warm ? 2 : 1); ++pass) {
      for (const auto& [enemy, hero] : pairs) {
        std::vector<sim::Obstacle> others;
        for (const sim::Unit& other : world.units()) {
          if (other.side() == sim::Side::kHero && other.id != hero->id) {
            others.push_back({other.position, other.radius()});
          }
        }
        sim::RouteRequest request;
        request.discs = others;
        request.start = enemy->position;
        request.radius = enemy->radius();
        request.goal = hero->position;
        request.goal_reach = enemy->radius() + hero->radius();
        const Clock::time_point start = Clock::now();
        const sim::Route route = sim::plan_with_margins(planner, request, sim::WalkTunables{});
        const double ms = ms_since(start);
        benchmark::DoNotOptimize(route.length);
        if (warm && pass == 0) continue;
        worst = std::max(worst, ms);
        total += ms;
        ++plans;
        expanded += planner.last_expanded();
        const sim::Route best = sim::plan_with_margins(exact, request, sim::WalkTunables{});
        if (route.found && best.found && best.length > 0) {
          worst_ratio = std::max(worst_ratio, route.length / best.length);
          ratio_sum += route.length / best.length;
          ++compared;
        }
      }
    }
  }
  state.counters["mean_plan_ms"] = total / static_cast<double>(std::max(plans, 1L));
  state.counters["worst_plan_ms"] = worst;
  state.counters["worst_length_ratio"] = worst_ratio;
  state.counters["mean_length_ratio"] = ratio_sum / static_cast<double>(std::max(compared, 1L));
  state.counters["expanded"] =
      static_cast<double>(expanded) / static_cast<double>(std::max(plans, 1L));
}
BENCHMARK_CAPTURE(plan_pairs, big_256_fresh, false)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(plan_pairs, big_256_kept, true)->Iterations(1)->Unit(benchmark::kMillisecond);

// Making the world: what a door's opening rebuilds (collision and planners), with the units
// placed and the first intents planned.
void world_build(benchmark::State& state, const std::string& map) {
  const sim::WorldSetup setup = setup_of(map);
  for (auto _ : state) {
    World fresh(setup);
    benchmark::DoNotOptimize(fresh.tick());
  }
}
BENCHMARK_CAPTURE(world_build, fortress, std::string("maps/fortress.tmx"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(world_build, big_256, std::string("tools/bench/bigmap/big_256.tmx"))
    ->Iterations(3)
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace hp::bench

BENCHMARK_MAIN();
