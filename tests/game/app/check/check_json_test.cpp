// `heartpath check --format json`: what the Tiled extension reads (path, line, severity,
// message, text and the object at fault), while the default output stays the human lines.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

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

// The bug: an object the loader refused for a property value of the wrong type (an int, a float,
// a bool, a colour, an object reference), or a tile object no tileset owns, or a template that
// is missing, had no object_id, so Tiled's Issues panel could not select it. In TMX and JSON.
TEST(CheckJson, every_problem_about_an_object_names_it_even_when_the_loader_refused_it) {
  struct Case {
    std::string name;
    std::string tmx_object;   // object 3 in TMX
    std::string json_object;  // the same in JSON
  };
  const auto tmx_prop = [](const std::string& name, const std::string& type,
                           const std::string& value) {
    return "    <property name=\"" + name + "\" type=\"" + type + "\" value=\"" + value + "\"/>\n";
  };
  const auto json_unit = [](const std::string& extra) {
    return R"({"id": 3, "name": "Cid", "type": "Hero", "x": 100, "y": 200, "point": true,)"
           "\n" +
           extra + "\n}";
  };
  const auto json_prop = [](const std::string& name, const std::string& type,
                            const std::string& value) {
    return R"("properties": [)"
           "\n"
           R"({"name": ")" +
           name + R"(", "type": ")" + type + R"(", "value": )" + value + "}\n]";
  };
  const std::vector<Case> cases = {
      {"int", test::point_object(3, "Cid", "Hero", 100, 200, tmx_prop("hp", "int", "x")),
       json_unit(json_prop("hp", "int", "\"x\""))},
      {"float", test::point_object(3, "Cid", "Hero", 100, 200, tmx_prop("speed", "float", "fast")),
       json_unit(json_prop("speed", "float", "\"fast\""))},
      {"bool", test::point_object(3, "Cid", "Hero", 100, 200, tmx_prop("flag", "bool", "maybe")),
       json_unit(json_prop("flag", "bool", "\"maybe\""))},
      {"colour", test::point_object(3, "Cid", "Hero", 100, 200, tmx_prop("color", "color", "blue")),
       json_unit(json_prop("color", "color", "\"blue\""))},
      {"object", test::point_object(3, "Cid", "Hero", 100, 200, tmx_prop("patrol", "object", "a")),
       json_unit(json_prop("patrol", "object", "\"a\""))},
      {"gid",
       "  <object id=\"3\" name=\"Cid\" type=\"Hero\" gid=\"99\" x=\"100\" y=\"200\" "
       "width=\"32\" height=\"32\"/>\n",
       R"({"id": 3, "name": "Cid", "type": "Hero", "gid": 99, "x": 100, "y": 200,)"
       "\n"
       R"("width": 32, "height": 32})"},
      {"template", "  <object id=\"3\" template=\"missing.tx\" x=\"100\" y=\"200\"/>\n",
       R"({"id": 3, "template": "missing.tj", "x": 100,)"
       "\n"
       R"("y": 200})"},
  };
  const std::string sides = test::point_object(1, "Ann", "Hero", 40, 40) +
                            test::point_object(2, "Otto", "Enemy", 280, 40);
  const std::string json_sides =
      R"({"id": 1, "name": "Ann", "type": "Hero", "x": 40, "y": 40, "point": true},)"
      "\n"
      R"({"id": 2, "name": "Otto", "type": "Enemy", "x": 280, "y": 40, "point": true},)"
      "\n";
  for (const Case& c : cases) {
    const std::string dir = test::temp_dir("json-refused-" + c.name);
    const std::string tmx =
        test::write_map(dir, "map.tmx", test::check_map_text(sides + c.tmx_object));
    const std::string tmj = test::write_map(
        dir, "map.tmj",
        R"({"type": "map", "version": "1.8", "orientation": "orthogonal", "renderorder": "right-down",)"
        "\n"
        R"("width": 10, "height": 8, "tilewidth": 32, "tileheight": 32, "infinite": false,)"
        "\n"
        R"("nextlayerid": 2, "nextobjectid": 4, "tilesets": [],)"
        "\n"
        R"("layers": [{"id": 1, "name": "units", "type": "objectgroup", "x": 0, "y": 0,)"
        "\n"
        R"("opacity": 1, "visible": true, "objects": [)"
        "\n" +
            json_sides + c.json_object + "\n]}]}\n");
    for (const std::string& path : {tmx, tmj}) {
      const test::RunResult r = test::run_heartpath("check --format json '" + path + "'");
      const nlohmann::json items = nlohmann::json::parse(r.out, nullptr, false);
      ASSERT_TRUE(items.is_array()) << path << ": " << r.out;
      ASSERT_FALSE(items.empty()) << path;
      for (const nlohmann::json& item : items) {
        if (item["line"] == 0) continue;  // a problem of the whole map ("no hero")
        EXPECT_EQ(item.value("object_id", 0), 3) << path << ": " << item.dump();
      }
    }
  }
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
