// RouteWalk on a big map: every plan is searched a slice a tick, a replan while the walker walks
// on along the route it has, and the walker still gets where it is sent.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

#include "game/sim/navigation/route_planner.h"
#include "game/sim/navigation/route_walk.h"
#include "game/sim/navigation/static_collision.h"
#include "game/sim/navigation/walk_view.h"
#include "tests/game/sim/support/test_rooms.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::sim {
namespace {

// One walker on a map of rooms, planned on as the world plans (4 px cells).
class Rooms final : public WalkView {
 public:
  Rooms(const WorldSetup& setup, Vec2 at)
      : walls_(setup), planner_(walls_, setup.tile_width / 8.0) {
    Unit walker;
    walker.id = {0, 0};
    walker.spec = test::hero("Ann", at);
    walker.position = walker.previous_position = walker.home = at;
    units_.push_back(walker);
  }
  std::span<const Unit> units() const override { return units_; }
  Unit* unit_mut(UnitId id) override {
    return id.index < units_.size() ? &units_[id.index] : nullptr;
  }
  const StaticCollision& collision() const override { return walls_; }
  const RoutePlanner& planner() const override { return planner_; }
  void blocked_by(const Blockage& /*blockage*/) override {}
  const Unit& walker() const { return units_[0]; }

 private:
  StaticCollision walls_;
  RoutePlanner planner_;
  std::vector<Unit> units_;
};

TEST(RouteWalkBigMap, replans_are_searched_while_the_walker_walks_on_and_it_still_arrives) {
  int replanned_walking = 0, replans = 0;
  for (std::uint32_t seed = 1; seed <= 4; ++seed) {
    std::mt19937_64 rng(seed);
    WorldSetup setup = test::rooms(rng, 68 * test::kTile, 8 * test::kTile);
    setup.tile_width = test::kTile;
    const StaticCollision walls(setup);
    Rooms rooms(setup, test::open_point(walls, rng, 2 * test::kRadius));
    ASSERT_TRUE(rooms.planner().big_grid());
    // A plan of one cell: planner.last_expanded() then tells whether a whole plan was made.
    RouteRequest sentinel;
    sentinel.start = sentinel.goal = rooms.walker().position;
    sentinel.radius = 1;
    rooms.planner().plan(sentinel);
    const int one_cell = rooms.planner().last_expanded();

    RouteWalk walk;
    // The goal jumps elsewhere every two seconds, mid-walk, then stays on the last one.
    std::vector<Vec2> goals;
    for (int i = 0; i < 4; ++i) goals.push_back(test::open_point(walls, rng, 2 * test::kRadius));
    const UnitId ann = rooms.walker().id;
    int tick = 0;
    WalkStatus status = WalkStatus::kWalking;
    for (; tick < 60 * 120; ++tick) {
      const std::size_t leg = std::min<std::size_t>(tick / 120, goals.size() - 1);
      const Vec2 before = rooms.walker().position;
      const bool replanning = walk.replanning();
      status = walk.step(rooms, ann, {goals[leg], 0.0, {}});
      const Vec2 at = rooms.walker().position;
      ASSERT_TRUE(std::isfinite(at.x) && std::isfinite(at.y)) << "seed " << seed;
      if (replanning && distance(before, at) > 0.5) ++replanned_walking;
      if (status != WalkStatus::kWalking) break;
      if (leg + 1 == goals.size() && distance(at, goals.back()) < 1.0) break;
    }
    EXPECT_EQ(rooms.planner().last_expanded(), one_cell) << "seed " << seed << ": a whole plan";
    if (status == WalkStatus::kNoPath) continue;  // the rooms may shut a goal off
    EXPECT_EQ(status, WalkStatus::kWalking) << "seed " << seed;
    EXPECT_LT(distance(rooms.walker().position, goals.back()), 1.0)
        << "seed " << seed << ": arrives, " << tick << " ticks";
    replans += walk.replans();
  }
  EXPECT_GT(replans, 4);
  EXPECT_GT(replanned_walking, 10) << "the walker walks on while a replan is searched";
}

}  // namespace
}  // namespace hp::sim
