// PatrolSchedule: where a patroller will be, against the walker it predicts, on random routes.
#include "game/sim/patrol/patrol_schedule.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

#include "game/sim/patrol/patrol_walker.h"

namespace hp::sim {
namespace {

constexpr double kDt = 1.0 / 60;

PatrolRoute route_of(std::vector<Vec2> points, bool loop, double wait) {
  PatrolRoute route;
  route.points = std::move(points);
  route.loop = loop;
  route.wait = wait;
  return route;
}

double distance_to_segment(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a;
  const double length_squared = dot(ab, ab);
  if (length_squared <= 0.0) return distance(p, a);
  const double t = std::clamp(dot(p - a, ab) / length_squared, 0.0, 1.0);
  return distance(p, a + ab * t);
}

// Distance to the route as drawn (closed when it loops).
double distance_to_route(Vec2 p, const PatrolRoute& route) {
  double best = distance(p, route.points.front());
  for (std::size_t i = 0; i + 1 < route.points.size(); ++i) {
    best = std::min(best, distance_to_segment(p, route.points[i], route.points[i + 1]));
  }
  if (route.loop)
    best = std::min(best, distance_to_segment(p, route.points.back(), route.points[0]));
  return best;
}

// A unit walking its route the way the world walks it on open ground: straight at the walker's
// goal at full speed each tick, then the walker takes in where it got to.
struct OpenGroundPatroller {
  PatrolWalker walker;
  Vec2 at;
  double speed;
  int arrivals = 0;  // waypoints reached so far

