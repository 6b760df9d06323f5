// setup_from_map on hand-built maps: units, their properties, names, and walls.
#include "game/sim/map/setup_from_map.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "game/sim/map/unit_from_object.h"
#include "tests/game/sim/support/test_maps.h"

namespace hp::sim {
namespace {

using namespace test::maps;
using tiled::Layer;
using tiled::LayerKind;
using tiled::MapObject;
using tiled::ObjectShape;
using tiled::Property;
using tiled::PropertyType;

tiled::TileData solid_tile(int id, PropertyType type, std::string value, int line) {
  tiled::TileData tile;
  tile.id = id;
  tile.properties.items.push_back(property("solid", type, std::move(value), line));
  return tile;
}

TEST(SetupFromMap, point_object_becomes_a_unit_at_its_point) {
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map_with({point("Ann", "Hero", 96, 240, 5)}), diagnostics);
  ASSERT_TRUE(setup.has_value());
  ASSERT_EQ(setup->units.size(), 1u);
  EXPECT_EQ(setup->units[0].name, "Ann");
  EXPECT_EQ(setup->units[0].side, Side::kHero);
  EXPECT_EQ(setup->units[0].position, (Vec2{96, 240}));
  EXPECT_EQ(setup->units[0].line, 5);
  EXPECT_TRUE(diagnostics.empty());
}

TEST(SetupFromMap, rectangle_ellipse_and_tile_objects_stand_at_their_centre) {
  MapObject ellipse = rectangle("Cy", "Enemy", 0, 0, 20, 40, 7);
  ellipse.shape = ObjectShape::kEllipse;
  MapObject tile = rectangle("Di", "Enemy", 64, 96, 32, 32, 8);  // anchored bottom-left
  tile.shape = ObjectShape::kTile;
  tile.gid = 1;
  Diagnostics diagnostics;
  const auto setup = setup_from_map(
      map_with({rectangle("Bo", "Enemy", 100, 200, 32, 64, 6), ellipse, tile}), diagnostics);
  ASSERT_TRUE(setup.has_value());
  EXPECT_EQ(setup->units[0].side, Side::kEnemy);
  EXPECT_EQ(setup->units[0].position, (Vec2{116, 232}));
  EXPECT_EQ(setup->units[1].position, (Vec2{10, 20}));
  EXPECT_EQ(setup->units[2].position, (Vec2{80, 80}));
}

TEST(SetupFromMap, tiled_1_8_type_and_newer_class_both_arrive_in_type) {
  // The loader puts either attribute into MapObject::type; both spellings of the classes work.
  Diagnostics diagnostics;
  const auto setup = setup_from_map(
      map_with({point("Ann", "Hero", 1, 1, 3), point("Ogre", "Enemy", 2, 2, 4)}), diagnostics);
  ASSERT_TRUE(setup.has_value());
  EXPECT_EQ(setup->units[0].side, Side::kHero);
  EXPECT_EQ(setup->units[1].side, Side::kEnemy);
}

TEST(SetupFromMap, missing_properties_take_the_documented_defaults) {
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map_with({point("Ann", "Hero", 96, 240, 5)}), diagnostics);
  ASSERT_TRUE(setup.has_value());
  const UnitSpec& ann = setup->units[0];
  EXPECT_EQ(ann.hp, 10);
  EXPECT_EQ(ann.speed, 96.0);
  EXPECT_DOUBLE_EQ(ann.radius, 0.4 * 32);  // 40% of the tile width
  EXPECT_EQ(ann.attack, 3);
}

TEST(SetupFromMap, an_enemy_reads_flee_below_as_a_share_from_0_to_1) {
  const MapObject coward = with_property(point("Imp", "Enemy", 96, 240, 5), "flee_below",
                                         PropertyType::kFloat, "0.75", 6);
  const MapObject fighter = point("Ogre", "Enemy", 196, 240, 10);
  const MapObject bad = with_property(point("Orc", "Enemy", 296, 240, 15), "flee_below",
                                      PropertyType::kFloat, "1.5", 16);
  Diagnostics diagnostics;
  EXPECT_FALSE(setup_from_map(map_with({coward, fighter, bad}), diagnostics));
  EXPECT_EQ(texts(diagnostics),
            (std::vector<std::string>{"maps/test.tmx:16: error: unit \"Orc\": property "
                                      "\"flee_below\" must be a number from 0 to 1 (a share of its "
                                      "hit points) (got \"1.5\")"}));
  Diagnostics fine;
  const auto setup = setup_from_map(map_with({coward, fighter}), fine);
  ASSERT_TRUE(setup.has_value());
  EXPECT_EQ(setup->units[0].flee_below, 0.75);
  EXPECT_DOUBLE_EQ(setup->units[1].flee_below, 1.0 / 3.0);
}

