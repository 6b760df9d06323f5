// Objectives read from a map: the victory_* and defeat_* properties, Goal and Area objects, and
// an error on the line of every bad name or number.
#include "game/sim/map/objectives_from_map.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>

#include <string>
#include <vector>

#include "game/sim/map/setup_from_map.h"
#include "tests/game/sim/support/test_maps.h"

namespace hp::sim {
namespace {

using namespace test::maps;
using ::testing::HasSubstr;

// Two heroes (Mira, Tam) and two enemies (Grub, Warden) on a 20 x 15 map.
tiled::Map cast(std::vector<MapObject> more = {}) {
  std::vector<MapObject> objects{
      point("Mira", "Hero", 64, 64, 10), point("Tam", "Hero", 64, 160, 11),
      point("Grub", "Enemy", 400, 64, 12), point("Warden", "Enemy", 400, 160, 13)};
  for (MapObject& object : more) objects.push_back(std::move(object));
  return map_with(std::move(objects));
}

void set(tiled::Map& map, std::string name, PropertyType type, std::string value, int line) {
  map.properties.items.push_back(property(std::move(name), type, std::move(value), line));
}

struct Read {
  std::optional<WorldSetup> setup;
  Diagnostics diagnostics;
};

Read read(const tiled::Map& map) {
  Read r;
  r.setup = setup_from_map(map, r.diagnostics);
  return r;
}

TEST(ObjectivesFromMap, without_properties_the_battle_is_a_rout) {
  const Read r = read(cast());
  ASSERT_TRUE(r.setup) << all_text(r.diagnostics);
  const Objectives& o = r.setup->objectives;
  EXPECT_TRUE(o.rout);
  EXPECT_EQ(o.leader, -1);
  EXPECT_EQ(o.survive_turns, 0);
  EXPECT_TRUE(o.goals.empty());
  EXPECT_EQ(o.protect, -1);
  EXPECT_EQ(o.turn_limit, 0);
}

TEST(ObjectivesFromMap, every_property_is_read_and_names_become_unit_indexes) {
  tiled::Map map = cast();
  set(map, "victory_rout", PropertyType::kBool, "false", 3);
  set(map, "victory_unit_out", PropertyType::kString, "Warden", 4);
  set(map, "victory_survive_turns", PropertyType::kInt, "6", 5);
  set(map, "defeat_unit_out", PropertyType::kString, "Tam", 6);
  set(map, "defeat_turn_limit", PropertyType::kInt, "8", 7);
  const Read r = read(map);
  ASSERT_TRUE(r.setup) << all_text(r.diagnostics);
  const Objectives& o = r.setup->objectives;
  EXPECT_FALSE(o.rout);
  ASSERT_GE(o.leader, 0);
  EXPECT_EQ(r.setup->units[static_cast<std::size_t>(o.leader)].name, "Warden");
  EXPECT_EQ(o.survive_turns, 6);
  ASSERT_GE(o.protect, 0);
  EXPECT_EQ(r.setup->units[static_cast<std::size_t>(o.protect)].name, "Tam");
  EXPECT_EQ(o.turn_limit, 8);
}

TEST(ObjectivesFromMap,
     a_name_no_unit_has_is_an_error_suggesting_a_near_name_or_listing_that_side) {
  tiled::Map map = cast();
  set(map, "victory_unit_out", PropertyType::kString, "Wardn", 4);
  set(map, "defeat_unit_out", PropertyType::kString, "Nobody", 6);
  Read r = read(map);
  EXPECT_FALSE(r.setup);
  std::string all = all_text(r.diagnostics);
  EXPECT_THAT(all, HasSubstr("maps/test.tmx:4: error: victory_unit_out names \"Wardn\", but no "
                             "unit has that name: did you mean \"Warden\"?"));
  EXPECT_THAT(all, HasSubstr("maps/test.tmx:6: error: defeat_unit_out names \"Nobody\", but no "
                             "unit has that name: the heroes are: Mira, Tam"));
  // The near name is looked for on the property's side only: "Grub" is no hero.
  tiled::Map near_enemy = cast();
  set(near_enemy, "defeat_unit_out", PropertyType::kString, "Grud", 6);
  r = read(near_enemy);
  all = all_text(r.diagnostics);
  EXPECT_THAT(all, HasSubstr("maps/test.tmx:6: error: defeat_unit_out names \"Grud\", but no "
                             "unit has that name: the heroes are: Mira, Tam"));
}

TEST(ObjectivesFromMap, a_unit_on_the_wrong_side_is_an_error_pointing_to_the_other_property) {
  tiled::Map map = cast();
  set(map, "victory_unit_out", PropertyType::kString, "Mira", 4);
  set(map, "defeat_unit_out", PropertyType::kString, "Grub", 6);
  const Read r = read(map);
  EXPECT_FALSE(r.setup);
  const std::string all = all_text(r.diagnostics);
  EXPECT_THAT(all, HasSubstr(":4: error: victory_unit_out names hero \"Mira\", but it must name "
                             "an enemy (defeat_unit_out is the hero's)"));
  EXPECT_THAT(all, HasSubstr(":6: error: defeat_unit_out names enemy \"Grub\", but it must name a "
                             "hero (victory_unit_out is the enemy's)"));
}

TEST(ObjectivesFromMap, turn_counts_must_be_whole_numbers_from_1_and_the_limit_after_survival) {
  for (const std::string bad : {"-2", "six", "2.5", "1000"}) {
    tiled::Map map = cast();
    set(map, "victory_survive_turns", PropertyType::kString, bad, 5);
    const Read r = read(map);
    EXPECT_FALSE(r.setup) << bad;
    EXPECT_THAT(all_text(r.diagnostics),
                HasSubstr(":5: error: victory_survive_turns must be a whole number of turns from 1 "
                          "to 999 (got \"" +
                          bad + "\")"));
  }
  {
    tiled::Map map = cast();
    set(map, "victory_survive_turns", PropertyType::kInt, "0", 5);  // the project's default
    const Read r = read(map);
    ASSERT_TRUE(r.setup) << all_text(r.diagnostics);
    EXPECT_EQ(r.setup->objectives.survive_turns, 0);
  }
  for (const int limit : {1, 999}) {
    tiled::Map map = cast();
    set(map, "defeat_turn_limit", PropertyType::kInt, std::to_string(limit), 7);
    EXPECT_TRUE(read(map).setup) << limit;  // both ends of the range are fine
  }
  tiled::Map map = cast();
  set(map, "victory_survive_turns", PropertyType::kInt, "6", 5);
  set(map, "defeat_turn_limit", PropertyType::kInt, "6", 7);
  const Read r = read(map);
  EXPECT_FALSE(r.setup);
  EXPECT_THAT(all_text(r.diagnostics),
              HasSubstr(":7: error: defeat_turn_limit 6 loses the battle before "
                        "victory_survive_turns 6 can win it"));
  set(map, "defeat_turn_limit", PropertyType::kInt, "7", 8);
  map.properties.items.erase(map.properties.items.end() - 2);
  EXPECT_TRUE(read(map).setup) << all_text(read(map).diagnostics);
}

TEST(ObjectivesFromMap, a_map_that_cannot_be_won_is_an_error) {
  tiled::Map map = cast();
  set(map, "victory_rout", PropertyType::kBool, "false", 3);
  Read r = read(map);
  EXPECT_FALSE(r.setup);
  EXPECT_THAT(all_text(r.diagnostics), HasSubstr(":3: error: the battle cannot be won"));
  set(map, "victory_survive_turns", PropertyType::kInt, "3", 5);
  r = read(map);
  EXPECT_TRUE(r.setup) << all_text(r.diagnostics);
  tiled::Map bad = cast();
  set(bad, "victory_rout", PropertyType::kString, "nope", 3);
  r = read(bad);
  EXPECT_THAT(all_text(r.diagnostics),
              HasSubstr(":3: error: victory_rout must be true or false (got \"nope\")"));
}

TEST(ObjectivesFromMap, goals_are_rectangles_or_polygons_with_an_optional_hero) {
  MapObject exit = rectangle("Exit", "Goal", 576, 0, 64, 96, 20);
  MapObject gate = point("Gate", "Goal", 0, 0, 21);
  gate.shape = ObjectShape::kPolygon;
  gate.x = 300;
  gate.y = 400;
  gate.points = {{0, 0}, {40, 0}, {20, 30}};
  gate = with_property(gate, "hero", PropertyType::kString, "Tam", 22);
  const Read r = read(cast({exit, gate}));
  ASSERT_TRUE(r.setup) << all_text(r.diagnostics);
  const std::vector<Goal>& goals = r.setup->objectives.goals;
  ASSERT_EQ(goals.size(), 2u);
  EXPECT_EQ(goals[0].hero, -1);
  EXPECT_TRUE(contains(goals[0].area, {600, 50}));
  EXPECT_FALSE(contains(goals[0].area, {560, 50}));
  EXPECT_EQ(r.setup->units[static_cast<std::size_t>(goals[1].hero)].name, "Tam");
  EXPECT_TRUE(contains(goals[1].area, {320, 410}));
  EXPECT_FALSE(contains(goals[1].area, {302, 425}));
}

TEST(ObjectivesFromMap, a_goal_of_no_area_or_for_a_stranger_is_an_error_on_its_line) {
  MapObject dot = point("Dot", "Goal", 10, 10, 30);
  MapObject ellipse = rectangle("Round", "Goal", 10, 10, 50, 50, 31);
  ellipse.shape = ObjectShape::kEllipse;
  MapObject flat = rectangle("Flat", "Goal", 10, 10, 50, 0, 32);
  MapObject stranger = with_property(rectangle("X", "Goal", 10, 10, 50, 50, 33), "hero",
                                     PropertyType::kString, "Grub", 34);
  const Read r = read(cast({dot, ellipse, flat, stranger}));
  EXPECT_FALSE(r.setup);
  const std::string all = all_text(r.diagnostics);
  EXPECT_THAT(all, HasSubstr(":30: error: Goal 30 (\"Dot\") is a point, which covers no ground: "
                             "draw it as a rectangle or a polygon"));
  EXPECT_THAT(all, HasSubstr(":31: error: Goal 31 (\"Round\") is an ellipse"));
  EXPECT_THAT(all, HasSubstr(":32: error: Goal 32 (\"Flat\") is empty"));
  EXPECT_THAT(all, HasSubstr(":34: error: Goal \"X\": hero \"Grub\" is not a hero on this map: "
                             "the heroes are: Mira, Tam"));
}

TEST(ObjectivesFromMap, a_goal_rectangle_of_negative_size_covers_what_tiled_draws) {
  const Read r = read(cast({rectangle("Back", "Goal", 300, 300, -64, -32, 20)}));
  ASSERT_TRUE(r.setup) << all_text(r.diagnostics);
  const Area& area = r.setup->objectives.goals.at(0).area;
  EXPECT_TRUE(contains(area, {260, 280}));
  EXPECT_FALSE(contains(area, {310, 310}));
}

TEST(ObjectivesFromMap, areas_need_a_name_of_their_own) {
  MapObject gate = rectangle("Gate", "Area", 100, 100, 64, 64, 40);
  MapObject nameless = rectangle("", "Area", 100, 200, 64, 64, 41);
  MapObject again = rectangle("Gate", "Area", 300, 100, 64, 64, 42);
  const Read r = read(cast({gate, nameless, again}));
  EXPECT_FALSE(r.setup);
  const std::string all = all_text(r.diagnostics);
  EXPECT_THAT(all, HasSubstr(":41: error: Area 41 has no name"));
  EXPECT_THAT(all, HasSubstr(":42: error: two Areas are named \"Gate\" (the other on line 40)"));
  const Read good = read(cast({gate}));
  ASSERT_TRUE(good.setup);
  ASSERT_EQ(good.setup->areas.size(), 1u);
  EXPECT_EQ(good.setup->areas[0].name, "Gate");
}

// A Goal in the wrong case is a typo: an error, so the map is not refused later for a reason
// that hides it (a battle that cannot be won).
TEST(ObjectivesFromMap, a_near_miss_class_is_named_as_an_error) {
  const Read r = read(cast({rectangle("Exit", "goal", 0, 0, 32, 32, 50)}));
  EXPECT_THAT(all_text(r.diagnostics),
              HasSubstr(":50: error: object 50 has class \"goal\", which is ignored: did you "
                        "mean \"Goal\"?"));
}

TEST(ReinforcementsFromMap, arrivals_are_read_and_an_area_is_found_by_name) {
  MapObject late = with_property(point("Late", "Enemy", 300, 300, 60), "arrives_on_turn",
                                 PropertyType::kInt, "3", 61);
  MapObject ambush = with_property(point("Ambush", "Enemy", 300, 400, 62), "arrives_when_entered",
                                   PropertyType::kString, "Bridge", 63);
  MapObject bridge = rectangle("Bridge", "Area", 100, 100, 64, 64, 64);
  const Read r = read(cast({late, ambush, bridge}));
  ASSERT_TRUE(r.setup) << all_text(r.diagnostics);
  EXPECT_EQ(r.setup->units[4].arrives_on_turn, 3);
  EXPECT_EQ(r.setup->units[4].arrives_when_entered, -1);
  EXPECT_EQ(r.setup->units[5].arrives_on_turn, 0);
  EXPECT_EQ(r.setup->units[5].arrives_when_entered, 0);
  EXPECT_EQ(r.setup->units[0].arrives_on_turn, 0);  // the others are there from the start
  EXPECT_EQ(r.setup->units[0].arrives_when_entered, -1);
}

TEST(ReinforcementsFromMap, a_bad_turn_both_ways_or_an_unknown_area_is_an_error_on_its_line) {
  MapObject first = with_property(point("First", "Hero", 300, 300, 60), "arrives_on_turn",
                                  PropertyType::kInt, "1", 61);
  MapObject both = with_property(with_property(point("Both", "Enemy", 300, 400, 62),
                                               "arrives_on_turn", PropertyType::kInt, "2", 63),
                                 "arrives_when_entered", PropertyType::kString, "Bridge", 64);
  MapObject lost = with_property(point("Lost", "Enemy", 300, 200, 65), "arrives_when_entered",
                                 PropertyType::kString, "Brige", 66);
  MapObject bridge = rectangle("Bridge", "Area", 100, 100, 64, 64, 67);
  MapObject far = with_property(point("Far", "Enemy", 400, 200, 68), "arrives_when_entered",
                                PropertyType::kString, "Tower", 69);
  const Read r = read(cast({first, both, lost, bridge, far}));
  EXPECT_FALSE(r.setup);
  const std::string all = all_text(r.diagnostics);
  EXPECT_THAT(all, HasSubstr(":61: error: unit \"First\": property \"arrives_on_turn\" must be a "
                             "whole number of turns from 2 (0: there from the start) "
                             "(got \"1\")"));
  EXPECT_THAT(all, HasSubstr(":64: error: unit \"Both\" has both arrives_on_turn and "
                             "arrives_when_entered"));
  EXPECT_THAT(all, HasSubstr(":66: error: unit \"Lost\": arrives_when_entered names Area "
                             "\"Brige\", but no Area has that name: did you mean \"Bridge\"?"));
  EXPECT_THAT(all, HasSubstr(":69: error: unit \"Far\": arrives_when_entered names Area "
                             "\"Tower\", but no Area has that name: the Areas are: Bridge"));
}

// Property test: a point is inside a random convex polygon exactly when it is on the inner side
// of every edge (points near an edge are left out: either answer is allowed there).
TEST(AreaContains, agrees_with_the_edge_sides_of_random_convex_polygons) {
  std::uint64_t state = 12345;
  const auto next = [&] {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<double>(state >> 11) / 9007199254740992.0;
  };
  int checked = 0;
  for (int round = 0; round < 300; ++round) {
    Area area;
    const Vec2 centre{next() * 500, next() * 500};
    const int n = 3 + static_cast<int>(next() * 6);
    const double radius = 10 + next() * 200;
    for (int i = 0; i < n; ++i) {
      const double angle = 2 * 3.14159265358979 * (i + 0.5 * next()) / n;
      area.outline.push_back(centre + Vec2{std::cos(angle), std::sin(angle)} * radius);
    }
    for (int k = 0; k < 50; ++k) {
      const Vec2 p = centre + Vec2{next() - 0.5, next() - 0.5} * (3 * radius);
      bool inner = true;
      double nearest = 1e300;
      for (int i = 0; i < n; ++i) {
        const Vec2 a = area.outline[static_cast<std::size_t>(i)];
        const Vec2 b = area.outline[static_cast<std::size_t>((i + 1) % n)];
        const Vec2 edge = b - a;
        const double side = (edge.x * (p.y - a.y) - edge.y * (p.x - a.x)) / edge.length();
        nearest = std::min(nearest, std::abs(side));
        inner = inner && side > 0;
      }
      if (nearest < 1e-6) continue;
      EXPECT_EQ(contains(area, p), inner) << round << " " << k;
      ++checked;
    }
  }
  EXPECT_GT(checked, 14000);
}

}  // namespace
}  // namespace hp::sim