  void tick() {
    if (const std::optional<Vec2> goal = walker.goal()) {
      const double gap = distance(at, *goal);
      const double stride = speed * kDt;
      at = gap <= stride ? *goal : at + (*goal - at) * (stride / gap);
    }
    const int waypoint = walker.waypoint();
    const bool waited = walker.waiting();
    walker.update(at, kDt);
    if (!waited && (walker.waiting() || walker.waypoint() != waypoint)) ++arrivals;
  }
};

PatrolRoute random_route(std::mt19937_64& rng) {
  std::uniform_real_distribution<double> coord(0.0, 800.0);
  std::uniform_int_distribution<int> count(1, 6);
  std::uniform_real_distribution<double> wait(0.0, 2.0);
  PatrolRoute route;
  const int n = count(rng);
  for (int i = 0; i < n; ++i) route.points.push_back({coord(rng), coord(rng)});
  route.loop = rng() % 2 == 0;
  route.wait = rng() % 4 == 0 ? 0.0 : wait(rng);
  if (rng() % 3 == 0) {
    for (int i = 0; i < n; ++i) route.waits.push_back(rng() % 2 == 0 ? 0.0 : wait(rng));
  }
  return route;
}

// Each random route with a patroller set going from one of its waypoints and walked a random
// while, so that schedules start mid-leg, mid-wait and in either direction.
class RandomSchedules : public ::testing::Test {
 protected:
  template <class Check>
  void for_each_schedule(Check check) {
    std::mt19937_64 rng(20240614);
    std::uniform_real_distribution<double> speed(30.0, 160.0);
    std::uniform_int_distribution<int> warm_up(0, 900);
    for (int i = 0; i < 300; ++i) {
      const PatrolRoute route = random_route(rng);
      const Vec2 start = route.points[rng() % route.points.size()];
      OpenGroundPatroller unit{PatrolWalker({0, 0}, route, start), start, speed(rng)};
      for (int tick = warm_up(rng); tick > 0; --tick) unit.tick();
      unit.arrivals = 0;
      SCOPED_TRACE("route " + std::to_string(i));
      check(route, unit, unit.walker.schedule(unit.at, unit.speed));
    }
  }
};

constexpr int kTicks = 20 * 60;  // 20 s ahead

TEST_F(RandomSchedules, positions_lie_on_the_route) {
  for_each_schedule(
      [](const PatrolRoute& route, const OpenGroundPatroller&, const PatrolSchedule& schedule) {
        for (int k = 0; k <= kTicks; k += 7) {
          ASSERT_LE(distance_to_route(schedule.position_at(k * kDt), route), kPatrolArrival + 1e-6)
              << "at " << k * kDt << " s";
        }
      });
}

TEST_F(RandomSchedules, speed_is_never_exceeded) {
  for_each_schedule(
      [](const PatrolRoute&, const OpenGroundPatroller&, const PatrolSchedule& schedule) {
        Vec2 last = schedule.position_at(0.0);
        for (int k = 1; k <= kTicks; ++k) {
          const Vec2 now = schedule.position_at(k * kDt);
          ASSERT_LE(distance(last, now), schedule.speed() * kDt + 1e-9) << "at " << k * kDt << " s";
          last = now;
        }
      });
}

// Walking, waiting, turning round and going round as the walker does: the schedule stays with
// the unit it predicts, off only by what whole ticks round at each waypoint: the arrival tick,
// the stop up to a stride nearer the waypoint, the wait (at most three strides a waypoint).
TEST_F(RandomSchedules, follows_the_walker_through_its_waits_and_turns) {
  for_each_schedule(
      [](const PatrolRoute&, OpenGroundPatroller unit, const PatrolSchedule& schedule) {
        for (int k = 1; k <= kTicks; ++k) {
          unit.tick();
          const double slack = 3.0 * unit.speed * kDt * (unit.arrivals + 1) + 1e-6;
          ASSERT_LE(distance(schedule.position_at(k * kDt), unit.at), slack)
              << "at " << k * kDt << " s, after " << unit.arrivals << " waypoints";
        }
      });
}

TEST(PatrolSchedule, waits_hold_still_then_a_polyline_walks_back) {
  const PatrolRoute route = route_of({{0, 0}, {100, 0}}, false, 2.0);
  const PatrolSchedule schedule(route, {0, 0}, 50.0, {1, 1, 0.0});
  // 95 px to arrival (5 px short of the waypoint) at 50 px/s: there at 1.9 s, until 3.9 s.
  EXPECT_NEAR(schedule.position_at(1.0).x, 50.0, 1e-9);
  for (const double t : {1.9, 2.5, 3.0, 3.9}) EXPECT_NEAR(schedule.position_at(t).x, 95.0, 1e-9);
  // Then back toward the first waypoint.
  EXPECT_NEAR(schedule.position_at(4.9).x, 45.0, 1e-9);
  EXPECT_NEAR(schedule.position_at(5.7).x, 5.0, 1e-9);
  EXPECT_NEAR(schedule.position_at(6.5).x, 5.0, 1e-9);  // waiting at the far end
}

TEST(PatrolSchedule, a_wait_under_way_is_finished_first) {
  const PatrolRoute route = route_of({{0, 0}, {100, 0}}, true, 2.0);
  const PatrolSchedule schedule(route, {0, 0}, 50.0, {0, 1, 0.5});
  EXPECT_EQ(schedule.position_at(0.4), (Vec2{0, 0}));
  EXPECT_NEAR(schedule.position_at(1.5).x, 50.0, 1e-9);  // left at 0.5 s for waypoint 1
}

TEST(PatrolSchedule, a_loop_goes_round_to_the_first_waypoint) {
  const PatrolRoute route = route_of({{0, 0}, {100, 0}, {100, 100}}, true, 0.0);
  const PatrolSchedule schedule(route, {0, 0}, 100.0, {1, 1, 0.0});
  // 95 px to (95, 0), then from there to 5 px short of (100, 100), then toward (0, 0).
  const Vec2 corner = schedule.position_at(0.95);
  EXPECT_NEAR(corner.x, 95.0, 1e-9);
  const double second_leg = (distance(corner, {100, 100}) - kPatrolArrival) / 100.0;
  const Vec2 last_leg = schedule.position_at(0.95 + second_leg + 0.5);
  EXPECT_LT(last_leg.x, 96.0);
  EXPECT_GT(last_leg.y, last_leg.x - 5.0);  // on the diagonal back to the start
}

TEST(PatrolSchedule, the_leg_under_way_follows_the_way_planned_round_a_wall) {
  // From (0, 0) to waypoint (200, 0) round a wall: by (0, 100) and (200, 100), at 100 px/s.
  const PatrolRoute route = route_of({{0, 0}, {200, 0}}, false, 1.0);
  const PatrolSchedule schedule(route, {0, 0}, 100.0, {1, 1, 0.0}, {{0, 100}, {200, 100}});
  EXPECT_NEAR(distance(schedule.position_at(0.5), {0, 50}), 0.0, 1e-9);
  EXPECT_NEAR(distance(schedule.position_at(2.0), {100, 100}), 0.0, 1e-9);
  EXPECT_NEAR(distance(schedule.position_at(3.5), {200, 50}), 0.0, 1e-9);
  // 5 px short of the waypoint at 3.95 s, waits a second there, then straight back.
  for (const double t : {3.95, 4.5, 4.95}) {
    EXPECT_NEAR(distance(schedule.position_at(t), {200, 5}), 0.0, 1e-9) << t;
  }
  const Vec2 arrived{200, 5};
  const Vec2 back = arrived + (Vec2{0, 0} - arrived) * (100.0 / distance(arrived, {0, 0}));
  EXPECT_NEAR(distance(schedule.position_at(5.95), back), 0.0, 1e-6);
  // Random ways never go faster than the speed.
  std::mt19937_64 rng(3);
  std::uniform_real_distribution<double> at(-300, 300);
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<Vec2> way;
    for (int i = static_cast<int>(rng() % 4); i > 0; --i) way.push_back({at(rng), at(rng)});
    const PatrolSchedule random(route, {at(rng), at(rng)}, 80.0, {1, 1, 0.0}, way);
    Vec2 last = random.position_at(0.0);
    for (double t = kDt; t < 10.0; t += kDt) {
      const Vec2 now = random.position_at(t);
      ASSERT_TRUE(std::isfinite(now.x) && std::isfinite(now.y));
      ASSERT_LE(distance(last, now), 80.0 * kDt + 1e-9) << "trial " << trial << " t " << t;
      last = now;
    }
  }
}

TEST(PatrolSchedule, a_single_point_route_and_a_still_unit_stand_there) {
  const PatrolRoute one = route_of({{50, 50}}, false, 0.0);
  EXPECT_EQ(PatrolSchedule(one, {50, 50}, 80.0, {}).position_at(30.0), (Vec2{50, 50}));
  const PatrolRoute two = route_of({{0, 0}, {2, 0}}, true, 0.0);  // both within arrival
  EXPECT_EQ(PatrolSchedule(two, {1, 0}, 80.0, {}).position_at(30.0), (Vec2{1, 0}));
  const PatrolRoute far = route_of({{0, 0}, {300, 0}}, true, 0.0);
  EXPECT_EQ(PatrolSchedule(far, {7, 7}, 0.0, {1, 1, 0.0}).position_at(5.0), (Vec2{7, 7}));
}

}  // namespace
}  // namespace hp::sim