TEST(SetupFromMap, an_enemy_reads_aggro_range_in_pixels_and_0_or_none_is_no_range) {
  const MapObject wary = with_property(point("Imp", "Enemy", 96, 240, 5), "aggro_range",
                                       PropertyType::kFloat, "160", 6);
  const MapObject alert = point("Ogre", "Enemy", 196, 240, 10);
  const MapObject zero = with_property(point("Orc", "Enemy", 296, 240, 15), "aggro_range",
                                       PropertyType::kFloat, "0", 16);  // as the project shows it
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map_with({wary, alert, zero}), diagnostics);
  ASSERT_TRUE(setup.has_value());
  EXPECT_EQ(setup->units[0].aggro_range, 160.0);
  EXPECT_EQ(setup->units[1].aggro_range, 0.0);  // none: alert from the start
  EXPECT_EQ(setup->units[2].aggro_range, 0.0);
  EXPECT_TRUE(diagnostics.empty());
}

TEST(SetupFromMap, a_bad_aggro_range_is_an_error_at_its_line) {
  std::vector<MapObject> enemies;
  int line = 5;
  for (const char* value : {"-20", "-0.5", "inf", "nan", "near"}) {
    enemies.push_back(
        with_property(point(std::string("E") + value, "Enemy", 40.0 * line, 240, line),
                      "aggro_range", PropertyType::kString, value, line + 1));
    line += 10;
  }
  Diagnostics diagnostics;
  EXPECT_FALSE(setup_from_map(map_with(enemies), diagnostics).has_value());
  std::vector<std::string> expected;
  line = 5;
  for (const char* value : {"-20", "-0.5", "inf", "nan", "near"}) {
    expected.push_back(
        "maps/test.tmx:" + std::to_string(line + 1) + ": error: unit \"E" + value +
        "\": property \"aggro_range\" must be a number of pixels, 0 or more (0: none) (got \"" +
        value + "\")");
    line += 10;
  }
  EXPECT_EQ(texts(diagnostics), expected);
}

TEST(SetupFromMap, a_unit_reads_its_colour_as_argb_and_has_none_without_it) {
  const MapObject red = with_property(point("Ann", "Hero", 96, 240, 5), "color",
                                      PropertyType::kColor, "#ffd03030", 6);  // Tiled's form
  const MapObject typed = with_property(point("Bo", "Hero", 96, 300, 10), "color",
                                        PropertyType::kString, "#3060d0", 11);  // #RRGGBB
  const MapObject faint = with_property(point("Ogre", "Enemy", 296, 240, 15), "color",
                                        PropertyType::kString, "#80102030", 16);
  const MapObject unset = with_property(point("Imp", "Enemy", 296, 300, 20), "color",
                                        PropertyType::kColor, "", 21);  // Tiled: no colour chosen
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map_with({red, typed, faint, unset}), diagnostics);
  ASSERT_TRUE(setup.has_value());
  EXPECT_EQ(setup->units[0].color, 0xffd03030u);
  EXPECT_EQ(setup->units[1].color, 0xff3060d0u);
  EXPECT_EQ(setup->units[2].color, 0x80102030u);
  EXPECT_EQ(setup->units[3].color, 0u);
  EXPECT_TRUE(diagnostics.empty());
}

TEST(SetupFromMap, a_bad_colour_is_an_error_at_its_line) {
  std::vector<MapObject> units;
  int line = 5;
  for (const char* value : {"red", "#12345", "#ggffff", "#00ff0000"}) {
    units.push_back(with_property(point("U" + std::to_string(line), "Hero", 4.0 * line, 240, line),
                                  "color", PropertyType::kString, value, line + 1));
    line += 10;
  }
  Diagnostics diagnostics;
  EXPECT_FALSE(setup_from_map(map_with(units), diagnostics).has_value());
  std::vector<std::string> expected;
  line = 5;
  for (const char* value : {"red", "#12345", "#ggffff", "#00ff0000"}) {
    expected.push_back("maps/test.tmx:" + std::to_string(line + 1) + ": error: unit \"U" +
                       std::to_string(line) +
                       "\": property \"color\" must be a colour like #d03030 (#RRGGBB, or "
                       "#AARRGGBB with AA above 00) (got \"" +
                       value + "\")");
    line += 10;
  }
  EXPECT_EQ(texts(diagnostics), expected);
}

TEST(SetupFromMap, a_sprite_is_a_path_relative_to_the_maps_folder_as_tiled_writes_it) {
  const MapObject leader = with_property(point("Ann", "Hero", 96, 240, 5), "sprite",
                                         PropertyType::kFile, "art/leader.png", 6);
  const MapObject shared = with_property(point("Ogre", "Enemy", 296, 240, 10), "sprite",
                                         PropertyType::kFile, "../data/art/units/ogre.png", 11);
  const MapObject absolute = with_property(point("Imp", "Enemy", 296, 300, 15), "sprite",
                                           PropertyType::kFile, "/srv/art/imp.png", 16);
  const MapObject plain = point("Bo", "Hero", 96, 300, 20);
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map_with({leader, shared, absolute, plain}), diagnostics);
  ASSERT_TRUE(setup.has_value());  // whether the files exist is check's (unit_sprite_rules)
  EXPECT_EQ(setup->units[0].sprite, "maps/art/leader.png");
  EXPECT_EQ(setup->units[1].sprite, "data/art/units/ogre.png");
  EXPECT_EQ(setup->units[2].sprite, "/srv/art/imp.png");
  EXPECT_EQ(setup->units[3].sprite, "");
  EXPECT_EQ(map_file_path("maps/test.tmx", ""), "");
}

