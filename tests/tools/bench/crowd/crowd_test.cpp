// Crowd: head-on and crossing pairs, a small circle, no overlap ever, determinism, no allocation.
#include "tools/bench/crowd/crowd.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <cstdlib>
#include <new>
#include <random>
#include <vector>

// Counts heap allocations in this test binary, for the no-allocation-per-step test.
#if defined(__GNUC__) && !defined(__clang__)
// GCC 12 at -O2 inlines these replacements into gtest's `new TestClass` and then warns that
// free() releases memory from operator new: a false positive (both go through malloc here).
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
#endif
namespace {
std::atomic<long> g_allocations{0};
}  // namespace

void* operator new(std::size_t size) {
  ++g_allocations;
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept {
  std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
  std::free(p);
}

namespace hp::sim {
namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kDt = 0.25;

// The smallest centre distance minus the radius sum over all pairs (>= 0: no overlap).
double smallest_gap(const Crowd& crowd) {
  double smallest = INFINITY;
  const auto p = crowd.positions();
  for (std::size_t i = 0; i < p.size(); ++i) {
    for (std::size_t j = i + 1; j < p.size(); ++j) {
      smallest = std::min(smallest, distance(p[i], p[j]) - 2.0 * crowd.settings().radius);
    }
  }
  return smallest;
}

// Steps until everyone is at their goal (or max_steps); returns the steps taken. Checks the
// gap after every step.
int run_to_goals(Crowd& crowd, int max_steps) {
  int steps = 0;
  while (steps < max_steps && crowd.arrived_count() < crowd.size()) {
    crowd.step(kDt);
    ++steps;
    EXPECT_GE(smallest_gap(crowd), 0.0) << "overlap at step " << steps;
  }
  return steps;
}

void add_circle(Crowd& crowd, int n, double ring) {
  for (int i = 0; i < n; ++i) {
    const double a = 2.0 * kPi * i / n;
    const Vec2 at{ring * std::cos(a), ring * std::sin(a)};
    crowd.add_agent(at, -at);
  }
}

TEST(Crowd, exact_head_on_pair_passes_without_deadlock_or_overlap) {
  Crowd crowd{CrowdSettings{}};
  crowd.add_agent({0.0, 0.0}, {20.0, 0.0});
  crowd.add_agent({20.0, 0.0}, {0.0, 0.0});
  const int steps = run_to_goals(crowd, 400);
  EXPECT_EQ(crowd.arrived_count(), 2u);
  EXPECT_LT(steps, 120);  // 80 steps is the straight walk at preferred speed
}

TEST(Crowd, head_on_pair_passes_on_their_right) {
  Crowd crowd{CrowdSettings{}};
  crowd.add_agent({0.0, 0.0}, {20.0, 0.0});
  crowd.add_agent({20.0, 0.0}, {0.0, 0.0});
  // Screen frame (y down): walking +x the right is +y; walking -x it is -y.
  double first_y = 0.0;
  double second_y = 0.0;
  for (int step = 0; step < 60; ++step) {
    crowd.step(kDt);
    first_y = std::max(first_y, crowd.positions()[0].y);
    second_y = std::min(second_y, crowd.positions()[1].y);
  }
  EXPECT_GT(first_y, 0.5);
  EXPECT_LT(second_y, -0.5);
}

TEST(Crowd, pair_crossing_at_right_angles_both_arrive_without_overlap) {
  Crowd crowd{CrowdSettings{}};
  crowd.add_agent({-15.0, 0.0}, {15.0, 0.0});
  crowd.add_agent({0.0, -15.0}, {0.0, 15.0});
  const int steps = run_to_goals(crowd, 400);
  EXPECT_EQ(crowd.arrived_count(), 2u);
  EXPECT_LT(steps, 160);
}

TEST(Crowd, small_circle_all_arrive_with_zero_overlap) {
  Crowd crowd{CrowdSettings{}};
  add_circle(crowd, 20, 16.0);  // RVO2's spacing: about 5 units between neighbours
  run_to_goals(crowd, 1000);
  EXPECT_EQ(crowd.arrived_count(), 20u);
}

TEST(Crowd, agents_stop_at_their_goal) {
  Crowd crowd{CrowdSettings{}};
  crowd.add_agent({0.0, 0.0}, {10.0, 5.0});
  run_to_goals(crowd, 200);
  ASSERT_TRUE(crowd.arrived(0));
  for (int step = 0; step < 20; ++step) crowd.step(kDt);
  EXPECT_LE(distance(crowd.positions()[0], {10.0, 5.0}), crowd.settings().arrival_tolerance);
  EXPECT_EQ(crowd.velocities()[0], Vec2{});
}

TEST(Crowd, same_input_gives_the_same_final_positions) {
  auto make = [] {
    Crowd crowd{CrowdSettings{}};
    std::mt19937_64 rng(5);
    std::uniform_real_distribution<double> coord(0.0, 60.0);
    for (int i = 0; i < 40; ++i) {
      crowd.add_agent({5.0 * (i % 8), 5.0 * (i / 8)}, {coord(rng), coord(rng)});
    }
    for (int step = 0; step < 150; ++step) crowd.step(kDt);
    return std::vector<Vec2>(crowd.positions().begin(), crowd.positions().end());
  };
  EXPECT_EQ(make(), make());
}

// The cached neighbour candidates change only the speed: a crowd that rebuilds them every step
// (no skin) and one that keeps them for many steps (a wide skin) move bit for bit alike.
std::vector<Vec2> random_crowd_positions(CrowdSettings settings, double skin) {
  settings.neighbour_skin = skin;
  Crowd crowd{settings};
  std::mt19937_64 rng(13);
  std::uniform_real_distribution<double> coord(0.0, 50.0);
  for (int i = 0; i < 80; ++i) {
    crowd.add_agent({4.0 * (i % 10), 4.0 * (i / 10)}, {coord(rng), coord(rng)});
  }
  for (int step = 0; step < 200; ++step) crowd.step(kDt);
  return std::vector<Vec2>(crowd.positions().begin(), crowd.positions().end());
}

TEST(Crowd, cached_neighbour_candidates_change_nothing_but_the_speed) {
  for (const CrowdSteering method : {CrowdSteering::kSampled, CrowdSteering::kOrca}) {
    CrowdSettings settings;
    settings.method = method;
    const std::vector<Vec2> every_step = random_crowd_positions(settings, 0.0);
    EXPECT_TRUE(random_crowd_positions(settings, 2.0) == every_step);
    EXPECT_TRUE(random_crowd_positions(settings, 12.0) == every_step);
    // (A tighter range than the crowd's spacing leaves some agents with fewer than k.)
    settings.neighbour_range = 6.0;
    EXPECT_TRUE(random_crowd_positions(settings, 3.0) == random_crowd_positions(settings, 0.0));
  }
}

// 64 agents with random goals in a 40x40 box: never an overlap, a NaN or a speeding velocity.
void expect_random_crowd_safe(const CrowdSettings& settings, int steps) {
  Crowd crowd{settings};
  std::mt19937_64 rng(9);
  std::uniform_real_distribution<double> coord(0.0, 40.0);
  for (int i = 0; i < 64; ++i) {
    crowd.add_agent({5.0 * (i % 8), 5.0 * (i / 8)}, {coord(rng), coord(rng)});
  }
  for (int step = 0; step < steps; ++step) {
    crowd.step(kDt);
    ASSERT_GE(smallest_gap(crowd), 0.0);
    for (std::size_t i = 0; i < crowd.size(); ++i) {
      ASSERT_TRUE(is_finite(crowd.positions()[i]));
      ASSERT_LE(crowd.velocities()[i].length(), crowd.settings().max_speed * (1.0 + 1e-12));
    }
  }
}

TEST(Crowd, random_crowd_never_overlaps_and_stays_finite) {
  expect_random_crowd_safe(CrowdSettings{}, 200);
}

TEST(Crowd, steps_after_the_first_do_not_allocate) {
  Crowd crowd{CrowdSettings{}};
  add_circle(crowd, 60, 48.0);  // converges to a dense centre: the most neighbours per agent
  crowd.step(kDt);
  const long before = g_allocations.load();
  for (int step = 0; step < 400; ++step) crowd.step(kDt);
  EXPECT_EQ(g_allocations.load() - before, 0);
}

CrowdSettings orca() {
  CrowdSettings settings;
  settings.method = CrowdSteering::kOrca;
  return settings;
}

TEST(OrcaCrowd, head_on_pair_passes_on_their_right_without_overlap) {
  Crowd crowd{orca()};
  crowd.add_agent({0.0, 0.0}, {20.0, 0.0});
  crowd.add_agent({20.0, 0.0}, {0.0, 0.0});
  double first_y = 0.0;
  int steps = 0;
  for (; steps < 400 && crowd.arrived_count() < 2; ++steps) {
    crowd.step(kDt);
    ASSERT_GE(smallest_gap(crowd), 0.0);
    first_y = std::max(first_y, crowd.positions()[0].y);
  }
  EXPECT_EQ(crowd.arrived_count(), 2u);
  EXPECT_LT(steps, 120);
  EXPECT_GT(first_y, 0.5);  // walking +x, its right is +y (screen frame)
}

TEST(OrcaCrowd, pair_crossing_at_right_angles_both_arrive) {
  Crowd crowd{orca()};
  crowd.add_agent({-15.0, 0.0}, {15.0, 0.0});
  crowd.add_agent({0.0, -15.0}, {0.0, 15.0});
  EXPECT_LT(run_to_goals(crowd, 400), 160);
  EXPECT_EQ(crowd.arrived_count(), 2u);
}

// (Random goals can lie closer than a body width, so not everyone can arrive: only safety.)
TEST(OrcaCrowd, random_crowd_never_overlaps_and_stays_finite) {
  expect_random_crowd_safe(orca(), 300);
}

TEST(OrcaCrowd, steps_after_the_first_do_not_allocate) {
  Crowd crowd{orca()};
  add_circle(crowd, 60, 48.0);
  crowd.step(kDt);
  const long before = g_allocations.load();
  for (int step = 0; step < 400; ++step) crowd.step(kDt);
  EXPECT_EQ(g_allocations.load() - before, 0);
}

}  // namespace
}  // namespace hp::sim
