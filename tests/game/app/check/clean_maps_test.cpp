// Every map the game ships checks clean: maps/*.tmx (the default map and the campaign) and
// maps/scenarios/*.tmx, found by globbing so new maps are covered as they are added.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <vector>

#include "game/app/check/map_check.h"
#include "tests/game/app/support/run_binary.h"

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

// docs/level-design.md walks through these maps: each step plays clean, and the typo step
// gives exactly the message the page quotes.
TEST(CleanMaps, walkthrough_steps_check_clean) {
  for (const char* step : {"2-units", "3-walls", "4-patrol"}) {
    const app::MapCheck check =
        app::check_map(std::string("docs/level-design/walkthrough/") + step + ".tmx");
    for (const Diagnostic& d : check.diagnostics.items()) ADD_FAILURE() << d.to_string();
  }
}

TEST(CleanMaps, walkthrough_typo_gives_the_message_the_docs_quote) {
  const app::MapCheck check = app::check_map("docs/level-design/walkthrough/5-typo.tmx");
  ASSERT_EQ(check.diagnostics.items().size(), 1u);
  const std::string line = check.diagnostics.items()[0].to_string();
  EXPECT_NE(test::slurp("docs/level-design.md").find("\n" + line + "\n"), std::string::npos)
      << line;
}

}  // namespace
}  // namespace hp