TEST(SetupFromMap, properties_are_read_whatever_type_tiled_stored_them_as) {
  MapObject ann = point("Ann", "Hero", 96, 240, 5);
  ann = with_property(ann, "hp", PropertyType::kInt, "25", 6);
  ann = with_property(ann, "speed", PropertyType::kFloat, "120.5", 7);
  ann = with_property(ann, "radius", PropertyType::kString, "9", 8);
  ann = with_property(ann, "attack", PropertyType::kInt, "0", 9);
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map_with({ann}), diagnostics);
  ASSERT_TRUE(setup.has_value());
  EXPECT_EQ(setup->units[0].hp, 25);
  EXPECT_EQ(setup->units[0].speed, 120.5);
  EXPECT_EQ(setup->units[0].radius, 9.0);
  EXPECT_EQ(setup->units[0].attack, 0);
}

TEST(SetupFromMap, bad_speed_is_an_error_at_the_property_line) {
  const MapObject ann =
      with_property(point("Ann", "Hero", 96, 240, 5), "speed", PropertyType::kString, "fast", 17);
  Diagnostics diagnostics;
  EXPECT_FALSE(setup_from_map(map_with({ann}), diagnostics).has_value());
  EXPECT_EQ(texts(diagnostics),
            (std::vector<std::string>{"maps/test.tmx:17: error: unit \"Ann\": property \"speed\" "
                                      "must be a positive number (got \"fast\")"}));
}

TEST(SetupFromMap, bad_property_without_a_line_is_reported_at_the_object_line) {
  const MapObject ann =
      with_property(point("Ann", "Hero", 96, 240, 5), "radius", PropertyType::kFloat, "0", 0);
  Diagnostics diagnostics;
  EXPECT_FALSE(setup_from_map(map_with({ann}), diagnostics).has_value());
  EXPECT_EQ(texts(diagnostics),
            (std::vector<std::string>{"maps/test.tmx:5: error: unit \"Ann\": property \"radius\" "
                                      "must be a positive number (got \"0\")"}));
}

TEST(SetupFromMap, every_bad_value_is_reported_not_just_the_first) {
  MapObject ann = point("Ann", "Hero", 96, 240, 5);
  ann = with_property(ann, "hp", PropertyType::kInt, "0", 6);
  ann = with_property(ann, "speed", PropertyType::kFloat, "-3", 7);
  ann = with_property(ann, "attack", PropertyType::kInt, "-1", 8);
  MapObject bo =
      with_property(point("Bo", "Hero", 9, 9, 10), "hp", PropertyType::kFloat, "12.5", 11);
  Diagnostics diagnostics;
  EXPECT_FALSE(setup_from_map(map_with({ann, bo}), diagnostics).has_value());
  EXPECT_EQ(texts(diagnostics),
            (std::vector<std::string>{
                "maps/test.tmx:6: error: unit \"Ann\": property \"hp\" must be a whole number of "
                "at least 1 (got \"0\")",
                "maps/test.tmx:7: error: unit \"Ann\": property \"speed\" must be a positive "
                "number (got \"-3\")",
                "maps/test.tmx:8: error: unit \"Ann\": property \"attack\" must be a whole number "
                "of at least 0 (got \"-1\")",
                "maps/test.tmx:11: error: unit \"Bo\": property \"hp\" must be a whole number of "
                "at least 1 (got \"12.5\")"}));
}

TEST(SetupFromMap, duplicate_unit_names_are_an_error_at_the_second_object) {
  Diagnostics diagnostics;
  const auto setup = setup_from_map(
      map_with({point("Ann", "Hero", 1, 1, 12), point("Ann", "Enemy", 2, 2, 19)}), diagnostics);
  EXPECT_FALSE(setup.has_value());
  EXPECT_EQ(texts(diagnostics),
            (std::vector<std::string>{"maps/test.tmx:19: error: unit name \"Ann\" is already used "
                                      "by the unit on line 12: give each unit a unique name"}));
}

TEST(SetupFromMap, unit_without_a_name_is_an_error) {
  Diagnostics diagnostics;
  EXPECT_FALSE(setup_from_map(map_with({point("", "Enemy", 1, 1, 8)}), diagnostics).has_value());
  EXPECT_EQ(texts(diagnostics),
            (std::vector<std::string>{"maps/test.tmx:8: error: object 8 (class Enemy) has no "
                                      "name: give each unit a unique name"}));
}

TEST(SetupFromMap, earlier_errors_from_the_loader_do_not_fail_a_good_map) {
  Diagnostics diagnostics;
  diagnostics.error("maps/other.tmx", 1, "unrelated");
  EXPECT_TRUE(setup_from_map(map_with({point("Ann", "Hero", 1, 1, 3)}), diagnostics).has_value());
}

