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
