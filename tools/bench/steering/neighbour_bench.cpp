// Neighbour benchmarks: every agent asks for its neighbours, by an all-pairs scan (the baseline,
// what NeighbourQuery does today) and by building a SpatialHash then querying it.
#include <benchmark/benchmark.h>

#include <chrono>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include "game/sim/steering/obstacle.h"
#include "tools/bench/crowd/spatial_hash.h"

namespace hp::bench {
namespace {

using sim::Obstacle;
using sim::SpatialHash;

// RVO2's crossing example in its units (radius 1.5, neighbour range 15, about 50 square units
// per agent), scaled to pixels.
constexpr double kScale = 8.0;                            // pixels per RVO2 unit
constexpr double kAgentRadius = 1.5 * kScale;             // pixels
constexpr double kNeighbourRange = 15.0 * kScale;         // pixels, centre to disc edge
constexpr double kAreaPerAgent = 50.0 * kScale * kScale;  // square pixels

// count agents placed uniformly at random (fixed seed) in a square of count * kAreaPerAgent,
// centred on the origin so half the coordinates are negative.
std::vector<Obstacle> make_agents(std::size_t count) {
  std::mt19937_64 rng(1234);
  const double side = std::sqrt(static_cast<double>(count) * kAreaPerAgent);
  std::uniform_real_distribution<double> coordinate(-side / 2, side / 2);
  std::vector<Obstacle> agents(count);
  for (Obstacle& agent : agents) {
    agent.position = {coordinate(rng), coordinate(rng)};
    agent.radius = kAgentRadius;
  }
  return agents;
}

// The baseline: each agent scans all the others. Returns the total neighbour count.
std::size_t all_pairs(const std::vector<Obstacle>& agents, std::vector<std::uint32_t>& found) {
  std::size_t total = 0;
  for (const Obstacle& self : agents) {
    found.clear();
    for (std::size_t i = 0; i < agents.size(); ++i) {
      if (SpatialHash::reaches(self.position, kNeighbourRange, agents[i].position,
                               agents[i].radius)) {
        found.push_back(static_cast<std::uint32_t>(i));
      }
    }
    total += found.size();
    benchmark::DoNotOptimize(found.data());
  }
  return total;
}

// The hash: one build from the tick's positions, then each agent's query.
std::size_t hashed(SpatialHash& hash, const std::vector<Obstacle>& agents,
                   std::vector<std::uint32_t>& found) {
  hash.build(agents);
  std::size_t total = 0;
  for (const Obstacle& self : agents) {
    hash.query(self.position, kNeighbourRange, found);
    total += found.size();
    benchmark::DoNotOptimize(found.data());
  }
  return total;
}

template <typename Work>
double seconds_of(Work work) {
  const auto start = std::chrono::steady_clock::now();
  work();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The second argument divides the default cell side (twice the reach): 1 is the default, 2
// gives cells as wide as the reach (more, smaller cells: fewer candidates, more cells visited).
SpatialHash make_hash(const benchmark::State& state) {
  const double cell = SpatialHash::cell_size_for(kNeighbourRange + kAgentRadius);
  return SpatialHash(cell / static_cast<double>(state.range(1)));
}

// Times the all-pairs scan alone (the baseline row).
void BM_all_pairs_scan(benchmark::State& state) {
  const std::vector<Obstacle> agents = make_agents(static_cast<std::size_t>(state.range(0)));
  std::vector<std::uint32_t> found;
  found.reserve(agents.size());
  std::size_t total = 0;
  for (auto _ : state) {
    state.SetIterationTime(seconds_of([&] { total = all_pairs(agents, found); }));
  }
  state.counters["neighbours_per_agent"] =
      static_cast<double>(total) / static_cast<double>(agents.size());
}

// Times build + queries, and after each the all-pairs scan, so the ratio compares runs under
// the same machine load. Counters: scan_ms (the scan's mean), x_faster (scan / hash),
// neighbours_per_agent. Fails if the two disagree on the neighbour count.
void BM_hash_build_and_query(benchmark::State& state) {
  const std::vector<Obstacle> agents = make_agents(static_cast<std::size_t>(state.range(0)));
  SpatialHash hash = make_hash(state);
  std::vector<std::uint32_t> found;
  found.reserve(agents.size());
  std::vector<std::uint32_t> scan_found;
  scan_found.reserve(agents.size());
  const std::size_t expected = all_pairs(agents, scan_found);
  if (hashed(hash, agents, found) != expected) {
    state.SkipWithError("the hash and the scan disagree");
    return;
  }
  double hash_seconds = 0;
  double scan_seconds = 0;
  for (auto _ : state) {
    const double seconds = seconds_of([&] { hashed(hash, agents, found); });
    state.SetIterationTime(seconds);
    hash_seconds += seconds;
    scan_seconds += seconds_of([&] { all_pairs(agents, scan_found); });
  }
  const double n = static_cast<double>(state.iterations());
  state.counters["scan_ms"] = scan_seconds * 1000 / n;
  state.counters["x_faster"] = scan_seconds / hash_seconds;
  state.counters["neighbours_per_agent"] =
      static_cast<double>(expected) / static_cast<double>(agents.size());
}

// The build alone, to see its share of the hash's time.
void BM_hash_build_only(benchmark::State& state) {
  const std::vector<Obstacle> agents = make_agents(static_cast<std::size_t>(state.range(0)));
  SpatialHash hash = make_hash(state);
  for (auto _ : state) {
    state.SetIterationTime(seconds_of([&] { hash.build(agents); }));
  }
}

void configure(benchmark::internal::Benchmark* b) {
  b->Unit(benchmark::kMicrosecond)->UseManualTime()->MinTime(1.0);
}

// Args: agents, and for the hash the cell divisor.
BENCHMARK(BM_all_pairs_scan)
    ->ArgNames({"agents"})
    ->Arg(100)
    ->Arg(1000)
    ->Arg(10000)
    ->Apply(configure);
BENCHMARK(BM_hash_build_and_query)
    ->ArgNames({"agents", "cell_div"})
    ->ArgsProduct({{100, 1000, 10000}, {1, 2}})
    ->Apply(configure);
BENCHMARK(BM_hash_build_only)
    ->ArgNames({"agents", "cell_div"})
    ->ArgsProduct({{100, 1000, 10000}, {1}})
    ->Apply(configure);

}  // namespace
}  // namespace hp::bench

BENCHMARK_MAIN();