TEST(SetupFromMap, units_inside_group_layers_are_found_with_offsets_summed) {
  Layer inner = object_layer({point("Ann", "Hero", 10, 20, 4)});
  inner.offset = {1, 2};
  Layer group;
  group.kind = LayerKind::kGroup;
  group.offset = {100, 200};
  group.children.push_back(inner);
  tiled::Map map = empty_map();
  map.layers.push_back(group);
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map, diagnostics);
  ASSERT_TRUE(setup.has_value());
  ASSERT_EQ(setup->units.size(), 1u);
  EXPECT_EQ(setup->units[0].position, (Vec2{111, 222}));
}

// A class in the wrong case is a typo, as a property name in the wrong case is in check: an
// error naming the class meant, so the object is not silently left out.
TEST(SetupFromMap, other_classes_are_ignored_and_a_case_slip_is_an_error) {
  Diagnostics diagnostics;
  const auto setup = setup_from_map(
      map_with({point("Sign", "Decor", 1, 1, 3), point("Ann", "hero", 2, 2, 4)}), diagnostics);
  EXPECT_FALSE(setup.has_value());
  EXPECT_EQ(texts(diagnostics),
            (std::vector<std::string>{"maps/test.tmx:4: error: object 4 has class \"hero\", "
                                      "which is ignored: did you mean \"Hero\"? (classes are "
                                      "case-sensitive)"}));
}

// An object of class "enemy" with an enemy's properties is a unit the designer placed: left
// out of the battle for a letter's case, it is an error (as check's unknown classes are).
TEST(SetupFromMap, a_near_miss_with_unit_properties_is_an_error) {
  Diagnostics diagnostics;
  const MapObject near_miss =
      with_property(point("Ogre", "enemy", 2, 2, 4), "hp", PropertyType::kInt, "5", 5);
  const auto setup = setup_from_map(map_with({near_miss}), diagnostics);
  EXPECT_EQ(texts(diagnostics),
            (std::vector<std::string>{"maps/test.tmx:4: error: object 4 has class \"enemy\", "
                                      "which is ignored: did you mean \"Enemy\"? (classes are "
                                      "case-sensitive); its unit properties say it is meant to "
                                      "be a unit"}));
  EXPECT_FALSE(setup.has_value());
}

TEST(SetupFromMap, map_without_units_is_not_an_error_here) {
  Diagnostics diagnostics;
  const auto setup = setup_from_map(empty_map(), diagnostics);
  ASSERT_TRUE(setup.has_value());
  EXPECT_TRUE(setup->units.empty());
  EXPECT_EQ(setup->width, 640.0);
  EXPECT_EQ(setup->height, 480.0);
  EXPECT_EQ(setup->tile_width, 32.0);
}

// A 3x2 tile layer over a tileset whose tile 1 is solid, tile 2 explicitly not, tile 3 malformed.
tiled::Map map_with_tiles(std::vector<std::uint32_t> gids) {
  tiled::Map map = empty_map();
  tiled::Tileset tileset;
  tileset.first_gid = 1;
  tileset.name = "terrain";
  tileset.source = "maps/terrain.tsx";
  tileset.tile_count = 8;
  tileset.tiles.push_back(solid_tile(1, PropertyType::kBool, "true", 4));
  tileset.tiles.push_back(solid_tile(2, PropertyType::kBool, "false", 7));
  tileset.tiles.push_back(solid_tile(3, PropertyType::kString, "yes", 9));
  map.tilesets.push_back(tileset);
  Layer layer;
  layer.kind = LayerKind::kTile;
  layer.tiles.width = 3;
  layer.tiles.height = 2;
  layer.tiles.gids = std::move(gids);
  map.layers.push_back(layer);
  return map;
}

TEST(SetupFromMap, solid_tiles_become_boxes_one_per_cell) {
  // gid 2 is local tile 1 (solid); the flipped copy is solid too; gid 1 (tile 0) has no data.
  const std::uint32_t flipped = 2 | tiled::kFlipHorizontal;
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map_with_tiles({2, 0, 1, 3, flipped, 3}), diagnostics);
  ASSERT_TRUE(setup.has_value());
  ASSERT_EQ(setup->walls.boxes.size(), 2u);
  EXPECT_EQ(setup->walls.boxes[0].x, 0.0);
  EXPECT_EQ(setup->walls.boxes[0].y, 0.0);
  EXPECT_EQ(setup->walls.boxes[1].x, 32.0);
  EXPECT_EQ(setup->walls.boxes[1].y, 32.0);
  EXPECT_EQ(setup->walls.boxes[1].w, 32.0);
  EXPECT_EQ(setup->walls.boxes[1].h, 32.0);
  EXPECT_TRUE(diagnostics.empty());
}

