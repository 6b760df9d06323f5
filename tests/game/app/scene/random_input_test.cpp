// Random input through the real game: seeded scripts of clicks on units and on the ground, keys
// (end turn, speed, pause, the pause menu, restart, next map, overlays, Tab) and end-turns, on
// every shipped map (every orientation), played headless at full speed. The game must exit cleanly,
// print its summary, keep every position finite, and give the same state hash for the same script.
#include <gtest/gtest.h>

#include <array>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "tests/game/app/support/run_binary.h"

namespace hp::app {
namespace {

constexpr int kSeedsPerMap = 4;

struct ShippedMap {
  std::string path;
  std::vector<std::string> units;
  double width, height;  // pixels
};

std::vector<ShippedMap> shipped_maps() {
  return {
      {"maps/default.tmx", {"Shytor", "Mickey", "Talan", "Dana", "Ultros", "Otto"}, 960, 640},
      {"maps/bridge.tmx", {"Talan", "Dana", "Mickey", "Shytor", "Brakk", "Skarn", "Mog"}, 960, 640},
      {"maps/crossroads.tmx",
       {"Talan", "Dana", "Mickey", "Shytor", "Pell", "Grub", "Vex", "Mott", "Snag"},
       960,
       640},
      {"maps/chapel.tmx",
       {"Talan", "Dana", "Mickey", "Shytor", "Rook", "Fenn", "Hask", "Bran", "Ulla", "Gorm", "Moss",
        "Lurk"},
       960,
       640},
      {"maps/fortress.tmx",
       {"Talan", "Dana", "Mickey", "Shytor", "Brute", "Sentry", "Warden", "Gatekeeper", "Hulk",
        "Horn", "Keel"},
       960,
       640},
      // Projected maps: clicks land in their object space (22 x 22 cells of 32 along the tile
      // axes; 18 x 12 hexagons 48 apart across and 56 down).
      {"maps/watchtower.tmx",
       {"Shytor", "Mickey", "Talan", "Dana", "Gatekeeper", "Crag", "Vex", "Thorn", "Brakk", "Ulla"},
       704,
       704},
      {"maps/fens.tmx",
       {"Shytor", "Talan", "Mickey", "Dana", "Mire", "Sedge", "Rush", "Bog", "Reed", "Keeper"},
       880,
       700}};
}

// A script of about 60 inputs over 90 s of game time.
std::string random_script(const ShippedMap& map, unsigned seed) {
  static const std::array<const char*, 15> kKeys = {"Space",  "1",      "2",  "4",  "P",
                                                    "Escape", "Escape", "R",  "N",  "Return",
                                                    "Tab",    "F1",     "F2", "F3", "Up"};
  std::mt19937 random(seed);
  std::ostringstream script;
  double t = 0.5;
  for (int i = 0; i < 60; ++i) {
    t += 0.1 + (random() % 300) / 100.0;
    const unsigned roll = random() % 100;
    script << t << " ";
    if (roll < 55) {
      script << "click unit " << map.units[random() % map.units.size()];
    } else if (roll < 70) {
      script << "click " << random() % static_cast<unsigned>(map.width) << " "
             << random() % static_cast<unsigned>(map.height);
    } else if (roll < 92) {
      script << "key " << kKeys[random() % kKeys.size()];
    } else {
      script << "end-turn";
    }
    script << "\n";
  }
  return script.str();
}

TEST(RandomInput, seeded_random_scripts_on_every_map_play_cleanly_and_replay_the_same) {
  const std::string dir = hp::test::temp_dir("random_input");
  int runs = 0;
  for (const ShippedMap& map : shipped_maps()) {
    for (unsigned seed = 1; seed <= kSeedsPerMap; ++seed) {
      const std::string path = dir + "/script_" + std::to_string(runs) + ".txt";
      std::ofstream(path) << random_script(map, seed);
      const std::string args =
          "play " + map.path + " --headless --mute --state-hash --seconds 120 --script " + path;
      const test::RunResult r = test::run_heartpath(args);
      const std::string out = r.out + r.err;
      const std::string where = map.path + " seed " + std::to_string(seed) + " (" + path + ")";
      ASSERT_EQ(r.status, 0) << where << "\n" << out;
      EXPECT_NE(out.find("heartpath: turn "), std::string::npos) << where << "\n" << out;
      EXPECT_EQ(out.find("nan"), std::string::npos) << where << "\n" << out;
      EXPECT_EQ(out.find("inf,"), std::string::npos) << where << "\n" << out;
      if (seed == 1) {
        const test::RunResult again = test::run_heartpath(args);
        EXPECT_EQ(again.out, r.out) << where << ": the same script played differently";
      }
      ++runs;
    }
  }
  EXPECT_EQ(runs, static_cast<int>(shipped_maps().size()) * kSeedsPerMap);
}

}  // namespace
}  // namespace hp::app
