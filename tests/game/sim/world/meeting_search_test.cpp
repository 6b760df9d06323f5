// The meeting search on a big map (MeetingSearch): carried over ticks a share at a time, it finds
// what the whole search finds; after a wait the meeting is still one the hero makes in time (not
// always a later one: the scan judges times by the routes it has planned, and a wait changes
// which those are); and an
// attack on a patroller plans no whole coarse route, meets it, and plays the same on a copy with
// planners of its own (a forecast) as in the world.
#include <gtest/gtest.h>

#include <optional>
#include <random>

#include "game/sim/battle/patrol_intercept.h"
#include "game/sim/world/world.h"
#include "tests/game/sim/support/test_rooms.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::sim {
namespace {

// Big rooms (test::big_rooms): Ann, and the Ogre patrolling between two open places a long way
// off.
WorldSetup big_rooms_with_patrol(std::uint32_t seed) {
  std::mt19937_64 rng(seed);
  WorldSetup setup = test::big_rooms(rng, 20 * test::kTile);
  const StaticCollision walls(setup);
  const Vec2 ogre = setup.units[1].position;
  Vec2 turn = test::open_point(walls, rng, 2 * test::kRadius);
  while (distance(turn, ogre) < 6 * test::kTile || distance(turn, ogre) > 20 * test::kTile) {
    turn = test::open_point(walls, rng, 2 * test::kRadius);
  }
  PatrolRoute route;
  route.points = {ogre, turn};
  route.wait = 0.5;
  setup.routes.push_back(route);
  setup.units[1].patrol_route = 0;
  return setup;
}

// The world a few ticks in, once the Ogre walks its route with a schedule.
std::optional<PatrolSchedule> walking_schedule(World& world, UnitId ogre) {
  test::finish_planning(world);
  for (int tick = 0; tick < 600; ++tick) {
    if (std::optional<PatrolSchedule> schedule = world.schedule_of(ogre)) return schedule;
    world.step({});
  }
  return std::nullopt;
}

// Ann about to look for where to meet the patrolling Ogre.
struct Chase {
  explicit Chase(std::uint32_t seed) : world(big_rooms_with_patrol(seed)) {
    ann = test::id_of(world, "Ann");
    ogre = test::id_of(world, "Ogre");
    schedule = walking_schedule(world, ogre);
  }
  const Unit& hero() const { return *world.unit(ann); }
  const Unit& enemy() const { return *world.unit(ogre); }
  MeetingSearch search() const { return MeetingSearch(world, hero(), enemy(), *schedule, walk); }

  World world;
  UnitId ann, ogre;
  std::optional<PatrolSchedule> schedule;
  WalkTunables walk;
};

void expect_same(const std::optional<PatrolMeeting>& a, const std::optional<PatrolMeeting>& b,
                 std::uint32_t seed) {
  ASSERT_EQ(a.has_value(), b.has_value()) << "seed " << seed;
  if (!a) return;
  EXPECT_EQ(a->point, b->point) << "seed " << seed;
  EXPECT_EQ(a->seconds, b->seconds) << "seed " << seed;
  EXPECT_EQ(a->route, b->route) << "seed " << seed;
}

TEST(MeetingSearch, carried_a_share_at_a_time_it_finds_what_the_whole_search_finds) {
  int met = 0, spread = 0;
  std::mt19937 rng(29);
  for (std::uint32_t seed = 1; seed <= 8; ++seed) {
    const Chase chase(seed);
    ASSERT_TRUE(chase.world.planner().big_grid());
    ASSERT_TRUE(chase.schedule) << "seed " << seed;
    MeetingSearch whole = chase.search();
    whole.finish(chase.world);
    MeetingSearch carried = chase.search();
    int shares = 0;
    for (;;) {
      int budget = std::uniform_int_distribution<int>(64, 4096)(rng);
      if (carried.advance(chase.world, budget, 0.0)) break;
      EXPECT_LE(budget, 0) << "seed " << seed << ": a share stops only when it is spent";
      ASSERT_LT(++shares, 100000) << "seed " << seed;
    }
    expect_same(whole.meeting(), carried.meeting(), seed);
    if (whole.meeting()) ++met;
    if (shares > 0) ++spread;
  }
  EXPECT_GE(met, 4) << "most heroes can meet the patroller";
  EXPECT_GE(spread, 4) << "searches took several shares";
}

TEST(MeetingSearch, after_a_wait_the_meeting_is_one_the_hero_makes_in_time) {
  int checked = 0;
  for (std::uint32_t seed = 1; seed <= 8; ++seed) {
    const Chase chase(seed);
    ASSERT_TRUE(chase.schedule) << "seed " << seed;
    const Unit& hero = chase.hero();
    const Unit& enemy = chase.enemy();
    for (const double waited : {0.25, 1.0, 3.0}) {
      MeetingSearch search = chase.search();
      int budget = 1 << 30;
      ASSERT_TRUE(search.advance(chase.world, budget, waited));
      if (!search.meeting()) continue;
      const PatrolMeeting& later = *search.meeting();
      EXPECT_GE(later.seconds, waited) << "seed " << seed << " waited " << waited;
      if (later.route.size() < 2) continue;
      double length = 0;
      for (std::size_t i = 0; i + 1 < later.route.size(); ++i) {
        length += distance(later.route[i], later.route[i + 1]);
      }
      const double reach = hero.radius() + enemy.radius();
      const double touch =
          length - std::max(0.0, reach - distance(later.route.back(), later.point));
      EXPECT_LE(touch, hero.spec.speed * (later.seconds - waited) + 1e-6)
          << "seed " << seed << " waited " << waited;
      ++checked;
    }
  }
  EXPECT_GE(checked, 6);
}

TEST(MeetingSearch, an_attack_on_a_patroller_plans_no_whole_coarse_route_and_forecasts_exactly) {
  int slams = 0;
  for (std::uint32_t seed = 1; seed <= 4; ++seed) {
    World world(big_rooms_with_patrol(seed));
    const UnitId ogre = test::id_of(world, "Ogre");
    ASSERT_TRUE(walking_schedule(world, ogre)) << "seed " << seed;
    // The forecast: a copy on planners of its own, as the hover preview plays it.
    World forecast(world);
    forecast.use_planners(forecast.own_planners());
    const int coarse_before = world.coarse_planner().searches();
    const Commands order = test::attack(world, "Ann", "Ogre");
    world.step(order);
    forecast.step(order);
    bool slam = false;
    for (int tick = 0; tick < 60 * 40 && world.action(); ++tick) {
      ASSERT_EQ(world.state_hash(), forecast.state_hash()) << "seed " << seed << " tick " << tick;
      for (const Event& event : world.events()) slam = slam || std::holds_alternative<Slam>(event);
      world.step({});
      forecast.step({});
    }
    EXPECT_EQ(world.coarse_planner().searches(), coarse_before)
        << "seed " << seed << ": the meeting's plans are carried over ticks, none made whole";
    if (slam) ++slams;
  }
  EXPECT_GE(slams, 3) << "heroes meet the patroller";
}

}  // namespace
}  // namespace hp::sim
