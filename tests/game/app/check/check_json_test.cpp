// `heartpath check --format json`: what the Tiled extension reads (path, line, severity,
// message, text and the object at fault), while the default output stays the human lines.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/game/app/check/check_map_text.h"
#include "tests/game/app/support/run_binary.h"

namespace hp {
namespace {

// A map with one error on object 3 (it overlaps Otto) and one map-level error (a typo).
std::string broken_map(const std::string& test, std::string& text) {
  text = test::check_map_text(test::point_object(1, "Ann", "Hero", 40, 40) +
                                  test::point_object(2, "Otto", "Enemy", 280, 40) +
                                  test::point_object(3, "Cid", "Enemy", 270, 40),
                              "    <property name=\"musik\" value=\"x\"/>\n");
  return test::write_map(test::temp_dir(test), "map.tmx", text);
}

TEST(CheckJson, lists_every_problem_with_the_object_at_fault) {
  std::string text;
  const std::string path = broken_map("json-broken", text);
  const test::RunResult r = test::run_heartpath("check --format json '" + path + "'");
  EXPECT_EQ(r.status, 1);
  const nlohmann::json items = nlohmann::json::parse(r.out, nullptr, false);
  ASSERT_TRUE(items.is_array()) << r.out;
  ASSERT_EQ(items.size(), 2u) << r.out;
  EXPECT_EQ(items[0]["path"], path);
  EXPECT_EQ(items[0]["line"], test::line_of(text, "name=\"musik\""));
  EXPECT_EQ(items[0]["severity"], "error");
  EXPECT_FALSE(items[0].contains("object_id"));  // a map property: no object to select
  EXPECT_EQ(items[1]["line"], test::line_of(text, "object id=\"3\""));
  EXPECT_EQ(items[1]["object_id"], 3);
  EXPECT_EQ(items[1]["message"], "unit \"Cid\" overlaps unit \"Otto\" (line " +
                                     std::to_string(test::line_of(text, "object id=\"2\"")) +
                                     ") by 15.6 px: move them at least that far apart");
  EXPECT_EQ(items[1]["text"], path + ":" + std::to_string(test::line_of(text, "object id=\"3\"")) +
                                  ": error: " + items[1]["message"].get<std::string>());
}

TEST(CheckJson, clean_map_is_an_empty_array_and_status_zero) {
  const test::RunResult r = test::run_heartpath("check --format=json maps/default.tmx");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out, nullptr, false), nlohmann::json::array());
}

TEST(CheckJson, default_format_is_the_human_lines) {
  std::string text;
  const std::string path = broken_map("json-human", text);
  const test::RunResult r = test::run_heartpath("check '" + path + "'");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out.rfind(path + ":" + std::to_string(test::line_of(text, "name=\"musik\"")) +
                            ": error: map property \"musik\"",
                        0),
            0u)
      << r.out;
}

TEST(CheckJson, unknown_format_is_bad_input) {
  const test::RunResult r = test::run_heartpath("check --format xml maps/default.tmx");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("--format must be text or json"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace hp
