// RoutePlanner: routes are clear, taut (near the any-angle optimum), deterministic, and end
// where the request asks; blocked goals give no route.
#include "game/sim/navigation/route_planner.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <random>

#include "game/sim/navigation/nav_sweep.h"
#include "tests/game/sim/support/test_walls.h"

namespace hp::sim {
namespace {

using test::empty_map;
using test::make_rect;

Obstacle disc_at(Vec2 p, double radius) {
  Obstacle o;
  o.position = p;
  o.radius = radius;
  return o;
}

RouteRequest request_for(Vec2 start, Vec2 goal, double radius, std::span<const Obstacle> discs) {
  RouteRequest r;
  r.start = start;
  r.goal = goal;
  r.radius = radius;
  r.discs = discs;
  return r;
}

// Every segment keeps the walker clear of walls and discs (the first one, from a pressed start,
// only keeps the clearance the start already had).
void expect_route_clear(const StaticCollision& walls, const RouteRequest& req, const Route& route) {
  ASSERT_TRUE(route.found);
  ASSERT_GE(route.points.size(), 2u);
  EXPECT_EQ(route.points.front(), req.start);
  const double start_gap = std::min(req.margin, walls.gap(req.start, req.radius)) - 1e-6;
  for (std::size_t i = 0; i + 1 < route.points.size(); ++i) {
    const Vec2 a = route.points[i], b = route.points[i + 1];
    ASSERT_TRUE(is_finite(a) && is_finite(b));
    const double margin = i == 0 ? start_gap : req.margin;
    EXPECT_TRUE(walls.segment_clear(a, b, req.radius, margin)) << "segment " << i;
    for (const Obstacle& d : req.discs) {
      double need = d.radius + req.radius + req.margin;
      if (i == 0) need = std::min(need, distance(a, d.position) - 1e-6);
      EXPECT_GE(point_segment_distance(d.position, a, b), need) << "segment " << i;
    }
  }
}

// Shortest path around a disc of radius rho centred at c: two tangents and an arc (the long way
// round when both ends are on the same side and the path must wrap the disc's far side).
double around_disc(Vec2 s, Vec2 g, Vec2 c, double rho, bool long_way = false) {
  const double ds = distance(s, c), dg = distance(g, c);
  double angle = std::acos(dot(s - c, g - c) / (ds * dg));
  if (long_way) angle = 2 * std::numbers::pi - angle;
  const double arc = angle - std::acos(rho / ds) - std::acos(rho / dg);
  return std::sqrt(ds * ds - rho * rho) + std::sqrt(dg * dg - rho * rho) + rho * arc;
}

TEST(RoutePlanner, route_around_a_disc_is_within_3_percent_of_the_tangent_arc_optimum) {
  const StaticCollision walls(empty_map(640, 480));
  const RoutePlanner planner(walls, 8);
  for (double offset : {0.0, 7.0, -13.0}) {
    const Obstacle discs[] = {disc_at({320, 240 + offset}, 40)};
    RouteRequest req = request_for({100, 240}, {540, 240}, 12, discs);
    req.margin = 2;
    const Route route = planner.plan(req);
    expect_route_clear(walls, req, route);
    EXPECT_EQ(route.points.back(), req.goal);
    const double optimum = around_disc(req.start, req.goal, discs[0].position, 40 + 12 + 2);
    EXPECT_LE(route.length, 1.03 * optimum) << "offset " << offset;
    EXPECT_GE(route.length, optimum - 1e-6);
  }
}

TEST(RoutePlanner, route_around_a_box_wall_is_within_3_percent_of_optimum) {
  WorldSetup setup = empty_map(640, 480);
  setup.walls.boxes.push_back(make_rect(319, 100, 2, 380));  // a thin wall from below
  const StaticCollision walls(setup);
  const RoutePlanner planner(walls, 8);
  RouteRequest req = request_for({150, 400}, {500, 380}, 12, {});
  const Route route = planner.plan(req);
  expect_route_clear(walls, req, route);
  // Around the wall's top: a disc of the walker's radius at each top corner, 2 px apart.
  const double optimum = around_disc(req.start, req.goal, {320, 100}, 12, true) + 2;
  EXPECT_LE(route.length, 1.03 * optimum);
}

WorldSetup random_scene(std::mt19937_64& rng) {
  WorldSetup setup = empty_map(960, 640);
  std::uniform_int_distribution<int> tx(0, 29), ty(0, 19);
  for (int i = 0; i < 60; ++i)
    setup.walls.boxes.push_back(make_rect(tx(rng) * 32.0, ty(rng) * 32.0, 32, 32));
  return setup;
}

// Twenty units of radius 12 at random spots clear of the walls.
std::vector<Obstacle> random_discs(const StaticCollision& walls, std::mt19937_64& rng) {
  std::uniform_real_distribution<double> x(0, 960), y(0, 640);
  std::vector<Obstacle> discs;
  while (discs.size() < 20) {
    const Vec2 p{x(rng), y(rng)};
    if (walls.gap(p, 12) >= 0) discs.push_back(disc_at(p, 12));
  }
  return discs;
}

TEST(RoutePlanner, random_scenes_give_clear_deterministic_routes_to_the_goal) {
  std::mt19937_64 rng(3);
  int found = 0;
  for (int scene = 0; scene < 40; ++scene) {
    const StaticCollision walls(random_scene(rng));
    const RoutePlanner planner(walls, 8);
    std::uniform_real_distribution<double> x(0, 960), y(0, 640);
    const std::vector<Obstacle> discs = random_discs(walls, rng);
    for (int i = 0; i < 5; ++i) {
      Vec2 s{x(rng), y(rng)}, g{x(rng), y(rng)};
      RouteRequest req = request_for(s, g, 10, discs);
      req.margin = 1;
      const Route route = planner.plan(req);
      const Route again = planner.plan(req);
      EXPECT_EQ(route.points, again.points);
      if (!route.found) {
        EXPECT_TRUE(route.points.empty());
        continue;
      }
      ++found;
      expect_route_clear(walls, req, route);
      EXPECT_EQ(route.points.back(), g);
    }
  }
  EXPECT_GT(found, 50);
}

// Searching from both ends finds a route exactly when the start's search does (a step is the
// same both ways), as clear, and as short up to the grid's ties.
TEST(RoutePlanner, searching_from_both_ends_finds_the_same_routes) {
  std::mt19937_64 rng(17);
  int found = 0, none = 0;
  for (int scene = 0; scene < 40; ++scene) {
    const StaticCollision walls(random_scene(rng));
    const RoutePlanner start_only(walls, 8, SearchEnds::kStart);
    const RoutePlanner both(walls, 8, SearchEnds::kBoth);
    std::uniform_real_distribution<double> x(0, 960), y(0, 640);
    const std::vector<Obstacle> discs = random_discs(walls, rng);
    for (int i = 0; i < 5; ++i) {
      RouteRequest req = request_for({x(rng), y(rng)}, {x(rng), y(rng)}, 10, discs);
      req.margin = 1;
      req.goal_reach = i % 2 == 0 ? 0.0 : 22.0;
      const Route one = start_only.plan(req);
      const Route two = both.plan(req);
      ASSERT_EQ(one.found, two.found) << "scene " << scene << " request " << i;
      if (!two.found) {
        ++none;
        continue;
      }
      ++found;
      expect_route_clear(walls, req, two);
      EXPECT_EQ(two.points.back(), one.points.back());
      // Each end's search finds a shortest grid route, but the grid's steps measure a way
      // round an obstacle up to 1 / cos(22.5 deg) longer than it is: two ways round that tie on
      // the grid can differ by that much once pulled taut.
      const double slack = 1.0 / std::cos(std::numbers::pi / 8.0);
      EXPECT_LE(two.length, one.length * slack) << "scene " << scene << " request " << i;
      EXPECT_LE(one.length, two.length * slack) << "scene " << scene << " request " << i;
      EXPECT_EQ(both.plan(req).points, two.points);  // deterministic
    }
  }
  EXPECT_GT(found, 50);
  EXPECT_GT(none, 5);
}

// The steps the walls allow, kept per cell and walker reach, and the walls and units gathered
// near a corner for its cuts, decide as judging every step and every cut afresh does: the same
// routes to the bit, from one end and both, with units standing about (their cells and the ring
// round them are judged afresh), starts pressed against walls, and goals out of reach, on
// boxes, diamonds and hexagons.
TEST(RoutePlanner, the_fast_path_gives_the_plain_paths_routes) {
  std::mt19937_64 rng(2831);
  int found = 0, none = 0;
  for (int scene = 0; scene < 12; ++scene) {
    WorldSetup setup = random_scene(rng);
    std::uniform_real_distribution<double> x(0, 960), y(0, 640), radius(4, 14);
    for (int i = 0; i < 30; ++i) {  // diamonds and hexagons among the boxes
      const Vec2 c{x(rng), y(rng)};
      if (i % 2 == 0) {
        setup.walls.polygons.push_back(
            {c + Vec2{0, -16}, c + Vec2{32, 0}, c + Vec2{0, 16}, c + Vec2{-32, 0}});
      } else {
        setup.walls.polygons.push_back({c + Vec2{16, 0}, c + Vec2{48, 0}, c + Vec2{64, 28},
                                        c + Vec2{48, 56}, c + Vec2{16, 56}, c + Vec2{0, 28}});
      }
    }
    const StaticCollision walls(setup);
    const SearchEnds ends = scene % 2 == 0 ? SearchEnds::kStart : SearchEnds::kBoth;
    const double cell = scene % 3 == 0 ? 4.0 : 8.0;
    const RoutePlanner kept(walls, cell, ends);
    const RoutePlanner plain(walls, cell, ends, PlanShortcuts::kNone);
    const std::vector<Obstacle> discs = random_discs(walls, rng);
    for (int i = 0; i < 40; ++i) {
      Vec2 start{x(rng), y(rng)};
      const double r = radius(rng);
      if (i % 5 == 0) {
        // Pressed against a wall (closer than the margin, or in it), half of them on a cell
        // centre, whose steps the search judges with the clearance the walker has.
        for (int k = 0; k < 400 && walls.gap(start, r) > 0.5; ++k) start = {x(rng), y(rng)};
        if (i % 10 == 0)
          start = {std::round(start.x / cell) * cell, std::round(start.y / cell) * cell};
      }
      RouteRequest req = request_for(start, {x(rng), y(rng)}, r, {});
      req.margin = i % 2 == 0 ? 3.0 : 0.5;
      req.goal_reach = i % 3 == 0 ? 0.0 : r + 12.0;
      if (i % 4 != 0) req.discs = discs;
      const Route a = kept.plan(req);
      const Route b = plain.plan(req);
      ASSERT_EQ(a.found, b.found) << "scene " << scene << " request " << i;
      ASSERT_EQ(a.points, b.points) << "scene " << scene << " request " << i;
      ASSERT_EQ(a.length, b.length);
      ASSERT_EQ(kept.last_expanded(), plain.last_expanded());
      (a.found ? found : none) += 1;
    }
  }
  EXPECT_GT(found, 200);
  EXPECT_GT(none, 20);
}

// A goal deep in a lane behind a long wall (a patroller's beat), the start out in the open
// beside it: from the start every cell nearer than the way round the wall's end is searched;
// from the goal, the lane and the way out.
TEST(RoutePlanner, a_goal_hemmed_in_behind_a_wall_is_searched_for_from_its_end) {
  WorldSetup setup = empty_map(896, 640);
  setup.walls.boxes.push_back(make_rect(800, 64, 32, 576));  // the lane's wall, open at the top
  const StaticCollision walls(setup);
  const RoutePlanner start_only(walls, 8, SearchEnds::kStart);
  const RoutePlanner both(walls, 8, SearchEnds::kBoth);
  const RouteRequest req = request_for({100, 560}, {864, 560}, 12, {});
  const Route one = start_only.plan(req);
  const int expanded_from_start = start_only.last_expanded();
  const Route two = both.plan(req);
  ASSERT_TRUE(one.found && two.found);
  EXPECT_NEAR(two.length, one.length, 0.01 * one.length);
  std::printf("from both ends %d cells, from the start %d\n", both.last_expanded(),
              expanded_from_start);
  EXPECT_LT(both.last_expanded(), expanded_from_start / 3)
      << "from both ends " << both.last_expanded() << " cells, from the start "
      << expanded_from_start;
}

TEST(RoutePlanner, goal_walled_in_has_no_route) {
  WorldSetup setup = empty_map(640, 480);
  for (const Rect& r : {make_rect(400, 200, 100, 10), make_rect(400, 290, 100, 10),
                        make_rect(400, 200, 10, 100), make_rect(490, 200, 10, 100)}) {
    setup.walls.boxes.push_back(r);
  }
  const StaticCollision walls(setup);
  const RoutePlanner planner(walls, 8);
  RouteRequest req = request_for({100, 100}, {450, 250}, 10, {});
  req.goal_reach = 20;
  const Route route = planner.plan(req);
  EXPECT_FALSE(route.found);
  EXPECT_TRUE(route.points.empty());
  EXPECT_GT(planner.last_expanded(), 0);
}

TEST(RoutePlanner, line_of_discs_across_a_corridor_blocks_it) {
  WorldSetup setup = empty_map(640, 480);
  setup.walls.boxes.push_back(make_rect(0, 0, 640, 200));
  setup.walls.boxes.push_back(make_rect(0, 280, 640, 200));
  const StaticCollision walls(setup);
  const RoutePlanner planner(walls, 8);
  std::vector<Obstacle> discs;
  for (double y = 205; y < 280; y += 20) discs.push_back(disc_at({320, y}, 12));
  const RouteRequest req = request_for({100, 240}, {540, 240}, 10, discs);
  EXPECT_FALSE(planner.plan(req).found);
  const RouteRequest open = request_for({100, 240}, {540, 240}, 10, {});
  EXPECT_TRUE(planner.plan(open).found);
}

TEST(RoutePlanner, u_shaped_pocket_of_discs_is_routed_around) {
  const StaticCollision walls(empty_map(640, 480));
  const RoutePlanner planner(walls, 8);
  std::vector<Obstacle> discs;  // a U open toward the start, the goal behind its bottom
  for (double y = 160; y <= 320; y += 20) discs.push_back(disc_at({360, y}, 12));
  for (double x = 260; x < 360; x += 20) {
    discs.push_back(disc_at({x, 160}, 12));
    discs.push_back(disc_at({x, 320}, 12));
  }
  const RouteRequest req = request_for({300, 240}, {480, 240}, 10, discs);
  const Route route = planner.plan(req);
  expect_route_clear(walls, req, route);
  EXPECT_EQ(route.points.back(), req.goal);
  EXPECT_GT(route.points.size(), 3u);
}

TEST(RoutePlanner, start_pressed_against_a_wall_still_plans) {
  WorldSetup setup = empty_map(640, 480);
  setup.walls.boxes.push_back(make_rect(200, 100, 32, 300));
  const StaticCollision walls(setup);
  const RoutePlanner planner(walls, 8);
  RouteRequest req = request_for({200 - 10 - kContactSkin, 380}, {500, 380}, 10, {});
  req.margin = 3;
  const Route route = planner.plan(req);
  expect_route_clear(walls, req, route);
  EXPECT_EQ(route.points.back(), req.goal);
}

TEST(RoutePlanner, goal_where_the_walker_does_not_fit_ends_within_reach) {
  WorldSetup setup = empty_map(640, 480);
  setup.walls.boxes.push_back(make_rect(500, 0, 140, 480));
  const StaticCollision walls(setup);
  const RoutePlanner planner(walls, 8);
  RouteRequest req = request_for({100, 240}, {495, 240}, 12, {});  // a small unit by the wall
  req.goal_reach = 12 + 6;
  const Route route = planner.plan(req);
  expect_route_clear(walls, req, route);
  EXPECT_LE(distance(route.points.back(), req.goal), req.goal_reach);
  EXPECT_NEAR(route.points.back().x, 488, 1.0);  // as near the goal as the wall allows
}

TEST(RoutePlanner, huge_maps_get_coarser_cells_instead_of_failing) {
  const StaticCollision walls(empty_map(100000, 100000));
  const RoutePlanner planner(walls, 1);
  const Route route = planner.plan(request_for({10, 10}, {99000, 99000}, 5, {}));
  EXPECT_TRUE(route.found);
}

}  // namespace
}  // namespace hp::sim
