// What the move preview costs the frame whose pointer reaches new ground: MovePreview::update's
// first call for a spot, in milliseconds of this thread's CPU time, over spots all round the first
// hero (out to twice its reach, so spots too far and in walls are among them), on shipped maps and
// the 256x256 benchmark level. Medians are over the spots whose check plans a route (a spot in a
// wall, on a unit or off the map is refused before any plan, in microseconds); worsts over all.
// Three ways, in the same run:
//   frame_before: what the preview did in the frame before the move check went on the thread (it
//     is still what it does in frames): World::check_move on the live world, the route again for
//     a spot too far, and the first 200 ticks of a takeable spot's walk (sim::MoveForecaster);
//   in_frames: MovePreview::update played in frames (ForecastPlay::kInFrames: the headless demo,
//     scripted play), now checking on the forecast's copy of the world;
//   on_thread: MovePreview::update in the window (ForecastPlay::kOnThread): the frame makes the
//     copy and hands it over; answer_ms is the wall time until the thread's answer is in.
// Run: build/release/tools/bench/forecast/move_preview_bench
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_loader.h"
#include "game/sim/map/setup_from_map.h"
#include "game/sim/world/move_forecast.h"
#include "game/sim/world/world.h"
#include "game/view/previews/move_preview.h"

namespace hp::bench {
namespace {

using sim::UnitId;
using sim::World;

sim::World world_of(const std::string& map) {
  Diagnostics diagnostics;
  const std::string path = std::string(HEARTPATH_SOURCE_DIR) + "/" + map;
  const std::optional<tiled::Map> loaded = tiled::load_map(path, diagnostics);
  if (!loaded) return World(sim::WorldSetup{});
  return World(sim::setup_from_map(*loaded, diagnostics).value_or(sim::WorldSetup{}));
}

double thread_ms() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) * 1e-6;
}

// Spots on rings round the hero, every 30 degrees, at a quarter of its reach to twice it.
std::vector<Vec2> spots_round(const sim::Unit& hero) {
  std::vector<Vec2> spots;
  for (double share = 0.25; share <= 2.0; share += 0.25) {
    for (int degrees = 0; degrees < 360; degrees += 30) {
      const double angle = degrees * M_PI / 180.0;
      spots.push_back(hero.position +
                      Vec2{std::cos(angle), std::sin(angle)} * (share * hero.reach()));
    }
  }
  return spots;
}

// The old frame's work for a new spot (main before the move check went on the thread).
void frame_before(const World& world, UnitId hero, Vec2 spot) {
  const sim::MoveCheck check = world.check_move(hero, spot);
  if (check == sim::MoveCheck::kTooFar) benchmark::DoNotOptimize(world.move_route(hero, spot));
  if (check == sim::MoveCheck::kOk) {
    sim::MoveForecaster forecaster(world, hero, spot);
    forecaster.advance(view::MovePreview::kTicksPerUpdate);
    benchmark::DoNotOptimize(forecaster.forecast());
  }
}

// Milliseconds per spot: the median over the spots whose check plans, the worst over all.
struct Figures {
  std::vector<double> planned;
  double worst = 0.0;
  void add(double ms, bool plans) {
    if (plans) planned.push_back(ms);
    worst = std::max(worst, ms);
  }
  double median() {
    std::sort(planned.begin(), planned.end());
    return planned.empty() ? 0.0 : planned[planned.size() / 2];
  }
};

void new_spot(benchmark::State& state, const std::string& map) {
  const World world = world_of(map);
  const sim::Unit* hero = nullptr;
  for (const sim::Unit& unit : world.units()) {
    if (!hero && unit.side() == sim::Side::kHero && world.can_move(unit.id)) hero = &unit;
  }
  if (!hero) {
    state.SkipWithError(("no hero to move on " + map).c_str());
    return;
  }
  const std::vector<Vec2> spots = spots_round(*hero);
  Figures before, in_frames, on_thread, answer;
  int planned_spots = 0;
  view::MovePreview threaded(view::ForecastPlay::kOnThread);
  for (auto _ : state) {
    for (const Vec2 spot : spots) {
      frame_before(world, hero->id, spot);  // warms the planner's wall gaps, as hovering does
      double start = thread_ms();
      frame_before(world, hero->id, spot);
      const double before_ms = thread_ms() - start;

      view::MovePreview framed(view::ForecastPlay::kInFrames);
      start = thread_ms();
      framed.update(world, hero->id, spot);
      const double in_frames_ms = thread_ms() - start;
      const bool planned = framed.check() != sim::MoveCheck::kNoRoom;
      planned_spots += planned ? 1 : 0;

      threaded.update(world, hero->id, std::nullopt);  // off the ground: the next spot is new
      const auto wall = std::chrono::steady_clock::now();
      start = thread_ms();
      threaded.update(world, hero->id, spot);
      const double on_thread_ms = thread_ms() - start;
      while (threaded.checking()) {
        std::this_thread::sleep_for(std::chrono::microseconds(100));
        threaded.update(world, hero->id, spot);
      }
      const double answer_ms =
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wall)
              .count();
      before.add(before_ms, planned);
      in_frames.add(in_frames_ms, planned);
      on_thread.add(on_thread_ms, planned);
      answer.add(answer_ms, planned);
    }
  }
  state.counters["spots"] = static_cast<double>(spots.size());
  state.counters["planned_spots"] = planned_spots;
  state.counters["frame_before_median_ms"] = before.median();
  state.counters["frame_before_worst_ms"] = before.worst;
  state.counters["in_frames_median_ms"] = in_frames.median();
  state.counters["in_frames_worst_ms"] = in_frames.worst;
  state.counters["on_thread_median_ms"] = on_thread.median();
  state.counters["on_thread_worst_ms"] = on_thread.worst;
  state.counters["answer_median_ms"] = answer.median();
  state.counters["answer_worst_ms"] = answer.worst;
  state.counters["worst_ratio"] = on_thread.worst > 0 ? before.worst / on_thread.worst : 0.0;
}

BENCHMARK_CAPTURE(new_spot, chapel, std::string("maps/chapel.tmx"))
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(new_spot, fortress, std::string("maps/fortress.tmx"))
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(new_spot, watchtower, std::string("maps/watchtower.tmx"))
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(new_spot, big_256, std::string("tools/bench/bigmap/big_256.tmx"))
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace hp::bench

BENCHMARK_MAIN();
