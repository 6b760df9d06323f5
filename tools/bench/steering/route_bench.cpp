// Route planning benchmarks: time per plan and cells expanded, on a 30x20-tile map with walls
// and 50 units and on a 256x256-tile map with scattered solid tiles, at 4 and 8 px cells.
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "game/sim/navigation/route_planner.h"
#include "game/sim/navigation/static_collision.h"

namespace hp::bench {
namespace {

using sim::Obstacle;
using sim::Rect;
using sim::RoutePlanner;
using sim::RouteRequest;
using sim::StaticCollision;
using sim::WorldSetup;

constexpr double kTile = 32;

// A tiles_x x tiles_y map with `fill` of its tiles solid (fixed seed).
WorldSetup tile_map(int tiles_x, int tiles_y, double fill) {
  WorldSetup setup;
  setup.width = tiles_x * kTile;
  setup.height = tiles_y * kTile;
  std::mt19937_64 rng(42);
  std::bernoulli_distribution solid(fill);
  for (int y = 0; y < tiles_y; ++y) {
    for (int x = 0; x < tiles_x; ++x) {
      if (!solid(rng)) continue;
      Rect r;
      r.x = x * kTile;
      r.y = y * kTile;
      r.w = kTile;
      r.h = kTile;
      setup.walls.boxes.push_back(r);
    }
  }
  return setup;
}

std::vector<Obstacle> units(const StaticCollision& walls, int count) {
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> x(0, walls.width()), y(0, walls.height());
  std::vector<Obstacle> out;
  while (static_cast<int>(out.size()) < count) {
    Obstacle o;
    o.position = {x(rng), y(rng)};
    o.radius = 12;
    if (walls.gap(o.position, o.radius) >= 0) out.push_back(o);
  }
  return out;
}

// Plans between fixed-seed random clear points; reports cells expanded per plan.
void run_plans(benchmark::State& state, const StaticCollision& walls, double cell,
               const std::vector<Obstacle>& discs) {
  const RoutePlanner planner(walls, cell);
  std::mt19937_64 rng(9);
  std::uniform_real_distribution<double> x(0, walls.width()), y(0, walls.height());
  double expanded = 0, found = 0, plans = 0;
  for (auto _ : state) {
    RouteRequest req;
    req.radius = 12;
    req.margin = 1;
    req.start = {x(rng), y(rng)};
    req.goal = {x(rng), y(rng)};
    req.discs = discs;
    const sim::Route route = planner.plan(req);
    benchmark::DoNotOptimize(route.length);
    expanded += planner.last_expanded();
    found += route.found ? 1 : 0;
    plans += 1;
  }
  state.counters["expanded_per_plan"] = expanded / plans;
  state.counters["found_ratio"] = found / plans;
}

void BM_route_small_map_50_units(benchmark::State& state) {
  const StaticCollision walls(tile_map(30, 20, 0.12));
  run_plans(state, walls, static_cast<double>(state.range(0)), units(walls, 50));
}
// Cell sizes: 4 px is what the game plans with (an eighth of a 32 px tile), 8 px for scale.
BENCHMARK(BM_route_small_map_50_units)->Arg(4)->Arg(8)->Unit(benchmark::kMicrosecond);

void BM_route_256_tile_map(benchmark::State& state) {
  const StaticCollision walls(tile_map(256, 256, 0.12));
  run_plans(state, walls, static_cast<double>(state.range(0)), {});
}
BENCHMARK(BM_route_256_tile_map)->Arg(4)->Arg(8)->Unit(benchmark::kMillisecond)->Iterations(20);

}  // namespace
}  // namespace hp::bench

BENCHMARK_MAIN();