// A door's tile layer is its look, hidden once it opens: its solid tiles are no wall of their own.
TEST(SetupFromMap, solid_tiles_on_a_doors_layer_are_not_walls) {
  tiled::Map map = map_with_tiles({2, 2, 2, 0, 0, 0});
  map.layers[0].name = "gate";
  MapObject door = with_property(rectangle("Gate", "Wall", 0, 0, 96, 32, 20), "opens_on_turn",
                                 PropertyType::kInt, "2", 21);
  map.layers.push_back(
      object_layer({with_property(door, "layer", PropertyType::kString, "gate", 22)}));
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map, diagnostics);
  ASSERT_TRUE(setup.has_value());
  EXPECT_TRUE(setup->walls.boxes.empty());
  ASSERT_EQ(setup->doors.size(), 1u);
  map.layers[0].name = "stone";  // the same tiles on another layer are walls
  map.layers[1].objects.objects[0].properties.items.pop_back();
  const auto plain = setup_from_map(map, diagnostics);
  ASSERT_TRUE(plain.has_value());
  EXPECT_EQ(plain->walls.boxes.size(), 3u);
}

TEST(SetupFromMap, malformed_solid_value_is_warned_once_per_tile) {
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map_with_tiles({4, 4, 4, 4, 0, 0}), diagnostics);
  ASSERT_TRUE(setup.has_value());
  EXPECT_TRUE(setup->walls.boxes.empty());
  EXPECT_EQ(texts(diagnostics),
            (std::vector<std::string>{"maps/terrain.tsx:9: warning: tile 3 of tileset "
                                      "\"terrain\": property \"solid\" must be true or false (got "
                                      "\"yes\"); the tile is treated as not solid"}));
}

TEST(SetupFromMap, wall_rectangles_become_boxes_and_polygons_absolute_points) {
  MapObject polygon = point("", "Wall", 100, 50, 12);
  polygon.shape = ObjectShape::kPolygon;
  polygon.points = {{0, 0}, {40, 0}, {0, 30}};
  Diagnostics diagnostics;
  const auto setup =
      setup_from_map(map_with({rectangle("", "Wall", 10, 20, 64, 32, 11), polygon}), diagnostics);
  ASSERT_TRUE(setup.has_value());
  ASSERT_EQ(setup->walls.boxes.size(), 1u);
  EXPECT_EQ(setup->walls.boxes[0].x, 10.0);
  EXPECT_EQ(setup->walls.boxes[0].y, 20.0);
  EXPECT_EQ(setup->walls.boxes[0].w, 64.0);
  EXPECT_EQ(setup->walls.boxes[0].h, 32.0);
  ASSERT_EQ(setup->walls.polygons.size(), 1u);
  EXPECT_EQ(setup->walls.polygons[0], (std::vector<Vec2>{{100, 50}, {140, 50}, {100, 80}}));
}

// A rectangle with a negative width or height (edited by hand) spans back from its corner, as
// Tiled draws it; it never blocks nothing.
TEST(SetupFromMap, a_wall_of_negative_size_blocks_where_tiled_draws_it) {
  Diagnostics diagnostics;
  const auto setup =
      setup_from_map(map_with({rectangle("", "Wall", 100, 80, -64, -32, 11)}), diagnostics);
  ASSERT_TRUE(setup.has_value());
  ASSERT_EQ(setup->walls.boxes.size(), 1u);
  const Rect& box = setup->walls.boxes[0];
  EXPECT_EQ(box.x, 36.0);
  EXPECT_EQ(box.y, 48.0);
  EXPECT_EQ(box.w, 64.0);
  EXPECT_EQ(box.h, 32.0);
}

TEST(SetupFromMap, rotated_wall_rectangle_becomes_a_polygon) {
  MapObject wall = rectangle("", "Wall", 100, 100, 40, 20, 5);
  wall.rotation = 90;  // clockwise on screen, about the top-left corner
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map_with({wall}), diagnostics);
  ASSERT_TRUE(setup.has_value());
  ASSERT_EQ(setup->walls.polygons.size(), 1u);
  const std::vector<Vec2>& p = setup->walls.polygons[0];
  ASSERT_EQ(p.size(), 4u);
  EXPECT_NEAR(p[1].x, 100.0, 1e-9);  // the top edge now points down the screen
  EXPECT_NEAR(p[1].y, 140.0, 1e-9);
  EXPECT_NEAR(p[2].x, 80.0, 1e-9);
  EXPECT_NEAR(p[2].y, 140.0, 1e-9);
}

TEST(SetupFromMap, wall_of_another_shape_is_a_warning_and_skipped) {
  MapObject ellipse = rectangle("", "Wall", 10, 20, 64, 32, 14);
  ellipse.shape = ObjectShape::kEllipse;
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map_with({ellipse}), diagnostics);
  ASSERT_TRUE(setup.has_value());
  EXPECT_TRUE(setup->walls.boxes.empty());
  EXPECT_EQ(texts(diagnostics),
            (std::vector<std::string>{"maps/test.tmx:14: warning: wall object 14 is an ellipse, "
                                      "which does not block: draw walls as rectangles or "
                                      "polygons"}));
}

}  // namespace
}  // namespace hp::sim

