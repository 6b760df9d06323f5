// Bad maps give one clear "path:line: error:" line and exit status 2, never a crash.
#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <fstream>

#include "tests/game/app/support/run_binary.h"

namespace hp {
namespace {

std::string write_file(const std::string& dir, const std::string& name, const std::string& text) {
  const std::string path = dir + "/" + name;
  std::ofstream(path) << text;
  return path;
}

// A map whose XML breaks on line 4.
constexpr const char* kMalformed =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<map version=\"1.8\" orientation=\"orthogonal\" width=\"2\" height=\"2\" tilewidth=\"32\" "
    "tileheight=\"32\">\n"
    " <layer id=\"1\" name=\"ground\" width=\"2\" height=\"2\">\n"
    "  <data encoding=\"csv\">1,1,1,1</dat>\n"
    " </layer>\n"
    "</map>\n";

// A well-formed map whose layer data is one tile short, on line 4.
constexpr const char* kShortData =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<map version=\"1.8\" orientation=\"orthogonal\" width=\"2\" height=\"2\" tilewidth=\"32\" "
    "tileheight=\"32\">\n"
    " <layer id=\"1\" name=\"ground\" width=\"2\" height=\"2\">\n"
    "  <data encoding=\"csv\">0,0,0</data>\n"
    " </layer>\n"
    "</map>\n";

// Whether text begins "PATH:LINE: error: " followed by a message, LINE being a number.
bool starts_with_path_line_error(const std::string& text, const std::string& path) {
  if (text.rfind(path + ":", 0) != 0) return false;
  std::size_t at = path.size() + 1;
  const std::size_t digits_start = at;
  while (at < text.size() && std::isdigit(static_cast<unsigned char>(text[at]))) ++at;
  const std::string tag = ": error: ";
  return at > digits_start && text.compare(at, tag.size(), tag) == 0 &&
         text.size() > at + tag.size();
}

void expect_clear_error(const test::RunResult& r, const std::string& path) {
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_TRUE(starts_with_path_line_error(r.err, path)) << r.err;
}

TEST(BadMap, malformed_xml_in_sim_gives_path_line_error_and_exit_two) {
  const std::string dir = test::temp_dir("bad-xml");
  const std::string path = write_file(dir, "broken.tmx", kMalformed);
  expect_clear_error(test::run_heartpath("sim '" + path + "' --attack A B --json"), path);
}

TEST(BadMap, malformed_xml_in_play_gives_path_line_error_and_exit_two) {
  const std::string dir = test::temp_dir("bad-xml-play");
  const std::string path = write_file(dir, "broken.tmx", kMalformed);
  expect_clear_error(test::run_heartpath("play '" + path + "' --headless --mute"), path);
}

TEST(BadMap, wrong_data_size_names_the_line) {
  const std::string dir = test::temp_dir("bad-size");
  const std::string path = write_file(dir, "short.tmx", kShortData);
  const test::RunResult r = test::run_heartpath("sim '" + path + "' --attack A B");
  expect_clear_error(r, path);
  EXPECT_NE(r.err.find(path + ":4:"), std::string::npos) << r.err;
}

TEST(BadMap, missing_file_is_reported_not_crashed_on) {
  const test::RunResult r = test::run_heartpath("sim /no/such/map.tmx --attack A B");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("/no/such/map.tmx"), std::string::npos) << r.err;
}

TEST(BadMap, map_without_units_says_what_to_add) {
  const std::string dir = test::temp_dir("no-units");
  std::string text = kShortData;
  text.replace(text.find("0,0,0<"), 6, "0,0,0,0<");
  const std::string path = write_file(dir, "empty.tmx", text);
  const test::RunResult r = test::run_heartpath("sim '" + path + "' --attack A B");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("no hero"), std::string::npos) << r.err;
}

TEST(CheckCommand, default_map_is_clean_and_broken_map_exits_one) {
  EXPECT_EQ(test::run_heartpath("check maps/default.tmx").status, 0);
  const std::string dir = test::temp_dir("check");
  const std::string path = write_file(dir, "broken.tmx", kMalformed);
  const test::RunResult r = test::run_heartpath("check maps/default.tmx '" + path + "'");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.out.find(path + ":"), std::string::npos) << r.out;
}

// Results, "ok" included, go to standard output in the order of the maps (the verdict used to go
// to standard error, apart from the problems); standard error stays empty.
TEST(CheckCommand, ok_and_problems_are_results_on_standard_output_in_order) {
  const std::string dir = test::temp_dir("check-streams");
  const std::string path = write_file(dir, "broken.tmx", kMalformed);
  const test::RunResult r =
      test::run_heartpath("check maps/default.tmx '" + path + "' maps/bridge.tmx");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err, "");
  const std::size_t first = r.out.find("maps/default.tmx: ok\n");
  const std::size_t broken = r.out.find(path + ":");
  const std::size_t last = r.out.find("maps/bridge.tmx: ok\n");
  ASSERT_NE(first, std::string::npos) << r.out;
  ASSERT_NE(broken, std::string::npos) << r.out;
  ASSERT_NE(last, std::string::npos) << r.out;
  EXPECT_LT(first, broken);
  EXPECT_LT(broken, last);
}

// The exit codes the README gives: 0 no errors, 1 errors found (a map that is missing or cannot
// be read is a finding like any other), 2 bad arguments (nothing was checked).
TEST(CheckCommand, exit_codes_are_zero_clean_one_errors_or_unreadable_two_bad_arguments) {
  EXPECT_EQ(test::run_heartpath("check maps/default.tmx").status, 0);
  const std::string dir = test::temp_dir("check-exit");
  const test::RunResult missing = test::run_heartpath("check '" + dir + "/nothing.tmx'");
  EXPECT_EQ(missing.status, 1);
  EXPECT_NE(missing.out.find(dir + "/nothing.tmx: error: cannot open the map"), std::string::npos)
      << missing.out;
  const std::string unreadable = write_file(dir, "locked.tmx", kMalformed);
  std::filesystem::permissions(unreadable, std::filesystem::perms::none);
  const bool root_reads_anyway = std::ifstream(unreadable).good();  // root ignores permissions
  if (!root_reads_anyway) {
    const test::RunResult locked = test::run_heartpath("check '" + unreadable + "'");
    EXPECT_EQ(locked.status, 1);
    EXPECT_NE(locked.out.find(unreadable + ": error: cannot open the map"), std::string::npos)
        << locked.out;
  }
  const std::string directory = test::temp_dir("check-exit-dir");
  EXPECT_EQ(test::run_heartpath("check '" + directory + "'").status, 1);
  EXPECT_EQ(test::run_heartpath("check").status, 2);
  EXPECT_EQ(test::run_heartpath("check --bogus maps/default.tmx").status, 2);
  EXPECT_EQ(test::run_heartpath("check --format xml maps/default.tmx").status, 2);
}

}  // namespace
}  // namespace hp
