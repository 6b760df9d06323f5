// Scripted headless play through the real binary: full battles on the default map scripted to
// victory and to defeat, the same script giving the same state hash, and bad scripts refused.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "run_binary.h"

namespace hp::app {
namespace {

std::string play(const std::string& script, int& status) {
  const test::RunResult r = test::run_heartpath(
      "play maps/default.tmx --headless --mute --state-hash --script " + script);
  status = r.status;
  return r.out + r.err;
}

// Writes a script into the test's temporary directory and returns its path.
std::string temp_script(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + name;
  std::ofstream(path) << text;
  return path;
}

std::string hash_line(const std::string& output) {
  const std::size_t at = output.find("state hash ");
  return at == std::string::npos ? "" : output.substr(at, output.find('\n', at) - at);
}

TEST(ScriptedPlay, a_scripted_battle_on_the_default_map_ends_in_victory) {
  int status = -1;
  const std::string out = play("tests/game/app/scripts/default_victory.txt", status);
  EXPECT_EQ(status, 0) << out;
  EXPECT_NE(out.find("heartpath: turn 2, victory"), std::string::npos) << out;
  EXPECT_NE(out.find("enemy Ultros: 0/12 HP"), std::string::npos) << out;
  EXPECT_NE(out.find("enemy Otto: 0/10 HP"), std::string::npos) << out;
}

TEST(ScriptedPlay, heroes_that_only_end_their_turn_are_defeated) {
  int status = -1;
  const std::string out = play("tests/game/app/scripts/default_defeat.txt", status);
  EXPECT_EQ(status, 0) << out;
  EXPECT_NE(out.find(", defeat, 0 damage dealt"), std::string::npos) << out;
}

TEST(ScriptedPlay, the_same_script_twice_gives_the_same_state_hash) {
  int status = -1;
  const std::string first = hash_line(play("tests/game/app/scripts/default_victory.txt", status));
  const std::string second = hash_line(play("tests/game/app/scripts/default_victory.txt", status));
  ASSERT_FALSE(first.empty());
  EXPECT_EQ(first, second);
  EXPECT_NE(first, hash_line(play("tests/game/app/scripts/default_defeat.txt", status)));
}

TEST(ScriptedPlay, playing_at_4x_gives_the_same_state_hash) {
  std::ostringstream victory;
  victory << std::ifstream("tests/game/app/scripts/default_victory.txt").rdbuf();
  const std::string path = temp_script(
      "victory_at_4x.txt", "0 key 4  # four ticks a frame from the start\n" + victory.str());
  int status = -1;
  const std::string fast = play(path, status);
  EXPECT_NE(fast.find("heartpath: turn 2, victory"), std::string::npos) << fast;
  const std::string normal = play("tests/game/app/scripts/default_victory.txt", status);
  EXPECT_EQ(hash_line(fast), hash_line(normal));
  EXPECT_FALSE(hash_line(fast).empty());
  std::remove(path.c_str());
}

TEST(ScriptedPlay, r_starts_the_battle_again) {
  const std::string path =
      temp_script("restart.txt", "0 click unit Talan\n0.2 click unit Ultros\n15 key R\n");
  int status = -1;
  const std::string out = play(path, status);
  EXPECT_EQ(status, 0) << out;
  EXPECT_NE(out.find("heartpath: turn 1, in progress, 0 damage dealt, 0 taken"), std::string::npos)
      << out;
  EXPECT_NE(out.find("enemy Ultros: 12/12 HP at (752.0, 304.0)"), std::string::npos) << out;
  EXPECT_NE(out.find("hero Talan: 14/14 HP at (521.0, 300.0)"), std::string::npos) << out;
  std::remove(path.c_str());
}

TEST(ScriptedPlay, a_bad_script_is_refused_with_its_line) {
  const std::string path =
      temp_script("bad_script.txt", "1 click unit Talan\nsoon end-turn\n2 jump\n");
  int status = -1;
  const std::string out = play(path, status);
  EXPECT_EQ(status, 2) << out;
  EXPECT_NE(out.find(path + ":2: error: \"soon\" is not a time"), std::string::npos) << out;
  EXPECT_NE(out.find(path + ":3: error: expected `TIME click unit NAME`"), std::string::npos)
      << out;
  std::remove(path.c_str());
}

}  // namespace
}  // namespace hp::app
