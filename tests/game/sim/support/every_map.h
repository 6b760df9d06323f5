// Every shipped and scenario map, and the world set-up each makes: what the seeded random
// battles (order_lands_test, battle_soak_test) play on.
#pragma once

#include <algorithm>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "engine/tiled/map_loader.h"
#include "game/sim/map/setup_from_map.h"

namespace hp::sim::test {

// maps/*.tmx and maps/scenarios/*.tmx, sorted (the tests run from the source root).
inline std::vector<std::string> every_map() {
  std::vector<std::string> maps;
  for (const char* dir : {"maps", "maps/scenarios"}) {
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
      if (entry.path().extension() == ".tmx") maps.push_back(entry.path().generic_string());
    }
  }
  std::sort(maps.begin(), maps.end());
  return maps;
}

// The set-up a map makes; empty (no units) when it does not load.
inline WorldSetup setup_of(const std::string& path) {
  Diagnostics diagnostics;
  const std::optional<tiled::Map> map = tiled::load_map(path, diagnostics);
  if (!map) return {};
  return setup_from_map(*map, diagnostics).value_or(WorldSetup{});
}

}  // namespace hp::sim::test
