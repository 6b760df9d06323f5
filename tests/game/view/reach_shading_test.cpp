// ReachShading: a selected hero on the player's turn gets a fill and an edge that lie where the
// Move rule takes spots; none without a hero or while an action plays; made again when the
// world changes.
#include "game/view/previews/reach_shading.h"

#include <gtest/gtest.h>

#include "game/sim/world/world.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::view {
namespace {

using sim::test::enemy;
using sim::test::field;
using sim::test::hero;
using sim::test::id_of;

TEST(ReachShading, a_selected_hero_gets_a_fill_and_an_edge_where_the_move_rule_takes_spots) {
  const sim::World world(field({hero("Ann", {100, 240}), enemy("Gus", {250, 240})}));
  const sim::UnitId ann = id_of(world, "Ann");
  ReachShading shading;
  shading.update(world, ann);
  ASSERT_FALSE(shading.fill().empty());
  ASSERT_FALSE(shading.edge().empty());
  EXPECT_EQ(shading.fill().size() % 3, 0u);
  // Every point of the edge lies about the reach away (open ground: the way is straight), or
  // round Gus, where there is no room.
  const double reach = world.unit(ann)->reach();
  for (const Vec2 p : shading.edge()) {
    const double from_ann = distance(p, {100, 240});
    const bool at_reach = std::abs(from_ann - (reach - sim::MoveReach::kEdgeBand)) < 3.0;
    const bool round_gus = distance(p, {250, 240}) < 2 * 12.8 + 6.0;
    const bool at_map_edge = p.x < 20 || p.y < 20 || p.x > 620 || p.y > 460;
    EXPECT_TRUE(at_reach || round_gus || at_map_edge) << p.x << "," << p.y << " " << from_ann;
  }
  ASSERT_EQ(shading.reach().enemies_in_reach().size(), 1u);
}

TEST(ReachShading, nothing_shows_without_a_hero_or_while_a_move_plays) {
  sim::World world(field({hero("Ann", {100, 240}), enemy("Gus", {500, 240})}));
  const sim::UnitId ann = id_of(world, "Ann");
  ReachShading shading;
  shading.update(world, std::nullopt);
  EXPECT_TRUE(shading.fill().empty());
  shading.update(world, ann);
  EXPECT_FALSE(shading.fill().empty());
  sim::Commands c;
  c.move = sim::MoveOrder{ann, {200, 240}};
  world.step(c);
  ASSERT_TRUE(world.busy());
  shading.update(world, ann);
  EXPECT_TRUE(shading.fill().empty());
  EXPECT_TRUE(shading.reach().empty());
  for (int i = 0; i < 600 && world.busy(); ++i) world.step({});
  shading.update(world, ann);  // moved: no spot to shade, Gus still out of reach
  EXPECT_TRUE(shading.fill().empty());
  EXPECT_FALSE(shading.reach().empty());
}

}  // namespace
}  // namespace hp::view
