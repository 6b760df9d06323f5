// MapReloader: a saved map is loaded again; a broken save reports file, line and message and
// the last good map stays; fixing it loads again; tilesets are watched as well as the map.
#include "game/app/scene/map_reloader.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>

#include "game/app/check/map_check.h"
#include "tests/game/app/support/map_copy.h"
#include "tests/game/app/support/run_binary.h"

namespace hp::app {
namespace {

// Polls the way the game loop does until a reload comes (or two seconds of polls pass).
std::optional<Reload> next_reload(MapReloader& reloader, double& now) {
  for (int i = 0; i < 10; ++i) {
    now += FileWatcher::kPollSeconds;
    if (std::optional<Reload> reload = reloader.poll(now)) return reload;
  }
  return std::nullopt;
}

// The default map and its tileset in a folder of the test's, loaded and watched.
struct Fixture {
  std::string dir = hp::test::temp_dir("map_reloader");
  test::MapCopy copy = test::copy_default_map(dir);
  std::string map = copy.map;
  std::string tileset = copy.tileset;
  std::string original = copy.original;
  MapReloader reloader = watch(map);

  static MapReloader watch(const std::string& path) {
    Diagnostics diagnostics;
    std::optional<Battle> battle = load_checked_battle(path, diagnostics);
    EXPECT_TRUE(battle) << path;
    return MapReloader(battle ? *battle : Battle{});
  }
};

TEST(MapReloader, a_saved_map_loads_again_with_its_changes) {
  Fixture f;
  MapReloader& reloader = f.reloader;
  double now = 0;
  EXPECT_FALSE(reloader.poll(now));
  test::save_file(f.map, test::replaced(f.original, "value=\"14\"", "value=\"20\""),
                  2);  // Talan's hp
  std::optional<Reload> reload = next_reload(reloader, now);
  ASSERT_TRUE(reload);
  ASSERT_TRUE(reload->battle);
  bool talan = false;
  for (const sim::UnitSpec& unit : reload->battle->setup.units) {
    if (unit.name == "Talan") talan = unit.hp == 20;
  }
  EXPECT_TRUE(talan);
  EXPECT_EQ(reload->changed_files, std::vector<std::string>{f.map});
  EXPECT_FALSE(next_reload(reloader, now)) << "one save, one reload";
}

TEST(MapReloader, a_broken_save_reports_where_and_the_fix_loads_again) {
  Fixture f;
  MapReloader& reloader = f.reloader;
  double now = 0;
  // A typo in an object: an unclosed attribute quote on Talan's hp property.
  const std::string broken = test::replaced(f.original, "value=\"14\"/>", "value=\"14/>");
  test::save_file(f.map, broken, 2);
  std::optional<Reload> reload = next_reload(reloader, now);
  ASSERT_TRUE(reload);
  EXPECT_FALSE(reload->battle);
  ASSERT_TRUE(reload->diagnostics.has_errors());
  const std::string message = reload->diagnostics.items().front().to_string();
  EXPECT_EQ(message.rfind(f.map + ":", 0), 0u) << message;  // starts with path:
  EXPECT_GT(reload->diagnostics.items().front().line, 0) << message;
  test::save_file(f.map, f.original, 4);
  reload = next_reload(reloader, now);
  ASSERT_TRUE(reload);
  EXPECT_TRUE(reload->battle);
}

TEST(MapReloader, saving_the_tileset_reloads_the_map_too) {
  Fixture f;
  MapReloader& reloader = f.reloader;
  double now = 0;
  test::save_file(f.tileset, test::read_file(f.tileset) + "\n", 2);
  std::optional<Reload> reload = next_reload(reloader, now);
  ASSERT_TRUE(reload);
  EXPECT_TRUE(reload->battle);
  EXPECT_EQ(reload->changed_files, std::vector<std::string>{f.tileset});
}

}  // namespace
}  // namespace hp::app