namespace hp::sim {
namespace {

MapObject polyline_route(std::string name, int id, std::vector<Vec2> points, int line) {
  MapObject route = point(std::move(name), "Patrol", 100, 100, line);
  route.id = id;
  route.shape = ObjectShape::kPolyline;
  route.points = std::move(points);
  return route;
}

TEST(SetupFromMap, patrol_polyline_is_read_with_absolute_points_wait_and_no_loop) {
  MapObject route = polyline_route("north", 7, {{0, 0}, {64, 0}, {64, 32}}, 20);
  route = with_property(route, "wait", PropertyType::kFloat, "0.5", 21);
  MapObject otto =
      with_property(point("Otto", "Enemy", 90, 90, 30), "patrol", PropertyType::kObject, "7", 31);
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map_with({otto, route}), diagnostics);
  ASSERT_TRUE(setup.has_value()) << texts(diagnostics).front();
  ASSERT_EQ(setup->routes.size(), 1u);
  const PatrolRoute& r = setup->routes[0];
  EXPECT_EQ(r.points, (std::vector<Vec2>{{100, 100}, {164, 100}, {164, 132}}));
  EXPECT_FALSE(r.loop);
  EXPECT_EQ(r.wait, 0.5);
  EXPECT_EQ(setup->units[0].patrol_route, 0);
}

TEST(SetupFromMap, polygon_routes_loop_and_polylines_loop_on_request) {
  MapObject polygon = polyline_route("ring", 3, {{0, 0}, {10, 0}, {0, 10}}, 5);
  polygon.shape = ObjectShape::kPolygon;
  MapObject looped = with_property(polyline_route("lap", 4, {{0, 0}, {10, 0}}, 6), "loop",
                                   PropertyType::kBool, "true", 7);
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map_with({polygon, looped}), diagnostics);
  ASSERT_TRUE(setup.has_value());
  ASSERT_EQ(setup->routes.size(), 2u);
  EXPECT_TRUE(setup->routes[0].loop);
  EXPECT_TRUE(setup->routes[1].loop);
  EXPECT_EQ(setup->routes[0].wait, 2.0);
}

TEST(SetupFromMap, patrol_may_name_its_route_instead_of_referring_to_it) {
  MapObject otto = with_property(point("Otto", "Enemy", 90, 90, 30), "patrol",
                                 PropertyType::kString, "north", 31);
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map_with({polyline_route("south", 2, {{0, 0}}, 9),
                                              polyline_route("north", 5, {{0, 0}}, 10), otto}),
                                    diagnostics);
  ASSERT_TRUE(setup.has_value());
  EXPECT_EQ(setup->units[0].patrol_route, 1);
}

TEST(SetupFromMap, patrol_reference_to_a_missing_route_is_an_error_at_the_property) {
  MapObject otto =
      with_property(point("Otto", "Enemy", 90, 90, 30), "patrol", PropertyType::kObject, "99", 31);
  Diagnostics diagnostics;
  EXPECT_FALSE(setup_from_map(map_with({polyline_route("north", 5, {{0, 0}, {40, 0}}, 10), otto}),
                              diagnostics));
  EXPECT_EQ(texts(diagnostics),
            (std::vector<std::string>{
                "maps/test.tmx:31: error: unit \"Otto\": property \"patrol\" names object 99, "
                "which is not a Patrol route (routes: north): point it at a Patrol object, or "
                "name a route drawn with Waypoint objects or a waypoints layer"}));
}

TEST(SetupFromMap, patrol_of_another_shape_or_with_a_bad_wait_is_an_error) {
  MapObject box = rectangle("box", "Patrol", 0, 0, 10, 10, 12);
  MapObject route = with_property(polyline_route("r", 8, {{0, 0}, {5, 5}}, 14), "wait",
                                  PropertyType::kString, "soon", 15);
  Diagnostics diagnostics;
  EXPECT_FALSE(setup_from_map(map_with({box, route}), diagnostics));
  const std::vector<std::string> messages = texts(diagnostics);
  ASSERT_EQ(messages.size(), 2u);
  EXPECT_NE(messages[0].find("maps/test.tmx:12: error:"), std::string::npos);
  EXPECT_NE(messages[0].find("polyline or a polygon"), std::string::npos);
  EXPECT_NE(messages[1].find("maps/test.tmx:15: error:"), std::string::npos);
}

}  // namespace
}  // namespace hp::sim

