// Local steering: limits (speed, turn), no NaN, rotation symmetry, the right-hand rule.
#include "game/sim/steering/local_steering.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

#include "tests/game/sim/support/test_walker.h"

namespace hp::sim {
namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kDt = 0.25;

Walker walker(Vec2 position, Vec2 velocity) {
  return test::crowd_walker(position, velocity);
}

Neighbour neighbour(Vec2 position, Vec2 velocity, double radius = 1.5) {
  Neighbour n;
  n.position = position;
  n.velocity = velocity;
  n.radius = radius;
  return n;
}

Vec2 rotate(Vec2 v, double radians) {
  const double c = std::cos(radians);
  const double s = std::sin(radians);
  return {v.x * c - v.y * s, v.x * s + v.y * c};
}

double turn_degrees(Vec2 from, Vec2 to) {
  return std::atan2(std::abs(cross(from, to)), dot(from, to)) * 180.0 / kPi;
}

// A random scene around the origin: some neighbours close, some coincident or at rest.
struct Scene {
  Walker self;
  Vec2 preferred;
  std::vector<Neighbour> neighbours;
};

Scene random_scene(std::mt19937_64& rng) {
  std::uniform_real_distribution<double> coord(-8.0, 8.0);
  std::uniform_real_distribution<double> speed(-2.0, 2.0);
  std::uniform_int_distribution<int> count(0, 12);
  std::uniform_int_distribution<int> pick(0, 5);
  Scene s;
  s.self = walker({coord(rng), coord(rng)}, pick(rng) == 0 ? Vec2{} : Vec2{speed(rng), speed(rng)});
  s.preferred = pick(rng) == 0 ? Vec2{} : Vec2{speed(rng), speed(rng)};
  const int n = count(rng);
  for (int i = 0; i < n; ++i) {
    const int kind = pick(rng);
    const Vec2 at = kind == 0 ? s.self.position : s.self.position + Vec2{coord(rng), coord(rng)};
    const Vec2 v = kind == 1 ? Vec2{} : Vec2{speed(rng), speed(rng)};
    s.neighbours.push_back(neighbour(at, v, kind == 2 ? 0.0 : 1.5));
  }
  if (pick(rng) == 0) s.self.radius = 0.0;
  return s;
}

TEST(LocalSteering, random_scenes_give_finite_velocity_within_speed_and_turn_limits) {
  std::mt19937_64 rng(11);
  const LocalSteeringTunables tunables;
  const double max_turn = tunables.max_turn_rate_degrees * kDt;
  for (int i = 0; i < 5000; ++i) {
    const Scene s = random_scene(rng);
    const Vec2 v = local_steering_velocity(s.self, s.preferred, s.neighbours, kDt, tunables);
    ASSERT_TRUE(is_finite(v));
    ASSERT_LE(v.length(), s.self.max_speed * (1.0 + 1e-12));
    if (s.self.velocity.length_squared() > 0.0 && v.length_squared() > 0.0) {
      ASSERT_LE(turn_degrees(s.self.velocity, v), max_turn + 1e-6);
    }
  }
}

TEST(LocalSteering, tight_turn_limit_is_respected) {
  std::mt19937_64 rng(12);
  LocalSteeringTunables tunables;
  tunables.max_turn_rate_degrees = 90.0;  // 22.5 degrees per step
  for (int i = 0; i < 3000; ++i) {
    const Scene s = random_scene(rng);
    const Vec2 v = local_steering_velocity(s.self, s.preferred, s.neighbours, kDt, tunables);
    if (s.self.velocity.length_squared() > 0.0 && v.length_squared() > 0.0) {
      ASSERT_LE(turn_degrees(s.self.velocity, v), 22.5 + 1e-6);
    }
  }
}

TEST(LocalSteering, degenerate_inputs_are_not_nan) {
  const Walker still = walker({}, {});
  const std::vector<Neighbour> on_top = {neighbour({}, {}), neighbour({}, {1.0, 0.0}, 0.0)};
  EXPECT_TRUE(is_finite(local_steering_velocity(still, {}, on_top, kDt)));
  EXPECT_TRUE(is_finite(local_steering_velocity(still, {1.0, 0.0}, on_top, kDt)));
  EXPECT_TRUE(is_finite(local_steering_velocity(still, {1.0, 0.0}, on_top, 0.0)));
  Walker point = still;
  point.radius = 0.0;
  EXPECT_TRUE(is_finite(local_steering_velocity(point, {1.0, 0.0}, on_top, kDt)));
  Walker no_speed = still;
  no_speed.max_speed = 0.0;
  EXPECT_EQ(local_steering_velocity(no_speed, {1.0, 0.0}, on_top, kDt), Vec2{});
  const double nan = std::nan("");
  EXPECT_TRUE(is_finite(local_steering_velocity(still, {nan, 1.0}, on_top, kDt)));
}

TEST(LocalSteering, free_path_takes_the_preferred_velocity) {
  const Walker w = walker({}, {1.0, 0.0});
  const std::vector<Neighbour> far = {neighbour({0.0, 40.0}, {})};
  const Vec2 v = local_steering_velocity(w, {1.0, 0.0}, far, kDt);
  EXPECT_NEAR(v.x, 1.0, 1e-12);
  EXPECT_NEAR(v.y, 0.0, 1e-12);
}

TEST(LocalSteering, rotating_the_scene_rotates_the_answer) {
  std::mt19937_64 rng(13);
  std::uniform_real_distribution<double> angle(0.0, 2.0 * kPi);
  int mismatches = 0;
  for (int i = 0; i < 2000; ++i) {
    const Scene s = random_scene(rng);
    const double a = angle(rng);
    Scene r = s;
    r.self.position = rotate(s.self.position, a);
    r.self.velocity = rotate(s.self.velocity, a);
    r.preferred = rotate(s.preferred, a);
    for (Neighbour& n : r.neighbours) {
      n.position = rotate(n.position, a);
      n.velocity = rotate(n.velocity, a);
    }
    const Vec2 v = local_steering_velocity(s.self, s.preferred, s.neighbours, kDt);
    const Vec2 w = local_steering_velocity(r.self, r.preferred, r.neighbours, kDt);
    const Vec2 expected = rotate(v, a);
    if ((w - expected).length() > 1e-6) ++mismatches;
  }
  EXPECT_LE(mismatches, 2);  // 0.1%: a knife-edge contact may still round either way
}

TEST(LocalSteering, exact_head_on_walkers_both_turn_right) {
  // y points down on screen: the right of +x is +y, the right of -x is -y.
  const Walker a = walker({0.0, 0.0}, {1.0, 0.0});
  // Contact in 0.5 s: too soon to brake out of, so each must step aside.
  const Walker b = walker({4.0, 0.0}, {-1.0, 0.0});
  const std::vector<Neighbour> sees_b = {neighbour(b.position, b.velocity)};
  const std::vector<Neighbour> sees_a = {neighbour(a.position, a.velocity)};
  const Vec2 va = local_steering_velocity(a, {1.0, 0.0}, sees_b, kDt);
  const Vec2 vb = local_steering_velocity(b, {-1.0, 0.0}, sees_a, kDt);
  EXPECT_GT(va.y, 0.0) << va.x << " " << va.y;
  EXPECT_LT(vb.y, 0.0);
  EXPECT_NEAR(va.x, -vb.x, 1e-12);  // mirror images
  EXPECT_NEAR(va.y, -vb.y, 1e-12);
}

TEST(LocalSteering, standing_obstacle_ahead_is_walked_round_not_waited_for) {
  const Walker w = walker({}, {});
  const std::vector<Neighbour> wall = {neighbour({3.2, 0.0}, {})};
  const Vec2 v = local_steering_velocity(w, {1.0, 0.0}, wall, kDt);
  EXPECT_GT(v.length(), 0.5);
  EXPECT_GT(std::abs(v.y), 0.1);
}

}  // namespace
}  // namespace hp::sim

