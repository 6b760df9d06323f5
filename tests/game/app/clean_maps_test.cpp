// Every map the game ships checks clean: maps/*.tmx (the default map and the campaign) and
// maps/scenarios/*.tmx, found by globbing so new maps are covered as they are added.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <vector>

#include "game/app/map_check.h"

namespace hp {
namespace {

std::vector<std::string> maps_in(const std::string& dir) {
  std::vector<std::string> maps;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() == ".tmx") maps.push_back(entry.path().string());
  }
  std::sort(maps.begin(), maps.end());
  return maps;
}

void expect_clean(const std::string& dir) {
  const std::vector<std::string> maps = maps_in(dir);
  ASSERT_FALSE(maps.empty()) << "no maps in " << dir;
  for (const std::string& map : maps) {
    const app::MapCheck check = app::check_map(map);  // kept: items() refers into it
    for (const Diagnostic& d : check.diagnostics.items()) {
      ADD_FAILURE() << d.to_string();
    }
  }
}

TEST(CleanMaps, shipped_maps_have_no_check_messages) {
  expect_clean("maps");
}

TEST(CleanMaps, scenario_maps_have_no_check_messages) {
  expect_clean("maps/scenarios");
}

}  // namespace
}  // namespace hp
