// Steering cost: the literal seed 000 port (atan2 per obstacle) against the production
// trig-free cardioid avoidance, one agent among 100 scattered obstacles or 10 neighbours, as a
// ratio from the same run.
#include <benchmark/benchmark.h>

#include <chrono>
#include <random>
#include <vector>

#include "game/sim/steering/cardioid.h"
#include "tests/game/sim/support/seed_oracle.h"

namespace hp::sim {
namespace {

constexpr int kCallsPerSample = 256;  // long enough to time, short enough to interleave

// One agent walking east among obstacles (fixed seed): 100 scattered around its whole path, or
// 10 neighbours within the neighbour range (120 px, see neighbour_bench), the count a walker
// typically steers around.
struct Scene {
  Vec2 self{0, 0};
  double self_radius = 12.8;
  Vec2 target{1000, 0};
  std::vector<Obstacle> obstacles;
  oracle::Object oracle_target;
  oracle::Object oracle_self;
  std::vector<oracle::Object> oracle_obstacles;
};

Scene make_scene(int obstacles) {
  Scene scene;
  std::mt19937_64 rng(0x5eed000);
  const bool scattered = obstacles >= 100;  // along the whole path, else within 120 px
  std::uniform_real_distribution<double> x(scattered ? -200.0 : -120.0, scattered ? 1200.0 : 120.0);
  std::uniform_real_distribution<double> y(scattered ? -300.0 : -120.0, scattered ? 300.0 : 120.0);
  for (int i = 0; i < obstacles; ++i) {
    const Vec2 at{x(rng), y(rng)};
    scene.obstacles.push_back({at, 12.8});
    scene.oracle_obstacles.push_back({{at.x, at.y}, 12.8, nullptr});
  }
  scene.oracle_target = {{scene.target.x, scene.target.y}, 0.0, nullptr};
  scene.oracle_self = {{scene.self.x, scene.self.y}, scene.self_radius, &scene.oracle_target};
  return scene;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Times samples of production calls and, interleaved with them, of oracle calls on the same
// scene, so the x_faster counter (oracle time / production time) compares runs under the same
// machine load. The argument is the obstacle count. The reported time is per sample of
// kCallsPerSample calls; the *_us counters are per call.
void BM_cardioid_production_vs_seed_oracle(benchmark::State& state) {
  const Scene scene = make_scene(static_cast<int>(state.range(0)));
  double production_seconds = 0;
  double oracle_seconds = 0;
  for (auto _ : state) {
    auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < kCallsPerSample; ++i) {
      benchmark::DoNotOptimize(
          avoidance_direction(scene.self, scene.self_radius, scene.target, scene.obstacles));
    }
    const double production = seconds_since(start);
    start = std::chrono::steady_clock::now();
    for (int i = 0; i < kCallsPerSample; ++i) {
      benchmark::DoNotOptimize(oracle::moveObject(scene.oracle_self, scene.oracle_obstacles));
    }
    oracle_seconds += seconds_since(start);
    production_seconds += production;
    state.SetIterationTime(production);  // one iteration is a sample of kCallsPerSample calls
  }
  const double calls = static_cast<double>(state.iterations()) * kCallsPerSample;
  state.counters["production_us"] = 1e6 * production_seconds / calls;
  state.counters["oracle_us"] = 1e6 * oracle_seconds / calls;
  state.counters["x_faster"] = oracle_seconds / production_seconds;
}
BENCHMARK(BM_cardioid_production_vs_seed_oracle)
    ->Arg(100)
    ->Arg(10)
    ->Unit(benchmark::kMicrosecond)
    ->UseManualTime()
    ->MinTime(1.0);

}  // namespace
}  // namespace hp::sim

BENCHMARK_MAIN();
