// One-hex corridors on hexagonal maps: random winding chains of open hexes walled on both sides,
// walked by a hero of the default radius, which must get through without touching a wall.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "engine/tiled/map_geometry.h"
#include "game/sim/map/map_space.h"
#include "game/sim/map/setup_from_map.h"
#include "game/sim/world/world.h"
#include "tests/game/sim/support/test_maps.h"

namespace hp::sim {
namespace {

using namespace test::maps;
using tiled::CellCoord;
using tiled::Orientation;
using tiled::PropertyType;
using tiled::StaggerAxis;
using tiled::StaggerIndex;

constexpr int kColumns = 12;
constexpr int kRows = 10;
constexpr std::uint32_t kSolid = 1;
constexpr std::uint32_t kOpen = 2;

// A kColumns x kRows hexagonal map, flat-topped 64 x 56 (stagger x) or pointy-topped 56 x 64
// (stagger y), side 32; gid 1 is solid, gid 2 open ground.
tiled::Map hex_map(StaggerAxis axis, StaggerIndex index) {
  tiled::Map map = empty_map();
  map.orientation = Orientation::kHexagonal;
  map.width = kColumns;
  map.height = kRows;
  map.tile_width = axis == StaggerAxis::kX ? 64 : 56;
  map.tile_height = axis == StaggerAxis::kX ? 56 : 64;
  map.hex_side_length = 32;
  map.stagger_axis = axis;
  map.stagger_index = index;
  tiled::Tileset tileset;
  tileset.first_gid = 1;
  tileset.name = "ground";
  tileset.tile_width = map.tile_width;
  tileset.tile_height = map.tile_height;
  tileset.tile_count = 2;
  tiled::TileData solid;
  solid.id = 0;
  solid.properties.items.push_back(property("solid", PropertyType::kBool, "true", 3));
  tileset.tiles.push_back(solid);
  map.tilesets.push_back(tileset);
  return map;
}

bool inside(CellCoord c) {
  return c.col >= 0 && c.col < kColumns && c.row >= 0 && c.row < kRows;
}

// Cells sharing a side with c: those whose centres are one step across the flats away.
std::vector<CellCoord> neighbours(const tiled::MapGeometry& geometry, CellCoord c) {
  std::vector<CellCoord> result;
  const Vec2 centre = geometry.cell_center(c.col, c.row);
  const double step = distance(geometry.cell_center(0, 0), geometry.cell_center(0, 1));
  for (int col = c.col - 1; col <= c.col + 1; ++col) {
    for (int row = c.row - 1; row <= c.row + 1; ++row) {
      const CellCoord n{col, row};
      if ((col == c.col && row == c.row) || !inside(n)) continue;
      if (distance(geometry.cell_center(col, row), centre) < step * 1.1) result.push_back(n);
    }
  }
  return result;
}

bool same(CellCoord a, CellCoord b) {
  return a.col == b.col && a.row == b.row;
}

bool touches(const tiled::MapGeometry& geometry, CellCoord c, const std::vector<CellCoord>& cells) {
  const std::vector<CellCoord> around = neighbours(geometry, c);
  return std::any_of(cells.begin(), cells.end(), [&](CellCoord p) {
    return same(p, c) ||
           std::any_of(around.begin(), around.end(), [&](CellCoord n) { return same(n, p); });
  });
}

// A random one-hex-wide chain: each new cell touches the chain only at the cell before it, so
// every cell of the chain but its ends has walls on both sides. Cells on the map's border are
// left out (the border stays solid).
std::vector<CellCoord> random_chain(const tiled::MapGeometry& geometry, std::mt19937& random) {
  std::vector<CellCoord> chain{{1 + static_cast<int>(random() % (kColumns - 2)),
                                1 + static_cast<int>(random() % (kRows - 2))}};
  for (int length = 1; length < 14; ++length) {
    std::vector<CellCoord> next;
    for (const CellCoord n : neighbours(geometry, chain.back())) {
      if (n.col < 1 || n.row < 1 || n.col >= kColumns - 1 || n.row >= kRows - 1) continue;
      std::vector<CellCoord> others(chain.begin(), chain.end() - 1);
      if (!touches(geometry, n, others)) next.push_back(n);
    }
    if (next.empty()) break;
    chain.push_back(next[random() % next.size()]);
  }
  return chain;
}

// A cell two steps or more from every cell of the chain, for the enemy to stand in apart (the
// battle needs one to go on); nullopt when there is none.
std::optional<CellCoord> pocket(const tiled::MapGeometry& geometry,
                                const std::vector<CellCoord>& chain) {
  for (int col = 1; col < kColumns - 1; ++col) {
    for (int row = 1; row < kRows - 1; ++row) {
      const CellCoord c{col, row};
      const std::vector<CellCoord> around = neighbours(geometry, c);
      const bool apart = std::none_of(around.begin(), around.end(),
                                      [&](CellCoord n) { return touches(geometry, n, chain); });
      if (apart && !touches(geometry, c, chain)) return c;
    }
  }
  return std::nullopt;
}

struct Corridor {
  tiled::Map map;
  std::vector<CellCoord> chain;
};

// The map all solid but the chain and the enemy's pocket; the hero at the chain's first cell,
// both units with the default radius.
std::optional<Corridor> corridor_map(StaggerAxis axis, StaggerIndex index, unsigned seed) {
  std::mt19937 random(seed);
  Corridor corridor{hex_map(axis, index), {}};
  const tiled::MapGeometry geometry(corridor.map);
  corridor.chain = random_chain(geometry, random);
  const std::optional<CellCoord> apart = pocket(geometry, corridor.chain);
  if (corridor.chain.size() < 4 || !apart) return std::nullopt;
  Layer ground;
  ground.kind = LayerKind::kTile;
  ground.name = "ground";
  ground.tiles.width = kColumns;
  ground.tiles.height = kRows;
  ground.tiles.gids.assign(kColumns * kRows, kSolid);
  auto open = [&](CellCoord c) {
    ground.tiles.gids[static_cast<std::size_t>(c.row * kColumns + c.col)] = kOpen;
  };
  for (const CellCoord c : corridor.chain) open(c);
  open(*apart);
  const Vec2 start = geometry.cell_center(corridor.chain[0].col, corridor.chain[0].row);
  const Vec2 lair = geometry.cell_center(apart->col, apart->row);
  corridor.map.layers.push_back(ground);
  corridor.map.layers.push_back(
      object_layer({with_property(point("Ann", "Hero", start.x, start.y, 5), "speed",
                                  PropertyType::kFloat, "400", 5),  // a Move reaches 1,200 px
                    point("Ogg", "Enemy", lair.x, lair.y, 6)}));
  return corridor;
}

struct Walked {
  bool arrived = false;
  double deepest = 0;  // the most the hero's disc ever overlapped a wall, pixels
};

Walked walk_to_the_end(const Corridor& corridor) {
  Diagnostics diagnostics;
  const std::optional<WorldSetup> setup = setup_from_map(corridor.map, diagnostics);
  EXPECT_TRUE(setup.has_value());
  if (!setup) return {};
  World world(*setup);
  const UnitId hero = *world.find("Ann");
  const tiled::MapGeometry geometry(corridor.map);
  const Vec2 end = geometry.cell_center(corridor.chain.back().col, corridor.chain.back().row);
  EXPECT_EQ(world.check_move(hero, end), MoveCheck::kOk);
  Commands order;
  order.move = MoveOrder{hero, end};
  world.step(order);
  Walked walked;
  for (int tick = 0; tick < 30 * World::kTicksPerSecond && world.busy(); ++tick) {
    world.step({});
    const Unit& ann = *world.unit(hero);
    walked.deepest = std::max(walked.deepest, -world.collision().gap(ann.position, ann.radius()));
  }
  walked.arrived = distance(world.unit(hero)->position, end) < 1.0;
  return walked;
}

TEST(HexCorridor, the_default_radius_is_35_percent_of_the_side_a_one_hex_corridor_narrows_to) {
  for (const StaggerAxis axis : {StaggerAxis::kX, StaggerAxis::kY}) {
    tiled::Map map = hex_map(axis, StaggerIndex::kOdd);
    const MapSpace space(map);
    EXPECT_EQ(space.tile_length(), 56.0);  // across the flats: knock-back and the planner's cells
    EXPECT_EQ(space.corridor_width(), 32.0);  // the side two walls meet across
    map.layers.push_back(object_layer({point("Ann", "Hero", 100, 100, 5)}));
    Diagnostics diagnostics;
    const std::optional<WorldSetup> setup = setup_from_map(map, diagnostics);
    ASSERT_TRUE(setup.has_value());
    EXPECT_DOUBLE_EQ(setup->units[0].radius, 0.35 * 32);
    EXPECT_EQ(setup->tile_width, 56.0);
  }
}

TEST(HexCorridor, a_hero_of_the_default_radius_walks_any_one_hex_corridor_without_touching_a_wall) {
  int walked_corridors = 0;
  for (unsigned seed = 1; seed <= 24; ++seed) {
    const StaggerAxis axis = seed % 2 ? StaggerAxis::kX : StaggerAxis::kY;
    const StaggerIndex index = seed % 4 < 2 ? StaggerIndex::kOdd : StaggerIndex::kEven;
    const std::optional<Corridor> corridor = corridor_map(axis, index, seed);
    if (!corridor) continue;
    const Walked walked = walk_to_the_end(*corridor);
    EXPECT_TRUE(walked.arrived) << "seed " << seed << ": stopped short of the corridor's end ("
                                << corridor->chain.size() << " cells)";
    EXPECT_LT(walked.deepest, 1e-6) << "seed " << seed << ": into a wall";
    ++walked_corridors;
  }
  EXPECT_GE(walked_corridors, 16);
}

TEST(HexCorridor, the_old_default_two_fifths_across_the_flats_cannot_pass_a_one_hex_corridor) {
  // The old default (40% of the 56 across the flats, 22.4 px): the corridor's narrowest gaps
  // are 32 px wide, so the planner finds no way from one end to the other. The new one does.
  for (unsigned seed = 1; seed <= 8; ++seed) {
    const std::optional<Corridor> corridor =
        corridor_map(StaggerAxis::kX, StaggerIndex::kOdd, seed);
    if (!corridor) continue;
    Diagnostics diagnostics;
    const std::optional<WorldSetup> setup = setup_from_map(corridor->map, diagnostics);
    ASSERT_TRUE(setup.has_value());
    const World world(*setup);
    const tiled::MapGeometry geometry(corridor->map);
    RouteRequest request;
    request.start = geometry.cell_center(corridor->chain.front().col, corridor->chain.front().row);
    request.goal = geometry.cell_center(corridor->chain.back().col, corridor->chain.back().row);
    request.radius = 0.4 * 56;
    EXPECT_FALSE(world.planner().plan(request).found) << "seed " << seed;
    request.radius = world.units()[0].radius();
    EXPECT_TRUE(world.planner().plan(request).found) << "seed " << seed;
  }
}

}  // namespace
}  // namespace hp::sim
