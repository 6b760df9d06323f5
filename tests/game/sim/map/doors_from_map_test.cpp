// Doors read from a map: a Wall with opens_* properties is a door, not a wall; its unit, Area
// and layer names are looked up, each bad one an error on its line.
#include "game/sim/map/doors_from_map.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "game/sim/map/setup_from_map.h"
#include "tests/game/sim/support/test_maps.h"

namespace hp::sim {
namespace {

using namespace test::maps;
using ::testing::HasSubstr;

tiled::Map with_door(MapObject door) {
  tiled::Map map = map_with({point("Mira", "Hero", 64, 64, 10), point("Grub", "Enemy", 400, 64, 11),
                             rectangle("Plate", "Area", 100, 300, 64, 64, 12),
                             rectangle("", "Wall", 0, 200, 100, 32, 13), std::move(door)});
  Layer bars;
  bars.kind = LayerKind::kTile;
  bars.name = "gate_closed";
  map.layers.push_back(bars);
  return map;
}

TEST(DoorsFromMap, a_wall_with_opens_properties_is_a_door_with_its_names_looked_up) {
  MapObject gate = rectangle("Gate", "Wall", 300, 200, 32, 64, 20);
  gate = with_property(gate, "opens_on_turn", PropertyType::kInt, "3", 21);
  gate = with_property(gate, "opens_when_out", PropertyType::kString, "Grub", 22);
  gate = with_property(gate, "opens_when_entered", PropertyType::kString, "Plate", 23);
  gate = with_property(gate, "layer", PropertyType::kString, "gate_closed", 24);
  Diagnostics diagnostics;
  const std::optional<WorldSetup> setup = setup_from_map(with_door(gate), diagnostics);
  ASSERT_TRUE(setup) << all_text(diagnostics);
  EXPECT_EQ(setup->walls.boxes.size(), 1u);  // the plain wall only
  ASSERT_EQ(setup->doors.size(), 1u);
  const Door& door = setup->doors[0];
  EXPECT_EQ(door.name, "Gate");
  EXPECT_EQ(door.object_id, 20);
  ASSERT_EQ(door.shape.boxes.size(), 1u);
  EXPECT_EQ(door.shape.boxes[0].x, 300);
  EXPECT_EQ(door.opens_on_turn, 3);
  EXPECT_EQ(setup->units[static_cast<std::size_t>(door.opens_when_out)].name, "Grub");
  EXPECT_EQ(setup->areas[static_cast<std::size_t>(door.opens_when_entered)].name, "Plate");
  EXPECT_EQ(door.layer, "gate_closed");
}

TEST(DoorsFromMap, bad_values_are_errors_on_their_lines_and_a_door_that_never_opens_a_warning) {
  const auto read = [](MapObject door) {
    Diagnostics diagnostics;
    const bool ok = setup_from_map(with_door(std::move(door)), diagnostics).has_value();
    return std::make_pair(ok, all_text(diagnostics));
  };
  const MapObject gate = rectangle("Gate", "Wall", 300, 200, 32, 64, 20);
  auto [ok, text] = read(with_property(gate, "opens_on_turn", PropertyType::kInt, "1", 21));
  EXPECT_FALSE(ok);
  EXPECT_THAT(text, HasSubstr(":21: error: door 20 (\"Gate\"): opens_on_turn must be a whole "
                              "number of turns from 2 to 999"));
  std::tie(ok, text) =
      read(with_property(gate, "opens_when_out", PropertyType::kString, "Grubb", 22));
  EXPECT_FALSE(ok);
  EXPECT_THAT(text, HasSubstr(":22: error: door 20 (\"Gate\"): opens_when_out names \"Grubb\", "
                              "but no unit has that name"));
  std::tie(ok, text) =
      read(with_property(gate, "opens_when_entered", PropertyType::kString, "Plat", 23));
  EXPECT_FALSE(ok);
  EXPECT_THAT(text, HasSubstr(":23: error: door 20 (\"Gate\"): opens_when_entered names Area "
                              "\"Plat\", but no Area has that name"));
  std::tie(ok, text) =
      read(with_property(with_property(gate, "opens_on_turn", PropertyType::kInt, "2", 21), "layer",
                         PropertyType::kString, "gate", 24));
  EXPECT_FALSE(ok);
  EXPECT_THAT(text, HasSubstr(":24: error: door 20 (\"Gate\"): layer \"gate\" is not a tile "
                              "layer of this map"));
  std::tie(ok, text) = read(with_property(gate, "layer", PropertyType::kString, "gate_closed", 24));
  EXPECT_TRUE(ok);
  EXPECT_THAT(text, HasSubstr(":20: warning: door 20 (\"Gate\") never opens"));
  // The project's defaults (0 and empty, as Tiled may save them) make no door of a Wall.
  Diagnostics quiet;
  MapObject plain = with_property(with_property(gate, "opens_on_turn", PropertyType::kInt, "0", 21),
                                  "opens_when_out", PropertyType::kString, "", 22);
  const std::optional<WorldSetup> setup = setup_from_map(with_door(plain), quiet);
  ASSERT_TRUE(setup);
  EXPECT_TRUE(setup->doors.empty());
  EXPECT_EQ(setup->walls.boxes.size(), 2u);
  EXPECT_TRUE(quiet.empty()) << all_text(quiet);
}

// A door's layer is hidden and never blocks: one holding other walls would take them away, so it
// is an error; walls of other layers under a door stay when it opens, a warning.
TEST(DoorsFromMap, a_layer_with_tiles_away_from_the_door_is_an_error_and_walls_under_it_a_warning) {
  MapObject gate = with_property(rectangle("Gate", "Wall", 300, 200, 32, 64, 20), "opens_on_turn",
                                 PropertyType::kInt, "2", 21);
  gate = with_property(gate, "layer", PropertyType::kString, "gate_closed", 24);
  tiled::Map map = with_door(gate);
  tiled::Layer& bars = map.layers.back();
  bars.tiles.width = 20;
  bars.tiles.height = 15;
  bars.tiles.gids.assign(300, 0);
  bars.tiles.gids[7 * 20 + 9] = 1;  // column 9, row 7: under the door
  Diagnostics diagnostics;
  EXPECT_TRUE(setup_from_map(map, diagnostics)) << all_text(diagnostics);
  bars.tiles.gids[3] = 1;  // column 3, row 0: far from it
  Diagnostics away;
  EXPECT_FALSE(setup_from_map(map, away));
  EXPECT_THAT(all_text(away), HasSubstr(":24: error: door 20 (\"Gate\"): layer \"gate_closed\" has "
                                        "tiles away from the door (the first in column 3, row 0)"));
  MapObject on_wall = with_property(rectangle("Hatch", "Wall", 50, 200, 32, 32, 30),
                                    "opens_on_turn", PropertyType::kInt, "2", 31);
  Diagnostics under;
  EXPECT_TRUE(setup_from_map(with_door(on_wall), under));
  EXPECT_THAT(all_text(under), HasSubstr(":30: warning: door 30 (\"Hatch\") stands on walls that "
                                         "stay when it opens"));
}

}  // namespace
}  // namespace hp::sim