namespace hp::sim {
namespace {

// Regression (issue "Every order lands"): a walker drifting slowly one way whose preferred
// velocity points straight back, with nothing near, turns round within a second of walking
// instead of drifting on backwards for ever (a slow backward drift cost less than any turn).
TEST(LocalSteering, a_slow_walker_whose_goal_is_behind_it_turns_round) {
  for (double speed_fraction : {0.05, 0.15, 0.5, 1.0}) {
    for (double angle : {0.0, 0.3, 1.7, 3.0}) {
      Walker w = walker({0, 0}, rotate({-2.0 * speed_fraction, -0.3 * speed_fraction}, angle));
      const Vec2 preferred = rotate({2.0 * 0.991, 2.0 * 0.133}, angle);
      const double dt = 1.0 / 60.0;
      LocalSteeringTunables tunables;
      tunables.max_turn_rate_degrees = 540.0;
      bool turned = false;
      for (int tick = 0; tick < 60 && !turned; ++tick) {
        w.velocity = local_steering_velocity(w, preferred, {}, dt, tunables);
        w.position += w.velocity * dt;
        turned = dot(w.velocity, preferred) > 0.0;
      }
      EXPECT_TRUE(turned) << "speed " << speed_fraction << " angle " << angle << ": velocity ("
                          << w.velocity.x << ", " << w.velocity.y << ")";
    }
  }
}

}  // namespace
}  // namespace hp::sim
