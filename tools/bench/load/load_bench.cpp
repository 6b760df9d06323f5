// Load benchmarks: the large map in TMX (one file per tile data encoding) and JSON, each against
// the floor of only decoding its four layers' tile data, as a ratio measured in the same run, and
// the peak memory of a process that loads it once.
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/tiled/map_loader.h"
#include "tools/bench/load/load_fixture.h"
#include "tools/bench/load/load_floor.h"
#include "tools/bench/load/load_minimal.h"

namespace hp::bench {
namespace {

constexpr std::string_view kLoadOnce = "--load-once";  // PATH: load it once and exit
constexpr std::string_view kIdle = "--idle";           // exit at once (the RSS baseline)
// N (0 CSV, 1 base64, 2 zlib, 3 gzip, 4 zstd): decode that floor once and exit, for callgrind
// (--toggle-collect='hp::bench::decode_floor*' then counts exactly one floor).
constexpr std::string_view kFloorOnce = "--floor-once";

const LoadFixture& fixture() {
  static const LoadFixture generated;
  return generated;
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

// This process's peak resident memory (VmHWM), in MiB, or a negative number if unknown.
double own_peak_rss_mib() {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind("VmHWM:", 0) == 0) return std::atof(line.c_str() + 6) / 1024;  // in kB
  }
  return -1;
}

// The peak resident memory, in MiB, of this program run again with args (a fresh process, so
// nothing the benchmarks allocated counts; the child reports its own VmHWM, since the
// ru_maxrss of a spawned child starts from its parent's), or a negative number on failure.
double peak_rss_mib_of(const std::string& args) {
  const std::string self = std::filesystem::read_symlink("/proc/self/exe").string();
  FILE* child = popen(("'" + self + "' " + args).c_str(), "r");
  if (!child) return -1;
  double mib = -1;
  if (std::fscanf(child, "%lf", &mib) != 1) mib = -1;
  return pclose(child) == 0 ? mib : -1;
}

// Times each load, and after it the floor of the same encoding (and, for TMX, the minimal
// reader), so the ratios compare runs under the same machine load. Counters: floor_ms (the
// floor's mean), x_floor (load / floor), minimal_ms and x_minimal (the same for the minimal
// reader of issue 17's table: file, XML, decoding and objects, nothing checked), file_kib (the
// file's size), bytes_per_second (of the file), peak_rss_mib (of a process that loads the file
// once) and rss_over_idle_mib (that less an idle process's peak).
void run_load(benchmark::State& state, const std::string& path, FixtureEncoding floor,
              bool minimal) {
  std::string problem = load(path, true);
  if (problem.empty()) problem = decode_floor(floor, fixture().layers(), true);
  if (problem.empty() && minimal) problem = read_minimally(path, floor, &fixture().layers());
  if (!problem.empty()) {
    state.SkipWithError(problem.c_str());
    return;
  }
  double load_seconds = 0;
  double floor_seconds = 0;
  double minimal_seconds = 0;
  for (auto _ : state) {
    const double seconds = seconds_of([&] { load(path); });
    state.SetIterationTime(seconds);
    load_seconds += seconds;
    floor_seconds += seconds_of([&] { decode_floor(floor, fixture().layers()); });
    if (minimal) minimal_seconds += seconds_of([&] { read_minimally(path, floor); });
  }
  const double n = static_cast<double>(state.iterations());
  state.counters["floor_ms"] = floor_seconds * 1000 / n;
  state.counters["x_floor"] = load_seconds / floor_seconds;
  if (minimal) {
    state.counters["minimal_ms"] = minimal_seconds * 1000 / n;
    state.counters["x_minimal"] = load_seconds / minimal_seconds;
  }
  const auto bytes = static_cast<std::int64_t>(std::filesystem::file_size(path));
  state.counters["file_kib"] = static_cast<double>(bytes) / 1024;
  state.SetBytesProcessed(bytes * state.iterations());
  const double peak = peak_rss_mib_of(std::string(kLoadOnce) + " '" + path + "'");
  state.counters["peak_rss_mib"] = peak;
  state.counters["rss_over_idle_mib"] = peak - peak_rss_mib_of(std::string(kIdle));
}

void BM_load_tmx_csv(benchmark::State& state) {
  run_load(state, fixture().tmx(FixtureEncoding::kCsv), FixtureEncoding::kCsv, true);
}

void BM_load_tmx_base64(benchmark::State& state) {
  run_load(state, fixture().tmx(FixtureEncoding::kBase64), FixtureEncoding::kBase64, true);
}

void BM_load_tmx_base64_zlib(benchmark::State& state) {
  run_load(state, fixture().tmx(FixtureEncoding::kBase64Zlib), FixtureEncoding::kBase64Zlib, true);
}

void BM_load_tmx_base64_gzip(benchmark::State& state) {
  run_load(state, fixture().tmx(FixtureEncoding::kBase64Gzip), FixtureEncoding::kBase64Gzip, true);
}

void BM_load_tmx_base64_zstd(benchmark::State& state) {
  run_load(state, fixture().tmx(FixtureEncoding::kBase64Zstd), FixtureEncoding::kBase64Zstd, true);
}

// The .tmj's layers hold the same base64 + zlib text as the zlib .tmx, so they share a floor.
void BM_load_tmj_base64_zlib(benchmark::State& state) {
  run_load(state, fixture().tmj_base64_zlib(), FixtureEncoding::kBase64Zlib, false);
}

void configure(benchmark::internal::Benchmark* b) {
  b->Unit(benchmark::kMillisecond)->UseManualTime()->MinTime(2.0);
}

BENCHMARK(BM_load_tmx_csv)->Apply(configure);
BENCHMARK(BM_load_tmx_base64)->Apply(configure);
BENCHMARK(BM_load_tmx_base64_zlib)->Apply(configure);
BENCHMARK(BM_load_tmx_base64_gzip)->Apply(configure);
BENCHMARK(BM_load_tmx_base64_zstd)->Apply(configure);
BENCHMARK(BM_load_tmj_base64_zlib)->Apply(configure);

// The child processes peak_rss_mib_of starts, and the one-shot modes for callgrind: they print
// their peak RSS in MiB, or say on stderr why they failed (exit 1).
std::optional<int> run_as_child(int argc, char** argv) {
  const bool idle = argc == 2 && argv[1] == kIdle;
  const bool load_once = argc == 3 && argv[1] == kLoadOnce;
  if (argc == 3 && argv[1] == kFloorOnce) {
    const std::string_view text = argv[2];
    const bool one_digit = text.size() == 1 && text[0] >= '0' && text[0] <= '9';
    const std::size_t n = one_digit ? static_cast<std::size_t>(text[0] - '0') : 0;
    if (!one_digit || n >= std::size(kFixtureEncodings)) {
      std::fprintf(stderr,
                   "load_bench: --floor-once takes 0 to %zu (0 CSV, 1 base64, 2 zlib, "
                   "3 gzip, 4 zstd), not \"%s\"\n",
                   std::size(kFixtureEncodings) - 1, argv[2]);
      return 1;
    }
    const std::string problem = decode_floor(kFixtureEncodings[n], fixture().layers());
    if (!problem.empty()) std::fprintf(stderr, "load_bench: floor %zu: %s\n", n, problem.c_str());
    return problem.empty() ? 0 : 1;
  }
  if (!idle && !load_once) return std::nullopt;
  if (load_once) {
    const std::string problem = load(argv[2]);
    if (!problem.empty()) {
      std::fprintf(stderr, "load_bench: %s\n", problem.c_str());
      return 1;
    }
  }
  std::printf("%.1f\n", own_peak_rss_mib());
  return 0;
}

}  // namespace
}  // namespace hp::bench

int main(int argc, char** argv) {
  if (const std::optional<int> code = hp::bench::run_as_child(argc, argv)) return *code;
  // Google Benchmark prints its own options and exits; say first what this binary adds.
  for (int i = 1; i < argc; ++i) {
    if (std::string_view(argv[i]) == "--help") {
      std::printf(
          "load_bench: the large map in every encoding against its decode floor "
          "(docs/performance.md).\n"
          "Its own modes, each alone on the command line:\n"
          "  --load-once FILE   load FILE once and print the peak RSS in MiB\n"
          "  --floor-once N     run one floor once (0 CSV, 1 base64, 2 zlib, 3 gzip, 4 zstd)\n"
          "  --idle             print an idle process's peak RSS in MiB\n"
          "Otherwise, Google Benchmark's options:\n");
    }
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
