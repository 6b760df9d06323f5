// MoveReach against the Move rule: on shipped maps of every projection (orthogonal,
// isometric, hexagonal), with the map's units standing about and heroes set down at random
// spots, a spot the reach takes is one World::check_move takes, and one the rule takes is left
// out only within the stated band at the reach's edge. Also: the enemies within reach, and no
// reach for a hero that has moved, and a reach kept while the player decides.
#include "game/sim/world/move_reach.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>
#include <random>

#include "game/sim/world/world.h"
#include "tests/game/sim/support/every_map.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::sim {
namespace {

using test::enemy;
using test::field;
using test::hero;
using test::id_of;

struct Agreement {
  int spots = 0;
  int agree = 0;
  int shaded_but_refused = 0;      // never allowed
  int missed = 0;                  // the rule takes it, the reach leaves it out
  double worst_missed_inside = 0;  // how far inside the reach the worst missed spot's route is, px
};

// Random spots within reach + 80 px of each hero, from a few random places the heroes are set
// down on (the other units stay where the map puts them).
Agreement compare_on(const std::string& path, std::uint32_t seed, int starts, int spots_each) {
  const WorldSetup setup = test::setup_of(path);
  Agreement a;
  if (setup.units.empty()) return a;
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  for (int s = 0; s < starts; ++s) {
    World world(setup);
    std::vector<UnitId> heroes;
    for (const Unit& u : world.units()) {
      if (u.side() == Side::kHero && world.can_move(u.id)) heroes.push_back(u.id);
    }
    if (heroes.empty()) return a;
    const UnitId who = heroes[static_cast<std::size_t>(s) % heroes.size()];
    if (s > 0) {  // the first start is where the map puts the hero
      for (int tries = 0; tries < 200; ++tries) {
        const Vec2 p{unit(rng) * setup.width, unit(rng) * setup.height};
        if (world.check_move_spot(who, p) != MoveCheck::kOk) continue;
        Unit& h = world.units_mut()[who.index];
        h.position = h.home = p;
        break;
      }
    }
    const MoveReach reach(world, who);
    const Unit& h = *world.unit(who);
    for (int i = 0; i < spots_each; ++i) {
      const double angle = unit(rng) * 2.0 * std::numbers::pi;
      const double r = std::sqrt(unit(rng)) * (h.reach() + 80.0);
      const Vec2 spot = h.position + Vec2{std::cos(angle) * r, std::sin(angle) * r};
      const bool rule = world.check_move(who, spot) == MoveCheck::kOk;
      const bool shaded = reach.takes(world, spot);
      ++a.spots;
      if (rule == shaded) {
        ++a.agree;
      } else if (shaded) {
        ++a.shaded_but_refused;
        ADD_FAILURE() << path << ": shaded but refused at " << spot.x << "," << spot.y << " route "
                      << world.move_route(who, spot).length << " field " << reach.way_to(spot)
                      << " reach " << h.reach();
      } else {
        ++a.missed;
        const double inside = h.reach() - world.move_route(who, spot).length;
        a.worst_missed_inside = std::max(a.worst_missed_inside, inside);
        if (inside > 2.0 * MoveReach::kEdgeBand) {
          std::printf("  missed %.1f,%.1f: route %.1f field %.1f reach %.1f room %.2f\n", spot.x,
                      spot.y, world.move_route(who, spot).length, reach.way_to(spot), h.reach(),
                      world.move_spot_room(who, spot));
        }
      }
    }
  }
  return a;
}

TEST(MoveReach, agrees_with_the_move_rule_on_maps_of_every_projection) {
  for (const char* path : {"maps/crossroads.tmx", "maps/watchtower.tmx", "maps/fens.tmx",
                           "maps/fortress.tmx", "maps/bridge.tmx"}) {
    const Agreement a = compare_on(path, 29, 4, 250);
    ASSERT_GT(a.spots, 0) << path;
    std::printf(
        "%s: %d spots, %d agree (%.2f %%), %d shaded but refused, %d missed, worst "
        "missed %.2f px inside the reach\n",
        path, a.spots, a.agree, 100.0 * a.agree / a.spots, a.shaded_but_refused, a.missed,
        a.worst_missed_inside);
    EXPECT_EQ(a.shaded_but_refused, 0) << path;
    EXPECT_LE(a.worst_missed_inside, 2.0 * MoveReach::kEdgeBand) << path;
    EXPECT_GE(a.agree, a.spots * 98 / 100) << path;
  }
}

TEST(MoveReach, marks_the_enemies_the_hero_touches_within_its_reach) {
  // Ann's reach: 3 s of walking. Gus stands well within it, Ogre far beyond.
  World world(
      field({hero("Ann", {100, 240}), enemy("Gus", {250, 240}), enemy("Ogre", {600, 240})}));
  const UnitId ann = id_of(world, "Ann");
  const MoveReach reach(world, ann);
  ASSERT_FALSE(reach.empty());
  ASSERT_LT(world.unit(ann)->reach(), 450.0);
  const auto in_reach = reach.enemies_in_reach();
  EXPECT_NE(std::find(in_reach.begin(), in_reach.end(), id_of(world, "Gus")), in_reach.end());
  EXPECT_EQ(std::find(in_reach.begin(), in_reach.end(), id_of(world, "Ogre")), in_reach.end());
}

TEST(MoveReach, a_hero_that_has_moved_takes_no_spot_but_keeps_its_enemies_in_reach) {
  World world(field({hero("Ann", {100, 240}), enemy("Gus", {300, 240})}));
  const UnitId ann = id_of(world, "Ann");
  const MoveReach before(world, ann);
  EXPECT_TRUE(before.takes(world, {150, 300}));
  Commands c;
  c.move = MoveOrder{ann, {160, 240}};
  world.step(c);
  for (int i = 0; i < 600 && world.busy(); ++i) world.step({});
  ASSERT_EQ(world.check_move(ann, {150, 300}), MoveCheck::kAlreadyMoved);
  EXPECT_FALSE(before.made_for(world, ann));  // the world moved on: made again
  const MoveReach reach(world, ann);
  ASSERT_FALSE(reach.empty());
  EXPECT_FALSE(reach.can_move());
  EXPECT_FALSE(reach.has_inside());
  EXPECT_FALSE(reach.takes(world, {150, 300}));
  EXPECT_EQ(reach.enemies_in_reach().size(), 1u);
}

// The bug: made_for compared the whole state hash, tick included, and the tick counts on while
// the player decides, so the view made the reach again every tick (2 to 4 ms a frame on the
// Chapel and the Fortress, the frames' largest cost while a hero was selected).
TEST(MoveReach, is_kept_while_the_player_decides_though_the_tick_counts_on) {
  World world(field({hero("Ann", {100, 240}), enemy("Gus", {300, 240})}));
  const UnitId ann = id_of(world, "Ann");
  for (int i = 0; i < 600 && !world.waiting_for_player(); ++i) world.step({});
  ASSERT_TRUE(world.waiting_for_player());
  const MoveReach reach(world, ann);
  const std::uint64_t state = world.state_hash(), standing = world.standing_hash();
  for (int i = 0; i < 120; ++i) world.step({});
  ASSERT_TRUE(world.waiting_for_player());
  EXPECT_NE(world.state_hash(), state);  // the clock counts on
  EXPECT_EQ(world.standing_hash(), standing);
  EXPECT_TRUE(reach.made_for(world, ann));
}

TEST(MoveReach, the_shadings_values_are_positive_where_it_takes_and_negative_where_not) {
  World world(field({hero("Ann", {100, 240}), enemy("Gus", {250, 240})}));
  const UnitId ann = id_of(world, "Ann");
  const MoveReach reach(world, ann);
  ASSERT_TRUE(reach.has_inside());
  const ReachField& f = reach.field();
  int checked = 0;
  for (int y = 0; y < f.rows(); y += 3) {
    for (int x = 0; x < f.cols(); x += 3) {
      const float v = reach.inside(x, y);
      if (std::abs(v) < 0.5f) continue;  // on the edge itself either answer is right
      EXPECT_EQ(v > 0, reach.takes(world, f.node_at(x, y))) << x << "," << y << " " << v;
      ++checked;
    }
  }
  EXPECT_GT(checked, 200);
  EXPECT_LT(reach.inside(0, 0), 0.0f);
}

}  // namespace
}  // namespace hp::sim
