// The hover preview's cost: forecast_attack for every hero-enemy pair at the start of the first
// turn on each shipped map, in turn (all_pairs), and for the pair whose approach is longest
// (longest), and played in the preview's slices (slices: the longest slice over a frame).
// frame_share is the time of one forecast over a 60 Hz frame (16.7 ms): the target is under 0.12
// (2 ms). Forecasts run when the hovered pair changes, not every frame. each_pair: every pair on
// the projected levels timed alone (median and worst), at the start and some turns in, with what
// each way of playing it costs a frame: the longest slice and the longest tick when played in
// frames, the world's copy handed over when played on the window's forecast thread.
// world_build: what opening a door costs at most.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_loader.h"
#include "game/sim/map/setup_from_map.h"
#include "game/sim/world/attack_forecast.h"
#include "game/sim/world/world.h"

namespace hp::bench {
namespace {

using sim::Commands;
using sim::Side;
using sim::UnitId;
using sim::World;

constexpr double kFrameSeconds = 1.0 / 60.0;
// Ticks the preview plays a frame: AttackPreview::kTicksPerUpdate (game/view, not linked here).
constexpr int kPreviewSlice = 200;

World world_of(const std::string& map) {
  Diagnostics diagnostics;
  const std::string path = std::string(HEARTPATH_SOURCE_DIR) + "/" + map;
  const std::optional<tiled::Map> loaded = tiled::load_map(path, diagnostics);
  if (!loaded) return World(sim::WorldSetup{});
  return World(sim::setup_from_map(*loaded, diagnostics).value_or(sim::WorldSetup{}));
}

std::vector<std::pair<UnitId, UnitId>> pairs_of(const World& world) {
  std::vector<std::pair<UnitId, UnitId>> pairs;
  for (const sim::Unit& hero : world.units()) {
    if (hero.side() != Side::kHero) continue;
    for (const sim::Unit& enemy : world.units()) {
      if (enemy.side() == Side::kEnemy) pairs.emplace_back(hero.id, enemy.id);
    }
  }
  return pairs;
}

void report(benchmark::State& state) {
  // Rate inverted: seconds per forecast, over a frame's seconds.
  state.counters["frame_share"] =
      benchmark::Counter(static_cast<double>(state.iterations()) * kFrameSeconds,
                         benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

void all_pairs(benchmark::State& state, const std::string& map) {
  const World world = world_of(map);
  const std::vector<std::pair<UnitId, UnitId>> pairs = pairs_of(world);
  if (pairs.empty()) {
    state.SkipWithError(("no hero-enemy pair on " + map).c_str());
    return;
  }
  std::size_t next = 0;
  for (auto _ : state) {
    const auto& [hero, enemy] = pairs[next++ % pairs.size()];
    benchmark::DoNotOptimize(sim::forecast_attack(world, hero, enemy));
  }
  report(state);
}

// The pair whose forecast approach is longest, and its length in ticks.
std::optional<std::pair<std::pair<UnitId, UnitId>, std::size_t>> longest_pair(const World& world) {
  std::optional<std::pair<std::pair<UnitId, UnitId>, std::size_t>> worst;
  for (const auto& pair : pairs_of(world)) {
    const std::size_t ticks = sim::forecast_attack(world, pair.first, pair.second).approach.size();
    if (!worst || ticks > worst->second) worst = {pair, ticks};
  }
  return worst;
}

void longest(benchmark::State& state, const std::string& map) {
  const World world = world_of(map);
  const auto worst = longest_pair(world);
  if (!worst) {
    state.SkipWithError(("no hero-enemy pair on " + map).c_str());
    return;
  }
  const auto [hero, enemy] = worst->first;
  for (auto _ : state) benchmark::DoNotOptimize(sim::forecast_attack(world, hero, enemy));
  state.counters["approach_ticks"] = static_cast<double>(worst->second);
  report(state);
}

// The preview plays a forecast a slice at a time (AttackPreview::kTicksPerUpdate ticks a frame):
// the longest slice of the longest chase, as a share of a frame, is what a frame can cost.
void slices(benchmark::State& state, const std::string& map) {
  const World world = world_of(map);
  const auto worst = longest_pair(world);
  if (!worst) {
    state.SkipWithError(("no hero-enemy pair on " + map).c_str());
    return;
  }
  double longest_slice = 0;
  int slice_count = 0;
  for (auto _ : state) {
    sim::AttackForecaster forecaster(world, worst->first.first, worst->first.second);
    slice_count = 0;
    bool done = false;
    while (!done) {
      const auto start = std::chrono::steady_clock::now();
      done = forecaster.advance(kPreviewSlice);
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      longest_slice = std::max(longest_slice, seconds);
      ++slice_count;
    }
  }
  state.counters["slices"] = slice_count;
  state.counters["longest_slice_frame_share"] = longest_slice / kFrameSeconds;
}

BENCHMARK_CAPTURE(all_pairs, default, std::string("maps/default.tmx"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(all_pairs, crossroads, std::string("maps/crossroads.tmx"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(all_pairs, fortress, std::string("maps/fortress.tmx"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(longest, default, std::string("maps/default.tmx"))->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(longest, crossroads, std::string("maps/crossroads.tmx"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(longest, fortress, std::string("maps/fortress.tmx"))
    ->Unit(benchmark::kMillisecond);
// The two projected levels: an isometric map (walls in object space) and a hexagonal one
// (solid tiles are hexagon polygons, which the planner and the sweeps test differently).
BENCHMARK_CAPTURE(all_pairs, watchtower, std::string("maps/watchtower.tmx"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(all_pairs, fens, std::string("maps/fens.tmx"))->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(longest, watchtower, std::string("maps/watchtower.tmx"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(longest, fens, std::string("maps/fens.tmx"))->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(slices, fortress, std::string("maps/fortress.tmx"))
    ->Unit(benchmark::kMillisecond);

// Every hero-enemy pair's forecast timed on its own, at the start of the battle and after some
// turns (the player ends the turn, the enemies play theirs): the median and the worst pair, in
// milliseconds of this thread's CPU time (each pair's median of a few runs, after one to warm the
// planner's wall gaps as hovering does). The target is every pair under 2 ms. worst_slice_ms: the
// longest slice of any pair's forecast as the preview plays it, a frame at a time.
double thread_ms() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) * 1e-6;
}

void end_turns(World& world, int turns) {
  for (int turn = 0; turn < turns; ++turn) {
    Commands end;
    end.end_turn = true;
    world.step(end);
    for (int tick = 0; tick < 100000 && !world.waiting_for_player(); ++tick) world.step({});
  }
}

// The median over a few runs of what measure() returns (ms), after one forecast to warm the
// planner's wall gaps, as hovering does.
template <typename Measure>
double median_of_runs(const World& world, UnitId hero, UnitId enemy, Measure&& measure) {
  constexpr int kRuns = 5;
  benchmark::DoNotOptimize(sim::forecast_attack(world, hero, enemy));
  std::vector<double> runs;
  for (int run = 0; run < kRuns; ++run) runs.push_back(measure());
  std::nth_element(runs.begin(), runs.begin() + kRuns / 2, runs.end());
  return runs[kRuns / 2];
}

double pair_ms(const World& world, UnitId hero, UnitId enemy) {
  return median_of_runs(world, hero, enemy, [&] {
    const double start = thread_ms();
    benchmark::DoNotOptimize(sim::forecast_attack(world, hero, enemy));
    return thread_ms() - start;
  });
}

// The preview plays a forecast kPreviewSlice ticks a frame: the longest slice of the pair's
// forecast, in ms of this thread's CPU time, is what the preview can add to a frame.
double worst_slice_ms(const World& world, UnitId hero, UnitId enemy) {
  return median_of_runs(world, hero, enemy, [&] {
    sim::AttackForecaster forecaster(world, hero, enemy);
    double longest = 0;
    for (bool done = false; !done;) {
      const double start = thread_ms();
      done = forecaster.advance(kPreviewSlice);
      longest = std::max(longest, thread_ms() - start);
    }
    return longest;
  });
}

// The longest single tick of the pair's forecast (the copy's making counted with the first):
// what no slicing by ticks can split.
double worst_tick_ms(const World& world, UnitId hero, UnitId enemy) {
  return median_of_runs(world, hero, enemy, [&] {
    double start = thread_ms();
    sim::AttackForecaster forecaster(world, hero, enemy);
    double longest = 0;
    for (bool done = false; !done;) {
      done = forecaster.advance(1);
      const double now = thread_ms();
      longest = std::max(longest, now - start);
      start = now;
    }
    return longest;
  });
}

// What the window's preview spends in the frame (ForecastThread, game/view): making the forecast's
// copy of the world, which it hands to the thread.
double handoff_ms(const World& world, UnitId hero, UnitId enemy) {
  return median_of_runs(world, hero, enemy, [&] {
    const double start = thread_ms();
    sim::AttackForecaster forecaster(world, hero, enemy);
    const double made = thread_ms() - start;
    benchmark::DoNotOptimize(forecaster);
    return made;
  });
}

void each_pair(benchmark::State& state, const std::string& map) {
  World world = world_of(map);
  end_turns(world, static_cast<int>(state.range(0)));
  const std::vector<std::pair<UnitId, UnitId>> pairs = pairs_of(world);
  if (pairs.empty()) {
    state.SkipWithError(("no hero-enemy pair on " + map).c_str());
    return;
  }
  std::vector<double> times;
  double worst_slice = 0, worst_tick = 0, worst_handoff = 0;
  for (auto _ : state) {
    times.clear();
    for (const auto& [hero, enemy] : pairs) {
      times.push_back(pair_ms(world, hero, enemy));
      worst_slice = std::max(worst_slice, worst_slice_ms(world, hero, enemy));
      worst_tick = std::max(worst_tick, worst_tick_ms(world, hero, enemy));
      worst_handoff = std::max(worst_handoff, handoff_ms(world, hero, enemy));
    }
  }
  std::sort(times.begin(), times.end());
  state.counters["pairs"] = static_cast<double>(times.size());
  state.counters["median_ms"] = times[times.size() / 2];
  state.counters["worst_ms"] = times.back();
  state.counters["worst_slice_ms"] = worst_slice;
  state.counters["worst_tick_ms"] = worst_tick;
  state.counters["worst_handoff_ms"] = worst_handoff;
}

BENCHMARK_CAPTURE(each_pair, watchtower, std::string("maps/watchtower.tmx"))
    ->Arg(0)
    ->Arg(2)
    ->Arg(4)
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(each_pair, fens, std::string("maps/fens.tmx"))
    ->Arg(0)
    ->Arg(2)
    ->Arg(4)
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

// What a door's opening costs at most: it builds the world's collision and planners again, which
// is part of making a world (this also places the units and plans the enemies' intents). A
// forecast whose attack opens a door pays it once.
void world_build(benchmark::State& state, const std::string& map) {
  const World world = world_of(map);
  for (auto _ : state) {
    World fresh(world.setup());
    benchmark::DoNotOptimize(fresh.tick());
  }
  report(state);
}

BENCHMARK_CAPTURE(world_build, default, std::string("maps/default.tmx"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(world_build, fortress, std::string("maps/fortress.tmx"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(world_build, fens, std::string("maps/fens.tmx"))->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace hp::bench

BENCHMARK_MAIN();
