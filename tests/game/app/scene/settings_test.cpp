// Settings: saved and read back, corrupt files reported with defaults, atomic replacement.
#include "game/app/scene/settings.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "tests/game/app/support/run_binary.h"

namespace hp::app {
namespace {

void write(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

TEST(Settings, saved_volumes_read_back) {
  const std::string path = test::temp_dir("settings-roundtrip") + "/settings.json";
  std::string error;
  ASSERT_TRUE(write_settings(path, {3, 7, 0}, error)) << error;
  EXPECT_FALSE(std::filesystem::exists(path + ".tmp"));  // the temporary was renamed
  Diagnostics problems;
  const Settings s = read_settings(path, problems);
  EXPECT_TRUE(problems.empty());
  EXPECT_EQ(s.master, 3);
  EXPECT_EQ(s.music, 7);
  EXPECT_EQ(s.effects, 0);
}

TEST(Settings, a_missing_file_is_the_defaults_silently) {
  Diagnostics problems;
  const Settings s = read_settings(test::temp_dir("settings-missing") + "/settings.json", problems);
  EXPECT_TRUE(problems.empty());
  EXPECT_EQ(s.master, 10);
  EXPECT_EQ(s.music, 8);
  EXPECT_EQ(s.effects, 10);
}

TEST(Settings, a_corrupt_file_is_reported_with_path_and_line_and_gives_defaults) {
  const std::string path = test::temp_dir("settings-corrupt") + "/settings.json";
  write(path, "{\n  \"volume\": {\"master\": 4,\n\x01");
  Diagnostics problems;
  Settings s = read_settings(path, problems);
  ASSERT_EQ(problems.items().size(), 1u);
  EXPECT_EQ(problems.items()[0].path, path);
  EXPECT_EQ(problems.items()[0].line, 3);
  EXPECT_NE(problems.items()[0].message.find("not valid JSON"), std::string::npos);
  EXPECT_EQ(s.master, 10);

  write(path, "{\"volume\": {\"master\": 4, \"music\": 11, \"effects\": \"loud\"}}");
  problems = {};
  s = read_settings(path, problems);
  ASSERT_EQ(problems.items().size(), 2u);
  EXPECT_EQ(problems.items()[0].message,
            "\"music\" must be a whole number from 0 to 10 (got 11); the default is used");
  EXPECT_EQ(s.master, 4);  // what was right is kept
  EXPECT_EQ(s.music, 8);
  EXPECT_EQ(s.effects, 10);

  write(path, "[]");
  problems = {};
  read_settings(path, problems);
  EXPECT_EQ(problems.items().size(), 1u);
}

// Regression: nlohmann reports a number too large for a double as out_of_range, which has no
// offset, and the message went out at line 0.
TEST(Settings, a_number_too_large_had_no_line_and_now_has_its_own) {
  const std::string path = test::temp_dir("settings-huge") + "/settings.json";
  write(path, "{\n  \"volume\": {\n    \"master\": 1e400\n  }\n}\n");
  Diagnostics problems;
  const Settings s = read_settings(path, problems);
  ASSERT_EQ(problems.items().size(), 1u);
  EXPECT_EQ(problems.items()[0].line, 3);
  EXPECT_NE(problems.items()[0].message.find("not usable JSON"), std::string::npos);
  EXPECT_EQ(s.master, 10);
}

// Issue 29: the game always started at 1x; the speed is kept with the volumes now.
TEST(Settings, the_game_speed_is_saved_and_read_back) {
  const std::string path = test::temp_dir("settings-speed") + "/settings.json";
  std::string error;
  ASSERT_TRUE(write_settings(path, {10, 8, 10, 4}, error)) << error;
  Diagnostics problems;
  EXPECT_EQ(read_settings(path, problems).speed, 4);
  EXPECT_TRUE(problems.empty());
}

TEST(Settings, a_file_from_before_the_speed_was_kept_starts_at_1x_silently) {
  const std::string path = test::temp_dir("settings-old") + "/settings.json";
  write(path, "{\"version\": 1, \"volume\": {\"master\": 4, \"music\": 8, \"effects\": 10}}");
  Diagnostics problems;
  const Settings s = read_settings(path, problems);
  EXPECT_TRUE(problems.empty());
  EXPECT_EQ(s.speed, 1);
  EXPECT_EQ(s.master, 4);
  EXPECT_EQ(read_settings(test::temp_dir("settings-none") + "/settings.json", problems).speed, 1);
  EXPECT_TRUE(problems.empty());  // and a missing file is the defaults, silently
}

TEST(Settings, a_bad_speed_is_reported_with_its_line_and_the_game_starts_at_1x) {
  const std::string path = test::temp_dir("settings-bad-speed") + "/settings.json";
  write(path, "{\n  \"volume\": {\"master\": 4},\n  \"speed\": 3\n}\n");
  Diagnostics problems;
  const Settings s = read_settings(path, problems);
  ASSERT_EQ(problems.items().size(), 1u);
  EXPECT_EQ(problems.items()[0].path, path);
  EXPECT_EQ(problems.items()[0].line, 3);
  EXPECT_EQ(problems.items()[0].message,
            "\"speed\" must be 1, 2 or 4 (the keys 1, 2, 4; got 3); the game starts at 1x");
  EXPECT_EQ(s.speed, 1);
  EXPECT_EQ(s.master, 4);  // the rest is kept

  write(path, "{\"speed\": \"fast\"}");
  problems = {};
  EXPECT_EQ(read_settings(path, problems).speed, 1);
  EXPECT_EQ(problems.items().size(), 1u);

  write(path, "{\"speed\": 2,");  // broken JSON: reported, never a crash
  problems = {};
  EXPECT_EQ(read_settings(path, problems).speed, 1);
  ASSERT_EQ(problems.items().size(), 1u);
  EXPECT_NE(problems.items()[0].message.find("not valid JSON"), std::string::npos);
}

// Issue 29: the difficulty chosen on the title screen is kept; the game's default is Normal.
TEST(Settings, the_difficulty_is_saved_and_read_back_and_normal_by_default) {
  const std::string path = test::temp_dir("settings-difficulty") + "/settings.json";
  Diagnostics problems;
  EXPECT_EQ(read_settings(path, problems).difficulty, sim::Difficulty::kNormal);  // no file
  std::string error;
  ASSERT_TRUE(write_settings(path, {10, 8, 10, 1, sim::Difficulty::kHard}, error)) << error;
  EXPECT_NE(test::slurp(path).find("\"difficulty\": \"hard\""), std::string::npos);
  EXPECT_EQ(read_settings(path, problems).difficulty, sim::Difficulty::kHard);
  write(path, "{\"version\": 1, \"speed\": 2}");  // written before the difficulty was kept
  EXPECT_EQ(read_settings(path, problems).difficulty, sim::Difficulty::kNormal);
  EXPECT_TRUE(problems.empty());
}

TEST(Settings, a_bad_difficulty_is_reported_with_its_line_and_the_game_plays_normal) {
  const std::string path = test::temp_dir("settings-bad-difficulty") + "/settings.json";
  write(path, "{\n  \"speed\": 2,\n  \"difficulty\": \"nightmare\"\n}\n");
  Diagnostics problems;
  const Settings s = read_settings(path, problems);
  ASSERT_EQ(problems.items().size(), 1u);
  EXPECT_EQ(problems.items()[0].path, path);
  EXPECT_EQ(problems.items()[0].line, 3);
  EXPECT_EQ(problems.items()[0].message,
            "\"difficulty\" must be \"story\", \"normal\" or \"hard\" (the title screen's "
            "Left/Right; got \"nightmare\"); the game plays normal");
  EXPECT_EQ(s.difficulty, sim::Difficulty::kNormal);
  EXPECT_EQ(s.speed, 2);  // the rest is kept

  write(path, "{\"difficulty\": 3}");
  problems = {};
  EXPECT_EQ(read_settings(path, problems).difficulty, sim::Difficulty::kNormal);
  EXPECT_EQ(problems.items().size(), 1u);
}

// Through the game: the speed chosen in one run is the speed the next run starts at.
TEST(Settings, the_game_starts_at_the_speed_it_was_last_played_at) {
  const std::string dir = test::temp_dir("settings-speed-run");
  const std::string script = dir + "/speed.txt";
  write(script, "0.5 key 2\n1 click unit Shytor\n");
  const std::string env = "HEARTPATH_SETTINGS_DIR='" + dir + "'";
  test::RunResult r =
      test::run_heartpath("play maps/default.tmx --headless --mute --script " + script, env);
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(r.err.find("as last played"), std::string::npos) << r.err;  // the first run: 1x
  Diagnostics problems;
  EXPECT_EQ(read_settings(settings_path(dir), problems).speed, 2);
  write(script, "1 click unit Shytor\n");
  r = test::run_heartpath("play maps/default.tmx --headless --mute --script " + script, env);
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.err.find("Speed 2x, as last played"), std::string::npos) << r.err;
}

TEST(Settings, the_user_folder_comes_from_the_environment_and_a_corrupt_file_is_replaced) {
  const std::string dir = test::temp_dir("settings-user");
  setenv("HEARTPATH_SETTINGS_DIR", dir.c_str(), 1);
  EXPECT_EQ(settings_folder(), dir);
  write(settings_path(dir), "not json");
  const Settings s = load_user_settings();
  EXPECT_EQ(s.master, 10);
  EXPECT_TRUE(std::filesystem::exists(settings_path(dir) + ".bad"));  // kept aside
  Diagnostics problems;
  read_settings(settings_path(dir), problems);
  EXPECT_TRUE(problems.empty());  // and replaced by good defaults
  save_user_settings({1, 2, 3});
  EXPECT_EQ(read_settings(settings_path(dir), problems).effects, 3);
  unsetenv("HEARTPATH_SETTINGS_DIR");
}

}  // namespace
}  // namespace hp::app
