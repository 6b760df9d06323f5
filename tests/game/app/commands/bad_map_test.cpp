// Bad maps give one clear "path:line: error:" line and exit status 2, never a crash.
#include <gtest/gtest.h>

#include <cctype>
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

}  // namespace
}  // namespace hp