namespace hp::sim {
namespace {

// Route form 2: point objects of class Waypoint with `route` and `order`.
MapObject waypoint(std::string route, long long order, double x, double y, int line) {
  MapObject w = point("", "Waypoint", x, y, line);
  w = with_property(w, "route", PropertyType::kString, std::move(route), line + 1);
  return with_property(w, "order", PropertyType::kInt, std::to_string(order), line + 2);
}

TEST(SetupFromMap, waypoint_objects_make_a_route_in_order_with_their_waits) {
  MapObject second =
      with_property(waypoint("east", 20, 300, 100, 30), "wait", PropertyType::kFloat, "0.25", 33);
  Layer layer =
      object_layer({waypoint("east", 30, 300, 300, 40), second, waypoint("east", 10, 100, 100, 20),
                    with_property(point("Otto", "Enemy", 90, 90, 50), "patrol",
                                  PropertyType::kString, "east", 51)});
  layer.properties.items.push_back(property("loop", PropertyType::kBool, "true", 3));
  layer.properties.items.push_back(property("wait", PropertyType::kFloat, "1.5", 4));
  tiled::Map map = empty_map();
  map.layers.push_back(layer);
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map, diagnostics);
  ASSERT_TRUE(setup.has_value()) << texts(diagnostics).front();
  ASSERT_EQ(setup->routes.size(), 1u);
  const PatrolRoute& r = setup->routes[0];
  EXPECT_EQ(r.name, "east");
  EXPECT_EQ(r.points, (std::vector<Vec2>{{100, 100}, {300, 100}, {300, 300}}));
  EXPECT_EQ(r.waits, (std::vector<double>{1.5, 0.25, 1.5}));
  EXPECT_TRUE(r.loop);
  EXPECT_EQ(r.line, 20);
  EXPECT_EQ(setup->units[0].patrol_route, 0);
}

TEST(SetupFromMap, waypoint_routes_have_as_many_points_as_drawn_and_default_to_back_and_forth) {
  std::vector<MapObject> objects;
  for (int i = 0; i < 5; ++i) objects.push_back(waypoint("five", i, 10.0 * i, 0, 10 + 3 * i));
  for (int i = 0; i < 13; ++i) objects.push_back(waypoint("thirteen", -i, 0, 10.0 * i, 40 + 3 * i));
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map_with(objects), diagnostics);
  ASSERT_TRUE(setup.has_value());
  ASSERT_EQ(setup->routes.size(), 2u);  // in name order
  EXPECT_EQ(setup->routes[0].name, "five");
  EXPECT_EQ(setup->routes[0].points.size(), 5u);
  EXPECT_FALSE(setup->routes[0].loop);
  EXPECT_EQ(setup->routes[0].waits, std::vector<double>(5, 2.0));
  EXPECT_EQ(setup->routes[1].points.size(), 13u);
  EXPECT_EQ(setup->routes[1].points.front(), (Vec2{0, 120}));  // order -12 comes first
}

TEST(SetupFromMap, broken_waypoints_are_errors_at_their_lines) {
  MapObject no_route =
      with_property(point("", "Waypoint", 0, 0, 10), "order", PropertyType::kInt, "1", 11);
  MapObject no_order =
      with_property(point("", "Waypoint", 0, 0, 20), "route", PropertyType::kString, "r", 21);
  MapObject bad_order =
      with_property(waypoint("r", 1, 0, 0, 30), "order", PropertyType::kString, "first", 34);
  bad_order.properties.items.erase(bad_order.properties.items.begin() + 1);  // the int order
  MapObject twice = waypoint("r", 7, 5, 5, 40);
  MapObject again = waypoint("r", 7, 9, 9, 50);
  Diagnostics diagnostics;
  EXPECT_FALSE(
      setup_from_map(map_with({no_route, no_order, bad_order, twice, again}), diagnostics));
  const std::vector<std::string> messages = texts(diagnostics);
  // The waypoint without an order is order 1 (as Tiled shows it), so it is no error.
  ASSERT_EQ(messages.size(), 3u);
  EXPECT_EQ(messages[0],
            "maps/test.tmx:10: error: waypoint 10 needs a string property \"route\" naming the "
            "route it belongs to (the name enemies give in their \"patrol\" property)");
  EXPECT_EQ(messages[1],
            "maps/test.tmx:34: error: waypoint 30: property \"order\" must be a whole number "
            "(got \"first\")");
  EXPECT_EQ(messages[2],
            "maps/test.tmx:50: error: waypoint 50 has order 7, like waypoint 40 on line 40 of "
            "route \"r\": give each waypoint of a route its own order");
}

// The Tiled project's Waypoint class shows order 1, and Tiled does not save a value left at
// the class's default: the game must read a missing order as 1 too.
TEST(SetupFromMap, a_waypoint_without_an_order_is_order_one_as_tiled_shows_it) {
  MapObject unnumbered =
      with_property(point("", "Waypoint", 50, 0, 20), "route", PropertyType::kString, "r", 21);
  Diagnostics diagnostics;
  const auto setup =
      setup_from_map(map_with({waypoint("r", 2, 90, 0, 10), unnumbered}), diagnostics);
  ASSERT_TRUE(setup.has_value()) << texts(diagnostics).front();
  EXPECT_TRUE(diagnostics.empty()) << texts(diagnostics).front();
  ASSERT_EQ(setup->routes.size(), 1u);
  EXPECT_EQ(setup->routes[0].points, (std::vector<Vec2>{{50, 0}, {90, 0}}));
}

TEST(SetupFromMap, a_route_of_one_waypoint_is_a_warning) {
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map_with({waypoint("post", 1, 50, 50, 10)}), diagnostics);
  ASSERT_TRUE(setup.has_value());
  ASSERT_EQ(setup->routes.size(), 1u);
  EXPECT_EQ(texts(diagnostics),
            (std::vector<std::string>{"maps/test.tmx:10: warning: route \"post\" has one "
                                      "waypoint, so its enemy walks there and stands still: add "
                                      "a second waypoint for it to patrol between"}));
}

