// forecast_hashes: a hash of every attack forecast (every hero-enemy pair, after the player ends
// 0 to 6 turns) on every shipped map, one line per map and turn, and the slowest pair of each.
// Two builds print the same hashes exactly when every forecast is the same to the bit: the check
// that a speed-up of the forecast's simulation changed nothing.
// Run: build/release/tools/bench/forecast/forecast_hashes [--times] (--times: each map and
// turn's slowest pair too, timed after one warming run); --pair <map> <turns> <hero> <enemy>
// <runs> plays one pair's forecast again and again (for a profiler).
#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <ctime>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_loader.h"
#include "game/sim/map/setup_from_map.h"
#include "game/sim/world/attack_forecast.h"
#include "game/sim/world/fnv1a.h"
#include "game/sim/world/world.h"

namespace hp::bench {
namespace {

using sim::Fnv1a;
using sim::UnitId;
using sim::World;

constexpr int kMaxTurns = 6;

std::optional<World> world_of(const std::string& map) {
  Diagnostics diagnostics;
  const std::string path = std::string(HEARTPATH_SOURCE_DIR) + "/" + map;
  const std::optional<tiled::Map> loaded = tiled::load_map(path, diagnostics);
  if (!loaded) return std::nullopt;
  std::optional<sim::WorldSetup> setup = sim::setup_from_map(*loaded, diagnostics);
  if (!setup) return std::nullopt;
  return World(std::move(*setup));
}

void add(Fnv1a& hash, Vec2 p) {
  hash.add(p.x);
  hash.add(p.y);
}

void add(Fnv1a& hash, const sim::AttackForecast& f) {
  hash.add(static_cast<std::uint64_t>(f.accepted) | static_cast<std::uint64_t>(f.complete) << 1 |
           static_cast<std::uint64_t>(f.lands) << 2 |
           static_cast<std::uint64_t>(f.knocks_out) << 3 |
           static_cast<std::uint64_t>(f.enemy_flees) << 4);
  hash.add(static_cast<std::uint64_t>(f.abandoned));
  hash.add(static_cast<std::uint64_t>(f.approach.size()));
  for (Vec2 p : f.approach) add(hash, p);
  add(hash, f.meeting);
  add(hash, f.enemy_at_slam);
  add(hash, f.enemy_lands);
  hash.add(static_cast<std::uint64_t>(f.damage));
  hash.add(static_cast<std::uint64_t>(f.enemy_hp_after));
  for (UnitId id : f.alerts) hash.add(static_cast<std::uint64_t>(id.index) << 32 | id.generation);
  hash.add(static_cast<std::uint64_t>(f.ticks_to_slam));
}

double thread_ms() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) * 1e-6;
}

void end_turn(World& world) {
  sim::Commands end;
  end.end_turn = true;
  world.step(end);
  for (int tick = 0; tick < 100000 && !world.waiting_for_player(); ++tick) world.step({});
}

}  // namespace
}  // namespace hp::bench

namespace hp::bench {
namespace {

// One pair's forecast, played `runs` times after the player ends `turns` turns (for a profiler).
int play_pair(const std::string& map, int turns, const std::string& hero_name,
              const std::string& enemy_name, int runs) {
  std::optional<World> world = world_of(map);
  if (!world) return 1;
  for (int turn = 0; turn < turns; ++turn) end_turn(*world);
  const std::optional<UnitId> hero = world->find(hero_name), enemy = world->find(enemy_name);
  if (!hero || !enemy) return 1;
  // A first run warms the planners (their wall gaps and regions), as the benchmark's does; it
  // plays the forecaster itself, so a profiler that collects in forecast_attack leaves it out.
  sim::AttackForecaster(*world, *hero, *enemy).advance(60 * 60);
  Fnv1a hash;
  for (int run = 0; run < runs; ++run) {
    const double start = thread_ms();
    add(hash, sim::forecast_attack(*world, *hero, *enemy));
    std::fprintf(stderr, "--- forecast %.3f ms\n", thread_ms() - start);
  }
  std::printf("%016" PRIx64 "\n", hash.value());
  return 0;
}

}  // namespace
}  // namespace hp::bench

int main(int argc, char** argv) {
  using namespace hp;
  using namespace hp::bench;
  if (argc == 7 && std::string(argv[1]) == "--pair") {
    return play_pair(argv[2], std::stoi(argv[3]), argv[4], argv[5], std::stoi(argv[6]));
  }
  const bool times = argc > 1 && std::string(argv[1]) == "--times";
  const char* maps[] = {"maps/default.tmx", "maps/crossroads.tmx", "maps/fortress.tmx",
                        "maps/bridge.tmx",  "maps/chapel.tmx",     "maps/watchtower.tmx",
                        "maps/fens.tmx"};
  Fnv1a all;
  for (const char* map : maps) {
    std::optional<World> world = world_of(map);
    if (!world) {
      std::printf("%s: not loaded\n", map);
      return 1;
    }
    for (int turn = 0; turn <= kMaxTurns; ++turn) {
      if (turn > 0) end_turn(*world);
      Fnv1a hash;
      double worst = 0;
      std::string worst_pair;
      int pairs = 0;
      for (const sim::Unit& hero : world->units()) {
        if (hero.side() != sim::Side::kHero) continue;
        for (const sim::Unit& enemy : world->units()) {
          if (enemy.side() != sim::Side::kEnemy) continue;
          if (times) sim::forecast_attack(*world, hero.id, enemy.id);  // warms the planners
          const double start = thread_ms();
          const sim::AttackForecast forecast = sim::forecast_attack(*world, hero.id, enemy.id);
          const double ms = thread_ms() - start;
          add(hash, forecast);
          ++pairs;
          if (ms > worst) {
            worst = ms;
            worst_pair = hero.spec.name + "->" + enemy.spec.name;
          }
        }
      }
      hash.add(world->state_hash());
      all.add(hash.value());
      std::printf("%-22s turn %d: %2d pairs %016" PRIx64, map, turn, pairs, hash.value());
      if (times) std::printf("  slowest %s %.2f ms ", worst_pair.c_str(), worst);
      std::printf("\n");
    }
  }
  std::printf("all: %016" PRIx64 "\n", all.value());
  return 0;
}
