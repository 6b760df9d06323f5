// The Tiled files and the docs say what the property table says: maps/heartpath.tiled-project,
// maps/objecttypes.xml and docs/level-design.md's tables are the writer's output, byte for byte
// in meaning (regenerate with build/dev/game/heartpath_tiled_files --write).
#include <gtest/gtest.h>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "game/app/check/map_check.h"
#include "game/app/check/map_properties.h"
#include "game/app/check/tiled_project_writer.h"
#include "game/app/content/battle_loader.h"
#include "game/sim/map/doors_from_map.h"
#include "game/sim/map/objectives_from_map.h"
#include "game/sim/map/unit_from_object.h"
#include "tests/game/app/check/check_map_text.h"
#include "tests/game/app/support/run_binary.h"

namespace hp::app {
namespace {

constexpr const char* kRegenerate = "run build/dev/game/heartpath_tiled_files --write";

TEST(TiledProject, project_file_is_the_property_tables_project) {
  const nlohmann::json checked_in =
      nlohmann::json::parse(test::slurp("maps/heartpath.tiled-project"), nullptr, false);
  ASSERT_FALSE(checked_in.is_discarded()) << "maps/heartpath.tiled-project is not JSON";
  EXPECT_EQ(checked_in, tiled_project_json()) << kRegenerate;
}

TEST(TiledProject, every_class_has_exactly_the_tables_members) {
  const nlohmann::json project = tiled_project_json();
  std::size_t classes = 0;
  for (const nlohmann::json& type : project["propertyTypes"]) {
    if (type["name"] == kMapClass) continue;  // the map's class: its own test below
    const auto owner = owner_of_class(type["name"].get<std::string>());
    ASSERT_TRUE(owner.has_value()) << type["name"];
    std::vector<const PropertySpec*> specs = properties_of(*owner);
    std::erase_if(specs, [](const PropertySpec* spec) { return !spec->member; });
    ASSERT_EQ(type["members"].size(), specs.size()) << type["name"];
    for (std::size_t i = 0; i < specs.size(); ++i) {
      EXPECT_EQ(type["members"][i]["name"], std::string(specs[i]->name));
      EXPECT_EQ(type["members"][i]["type"], std::string(specs[i]->type));
    }
    EXPECT_EQ(type["useAs"], nlohmann::json::array({"object"}));
    ++classes;
  }
  EXPECT_EQ(classes, object_classes().size());
}

// Tiled shows a class member's default on every new object and does not save it while it is
// left so: the game must use the very same value when the property is absent. A default the
// game works out (a radius from the tile size, a waypoint's wait from its route) cannot be one
// value in the project, so those are not members.
TEST(TiledProject, every_class_members_default_is_what_the_game_uses) {
  int members = 0;
  for (const std::string_view object_class : object_classes()) {
    for (const PropertySpec* spec : properties_of(*owner_of_class(object_class))) {
      if (!spec->member) continue;
      ++members;
      const std::string what = std::string(object_class) + "." + std::string(spec->name);
      if (spec->tiled_default == spec->game_default) continue;
      // An object reference of 0 the game reads as none.
      // An empty string the game reads as missing: a property it requires.
      const bool empty_means_required =
          spec->type == "string" && spec->tiled_default.empty() && spec->game_default == "required";
      const bool zero_means_none = spec->type == "object" && spec->tiled_default == "0" &&
                                   spec->game_default.substr(0, 4) == "none";
      EXPECT_TRUE(empty_means_required || zero_means_none)
          << what << ": Tiled shows \"" << spec->tiled_default << "\", the game uses \""
          << spec->game_default << "\"";
    }
  }
  EXPECT_GE(members, 10);
}

// The map reader knows a unit by these properties (a class "enemy" with them is an error); the
// table is what check and the docs know: one list, or a new property is a unit to one and not
// the other.
TEST(TiledProject, the_readers_unit_properties_are_the_tables_enemy_properties) {
  std::vector<std::string_view> table;
  for (const PropertySpec* spec : properties_of(PropertyOwner::kEnemy)) table.push_back(spec->name);
  std::vector<std::string_view> reader(sim::kUnitProperties.begin(), sim::kUnitProperties.end());
  std::sort(table.begin(), table.end());
  std::sort(reader.begin(), reader.end());
  EXPECT_EQ(reader, table);
}

// The same for the objectives: the map properties the objective reader knows are the table's
// victory_ and defeat_ rows, in the docs' order.
TEST(TiledProject, the_readers_objective_properties_are_the_tables) {
  std::vector<std::string_view> table;
  for (const PropertySpec* spec : properties_of(PropertyOwner::kMap)) {
    if (spec->name.starts_with("victory_") || spec->name.starts_with("defeat_")) {
      table.push_back(spec->name);
    }
  }
  const std::vector<std::string_view> reader(sim::kObjectiveProperties.begin(),
                                             sim::kObjectiveProperties.end());
  EXPECT_EQ(reader, table);
}

// And for doors: a Wall is a door by the properties the door reader knows.
TEST(TiledProject, the_readers_door_properties_are_the_tables_wall_properties) {
  std::vector<std::string_view> table;
  for (const PropertySpec* spec : properties_of(PropertyOwner::kWall)) table.push_back(spec->name);
  const std::vector<std::string_view> reader(sim::kDoorProperties.begin(),
                                             sim::kDoorProperties.end());
  EXPECT_EQ(reader, table);
}

// Tiled 1.9+ maps of class Battle show its members at these defaults, and may save them so: a
// map with every member at its default checks clean and reads as one without them.
TEST(TiledProject, the_map_class_members_at_their_defaults_change_nothing) {
  const nlohmann::json types = tiled_project_json()["propertyTypes"];
  const auto battle = std::find_if(types.begin(), types.end(), [](const nlohmann::json& type) {
    return type["name"] == kMapClass;
  });
  ASSERT_NE(battle, types.end());
  EXPECT_EQ((*battle)["useAs"], nlohmann::json::array({"map"}));
  std::string properties;
  std::vector<std::string> names;
  for (const nlohmann::json& member : (*battle)["members"]) {
    const std::string type = member["type"];
    const nlohmann::json& value = member["value"];
    const std::string text = value.is_string()    ? value.get<std::string>()
                             : value.is_boolean() ? (value.get<bool>() ? "true" : "false")
                                                  : value.dump();
    properties += "    <property name=\"" + member["name"].get<std::string>() + "\" type=\"" +
                  type + "\" value=\"" + text + "\"/>\n";
    names.push_back(member["name"]);
  }
  EXPECT_EQ(names, (std::vector<std::string>{"title", "briefing", "victory_rout",
                                             "victory_unit_out", "victory_survive_turns",
                                             "defeat_unit_out", "defeat_turn_limit"}));
  const std::string units = test::point_object(1, "Ann", "Hero", 40, 40) +
                            test::point_object(2, "Otto", "Enemy", 280, 40);
  const std::string dir = test::temp_dir("map-class-defaults");
  const std::string with =
      test::write_map(dir, "with.tmx", test::check_map_text(units, properties));
  const std::string without = test::write_map(dir, "without.tmx", test::check_map_text(units));
  EXPECT_TRUE(test::check_messages(with).empty());
  const CheckedBattle a = load_checked_battle(with);
  const CheckedBattle b = load_checked_battle(without);
  ASSERT_TRUE(a.battle && b.battle);
  const sim::Objectives& x = a.battle->setup.objectives;
  const sim::Objectives& y = b.battle->setup.objectives;
  EXPECT_EQ(x.rout, y.rout);
  EXPECT_EQ(x.leader, y.leader);
  EXPECT_EQ(x.survive_turns, y.survive_turns);
  EXPECT_EQ(x.protect, y.protect);
  EXPECT_EQ(x.turn_limit, y.turn_limit);
  EXPECT_EQ(battle_title(a.battle->map), "with");  // an empty title is the file's name
}

TEST(TiledProject, object_types_file_is_the_property_tables) {
  EXPECT_EQ(test::slurp("maps/objecttypes.xml"), object_types_xml()) << kRegenerate;
}

TEST(TiledProject, play_command_saves_and_plays_the_open_map) {
  const nlohmann::json command = tiled_project_json()["commands"][0];
  EXPECT_EQ(command["name"], "Play in Heartpath");
  EXPECT_EQ(command["saveBeforeExecute"], true);
  EXPECT_NE(command["arguments"].get<std::string>().find("play %mapfile"), std::string::npos);
}

TEST(TiledProject, docs_tables_are_the_property_tables) {
  const std::string page = test::slurp("docs/level-design.md");
  const std::string begin = "<!-- generated: property tables (tools/tiled/make_tiled_files) -->\n";
  const std::size_t start = page.find(begin);
  const std::size_t end = page.find("<!-- end of generated tables -->");
  ASSERT_NE(start, std::string::npos);
  ASSERT_NE(end, std::string::npos);
  EXPECT_EQ(page.substr(start + begin.size(), end - start - begin.size()),
            property_tables_markdown())
      << kRegenerate;
}

}  // namespace
}  // namespace hp::app
