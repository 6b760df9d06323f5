// The reach's cost: a MoveReach for each hero in turn at the start of the first turn, on the
// projected Watchtower, the Fortress and two more shipped maps (reach), beside one Move check to
// a spot at the reach's edge on the same map (move_check: the baseline, one route plan).
// frame_share is one reach's time over a 60 Hz frame (16.7 ms); the bound for a frame's
// own work is 8 ms (0.48). A reach is made once per selection and world state, not per frame.
#include <benchmark/benchmark.h>

#include <optional>
#include <string>
#include <vector>

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_loader.h"
#include "game/sim/map/setup_from_map.h"
#include "game/sim/world/move_reach.h"
#include "game/sim/world/world.h"

namespace hp::bench {
namespace {

constexpr double kFrameSeconds = 1.0 / 60.0;

sim::World world_of(const std::string& map) {
  Diagnostics diagnostics;
  const std::string path = std::string(HEARTPATH_SOURCE_DIR) + "/" + map;
  const std::optional<tiled::Map> loaded = tiled::load_map(path, diagnostics);
  if (!loaded) return sim::World(sim::WorldSetup{});
  return sim::World(sim::setup_from_map(*loaded, diagnostics).value_or(sim::WorldSetup{}));
}

std::vector<sim::UnitId> heroes_of(const sim::World& world) {
  std::vector<sim::UnitId> heroes;
  for (const sim::Unit& u : world.units()) {
    if (u.side() == sim::Side::kHero && world.can_move(u.id)) heroes.push_back(u.id);
  }
  return heroes;
}

void report(benchmark::State& state) {
  state.counters["frame_share"] =
      benchmark::Counter(static_cast<double>(state.iterations()) * kFrameSeconds,
                         benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

void reach(benchmark::State& state, const std::string& map) {
  const sim::World world = world_of(map);
  const std::vector<sim::UnitId> heroes = heroes_of(world);
  if (heroes.empty()) {
    state.SkipWithError(("no hero to select on " + map).c_str());
    return;
  }
  std::size_t next = 0;
  double nodes = 0, sights = 0;
  for (auto _ : state) {
    const sim::MoveReach r(world, heroes[next++ % heroes.size()]);
    nodes += r.field().cols() * r.field().rows();
    sights += r.field().sight_tests();
    benchmark::DoNotOptimize(r.enemies_in_reach().size());
  }
  report(state);
  state.counters["nodes"] = nodes / static_cast<double>(state.iterations());
  state.counters["sight_tests"] = sights / static_cast<double>(state.iterations());
}

// The baseline: check_move for each hero to a spot its reach away, to the east or west.
void move_check(benchmark::State& state, const std::string& map) {
  const sim::World world = world_of(map);
  const std::vector<sim::UnitId> heroes = heroes_of(world);
  if (heroes.empty()) {
    state.SkipWithError(("no hero to select on " + map).c_str());
    return;
  }
  std::size_t next = 0;
  for (auto _ : state) {
    const sim::Unit& h = *world.unit(heroes[next++ % heroes.size()]);
    const double dx = h.position.x * 2 < world.setup().width ? h.reach() : -h.reach();
    benchmark::DoNotOptimize(world.check_move(h.id, h.position + Vec2{dx * 0.9, 0}));
  }
  report(state);
}

}  // namespace

BENCHMARK_CAPTURE(move_check, watchtower, std::string("maps/watchtower.tmx"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(reach, watchtower, std::string("maps/watchtower.tmx"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(move_check, fortress, std::string("maps/fortress.tmx"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(reach, fortress, std::string("maps/fortress.tmx"))->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(reach, crossroads, std::string("maps/crossroads.tmx"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(reach, fens, std::string("maps/fens.tmx"))->Unit(benchmark::kMillisecond);

}  // namespace hp::bench

BENCHMARK_MAIN();
