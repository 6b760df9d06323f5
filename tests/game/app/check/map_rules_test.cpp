// `heartpath check`'s game rules: each rule on a small map that breaks it, with the exact
// "path:line: severity: message" it must print, and maps that must pass untouched.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "game/app/check/map_check.h"
#include "game/app/check/unit_placement_rules.h"
#include "tests/game/app/check/check_map_text.h"
#include "tests/game/app/support/run_binary.h"

namespace hp {
namespace {

using ::testing::Contains;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;
using ::testing::StartsWith;
using ::testing::UnorderedElementsAre;

std::string property(const std::string& name, const std::string& type, const std::string& value) {
  return "    <property name=\"" + name + "\"" + (type.empty() ? "" : " type=\"" + type + "\"") +
         " value=\"" + value + "\"/>\n";
}

// A hero and an enemy far apart, so a test's own objects are the only problem.
std::string two_sides() {
  return test::point_object(1, "Ann", "Hero", 40, 40) +
         test::point_object(2, "Otto", "Enemy", 280, 40);
}

struct CheckCase {
  std::string path;
  std::string text;
};

CheckCase write(const std::string& test, const std::string& objects,
                const std::string& map_properties = "") {
  const std::string text = test::check_map_text(objects, map_properties);
  return {test::write_map(test::temp_dir(test), "map.tmx", text), text};
}

std::string at(const CheckCase& c, const std::string& needle) {
  return c.path + ":" + std::to_string(test::line_of(c.text, needle));
}

// "Move it at least that far": the distance shown is rounded up, so moving it is enough (an
// overlap just past the slack is not "0 px", nor is 16.84 px "16.8").
TEST(MapRules, distances_to_move_round_up_so_moving_them_is_enough) {
  EXPECT_EQ(app::pixels_to_move(0.011), "0.1");
  EXPECT_EQ(app::pixels_to_move(16.84), "16.9");
  EXPECT_EQ(app::pixels_to_move(16.8), "16.8");
  EXPECT_EQ(app::pixels_to_move(3.0), "3");
  EXPECT_EQ(app::pixels(16.84), "16.8");  // positions and sizes stay rounded to nearest
}

TEST(MapRules, clean_small_map_has_no_messages) {
  const CheckCase c = write("rules-clean", two_sides());
  EXPECT_THAT(test::check_messages(c.path), IsEmpty());
}

// A missing tileset or template is reported, and what comes after it still is: the misspelt
// property and the name used twice a designer would otherwise meet one save at a time.
TEST(MapRules, a_missing_tileset_or_template_does_not_hide_the_problems_after_it) {
  std::string text = test::check_map_text(
      test::point_object(1, "Ann", "Hero", 40, 40, property("sped", "float", "90")) +
      test::point_object(2, "Otto", "Enemy", 280, 40) +
      test::point_object(3, "Ann", "Hero", 40, 200) +
      " <object id=\"4\" template=\"no_such.tx\" x=\"100\" y=\"100\"/>\n");
  const std::size_t layer = text.find(" <objectgroup");
  text.insert(layer, " <tileset firstgid=\"1\" source=\"no_such.tsx\"/>\n");
  const CheckCase c{test::write_map(test::temp_dir("rules-go-on"), "map.tmx", text), text};
  const std::vector<std::string> messages = test::check_messages(c.path);
  const auto has = [&](const std::string& start) {
    return std::any_of(messages.begin(), messages.end(),
                       [&](const std::string& m) { return m.rfind(start, 0) == 0; });
  };
  EXPECT_TRUE(has(at(c, "no_such.tsx") + ": error: cannot open tileset")) << messages.size();
  EXPECT_TRUE(has(at(c, "no_such.tx") + ": error:"));
  EXPECT_TRUE(has(at(c, "name=\"sped\"") + ": error: Hero \"Ann\": property \"sped\""));
  EXPECT_TRUE(has(at(c, "id=\"3\"") + ": error: unit name \"Ann\" is already used"));
}

// Names in any script the game's fonts draw pass; a character none of them has is named, as
// it would show as a box.
TEST(MapRules, a_unit_name_no_installed_font_draws_is_a_warning) {
  const CheckCase fine =
      write("rules-scripts", test::point_object(1, "Ærøy Дмитрий", "Hero", 40, 40) +
                                 test::point_object(2, "龍之介 🙂", "Enemy", 280, 40));
  EXPECT_THAT(test::check_messages(fine.path), IsEmpty());
  const CheckCase c =
      write("rules-glyph", test::point_object(1, "Ann", "Hero", 40, 40) +
                               test::point_object(2, "Ra \U00013000", "Enemy", 280, 40));
  EXPECT_THAT(test::check_messages(c.path),
              ElementsAre(at(c, "name=\"Ra ") +
                          ": warning: Enemy \"Ra \U00013000\": no installed font draws U+13000, so "
                          "the name would show boxes there: change those characters, or install a "
                          "font that has them (tools/setup.sh play installs the game's)"));
}

TEST(MapRules, a_title_no_installed_font_draws_is_a_warning) {
  const CheckCase c =
      write("rules-title-glyph", two_sides(), property("title", "string", "Ford \U00013000"));
  EXPECT_THAT(test::check_messages(c.path),
              ElementsAre(at(c, "name=\"title\"") +
                          ": warning: map property \"title\": no installed font draws U+13000, so "
                          "the text would show boxes there: change those characters, or install "
                          "a font that has them (tools/setup.sh play installs the game's)"));
}

TEST(MapRules, misspelt_unit_property_suggests_the_nearest_name) {
  const CheckCase c = write("rules-hpp", test::point_object(1, "Ann", "Hero", 40, 40) +
                                             test::point_object(2, "Otto", "Enemy", 280, 40,
                                                                property("hpp", "int", "3")));
  EXPECT_THAT(test::check_messages(c.path),
              ElementsAre(at(c, "name=\"hpp\"") +
                          ": error: Enemy \"Otto\": property \"hpp\" is not one the game reads: "
                          "did you mean \"hp\"? (Enemy properties: hp, speed, radius, attack, "
                          "sprite, color, arrives_on_turn, arrives_when_entered, flee_below, "
                          "aggro_range, patrol)"));
}

// A suggestion is made up to a third of the longer name's letters away (at least 1): "sped" and
// "hpp" are 1 from speed and hp, "radi" 2 from radius: errors. The abbreviations are further:
// "spd" is 2 from speed, "rad" and "atk" 3 from radius and attack, so check suggests nothing and
// takes them for names of the map's own: notes listing the names a Hero reads.
TEST(MapRules, misspellings_at_the_threshold_suggest_a_name_and_abbreviations_do_not) {
  const CheckCase c = write(
      "rules-abbreviations",
      test::point_object(1, "Ann", "Hero", 40, 40,
                         property("sped", "float", "90") + property("hpp", "int", "3") +
                             property("radi", "float", "12") + property("rad", "float", "12") +
                             property("spd", "float", "90") + property("atk", "int", "2")) +
          test::point_object(2, "Otto", "Enemy", 280, 40));
  const std::string names =
      " (Hero properties: hp, speed, radius, attack, sprite, color, arrives_on_turn, "
      "arrives_when_entered)";
  const auto error = [&](const std::string& name, const std::string& meant) {
    return at(c, "name=\"" + name + "\"") + ": error: Hero \"Ann\": property \"" + name +
           "\" is not one the game reads: did you mean \"" + meant + "\"?" + names;
  };
  const auto note = [&](const std::string& name) {
    return at(c, "name=\"" + name + "\"") + ": note: Hero \"Ann\": property \"" + name +
           "\" is not one the game reads, so it is kept and ignored" + names;
  };
  EXPECT_THAT(test::check_messages(c.path),
              ElementsAre(error("sped", "speed"), error("hpp", "hp"), error("radi", "radius"),
                          note("rad"), note("spd"), note("atk")));
}

TEST(MapRules, misspelt_map_property_suggests_the_nearest_name) {
  const CheckCase c = write("rules-map-prop", two_sides(), property("nxt_map", "file", "b.tmx"));
  EXPECT_THAT(
      test::check_messages(c.path),
      ElementsAre(
          at(c, "name=\"nxt_map\"") +
          ": error: map property \"nxt_map\" is not one the game reads: did you "
          "mean \"next_map\"? (map properties: title, briefing, demo_hero, demo_enemy, next_map, "
          "music, victory_rout, victory_unit_out, victory_survive_turns, defeat_unit_out, "
          "defeat_turn_limit, scenario)"));
}

// Objectives are checked where they are written: each bad name or number on its property's line
// in the file, a Goal's shape on its object's line.
TEST(MapRules, objectives_are_checked_at_their_lines_in_the_file) {
  const std::string goal =
      "  <object id=\"7\" name=\"Exit\" type=\"Goal\" x=\"100\" y=\"100\">\n"
      "   <point/>\n  </object>\n";
  const CheckCase c =
      write("rules-objectives", two_sides() + goal,
            property("victory_unit_out", "", "Oto") + property("defeat_turn_limit", "int", "-1"));
  EXPECT_THAT(
      test::check_messages(c.path),
      UnorderedElementsAre(
          at(c, "name=\"victory_unit_out\"") +
              ": error: victory_unit_out names \"Oto\", but no unit has that name: did you mean "
              "\"Otto\"?",
          at(c, "name=\"defeat_turn_limit\"") +
              ": error: defeat_turn_limit must be a whole number of turns from 1 to 999 (got "
              "\"-1\")",
          at(c, "name=\"Exit\"") +
              ": error: Goal 7 (\"Exit\") is a point, which covers no ground: draw it as a "
              "rectangle or a polygon"));
}

std::string rect_object(int id, const std::string& name, const std::string& type, int x, int y,
                        int w, int h, const std::string& properties = "") {
  return "  <object id=\"" + std::to_string(id) + "\" name=\"" + name + "\" type=\"" + type +
         "\" x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) + "\" width=\"" +
         std::to_string(w) + "\" height=\"" + std::to_string(h) + "\">\n" +
         (properties.empty() ? "" : "   <properties>\n" + properties + "   </properties>\n") +
         "  </object>\n";
}

// A Goal boxed in by walls is warned of; the same box with a door that opens later is not (reach
// is judged with every door open).
TEST(MapRules, a_goal_no_hero_can_get_into_is_a_warning_unless_a_door_opens_the_way) {
  const auto boxed = [](const std::string& door_properties) {
    return two_sides() + rect_object(10, "Vault", "Goal", 160, 100, 64, 64) +
           rect_object(11, "", "Wall", 128, 68, 128, 32) +
           rect_object(12, "", "Wall", 128, 164, 128, 32) +
           rect_object(13, "", "Wall", 128, 100, 32, 64) +
           rect_object(14, "Hatch", "Wall", 224, 100, 32, 64, door_properties);
  };
  const CheckCase shut = write("rules-goal-shut", boxed(""));
  EXPECT_THAT(test::check_messages(shut.path),
              ElementsAre(at(shut, "name=\"Vault\"") +
                          ": warning: Goal \"Vault\": no hero can get into it, even with every "
                          "door open: walls close every way, or it has no room for a hero; move "
                          "it, make it larger, or open a way"));
  const CheckCase door = write("rules-goal-door", boxed(property("opens_on_turn", "int", "3")));
  EXPECT_THAT(test::check_messages(door.path), IsEmpty());
}

// A name far from any the game reads is the map's own (another game's, an editor's): kept and
// ignored, with a note listing what the owner does read in case one was meant.
TEST(MapRules, property_far_from_any_name_is_kept_with_a_note) {
  const std::string wall =
      "  <object id=\"5\" name=\"Zone\" type=\"Area\" x=\"140\" y=\"140\" width=\"32\" "
      "height=\"32\">\n   <properties>\n" +
      property("colour", "", "red") + "   </properties>\n  </object>\n";
  const CheckCase c = write("rules-colour", two_sides() + wall);
  EXPECT_THAT(test::check_messages(c.path),
              ElementsAre(at(c, "name=\"colour\"") +
                          ": note: Area \"Zone\": property \"colour\" is not one the game "
                          "reads, so it is kept and ignored (an Area has no properties)"));
}

// A tileset with one tile (no image), carrying the given tileset and tile properties.
std::string tileset_with(const std::string& tileset_properties,
                         const std::string& tile_properties) {
  return " <tileset firstgid=\"1\" name=\"ground\" tilewidth=\"32\" tileheight=\"32\" "
         "tilecount=\"1\" columns=\"0\">\n  <properties>\n" +
         tileset_properties + "  </properties>\n  <tile id=\"0\">\n   <properties>\n" +
         tile_properties + "   </properties>\n  </tile>\n </tileset>\n";
}

CheckCase write_with_tileset(const std::string& test, const std::string& objects,
                             const std::string& map_properties, const std::string& tileset) {
  std::string text = test::check_map_text(objects, map_properties);
  text.insert(text.find(" <objectgroup"), tileset);
  return {test::write_map(test::temp_dir(test), "map.tmx", text), text};
}

// Real maps carry their own game's data everywhere (Tuxemon's "edges", The Mana World's tile
// properties): on the map, layers, objects of other classes, tilesets and tiles, each kept and
// ignored with one quiet note per name (a name repeated on many objects is one note with its
// count), and the map still loads.
TEST(MapRules, foreign_properties_everywhere_are_notes_once_per_name_and_the_map_loads) {
  const std::string doors =
      "  <object id=\"7\" type=\"door\" x=\"100\" y=\"100\" width=\"10\" "
      "height=\"10\">\n   <properties>\n" +
      property("to", "", "house") + "   </properties>\n  </object>\n" +
      "  <object id=\"8\" type=\"door\" x=\"150\" y=\"100\" "
      "width=\"10\" height=\"10\">\n   <properties>\n" +
      property("to", "", "shop") + "   </properties>\n  </object>\n";
  const CheckCase c = write_with_tileset(
      "rules-foreign", two_sides() + doors, property("edges", "", "clamped"),
      tileset_with(property("author", "", "someone"), property("footstep", "", "grass")));
  EXPECT_THAT(
      test::check_messages(c.path),
      ElementsAre(
          at(c, "name=\"edges\"") +
              ": note: map property \"edges\" is not one the game reads, so it is kept and "
              "ignored",
          at(c, "value=\"house\"") +
              ": note: property \"to\" of objects of class \"door\" is not one the game reads, "
              "so it is kept and ignored (2 times; the first here)",
          at(c, "name=\"author\"") +
              ": note: tileset property \"author\" is not one the game reads, so it is kept and "
              "ignored",
          at(c, "name=\"footstep\"") +
              ": note: tile property \"footstep\" is not one the game reads, so it is kept and "
              "ignored"));
  EXPECT_TRUE(app::load_checked_battle(c.path).battle.has_value());
}

// --strict: a map that must carry nothing the game ignores. Every note is an error, and check
// fails; without it the same map passes.
TEST(MapRules, check_strict_makes_notes_errors) {
  const CheckCase c = write("rules-strict", two_sides(), property("edges", "", "clamped"));
  const test::RunResult plain = test::run_heartpath("check '" + c.path + "'");
  EXPECT_EQ(plain.status, 0) << plain.out;
  EXPECT_NE(plain.out.find(at(c, "name=\"edges\"") + ": note: map property \"edges\""),
            std::string::npos)
      << plain.out;
  const test::RunResult strict = test::run_heartpath("check --strict '" + c.path + "'");
  EXPECT_EQ(strict.status, 1) << strict.out;
  EXPECT_NE(strict.out.find(at(c, "name=\"edges\"") +
                            ": error: map property \"edges\" is not one the game reads, so it "
                            "is kept and ignored (an error under --strict)"),
            std::string::npos)
      << strict.out;
}

// A name in another case, or within "did you mean" reach of one the game reads, is a typo whose
// value would be lost: still an error, on the map, units, layers and tiles alike.
TEST(MapRules, near_misses_and_case_slips_of_names_the_game_reads_stay_errors) {
  const CheckCase c = write_with_tileset(
      "rules-near-miss",
      test::point_object(1, "Ann", "Hero", 40, 40) +
          test::point_object(
              2, "Otto", "Enemy", 280, 40,
              property("agro_range", "float", "90") + property("Speed", "float", "90")),
      property("Music", "", "theme.ogg"), tileset_with("", property("Solid", "bool", "true")));
  const std::string enemy_list =
      " (Enemy properties: hp, speed, radius, attack, sprite, color, arrives_on_turn, "
      "arrives_when_entered, flee_below, aggro_range, patrol)";
  EXPECT_THAT(
      test::check_messages(c.path),
      ElementsAre(
          at(c, "name=\"Music\"") +
              ": error: map property \"Music\" is not one the game reads: did you mean "
              "\"music\"? (names are case-sensitive) (map properties: title, briefing, "
              "demo_hero, demo_enemy, next_map, music, victory_rout, victory_unit_out, "
              "victory_survive_turns, defeat_unit_out, defeat_turn_limit, scenario)",
          at(c, "name=\"agro_range\"") +
              ": error: Enemy \"Otto\": property \"agro_range\" is not one the game reads: did "
              "you mean \"aggro_range\"?" +
              enemy_list,
          at(c, "name=\"Speed\"") +
              ": error: Enemy \"Otto\": property \"Speed\" is not one the game reads: did you "
              "mean \"speed\"? (names are case-sensitive)" +
              enemy_list,
          at(c, "name=\"Solid\"") +
              ": error: tile 0 of tileset \"ground\": property \"Solid\" is not one the game "
              "reads: did you mean \"solid\"? (names are case-sensitive) (tile properties: "
              "solid, waypoint, wait)"));
}

// A value of another Tiled type is read wrongly or not at all ("yes" is no bool, so the wall
// would be walkable): an error saying which type to set. Types the game reads alike pass (an
// int where a float is read).
TEST(MapRules, a_property_the_game_reads_with_the_wrong_type_is_an_error_with_the_type_to_set) {
  const CheckCase c = write_with_tileset(
      "rules-types",
      test::point_object(1, "Ann", "Hero", 40, 40,
                         property("hp", "float", "12.5") + property("speed", "int", "90")) +
          test::point_object(2, "Otto", "Enemy", 280, 40),
      property("victory_rout", "", "true"), tileset_with("", property("solid", "", "yes")));
  const std::vector<std::string> messages = test::check_messages(c.path);
  const auto has = [&](const std::string& line) {
    return std::find(messages.begin(), messages.end(), line) != messages.end();
  };
  EXPECT_TRUE(has(at(c, "name=\"victory_rout\"") +
                  ": error: map property \"victory_rout\" is a string (\"true\") where the game "
                  "reads a bool: set its type to bool in Tiled and tick it (or not)"));
  EXPECT_TRUE(has(at(c, "name=\"hp\"") +
                  ": error: Hero \"Ann\": property \"hp\" is a float (\"12.5\") where the game "
                  "reads an int: set its type to int in Tiled and enter the value again"));
  EXPECT_TRUE(has(at(c, "name=\"solid\"") +
                  ": error: tile 0 of tileset \"ground\": property \"solid\" is a string "
                  "(\"yes\") where the game reads a bool: set its type to bool in Tiled and tick "
                  "it (or not)"));
  for (const std::string& m : messages) EXPECT_EQ(m.find("\"speed\""), std::string::npos) << m;
  EXPECT_FALSE(app::load_checked_battle(c.path).battle.has_value());
}

TEST(MapRules, object_with_unit_properties_but_no_class_is_an_error) {
  const CheckCase c =
      write("rules-no-class",
            two_sides() + test::point_object(3, "Bob", "", 160, 200, property("hp", "int", "5")));
  EXPECT_THAT(test::check_messages(c.path),
              ElementsAre(at(c, "object id=\"3\"") +
                          ": error: object 3 (\"Bob\") has unit properties (hp) but no class, so "
                          "the game ignores it: set its class (Tiled 1.8: Type) to Hero or Enemy"));
}

TEST(MapRules, unknown_unit_class_suggests_the_nearest_class) {
  const CheckCase c =
      write("rules-heroo", two_sides() + test::point_object(3, "Bob", "Heroo", 160, 200,
                                                            property("speed", "float", "90")));
  EXPECT_THAT(test::check_messages(c.path),
              ElementsAre(at(c, "object id=\"3\"") +
                          ": error: object 3 (\"Bob\") has unit properties (speed) but the game "
                          "ignores it: its class \"Heroo\" is not one the game reads: did you mean "
                          "\"Hero\"?"));
}

TEST(MapRules, bare_point_without_class_is_only_a_warning) {
  const CheckCase c = write("rules-point", two_sides() + test::point_object(3, "", "", 160, 200));
  EXPECT_THAT(test::check_messages(c.path),
              ElementsAre(at(c, "object id=\"3\"") +
                          ": warning: object 3 is a point with no class, so the game ignores it: "
                          "if it is a unit, set its class (Tiled 1.8: Type) to Hero or Enemy"));
}

// A point of the map's own class (another game's spawn point) is kept and ignored with a note; a
// class within "did you mean" reach of one the game reads is a typo, an error.
TEST(MapRules, bare_point_of_a_foreign_class_is_a_note_and_of_a_near_miss_an_error) {
  const CheckCase c =
      write("rules-spawn", two_sides() + test::point_object(3, "", "Spawn", 160, 200) +
                               test::point_object(4, "", "Enemi", 200, 200));
  EXPECT_THAT(test::check_messages(c.path),
              ElementsAre(at(c, "object id=\"3\"") +
                              ": note: object 3 is a point the game ignores: its class \"Spawn\" "
                              "is not one the game reads: use Hero or Enemy for a unit (classes: "
                              "Hero, Enemy, Patrol, Waypoint, Wall, Goal, Area)",
                          at(c, "object id=\"4\"") +
                              ": error: object 4 is a point the game ignores: its class \"Enemi\" "
                              "is not one the game reads: did you mean \"Enemy\"?"));
}

TEST(MapRules, decoration_objects_are_not_units) {
  const std::string decoration =
      "  <object id=\"3\" name=\"rock\" x=\"100\" y=\"100\" width=\"20\" height=\"20\"/>\n"
      "  <object id=\"4\" type=\"Scenery\" x=\"200\" y=\"150\" width=\"20\" height=\"20\">\n"
      "   <ellipse/>\n  </object>\n"
      "  <object id=\"6\" x=\"10\" y=\"200\" width=\"80\" height=\"20\">\n"
      "   <text>Welcome</text>\n  </object>\n";
  const CheckCase c = write("rules-decoration", two_sides() + decoration);
  EXPECT_THAT(test::check_messages(c.path), IsEmpty());
}

TEST(MapRules, duplicate_unit_names_point_at_the_second) {
  const CheckCase c =
      write("rules-dup", two_sides() + test::point_object(3, "Ann", "Hero", 120, 200));
  EXPECT_THAT(test::check_messages(c.path),
              ElementsAre(at(c, "object id=\"3\"") +
                          ": error: unit name \"Ann\" is already used by the "
                          "unit on line " +
                          std::to_string(test::line_of(c.text, "object id=\"1\"")) +
                          ": give each unit a unique name"));
}

TEST(MapRules, patrol_naming_a_missing_route) {
  const CheckCase c =
      write("rules-patrol",
            test::point_object(1, "Ann", "Hero", 40, 40) +
                test::point_object(2, "Otto", "Enemy", 280, 40, property("patrol", "", "nowhere")));
  EXPECT_THAT(test::check_messages(c.path),
              ElementsAre(at(c, "name=\"patrol\"") +
                          ": error: unit \"Otto\": property \"patrol\" names \"nowhere\", which "
                          "is not a Patrol route (routes: none on this map): point it at a Patrol "
                          "object, or name a route drawn with Waypoint objects or a waypoints "
                          "layer"));
}

// The bug: a route refused for two waypoints of one order was followed by "routes: none on this
// map" at the enemy walking it. The route's own error is the one message.
TEST(MapRules, a_route_refused_for_its_waypoints_is_not_also_missing_for_its_enemy) {
  const std::string waypoints =
      test::point_object(3, "", "Waypoint", 280, 200,
                         property("route", "", "r") + property("order", "int", "1")) +
      test::point_object(4, "", "Waypoint", 200, 200,
                         property("route", "", "r") + property("order", "int", "1"));
  const CheckCase c = write(
      "rules-route-order",
      test::point_object(1, "Ann", "Hero", 40, 40) +
          test::point_object(2, "Otto", "Enemy", 280, 40, property("patrol", "", "r")) + waypoints);
  EXPECT_THAT(test::check_messages(c.path),
              ElementsAre(at(c, "object id=\"4\"") +
                          ": error: waypoint 4 has order 1, like waypoint 3 on line " +
                          std::to_string(test::line_of(c.text, "object id=\"3\"")) +
                          " of route \"r\": give each waypoint of a route its own order"));
  // A Patrol object of the wrong shape, named by its enemy: the shape is the one message.
  const CheckCase shape =
      write("rules-route-shape",
            test::point_object(1, "Ann", "Hero", 40, 40) +
                test::point_object(2, "Otto", "Enemy", 280, 40, property("patrol", "", "beat")) +
                rect_object(3, "beat", "Patrol", 100, 150, 40, 40));
  EXPECT_THAT(test::check_messages(shape.path),
              ElementsAre(at(shape, "object id=\"3\"") +
                          ": error: patrol route 3 (\"beat\") must be a polyline or a polygon: "
                          "draw it with Tiled's polygon tool"));
}

// Every property that names another object, Area, route or layer suggests the near name.
TEST(MapRules, a_misspelt_name_in_any_linking_property_gets_did_you_mean) {
  const std::string lever = rect_object(5, "Lever", "Area", 100, 150, 40, 40);
  const std::string door =
      rect_object(6, "", "Wall", 200, 100, 32, 64,
                  property("opens_when_entered", "", "Levr") +
                      property("opens_when_out", "", "Oto") + property("layer", "", "dor"));
  const std::string layer =
      " <layer id=\"9\" name=\"door\" width=\"10\" height=\"8\"><data encoding=\"csv\">\n" +
      [] {
        std::string zeros;
        for (int i = 0; i < 80; ++i) zeros += i == 79 ? "0\n" : "0,";
        return zeros;
      }() +
      "</data></layer>\n";
  const std::string objects =
      test::point_object(1, "Ann", "Hero", 40, 40) +
      test::point_object(2, "Otto", "Enemy", 280, 40, property("patrol", "", "bet")) +
      test::point_object(3, "Cid", "Enemy", 280, 200,
                         property("arrives_when_entered", "", "lever")) +
      rect_object(4, "beat", "Patrol", 0, 0, 0, 0) + lever + door +
      rect_object(7, "Exit", "Goal", 40, 200, 40, 40, property("hero", "", "An"));
  std::string text = test::check_map_text(objects, property("victory_unit_out", "", "Ci"));
  text.insert(text.find(" <objectgroup"), layer);
  // The Patrol is a polyline, as a rectangle it would be refused first.
  const std::string rect = "x=\"0\" y=\"0\" width=\"0\" height=\"0\">\n  </object>";
  text.replace(text.find(rect), rect.size(),
               "x=\"200\" y=\"40\">\n   <polyline points=\"0,0 60,0\"/>\n  </object>");
  const std::string path = test::write_map(test::temp_dir("rules-did-you-mean"), "map.tmx", text);
  const auto at_line = [&](const std::string& needle) {
    return path + ":" + std::to_string(test::line_of(text, needle)) + ": error: ";
  };
  EXPECT_THAT(
      test::check_messages(path),
      UnorderedElementsAre(
          at_line("name=\"victory_unit_out\"") +
              "victory_unit_out names \"Ci\", but no unit has that name: did you mean \"Cid\"?",
          at_line("name=\"patrol\"") +
              "unit \"Otto\": property \"patrol\" names \"bet\", which is not a Patrol route: "
              "did you mean \"beat\"?",
          at_line("name=\"arrives_when_entered\"") +
              "unit \"Cid\": arrives_when_entered names Area \"lever\", but no Area has that "
              "name: did you mean \"Lever\"?",
          at_line("name=\"opens_when_entered\"") +
              "door 6: opens_when_entered names Area \"Levr\", but no Area has that name: did "
              "you mean \"Lever\"?",
          at_line("name=\"opens_when_out\"") +
              "door 6: opens_when_out names \"Oto\", but no unit has that name: did you mean "
              "\"Otto\"?",
          at_line("name=\"layer\"") +
              "door 6: layer \"dor\" is not a tile layer of this map: did you mean \"door\"?",
          at_line("name=\"hero\"") +
              "Goal \"Exit\": hero \"An\" is not a hero on this map: did you mean \"Ann\"?"));
}

// An Area drawn with the class "area" is its own error; the door and the unit that wait on it
// are told the object is there with the wrong class, not to draw an Area that is already drawn.
TEST(MapRules, a_link_to_an_area_whose_class_is_in_the_wrong_case_points_at_the_class) {
  const std::string objects =
      two_sides() + rect_object(5, "Zone", "area", 100, 150, 40, 40) +
      rect_object(6, "", "Wall", 200, 100, 32, 64, property("opens_when_entered", "", "Zone")) +
      test::point_object(3, "Cid", "Enemy", 280, 200, property("arrives_when_entered", "", "Zone"));
  const std::string text = test::check_map_text(objects);
  const std::string path = test::write_map(test::temp_dir("rules-area-case"), "map.tmx", text);
  const std::string area_line = std::to_string(test::line_of(text, "name=\"Zone\""));
  const std::string hint = "but no Area has that name; an object named \"Zone\" is there (line " +
                           area_line + ") but its class is \"area\", not \"Area\": fix its class";
  EXPECT_THAT(
      test::check_messages(path),
      UnorderedElementsAre(
          ::testing::HasSubstr("object 5 has class \"area\", which is ignored: did you "
                               "mean \"Area\"? (classes are case-sensitive)"),
          ::testing::HasSubstr("door 6: opens_when_entered names Area \"Zone\", " + hint),
          ::testing::HasSubstr("unit \"Cid\": arrives_when_entered names Area \"Zone\", " + hint)));
}

// The same for a route: a Patrol drawn as "patrol", or waypoints drawn as "waypoint", are their
// own errors, and the enemy that walks the route is told the route is there with the wrong class
// instead of "routes: none on this map".
TEST(MapRules, a_patrol_link_to_a_route_whose_class_is_in_the_wrong_case_points_at_the_class) {
  const std::string objects =
      test::point_object(1, "Ann", "Hero", 40, 40) +
      test::point_object(2, "Otto", "Enemy", 280, 40, property("patrol", "", "beat")) +
      test::point_object(3, "Cid", "Enemy", 280, 200, property("patrol", "", "north")) +
      test::point_object(4, "Ed", "Enemy", 200, 200, property("patrol", "object", "5")) +
      rect_object(5, "beat", "patrol", 100, 150, 40, 40) +
      test::point_object(6, "", "waypoint", 100, 250,
                         property("route", "", "north") + property("order", "int", "1")) +
      test::point_object(7, "", "Waypoint", 150, 250,
                         property("route", "", "south") + property("order", "int", "1"));
  const std::string text = test::check_map_text(objects);
  const std::string path = test::write_map(test::temp_dir("rules-route-case"), "map.tmx", text);
  const auto line = [&](const std::string& needle) {
    return std::to_string(test::line_of(text, needle));
  };
  const std::string patrol_slip = "is there (line " + line("name=\"beat\"") +
                                  ") but its class is \"patrol\", not \"Patrol\": fix its class";
  EXPECT_THAT(
      test::check_messages(path),
      UnorderedElementsAre(
          HasSubstr("object 5 has class \"patrol\", which is ignored: did you mean \"Patrol\"?"),
          HasSubstr("object 6 has class \"waypoint\", which is ignored: did you mean "
                    "\"Waypoint\"?"),
          HasSubstr("unit \"Otto\": property \"patrol\" names \"beat\", which is not a Patrol "
                    "route; an object named \"beat\" " +
                    patrol_slip),
          HasSubstr("unit \"Ed\": property \"patrol\" names object 5, which is not a Patrol "
                    "route; object 5 " +
                    patrol_slip),
          HasSubstr("unit \"Cid\": property \"patrol\" names \"north\", which is not a Patrol "
                    "route; a waypoint of route \"north\" is there (line " +
                    line("object id=\"6\"") +
                    ") but its class is \"waypoint\", not \"Waypoint\": fix its class"),
          // A route of one waypoint is a guard post (a warning), not this test's subject.
          HasSubstr("one waypoint")));
}

// The bug: a Goal drawn with the class "goal" was a warning, then "the battle cannot be won"
// pointed at victory_rout as if it were the cause. The slip is the error, and says what follows.
TEST(MapRules, a_goal_whose_class_is_in_the_wrong_case_is_the_reason_the_battle_cannot_be_won) {
  const std::string rout_off = property("victory_rout", "bool", "false");
  const CheckCase c = write(
      "rules-goal-case", two_sides() + rect_object(7, "Exit", "goal", 100, 150, 40, 40), rout_off);
  EXPECT_THAT(test::check_messages(c.path),
              ElementsAre(at(c, "object id=\"7\"") +
                          ": error: object 7 has class \"goal\", which is ignored: did you mean "
                          "\"Goal\"? (classes are case-sensitive); without it the map has no Goal "
                          "and no other victory, so the battle cannot be won"));
  // With another way to win, the slip is still an error (a class in the wrong case is a typo the
  // game would lose), without the words about winning.
  const CheckCase won =
      write("rules-goal-case-won", two_sides() + rect_object(7, "Exit", "goal", 100, 150, 40, 40));
  EXPECT_THAT(test::check_messages(won.path),
              ElementsAre(at(won, "object id=\"7\"") +
                          ": error: object 7 has class \"goal\", which is ignored: did you mean "
                          "\"Goal\"? (classes are case-sensitive)"));
}

TEST(MapRules, unit_inside_a_wall) {
  const CheckCase c = write("rules-unit-wall", two_sides() + test::wall_object(3, 96, 96, 64, 64) +
                                                   test::point_object(4, "Cid", "Hero", 100, 128));
  EXPECT_THAT(test::check_messages(c.path),
              ElementsAre(at(c, "object id=\"4\"") +
                          ": error: unit \"Cid\" at (100, 128) overlaps a wall or the map's edge "
                          "(radius 12.8): the nearest spot where it fits is 16.8 px away, at "
                          "(83.2, 128): move it there"));
}

TEST(MapRules, unit_off_the_map_edge) {
  const CheckCase c =
      write("rules-unit-edge", two_sides() + test::point_object(3, "Cid", "Hero", 5, 128));
  EXPECT_THAT(test::check_messages(c.path),
              ElementsAre(at(c, "object id=\"3\"") +
                          ": error: unit \"Cid\" at (5, 128) overlaps a wall or the map's edge "
                          "(radius 12.8): the nearest spot where it fits is 7.8 px away, at "
                          "(12.8, 128): move it there"));
}

// A 10x8 map of the terrain tileset's grass with water (solid) tiles at `water` (column, row)
// and the objects given.
std::string water_map(const std::vector<std::pair<int, int>>& water, const std::string& objects) {
  std::string ground, walls;
  for (int row = 0; row < 8; ++row) {
    for (int column = 0; column < 10; ++column) {
      const bool wet = std::find(water.begin(), water.end(), std::pair{column, row}) != water.end();
      const std::string end = column == 9 && row == 7 ? "\n" : ",";
      ground += "1" + end;
      walls += (wet ? "13" : "0") + end;
    }
  }
  const std::string tileset = std::filesystem::absolute("maps/tilesets/terrain.tsx").string();
  std::string text = test::check_map_text(objects);
  const std::string layers = " <tileset firstgid=\"1\" source=\"" + tileset +
                             "\"/>\n <layer id=\"2\" name=\"ground\" width=\"10\" "
                             "height=\"8\"><data encoding=\"csv\">\n" +
                             ground +
                             "</data></layer>\n <layer id=\"3\" name=\"walls\" width=\"10\" "
                             "height=\"8\"><data encoding=\"csv\">\n" +
                             walls + "</data></layer>\n";
  return text.insert(text.find(" <objectgroup"), layers);
}

// The bug: the distance given was the disc's overlap with the one tile it is deepest in, 12.8
// px (its radius) in a tile's middle, where moving 12.8 px leaves it in the wall; and in a
// pond's middle the tile's depth, 28.8 px, where 60.8 px are needed to be out of the water.
TEST(MapRules, a_unit_deep_in_walls_is_told_the_real_distance_to_the_nearest_spot_it_fits) {
  const std::string cid = test::point_object(3, "Cid", "Hero", 144, 112);  // tile (4, 3)'s middle
  const std::string one_tile = water_map({{4, 3}}, two_sides() + cid);
  const std::string one_path =
      test::write_map(test::temp_dir("rules-wall-tile"), "map.tmx", one_tile);
  EXPECT_THAT(
      test::check_messages(one_path),
      ElementsAre(one_path + ":" + std::to_string(test::line_of(one_tile, "object id=\"3\"")) +
                  ": error: unit \"Cid\" at (144, 112) overlaps a wall or the map's "
                  "edge (radius 12.8): the nearest spot where it fits is 28.8 px away, at "
                  "(172.8, 112): move it there"));
  // Two tiles side by side, the unit on the line between them: each tile alone is 0 px deep.
  const std::string seam =
      water_map({{4, 3}, {5, 3}}, two_sides() + test::point_object(3, "Cid", "Hero", 160, 112));
  const std::string seam_path = test::write_map(test::temp_dir("rules-wall-seam"), "map.tmx", seam);
  EXPECT_THAT(test::check_messages(seam_path),
              ElementsAre(HasSubstr("the nearest spot where it fits is 28.8 px away, at (160, "
                                    "140.8): move it there")));
  std::vector<std::pair<int, int>> pond;
  for (int column = 3; column <= 5; ++column) {
    for (int row = 2; row <= 4; ++row) pond.emplace_back(column, row);
  }
  const std::string pond_text = water_map(pond, two_sides() + cid);
  const std::string pond_path =
      test::write_map(test::temp_dir("rules-wall-pond"), "map.tmx", pond_text);
  EXPECT_THAT(test::check_messages(pond_path),
              ElementsAre(HasSubstr("the nearest spot where it fits is 60.8 px away, at (204.8, "
                                    "112): move it there")));
}

// A pocket too small for the disc anywhere: no distance, the fix is a smaller unit.
TEST(MapRules, a_unit_that_fits_nowhere_on_the_map_is_told_to_be_smaller) {
  const CheckCase c = write("rules-fits-nowhere",
                            two_sides() + test::point_object(3, "Cid", "Hero", 160, 128,
                                                             property("radius", "float", "200")));
  EXPECT_THAT(test::check_messages(c.path),
              Contains(HasSubstr("\"Cid\" at (160, 128) overlaps a wall or the map's edge "
                                 "(radius 200): no spot of this map fits its body: make it "
                                 "smaller (property radius)")));
}

TEST(MapRules, overlapping_units_point_at_the_later_one) {
  const CheckCase c =
      write("rules-overlap", two_sides() + test::point_object(3, "Cid", "Enemy", 270, 40));
  EXPECT_THAT(
      test::check_messages(c.path),
      ElementsAre(at(c, "object id=\"3\"") + ": error: unit \"Cid\" overlaps unit \"Otto\" (line " +
                  std::to_string(test::line_of(c.text, "object id=\"2\"")) +
                  ") by 15.6 px: move them at least that far apart"));
}

// The boundaries of the placement rules. Units have the default radius, 40% of the 32 px tile:
// 0.4 * 32 is the double nearest 12.8, and the flush positions are picked so each gap comes out
// exactly 0 in doubles (12.8 - 12.8; 32 - 19.2 and 51.2 - 25.6 subtract to 12.8 and 25.6
// exactly), so the rule itself decides, not a rounding error.
TEST(MapRules, a_unit_flush_against_the_map_edge_or_a_wall_is_fine_and_past_the_slack_is_an_error) {
  const std::string wall = test::wall_object(3, 32, 160, 64, 64);
  const CheckCase flush =
      write("rules-flush-wall", two_sides() + wall +
                                    test::point_object(4, "Cid", "Hero", 12.8, 128) +  // left edge
                                    test::point_object(5, "Dee", "Hero", 128, 12.8) +  // top edge
                                    test::point_object(6, "Eve", "Hero", 19.2, 192));  // the wall
  EXPECT_THAT(test::check_messages(flush.path), IsEmpty());
  // Overlaps up to kPlacementSlack (0.01 px) are Tiled's rounding, so 0.009 px in is let through.
  const CheckCase within = write(
      "rules-within-wall", two_sides() + wall + test::point_object(4, "Cid", "Hero", 12.791, 128) +
                               test::point_object(5, "Dee", "Hero", 128, 12.791) +
                               test::point_object(6, "Eve", "Hero", 19.209, 192));
  EXPECT_THAT(test::check_messages(within.path), IsEmpty());
  const CheckCase past = write(
      "rules-past-wall", two_sides() + wall + test::point_object(4, "Cid", "Hero", 12.789, 128) +
                             test::point_object(5, "Dee", "Hero", 128, 12.789) +
                             test::point_object(6, "Eve", "Hero", 19.211, 192));
  // 0.011 px in is past it, and 0.1 px (0.011 rounded up) takes it out.
  const auto overlap = [&](int id, const std::string& unit_at, const std::string& spot) {
    return at(past, "object id=\"" + std::to_string(id) + "\"") + ": error: unit " + unit_at +
           " overlaps a wall or the map's edge (radius 12.8): the nearest spot where it fits is "
           "0.1 px away, at " +
           spot + ": move it there";
  };
  EXPECT_THAT(test::check_messages(past.path),
              ElementsAre(overlap(4, "\"Cid\" at (12.8, 128)", "(12.8, 128)"),
                          overlap(5, "\"Dee\" at (128, 12.8)", "(128, 12.8)"),
                          overlap(6, "\"Eve\" at (19.2, 192)", "(19.2, 192)")));
}

// 25.6 and 51.2 are exactly 25.6 = 12.8 + 12.8 apart in doubles: the discs touch, overlap 0.
TEST(MapRules, units_exactly_touching_are_fine_and_a_hair_past_the_slack_is_an_error) {
  const CheckCase touching =
      write("rules-touching", two_sides() + test::point_object(3, "Cid", "Hero", 25.6, 200) +
                                  test::point_object(4, "Dee", "Hero", 51.2, 200));
  EXPECT_THAT(test::check_messages(touching.path), IsEmpty());
  // 0.009 px of overlap is inside the slack.
  const CheckCase within =
      write("rules-within-touching", two_sides() + test::point_object(3, "Cid", "Hero", 25.6, 200) +
                                         test::point_object(4, "Dee", "Hero", 51.191, 200));
  EXPECT_THAT(test::check_messages(within.path), IsEmpty());
  // 0.011 px is past it. Only the start of the message: the overlap after "by" is rounded.
  const CheckCase past =
      write("rules-past-touching", two_sides() + test::point_object(3, "Cid", "Hero", 25.6, 200) +
                                       test::point_object(4, "Dee", "Hero", 51.189, 200));
  EXPECT_THAT(
      test::check_messages(past.path),
      ElementsAre(StartsWith(
          at(past, "object id=\"4\"") + ": error: unit \"Dee\" overlaps unit \"Cid\" (line " +
          std::to_string(test::line_of(past.text, "object id=\"3\"")) + ") by ")));
}

// The slack's own boundary, which only tiny discs reach exactly in doubles: a disc of radius
// 0.01 centred on the edge pokes out by 0 - 0.01, exactly kPlacementSlack, and two discs of
// radius 0.005 on one spot overlap by 0.005 + 0.005, exactly 0.01 too. The next double up is
// over the slack.
TEST(MapRules, an_overlap_of_exactly_the_slack_is_let_through_and_the_next_double_up_is_not) {
  const auto tiny = [](const std::string& name, const std::string& edge_radius,
                       const std::string& pair_radius) {
    return write(name, two_sides() +
                           test::point_object(3, "Cid", "Hero", 0, 128,
                                              property("radius", "float", edge_radius)) +
                           test::point_object(4, "Dee", "Hero", 160, 128,
                                              property("radius", "float", pair_radius)) +
                           test::point_object(5, "Eve", "Hero", 160, 128,
                                              property("radius", "float", pair_radius)));
  };
  const CheckCase at_slack = tiny("rules-at-slack", "0.01", "0.005");
  EXPECT_THAT(test::check_messages(at_slack.path), IsEmpty());
  const CheckCase over = tiny("rules-over-slack", "0.010000000000000002", "0.005000000000000001");
  // Only the start of each message: the overlap after "by" is rounded to 0.1 px.
  EXPECT_THAT(
      test::check_messages(over.path),
      ElementsAre(
          StartsWith(at(over, "object id=\"3\"") + ": error: unit \"Cid\" at (0, 128) " +
                     "overlaps a wall or the map's edge (radius 0): the nearest spot where it "
                     "fits is 0.1 px away"),
          StartsWith(at(over, "object id=\"5\"") +
                     ": error: unit \"Eve\" overlaps unit \"Dee\" (line " +
                     std::to_string(test::line_of(over.text, "object id=\"4\"")) + ") by ")));
}

std::string waypoint(int id, double x, double y, int order) {
  return test::point_object(
      id, "", "Waypoint", x, y,
      property("route", "", "r") + property("order", "int", std::to_string(order)));
}

TEST(MapRules, waypoint_inside_a_wall) {
  const CheckCase c =
      write("rules-wp-wall",
            test::point_object(1, "Ann", "Hero", 40, 40) +
                test::point_object(2, "Otto", "Enemy", 40, 200, property("patrol", "", "r")) +
                test::wall_object(3, 96, 96, 64, 64) + waypoint(4, 40, 230, 1) +
                waypoint(5, 120, 120, 2));
  EXPECT_THAT(test::check_messages(c.path),
              ElementsAre(at(c, "object id=\"5\"") +
                          ": error: waypoint 2 of route \"r\" at (120, 120) is too close to a wall "
                          "or the map's edge for enemy \"Otto\" (radius 12.8 px): the nearest spot "
                          "where it fits is 36.8 px away, at (83.2, 120): move it there"));
}

TEST(MapRules, waypoint_cut_off_from_its_enemy) {
  const CheckCase c =
      write("rules-wp-reach",
            test::point_object(1, "Ann", "Hero", 40, 40) +
                test::point_object(2, "Otto", "Enemy", 60, 128, property("patrol", "", "r")) +
                test::wall_object(3, 160, 0, 32, 256) + waypoint(4, 60, 200, 1) +
                waypoint(5, 260, 128, 2));
  EXPECT_THAT(test::check_messages(c.path),
              ElementsAre(at(c, "object id=\"5\"") + ": error: enemy \"Otto\" (line " +
                          std::to_string(test::line_of(c.text, "object id=\"2\"")) +
                          ") cannot reach waypoint 2 of route \"r\" at (260, 128): walls cut it "
                          "off; move the waypoint or the enemy, or open a way"));
}

TEST(MapRules, map_without_hero_or_enemy) {
  const CheckCase c = write("rules-sides", "");
  EXPECT_THAT(test::check_messages(c.path),
              ElementsAre(c.path + ": error: the map has no hero; add a point object whose class "
                                   "(Tiled 1.8: type) is \"Hero\"",
                          c.path + ": error: the map has no enemy; add a point object whose class "
                                   "(Tiled 1.8: type) is \"Enemy\""));
}

// An enemy whose hp is no whole number is left out by the loader; the side's missing error says
// that object may be the enemy, rather than only telling the designer to add one.
TEST(MapRules, a_side_missing_because_its_unit_was_refused_names_the_refused_object) {
  const CheckCase c =
      write("rules-sides-refused",
            test::point_object(1, "Ann", "Hero", 40, 40) +
                test::point_object(2, "Otto", "Enemy", 280, 40, property("hp", "int", "ten")));
  const std::vector<std::string> messages = test::check_messages(c.path);
  ASSERT_FALSE(messages.empty());
  EXPECT_THAT(
      messages.back(),
      ::testing::EndsWith("the map has no enemy; add a point object whose class (Tiled "
                          "1.8: type) is \"Enemy\"; object 2 was left out for the errors "
                          "above: if it is meant as the Enemy, fixing its error is the fix"));
  EXPECT_THAT(messages.front(), ::testing::HasSubstr("\"ten\""));  // the error that left it out
}

TEST(MapRules, check_command_prints_the_rules_and_fails) {
  const CheckCase c =
      write("rules-binary", two_sides() + test::point_object(3, "Cid", "Enemy", 270, 40));
  const test::RunResult r = test::run_heartpath("check '" + c.path + "'");
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.out.find(at(c, "object id=\"3\"") + ": error: unit \"Cid\" overlaps"),
            std::string::npos)
      << r.out;
}

TEST(MapRules, next_map_that_does_not_exist_is_an_error) {
  const CheckCase c =
      write("rules-next-missing", two_sides(), property("next_map", "file", "b.tmx"));
  const std::string looked = std::filesystem::path(c.path).parent_path().string() + "/b.tmx";
  EXPECT_THAT(test::check_messages(c.path),
              ElementsAre(at(c, "name=\"next_map\"") +
                          ": error: next_map \"b.tmx\" does not exist (looked for " + looked +
                          "): pick the map with the property's file button, or clear it to end "
                          "the campaign here"));
}

TEST(MapRules, next_map_naming_the_map_itself_is_an_error) {
  const CheckCase c =
      write("rules-next-self", two_sides(), property("next_map", "file", "map.tmx"));
  EXPECT_THAT(test::check_messages(c.path),
              ElementsAre(at(c, "name=\"next_map\"") +
                          ": error: next_map names this map itself: after a victory the same "
                          "battle would start again; name the following map, or clear it to end "
                          "the campaign"));
}

TEST(MapRules, music_that_is_not_a_playable_file_of_the_music_folder_is_an_error_or_a_warning) {
  const CheckCase ok = write("rules-music-ok", two_sides(), property("music", "", "theme.ogg"));
  EXPECT_THAT(test::check_messages(ok.path), IsEmpty());
  const CheckCase c = write("rules-music", two_sides(), property("music", "", "thme.ogg"));
  EXPECT_THAT(test::check_messages(c.path),
              ElementsAre(::testing::AllOf(
                  ::testing::StartsWith(at(c, "name=\"music\"") +
                                        ": error: music \"thme.ogg\" is not a file in "),
                  ::testing::EndsWith("data/music; did you mean \"theme.ogg\"?"))));
  // A name like none of the folder's is the map's own track (a map adopted from another game):
  // the game plays on with the manifest's music, so it is a warning that says so.
  const CheckCase far = write("rules-music-far", two_sides(), property("music", "", "boss.ogg"));
  EXPECT_THAT(test::check_messages(far.path),
              ElementsAre(::testing::AllOf(
                  ::testing::HasSubstr(": warning: music \"boss.ogg\" is not a file in "),
                  ::testing::EndsWith("data/music, so the game plays the music manifest's "
                                      "player_turn music instead; drop the file there (or play "
                                      "with --music DIR), or clear the property"))));
  const CheckCase json =
      write("rules-music-json", two_sides(), property("music", "", "music.json"));
  EXPECT_THAT(test::check_messages(json.path),
              ElementsAre(::testing::HasSubstr(
                  ": error: music \"music.json\" is not a format the game plays; use .ogg")));
}

// `check --music DIR` opens the track in DIR (the dummy driver is enough): a file that is not
// music inside is an error; `play --music DIR` plays a map whose track is only there.
TEST(MapRules, check_and_play_take_the_music_folder_and_open_the_track) {
  const std::string music = test::temp_dir("rules-music-folder");
  std::filesystem::copy_file("data/music/victory.ogg", music + "/mine.ogg");
  std::ofstream(music + "/junk.ogg") << "not an ogg";
  const CheckCase mine = write("rules-music-mine", two_sides(), property("music", "", "mine.ogg"));
  // Not in data/music, and like no name there: the map's own track, a warning (the game plays on).
  const test::RunResult plain = test::run_heartpath("check '" + mine.path + "'");
  EXPECT_EQ(plain.status, 0) << plain.out;
  EXPECT_NE(plain.out.find("warning: music \"mine.ogg\" is not a file in "), std::string::npos)
      << plain.out;
  const test::RunResult in_folder =
      test::run_heartpath("check --music '" + music + "' '" + mine.path + "'");
  EXPECT_EQ(in_folder.status, 0) << in_folder.out << in_folder.err;
  const test::RunResult played = test::run_heartpath(
      "play --music '" + music + "' --headless --mute --frames 2 --screenshot '" + music +
      "/shot.png' '" + mine.path + "'");
  EXPECT_EQ(played.status, 0) << played.out << played.err;
  const CheckCase junk = write("rules-music-junk", two_sides(), property("music", "", "junk.ogg"));
  const test::RunResult broken =
      test::run_heartpath("check --music '" + music + "' '" + junk.path + "'");
  EXPECT_EQ(broken.status, 1);
  EXPECT_NE(broken.out.find(at(junk, "name=\"music\"") +
                            ": error: music \"junk.ogg\" cannot be played (SDL_mixer: "),
            std::string::npos)
      << broken.out;
  const test::RunResult nowhere = test::run_heartpath("play --music /nonexistent --headless");
  EXPECT_EQ(nowhere.status, 2);
  EXPECT_NE(nowhere.err.find("--music needs a folder"), std::string::npos) << nowhere.err;
}

// A unit's sprite is looked for where the game will open it, relative to the map; a missing
// file and a file that is no image are errors naming the unit and the file looked for.
TEST(MapRules, a_sprite_that_is_missing_or_no_image_is_an_error_naming_the_file) {
  const std::string dir = test::temp_dir("rules-sprite");
  std::filesystem::create_directories(dir + "/art");
  std::filesystem::copy_file("data/art/units/enemy_strong.png", dir + "/art/boss.png",
                             std::filesystem::copy_options::overwrite_existing);
  test::write_map(dir + "/art", "notes.png", "not an image\n");
  const std::string text = test::check_map_text(
      test::point_object(1, "Ann", "Hero", 40, 40, property("sprite", "file", "art/lead.png")) +
      test::point_object(2, "Otto", "Enemy", 280, 40, property("sprite", "file", "art/boss.png")) +
      test::point_object(3, "Imp", "Enemy", 280, 120, property("sprite", "file", "art/notes.png")));
  const std::string path = test::write_map(dir, "map.tmx", text);
  const auto line = [&](const std::string& needle) {
    return path + ":" + std::to_string(test::line_of(text, needle));
  };
  const std::string fix =
      "pick the image with the property's file button, or clear it for the default figure";
  EXPECT_THAT(test::check_messages(path),
              ElementsAre(line("art/lead.png") +
                              ": error: Hero \"Ann\": sprite \"art/lead.png\" "
                              "does not exist (looked for " +
                              dir + "/art/lead.png): " + fix,
                          line("art/notes.png") +
                              ": error: Enemy \"Imp\": sprite \"art/notes.png\" is not an image "
                              "the game can read (" +
                              dir + "/art/notes.png): save it as a PNG, or " + fix));
}

TEST(MapRules, a_unit_colour_that_is_not_a_colour_is_an_error_at_its_line) {
  const CheckCase c = write(
      "rules-colour",
      test::point_object(1, "Ann", "Hero", 40, 40, property("color", "", "crimson")) +
          test::point_object(2, "Otto", "Enemy", 280, 40, property("color", "color", "#ffd03030")));
  EXPECT_THAT(test::check_messages(c.path),
              ElementsAre(at(c, "crimson") +
                          ": error: unit \"Ann\": property \"color\" must be a colour like "
                          "#d03030 (#RRGGBB, or #AARRGGBB with AA above 00) (got \"crimson\")"));
}

}  // namespace
}  // namespace hp
