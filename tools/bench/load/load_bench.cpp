// Load benchmarks: the large map in TMX (base64+zlib, CSV) and JSON, each against the floor of
// only decoding its four layers' tile data (base64 + zlib), as a ratio measured in the same run.
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "engine/tiled/map_loader.h"
#include "engine/tiled/read/base64.h"
#include "engine/tiled/read/decompress.h"
#include "tools/bench/load/load_fixture.h"

namespace hp::bench {
namespace {

const LoadFixture& fixture() {
  static const LoadFixture generated;
  return generated;
}

[[noreturn]] void die(const std::string& message) {
  std::fprintf(stderr, "load bench: %s\n", message.c_str());
  std::exit(1);
}

// The floor: base64-decode and inflate each layer's data into a layer-sized buffer of gids,
// which any loader has to do; no XML, no JSON, no model.
void decode_layers_only() {
  for (const FixtureLayer& layer : fixture().layers()) {
    std::vector<std::uint8_t> packed;
    std::string error;
    if (!tiled::decode_base64(layer.base64_zlib, packed, error)) die(error);
    std::vector<std::uint32_t> gids(layer.gids.size());
    const std::span<std::uint8_t> out(reinterpret_cast<std::uint8_t*>(gids.data()),
                                      gids.size() * sizeof(std::uint32_t));
    const tiled::DecompressResult result =
        tiled::decompress_into(tiled::Compression::kZlib, packed, out);
    if (result.status != tiled::DecompressStatus::kOk) die(result.error);
    benchmark::DoNotOptimize(gids.data());
  }
}

// Whether map holds what the fixture wrote: the four layers' gids and the objects.
std::string check_content(const tiled::Map& map) {
  const std::vector<FixtureLayer>& layers = fixture().layers();
  if (map.layers.size() != layers.size() + 1) return "the map has the wrong number of layers";
  for (std::size_t i = 0; i < layers.size(); ++i) {
    if (map.layers[i].tiles.gids != layers[i].gids) return "layer " + layers[i].name + " differs";
  }
  const std::vector<tiled::MapObject>& objects = map.layers.back().objects.objects;
  if (objects.size() != static_cast<std::size_t>(kObjects)) return "objects are missing";
  for (const tiled::MapObject& object : objects) {
    if (object.properties.items.size() != 3) return "an object lost properties";
  }
  return {};
}

// Loads path (checking its content when asked), or the error that stopped it.
std::string load(const std::string& path, bool check = false) {
  Diagnostics diagnostics;
  const std::optional<tiled::Map> map = tiled::load_map(path, diagnostics);
  benchmark::DoNotOptimize(&map);
  if (map) return check ? check_content(*map) : std::string();
  const Diagnostic* error = diagnostics.first_error();
  return error ? error->to_string() : "the map did not load";
}

template <typename Work>
double seconds_of(Work work) {
  const auto start = std::chrono::steady_clock::now();
  work();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Times each load, and after it the floor, so the ratio compares runs under the same machine
// load. Counters: floor_ms (the floor's mean), x_floor (load / floor), file_kib (the file's
// size) and bytes_per_second (of the file).
void run_load(benchmark::State& state, const std::string& path) {
  const std::string problem = load(path, true);
  if (!problem.empty()) {
    state.SkipWithError(problem.c_str());
    return;
  }
  double load_seconds = 0;
  double floor_seconds = 0;
  for (auto _ : state) {
    const double seconds = seconds_of([&] { load(path); });
    state.SetIterationTime(seconds);
    load_seconds += seconds;
    floor_seconds += seconds_of(decode_layers_only);
  }
  const double n = static_cast<double>(state.iterations());
  state.counters["floor_ms"] = floor_seconds * 1000 / n;
  state.counters["x_floor"] = load_seconds / floor_seconds;
  const auto bytes = static_cast<std::int64_t>(std::filesystem::file_size(path));
  state.counters["file_kib"] = static_cast<double>(bytes) / 1024;
  state.SetBytesProcessed(bytes * state.iterations());
}

void BM_floor_base64_zlib_decode_only(benchmark::State& state) {
  for (auto _ : state) {
    state.SetIterationTime(seconds_of(decode_layers_only));
  }
}

void BM_load_tmx_base64_zlib(benchmark::State& state) {
  run_load(state, fixture().tmx_base64_zlib());
}

void BM_load_tmx_csv(benchmark::State& state) {
  run_load(state, fixture().tmx_csv());
}

void BM_load_tmj_base64_zlib(benchmark::State& state) {
  run_load(state, fixture().tmj_base64_zlib());
}

void configure(benchmark::internal::Benchmark* b) {
  b->Unit(benchmark::kMillisecond)->UseManualTime()->MinTime(2.0);
}

BENCHMARK(BM_floor_base64_zlib_decode_only)->Apply(configure);
BENCHMARK(BM_load_tmx_base64_zlib)->Apply(configure);
BENCHMARK(BM_load_tmx_csv)->Apply(configure);
BENCHMARK(BM_load_tmj_base64_zlib)->Apply(configure);

}  // namespace
}  // namespace hp::bench

BENCHMARK_MAIN();