TEST(SetupFromMap, two_routes_of_one_name_are_an_error) {
  Diagnostics diagnostics;
  EXPECT_FALSE(
      setup_from_map(map_with({polyline_route("north", 5, {{0, 0}, {40, 0}}, 10),
                               waypoint("north", 1, 0, 0, 20), waypoint("north", 2, 9, 0, 23)}),
                     diagnostics));
  ASSERT_EQ(texts(diagnostics).size(), 1u);
  EXPECT_EQ(texts(diagnostics)[0],
            "maps/test.tmx:20: error: two patrol routes are named \"north\" (the other on line "
            "10): enemies pick routes by name, so give each its own");
}

// Route form 3: the seed's tile layer named `waypoints`.
tiled::TileData numbered_tile(int id, int order, int line) {
  tiled::TileData tile;
  tile.id = id;
  tile.properties.items.push_back(
      property("waypoint", PropertyType::kInt, std::to_string(order), line));
  tile.properties.items.push_back(property("solid", PropertyType::kBool, "true", line + 1));
  return tile;
}

tiled::Map map_with_waypoint_layer(std::vector<std::uint32_t> gids, int width, int height) {
  tiled::Map map = empty_map();
  tiled::Tileset numbers;
  numbers.first_gid = 1;
  numbers.tile_count = 8;
  for (int i = 0; i < 6; ++i) numbers.tiles.push_back(numbered_tile(i, i + 1, 100 + 10 * i));
  numbers.tiles[2].properties.items.push_back(property("wait", PropertyType::kFloat, "0", 125));
  map.tilesets.push_back(numbers);
  Layer layer;
  layer.kind = LayerKind::kTile;
  layer.name = "waypoints";
  layer.line = 60;
  layer.offset = {0, 16};
  layer.tiles.width = width;
  layer.tiles.height = height;
  layer.tiles.gids = std::move(gids);
  map.layers.push_back(layer);
  return map;
}

TEST(SetupFromMap, waypoint_tile_layer_is_a_route_through_numbered_cell_centres) {
  // 4 x 3 cells: waypoints 1..4 round a square, plus 5 and 6 (a route of 6, not 12).
  tiled::Map map = map_with_waypoint_layer({1, 0, 2, 0,  //
                                            6, 0, 0, 0,  //
                                            5, 0, 3, 4},
                                           4, 3);
  map.layers.push_back(object_layer({with_property(point("Otto", "Enemy", 90, 90, 70), "patrol",
                                                   PropertyType::kString, "waypoints", 71)}));
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map, diagnostics);
  ASSERT_TRUE(setup.has_value()) << texts(diagnostics).front();
  ASSERT_EQ(setup->routes.size(), 1u);
  const PatrolRoute& r = setup->routes[0];
  EXPECT_EQ(r.name, "waypoints");
  EXPECT_EQ(r.points,
            (std::vector<Vec2>{{16, 32}, {80, 32}, {80, 96}, {112, 96}, {16, 96}, {16, 64}}));
  EXPECT_EQ(r.waits, (std::vector<double>{2, 2, 0, 2, 2, 2}));
  EXPECT_FALSE(r.loop);
  EXPECT_EQ(setup->units[0].patrol_route, 0);
  EXPECT_TRUE(setup->walls.boxes.empty());  // numbered tiles route, they do not block
}

TEST(SetupFromMap, waypoint_tile_layer_takes_its_name_loop_and_wait_from_the_layer) {
  tiled::Map map = map_with_waypoint_layer({2, 1}, 2, 1);
  map.layers[0].properties.items.push_back(property("route", PropertyType::kString, "grid", 61));
  map.layers[0].properties.items.push_back(property("loop", PropertyType::kBool, "true", 62));
  map.layers[0].properties.items.push_back(property("wait", PropertyType::kFloat, "4", 63));
  Diagnostics diagnostics;
  const auto setup = setup_from_map(map, diagnostics);
  ASSERT_TRUE(setup.has_value());
  ASSERT_EQ(setup->routes.size(), 1u);
  EXPECT_EQ(setup->routes[0].name, "grid");
  EXPECT_TRUE(setup->routes[0].loop);
  EXPECT_EQ(setup->routes[0].points, (std::vector<Vec2>{{48, 32}, {16, 32}}));
  EXPECT_EQ(setup->routes[0].waits, (std::vector<double>{4, 4}));
}

TEST(SetupFromMap, waypoint_tile_layer_with_an_unnumbered_or_repeated_cell_is_an_error) {
  tiled::Map map = map_with_waypoint_layer({1, 7, 2, 2}, 4, 1);
  map.tilesets[0].tiles.push_back(solid_tile(6, PropertyType::kBool, "true", 150));
  Diagnostics diagnostics;
  EXPECT_FALSE(setup_from_map(map, diagnostics));
  EXPECT_EQ(texts(diagnostics),
            (std::vector<std::string>{
                "maps/test.tmx:60: error: layer \"waypoints\", cell (1, 0): its tile has no int "
                "property \"waypoint\" (the order along the route): paint this layer only with "
                "numbered waypoint tiles",
                "maps/test.tmx:60: error: layer \"waypoints\": cells (2, 0) and (3, 0) both have "
                "waypoint 2: number each cell of the route once"}));
}

}  // namespace
}  // namespace hp::sim
