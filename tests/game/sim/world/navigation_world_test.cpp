// Walking in the world: patrols, a line of allies that steps aside, head-on meetings, turns.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "game/sim/navigation/static_collision.h"
#include "game/sim/world/attack_report.h"
#include "game/sim/world/world.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::sim {
namespace {

using test::enemy;
using test::field;
using test::hero;
using test::id_of;
using test::kRadius;
using test::kTile;

constexpr double kTurnBound = 540.0;  // degrees per second, LocalSteeringTunables' default

PatrolRoute route(std::vector<Vec2> points, bool loop, double wait) {
  PatrolRoute r;
  r.points = std::move(points);
  r.loop = loop;
  r.wait = wait;
  return r;
}

UnitSpec patroller(std::string name, Vec2 at, int route_index) {
  UnitSpec spec = enemy(std::move(name), at);
  spec.patrol_route = route_index;
  return spec;
}

// Walls fill the band from_x..to_x of the 640x480 field except a corridor along y = 240,
// 2 * half_width wide: the only way from the west half to the east half.
void add_corridor(WorldSetup& setup, double from_x, double to_x, double half_width) {
  setup.walls.boxes.push_back({from_x, 0, to_x - from_x, 240 - half_width});
  setup.walls.boxes.push_back({from_x, 240 + half_width, to_x - from_x, 240 - half_width});
}

double smallest_gap(const World& world) {
  double gap = INFINITY;
  for (const Unit& a : world.units()) {
    gap = std::min(gap, world.collision().gap(a.position, a.radius()));
    for (const Unit& b : world.units()) {
      if (a.id.index < b.id.index) {
        gap = std::min(gap, distance(a.position, b.position) - a.radius() - b.radius());
      }
    }
  }
  return gap;
}

// Patrols walk only while time runs (an action, the enemies' turn; never while the player
// decides). These worlds have no hero, so there is no player's turn to wait for and every step
// runs: they watch the walking itself.
TEST(Patrols, an_enemy_walks_its_route_back_and_forth_and_waits_at_each_waypoint) {
  WorldSetup setup = field({enemy("Gus", {96, 400}), patroller("Otto", {300, 100}, 0)});
  setup.routes.push_back(route({{300, 100}, {500, 100}}, false, 1.0));
  World world(std::move(setup));
  const UnitId otto = id_of(world, "Otto");
  int reached_far_end = -1, back_home = -1, still_ticks = 0;
  for (int tick = 0; tick < 60 * 12; ++tick) {
    world.step({});
    const Unit& u = *world.unit(otto);
    if (u.velocity == Vec2{}) ++still_ticks;
    if (reached_far_end < 0 && distance(u.position, {500, 100}) <= 5.0) reached_far_end = tick;
    if (reached_far_end >= 0 && back_home < 0 && distance(u.position, {300, 100}) <= 5.0)
      back_home = tick;
  }
  ASSERT_GE(reached_far_end, 0);
  ASSERT_GE(back_home, 0);
  // 1 s wait at the start, ~2.1 s walk of 200 px at 96 px/s, 1 s wait, ~2.1 s back.
  EXPECT_NEAR(reached_far_end / 60.0, 1.0 + 195.0 / 96.0, 0.2);
  EXPECT_NEAR((back_home - reached_far_end) / 60.0, 1.0 + 190.0 / 96.0, 0.2);
  EXPECT_GT(still_ticks, 60 * 3);  // it really stood at the waypoints
}

TEST(Patrols, a_patrol_walks_round_a_standing_unit_on_its_route) {
  WorldSetup setup = field({enemy("Gus", {400, 100}), patroller("Otto", {200, 100}, 0)});
  setup.routes.push_back(route({{200, 100}, {600, 100}}, false, 0.0));
  World world(std::move(setup));
  bool passed = false;
  for (int tick = 0; tick < 60 * 8; ++tick) {
    world.step({});
    ASSERT_GE(smallest_gap(world), 0.0) << "tick " << tick;
    passed = passed || world.unit(id_of(world, "Otto"))->position.x > 560;
  }
  EXPECT_TRUE(passed);
}

TEST(Patrols, a_knocked_back_patroller_resumes_its_route) {
  // Bo's long walk to the Guard afterwards gives the world time to run.
  WorldSetup setup = field({hero("Ann", {320, 360}), patroller("Otto", {200, 200}, 0),
                            hero("Bo", {40, 440}), enemy("Guard", {600, 40})});
  setup.routes.push_back(route({{200, 200}, {440, 200}}, false, 0.5));
  World world(std::move(setup));
  const AttackReport report = run_attack(world, id_of(world, "Ann"), id_of(world, "Otto"), 30.0);
  ASSERT_TRUE(report.arrived);
  ASSERT_TRUE(report.returned_home);
  EXPECT_EQ(report.contacts, 0);
  // Back on its route: within a few seconds it stands on one of the waypoints again.
  test::finish_planning(world);
  Commands order;
  order.attack = AttackOrder{id_of(world, "Bo"), id_of(world, "Guard")};
  world.step(order);
  bool on_route = false;
  for (int tick = 0; tick < 60 * 6 && !on_route; ++tick) {
    ASSERT_FALSE(world.waiting_for_player()) << "Bo's attack ended before tick " << tick;
    world.step({});
    const Vec2 at = world.unit(id_of(world, "Otto"))->position;
    on_route = distance(at, {200, 200}) <= 5.0 || distance(at, {440, 200}) <= 5.0;
  }
  EXPECT_TRUE(on_route);
}

TEST(Navigation, an_ally_closing_a_corridor_steps_aside_and_goes_back_home) {
  // Bo stands inside the corridor near its end and closes it; past it the field is open, so he
  // can step out and aside there. Without that, no route exists around him.
  WorldSetup setup =
      field({hero("Ann", {64, 240}), enemy("Ogre", {560, 240}), hero("Bo", {300, 240})});
  add_corridor(setup, 160, 320, 16.0);
  World world(std::move(setup));
  const AttackReport report = run_attack(world, id_of(world, "Ann"), id_of(world, "Ogre"), 40.0);
  EXPECT_TRUE(report.arrived);
  EXPECT_TRUE(report.returned_home);
  EXPECT_EQ(report.contacts, 0);
  EXPECT_EQ(report.wall_contacts, 0);
  // Bo walks back to his spot once the attack is over.
  for (int tick = 0; tick < 60 * 10; ++tick) world.step({});
  EXPECT_EQ(world.unit(id_of(world, "Bo"))->position, (Vec2{300, 240}));
}

TEST(Navigation, a_blocked_corridor_with_no_room_to_step_aside_ends_without_a_hang) {
  // Bo stands in the corridor's middle: nowhere to step aside, and no other way.
  WorldSetup setup =
      field({hero("Ann", {64, 240}), enemy("Ogre", {560, 240}), hero("Bo", {240, 240})});
  add_corridor(setup, 160, 320, 16.0);
  World world(std::move(setup));
  const AttackReport report = run_attack(world, id_of(world, "Ann"), id_of(world, "Ogre"), 60.0);
  EXPECT_FALSE(report.arrived);
  EXPECT_TRUE(report.completed);  // gave up and walked home rather than pressing on forever
  EXPECT_TRUE(report.returned_home);
  EXPECT_EQ(report.contacts, 0);
}

TEST(Navigation, an_exact_head_on_meeting_with_a_patroller_passes_without_touching) {
  // Otto walks west along y = 240 straight at Ann, who walks east along the same line.
  WorldSetup setup =
      field({hero("Ann", {64, 240}), enemy("Ogre", {600, 240}), patroller("Otto", {500, 240}, 0)});
  setup.routes.push_back(route({{500, 240}, {40, 240}}, false, 0.0));
  World world(std::move(setup));
  const AttackReport report = run_attack(world, id_of(world, "Ann"), id_of(world, "Ogre"), 30.0);
  EXPECT_TRUE(report.arrived);
  EXPECT_TRUE(report.returned_home);
  EXPECT_EQ(report.contacts, 0);
  EXPECT_LE(report.max_turn_rate, kTurnBound + 1e-6);
}

TEST(Navigation, heading_turns_no_faster_than_the_bound_and_the_hero_lands_home_exactly) {
  // A sharp dog-leg around a wall: the route's corners are tighter than the turn rate allows.
  WorldSetup setup = field({hero("Ann", {96, 400}), enemy("Ogre", {200, 80})});
  setup.walls.boxes.push_back({0, 200, 400, kTile});
  World world(std::move(setup));
  const AttackReport report = run_attack(world, id_of(world, "Ann"), id_of(world, "Ogre"), 30.0);
  EXPECT_TRUE(report.arrived);
  EXPECT_TRUE(report.returned_home);
  EXPECT_LE(report.max_turn_rate, kTurnBound + 1e-6);
  EXPECT_EQ(report.wall_contacts, 0);
  const Unit& ann = *world.unit(id_of(world, "Ann"));
  EXPECT_EQ(ann.position, ann.home);
}

TEST(Navigation, an_enemy_walled_in_is_no_path_at_once) {
  WorldSetup setup = field({hero("Ann", {96, 240}), enemy("Ogre", {480, 240})});
  setup.walls.boxes.push_back({400, 160, 160, 20});
  setup.walls.boxes.push_back({400, 300, 160, 20});
  setup.walls.boxes.push_back({400, 160, 20, 160});
  setup.walls.boxes.push_back({540, 160, 20, 160});
  World world(std::move(setup));
  const AttackReport report = run_attack(world, id_of(world, "Ann"), id_of(world, "Ogre"), 30.0);
  EXPECT_TRUE(report.no_path);
  EXPECT_FALSE(report.arrived);
  EXPECT_LT(report.seconds_total, 0.1);
  EXPECT_EQ(report.optimal_length, 0.0);
}

}  // namespace
}  // namespace hp::sim
