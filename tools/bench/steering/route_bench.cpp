// Route planning benchmarks: time per plan and cells expanded, on a 30x20-tile map with walls
// and 50 units and on a 256x256-tile map with scattered solid tiles, at 4 and 8 px cells; and
// searching from the start against from both ends (SearchEnds), there and into a lane behind
// a long wall.
#include <benchmark/benchmark.h>

#include <cstdint>
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
               const std::vector<Obstacle>& discs, sim::SearchEnds ends = sim::SearchEnds::kStart) {
  const RoutePlanner planner(walls, cell, ends);
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

sim::SearchEnds ends_of(std::int64_t arg) {
  return arg == 0 ? sim::SearchEnds::kStart : sim::SearchEnds::kBoth;
}

// Plans as above from the start (0) and from both ends (1), on the small map at 8 px cells
// (the meeting search's grid).
void BM_route_small_map_search_ends(benchmark::State& state) {
  const StaticCollision walls(tile_map(30, 20, 0.12));
  run_plans(state, walls, 8, units(walls, 50), ends_of(state.range(0)));
}
BENCHMARK(BM_route_small_map_search_ends)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

// From the open field to the far end of a lane behind a 17-tile wall, open at the top (a
// patroller's beat behind a fortress), from the start (0) and from both ends (1).
void BM_route_into_a_lane(benchmark::State& state) {
  WorldSetup setup;
  setup.width = 28 * kTile;
  setup.height = 20 * kTile;
  setup.walls.boxes.push_back(Rect{25 * kTile, 2 * kTile, kTile, 18 * kTile});
  const StaticCollision walls(setup);
  const RoutePlanner planner(walls, 8, ends_of(state.range(0)));
  RouteRequest req;
  req.radius = 12;
  req.margin = 1;
  req.start = {100, 560};
  req.goal = {864, 560};
  for (auto _ : state) benchmark::DoNotOptimize(planner.plan(req).length);
  state.counters["expanded_per_plan"] = planner.last_expanded();
}
BENCHMARK(BM_route_into_a_lane)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace hp::bench

BENCHMARK_MAIN();
