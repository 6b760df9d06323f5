// StaticCollision: exact gaps on the wall index, swept contact that never lets a disc into a
// wall (property-tested through slide_move), and line of sight.
#include "game/sim/navigation/static_collision.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

#include "game/sim/navigation/nav_sweep.h"
#include "game/sim/navigation/wall_clearance.h"
#include "game/sim/steering/motion_constraint.h"
#include "tests/game/sim/support/test_walls.h"

namespace hp::sim {
namespace {

using test::empty_map;
using test::make_rect;

// Random boxes (some tile-aligned, so corners and edges meet) and a few triangles.
WorldSetup random_walls(std::mt19937_64& rng) {
  WorldSetup setup = empty_map(640, 480);
  std::uniform_real_distribution<double> x(0, 600), y(0, 440), size(4, 80);
  std::uniform_int_distribution<int> tile_x(0, 19), tile_y(0, 14);
  for (int i = 0; i < 12; ++i)
    setup.walls.boxes.push_back(make_rect(x(rng), y(rng), size(rng), size(rng)));
  for (int i = 0; i < 20; ++i)
    setup.walls.boxes.push_back(make_rect(tile_x(rng) * 32.0, tile_y(rng) * 32.0, 32, 32));
  for (int i = 0; i < 4; ++i) {
    const Vec2 c{x(rng), y(rng)};
    setup.walls.polygons.push_back({c, c + Vec2{size(rng), 5}, c + Vec2{10, size(rng)}});
  }
  return setup;
}

// The gap by brute force over every wall.
double brute_gap(const WorldSetup& setup, Vec2 centre, double radius) {
  double gap = bounds_gap(setup.width, setup.height, centre, radius);
  for (const Rect& r : setup.walls.boxes) gap = std::min(gap, box_gap(r, centre, radius));
  for (const auto& p : setup.walls.polygons) gap = std::min(gap, polygon_gap(p, centre, radius));
  return gap;
}

TEST(StaticCollision, gap_matches_brute_force_over_all_walls) {
  std::mt19937_64 rng(11);
  for (int scene = 0; scene < 20; ++scene) {
    const WorldSetup setup = random_walls(rng);
    const StaticCollision walls(setup);
    std::uniform_real_distribution<double> x(-20, 660), y(-20, 500);
    for (int i = 0; i < 500; ++i) {
      const Vec2 p{x(rng), y(rng)};
      EXPECT_NEAR(walls.gap(p, 10), brute_gap(setup, p, 10), 1e-9);
    }
  }
}

TEST(StaticCollision, map_edges_are_walls) {
  const StaticCollision walls(empty_map(100, 50));
  EXPECT_DOUBLE_EQ(walls.gap({50, 25}, 5), 20);
  const Contact c = walls.first_contact({50, 25}, {100, 0}, 5);
  ASSERT_TRUE(c.hit());
  EXPECT_NEAR(50 + 100 * c.fraction, 95 - kContactSkin, 1e-9);
  EXPECT_EQ(c.normal, Vec2(-1, 0));
}

TEST(StaticCollision, disc_stops_skin_short_of_a_box_face) {
  WorldSetup setup = empty_map(200, 200);
  setup.walls.boxes.push_back(make_rect(100, 0, 20, 200));
  const StaticCollision walls(setup);
  const Contact c = walls.first_contact({50, 100}, {80, 0}, 10);
  ASSERT_TRUE(c.hit());
  EXPECT_NEAR(50 + 80 * c.fraction, 90 - kContactSkin, 1e-9);
  EXPECT_EQ(c.normal, Vec2(-1, 0));
}

TEST(StaticCollision, disc_touching_a_wall_may_slide_along_but_not_into_it) {
  WorldSetup setup = empty_map(200, 200);
  setup.walls.boxes.push_back(make_rect(100, 0, 20, 100));
  const StaticCollision walls(setup);
  const Vec2 touching{90 - kContactSkin / 2, 50};
  EXPECT_FALSE(walls.first_contact(touching, {0, 10}, 10).hit());
  EXPECT_FALSE(walls.first_contact(touching, {-5, 0}, 10).hit());
  const Contact into = walls.first_contact(touching, {5, 0}, 10);
  EXPECT_EQ(into.fraction, 0.0);
  EXPECT_EQ(into.normal, Vec2(-1, 0));
}

TEST(StaticCollision, corner_normal_points_from_the_corner_to_the_disc) {
  WorldSetup setup = empty_map(200, 200);
  setup.walls.boxes.push_back(make_rect(100, 100, 50, 50));
  const StaticCollision walls(setup);
  const Contact c = walls.first_contact({50, 50}, {60, 60}, 10);
  ASSERT_TRUE(c.hit());
  EXPECT_NEAR(c.normal.x, -std::sqrt(0.5), 1e-9);
  EXPECT_NEAR(c.normal.y, -std::sqrt(0.5), 1e-9);
}

TEST(StaticCollision, zero_move_never_hits) {
  const StaticCollision walls(empty_map(100, 100));
  EXPECT_FALSE(walls.first_contact({5, 5}, {0, 0}, 5).hit());
}

// A start at a random clear spot, often right against a wall (after a first slide into it).
Vec2 clear_start(const StaticCollision& walls, std::mt19937_64& rng, double radius) {
  std::uniform_real_distribution<double> x(0, 640), y(0, 480);
  for (;;) {
    const Vec2 p{x(rng), y(rng)};
    if (walls.gap(p, radius) >= 0) return p;
  }
}

// Moves aimed at walls: random, along the axes (grazing faces), and at the nearest corner.
Vec2 random_move(std::mt19937_64& rng) {
  std::uniform_real_distribution<double> d(-40, 40);
  std::uniform_int_distribution<int> kind(0, 3);
  switch (kind(rng)) {
    case 0:
      return {d(rng), 0};
    case 1:
      return {0, d(rng)};
    case 2: {
      const double s = d(rng);
      return {s, std::uniform_int_distribution<int>(0, 1)(rng) ? s : -s};
    }
    default:
      return {d(rng), d(rng)};
  }
}

TEST(StaticCollision, slide_move_never_ends_inside_a_wall) {
  std::mt19937_64 rng(7);
  int moves = 0;
  for (int scene = 0; scene < 50; ++scene) {
    const StaticCollision walls(random_walls(rng));
    std::uniform_real_distribution<double> radius_of(2, 20);
    for (int walk = 0; walk < 100; ++walk) {
      const double r = radius_of(rng);
      Vec2 p = clear_start(walls, rng, r);
      for (int step = 0; step < 20; ++step, ++moves) {
        const Vec2 move = random_move(rng);
        const Vec2 end = slide_move(
            p, move, [&](Vec2 from, Vec2 delta) { return walls.first_contact(from, delta, r); });
        ASSERT_TRUE(is_finite(end));
        ASSERT_GE(walls.gap(end, r), 0.0) << "scene " << scene << " from " << p.x << "," << p.y
                                          << " move " << move.x << "," << move.y << " r " << r;
        p = end;
      }
    }
  }
  EXPECT_EQ(moves, 100000);
}

TEST(StaticCollision, segment_clear_agrees_with_sampled_gaps) {
  std::mt19937_64 rng(5);
  for (int scene = 0; scene < 20; ++scene) {
    const StaticCollision walls(random_walls(rng));
    std::uniform_real_distribution<double> x(0, 640), y(0, 480);
    for (int i = 0; i < 200; ++i) {
      const Vec2 a{x(rng), y(rng)}, b{x(rng), y(rng)};
      const bool clear = walls.segment_clear(a, b, 8, 2);
      double worst = 1e9;
      for (int k = 0; k <= 400; ++k)
        worst = std::min(worst, walls.gap(a + (b - a) * (k / 400.0), 8));
      if (clear) {
        EXPECT_GE(worst, 2 - 1e-9);
      }
      if (worst < 2 - 0.5) {
        EXPECT_FALSE(clear);
      }
    }
  }
}

// The route search keeps each grid step's segment_gap and compares it with every walker's
// reach later: that must decide exactly as segment_clear would, for short steps near walls and
// long segments alike.
TEST(StaticCollision, segment_gap_decides_as_segment_clear) {
  std::mt19937_64 rng(9);
  int blocked = 0, clear = 0;
  for (int scene = 0; scene < 20; ++scene) {
    const StaticCollision walls(random_walls(rng));
    std::uniform_real_distribution<double> x(0, 640), y(0, 480), step(-12, 12), reach(0, 24);
    for (int i = 0; i < 400; ++i) {
      const Vec2 a{x(rng), y(rng)};
      const Vec2 b = i % 2 == 0 ? a + Vec2{step(rng), step(rng)} : Vec2{x(rng), y(rng)};
      // As the search asks: no farther than the nearer end's gap (the segment's is no more).
      const double within = std::min(walls.gap(a, 0), walls.gap(b, 0)) + 1.0;
      const double gap = walls.segment_gap(a, b, within);
      ASSERT_TRUE(std::isfinite(gap));
      for (int k = 0; k < 4; ++k) {
        const double radius = reach(rng), margin = k % 2 == 0 ? 0.0 : 3.0;
        const bool is_clear = walls.segment_clear(a, b, radius, margin);
        EXPECT_EQ(gap >= radius + margin, is_clear)
            << "scene " << scene << " segment " << i << " gap " << gap << " reach " << radius;
        (is_clear ? clear : blocked) += 1;
      }
    }
  }
  EXPECT_GT(clear, 1000);  // both answers are well exercised
  EXPECT_GT(blocked, 1000);
}

// Solid hexagons on a flat-topped hex grid (as the Fens' solid tiles become): neighbours share
// edges, so many short edges meet at every corner.
WorldSetup random_hexagons(std::mt19937_64& rng) {
  WorldSetup setup = empty_map(880, 700);
  setup.tile_width = 64;
  std::bernoulli_distribution solid(0.35);
  for (int col = 0; col < 18; ++col) {
    for (int row = 0; row < 12; ++row) {
      if (!solid(rng)) continue;
      const double x = col * 48.0, y = row * 56.0 + (col % 2 == 1 ? 28.0 : 0.0);
      setup.walls.polygons.push_back({{x + 16, y},
                                      {x + 48, y},
                                      {x + 64, y + 28},
                                      {x + 48, y + 56},
                                      {x + 16, y + 56},
                                      {x, y + 28}});
    }
  }
  return setup;
}

// segment_clear by brute force over every polygon and edge, as its definition reads.
bool brute_segment_clear(const WorldSetup& setup, Vec2 a, Vec2 b, double reach) {
  if (bounds_gap(setup.width, setup.height, a, reach) < 0.0) return false;
  if (bounds_gap(setup.width, setup.height, b, reach) < 0.0) return false;
  for (const auto& polygon : setup.walls.polygons) {
    if (polygon_gap(polygon, a, 0.0) < 0.0) return false;
    for (std::size_t i = 0; i < polygon.size(); ++i) {
      const Vec2 c = polygon[i], d = polygon[(i + 1) % polygon.size()];
      if (segment_segment_distance(a, b, c, d) < reach) return false;
    }
  }
  return true;
}

double brute_segment_gap(const WorldSetup& setup, Vec2 a, Vec2 b, double within) {
  double gap = std::min({within, bounds_gap(setup.width, setup.height, a, 0.0),
                         bounds_gap(setup.width, setup.height, b, 0.0)});
  for (const auto& polygon : setup.walls.polygons) {
    const double inside = polygon_gap(polygon, a, 0.0);  // its depth, when a lies inside
    if (inside < 0.0) gap = std::min(gap, inside);
    for (std::size_t i = 0; i < polygon.size(); ++i) {
      const Vec2 c = polygon[i], d = polygon[(i + 1) % polygon.size()];
      gap = std::min(gap, segment_segment_distance(a, b, c, d));
    }
  }
  return gap;
}

// The index may skip walls it can tell are out of reach, never change an answer: line of sight
// and the segment gap are exactly what a scan of every wall gives.
TEST(StaticCollision, segment_queries_match_brute_force_on_hexagon_walls) {
  std::mt19937_64 rng(28);
  int clear = 0, blocked = 0;
  for (int scene = 0; scene < 10; ++scene) {
    const WorldSetup setup = random_hexagons(rng);
    const StaticCollision walls(setup);
    std::uniform_real_distribution<double> x(-10, 890), y(-10, 710), step(-12, 12), reach(0, 30);
    for (int i = 0; i < 1000; ++i) {
      const Vec2 a{x(rng), y(rng)};
      const Vec2 b = i % 2 == 0 ? a + Vec2{step(rng), step(rng)} : Vec2{x(rng), y(rng)};
      const double r = reach(rng);
      const bool is_clear = walls.segment_clear(a, b, r, 0.0);
      ASSERT_EQ(is_clear, brute_segment_clear(setup, a, b, r)) << "scene " << scene << " " << i;
      (is_clear ? clear : blocked) += 1;
      const double within = std::min(walls.gap(a, 0), walls.gap(b, 0)) + 1.0;
      const double gap = walls.segment_gap(a, b, within);
      // Past `within` the value only has to be at least that much.
      const double expected = brute_segment_gap(setup, a, b, within);
      if (expected < within) {
        ASSERT_EQ(gap, expected) << "scene " << scene << " " << i;
      } else {
        ASSERT_GE(gap, within);
      }
    }
  }
  EXPECT_GT(clear, 1000);
  EXPECT_GT(blocked, 1000);
}

TEST(StaticCollision, first_contact_matches_brute_force_on_hexagon_walls) {
  std::mt19937_64 rng(280);
  int hits = 0;
  for (int scene = 0; scene < 10; ++scene) {
    const WorldSetup setup = random_hexagons(rng);
    const StaticCollision walls(setup);
    std::uniform_real_distribution<double> x(0, 880), y(0, 700), move(-40, 40), radius(4, 24);
    for (int i = 0; i < 1000; ++i) {
      const Vec2 from{x(rng), y(rng)}, delta{move(rng), move(rng)};
      const double r = radius(rng);
      // Every contact, the map's edges first: the earliest, and each normal it may come with
      // (walls touched at the same moment are kept in the order the query meets them).
      std::vector<Contact> contacts{bounds_contact(from, delta, r, setup.width, setup.height)};
      for (const auto& polygon : setup.walls.polygons) {
        for (std::size_t k = 0; k < polygon.size(); ++k) {
          const Vec2 a = polygon[k], b = polygon[(k + 1) % polygon.size()];
          contacts.push_back(segment_contact(from, delta, r, a, b));
        }
      }
      Contact expected = contacts.front();
      for (const Contact& c : contacts) expected = earlier(expected, c);
      const Contact got = walls.first_contact(from, delta, r);
      ASSERT_EQ(got.fraction, expected.fraction) << "scene " << scene << " " << i;
      EXPECT_TRUE(std::any_of(contacts.begin(), contacts.end(), [&](const Contact& c) {
        return c.fraction == got.fraction && c.normal.x == got.normal.x &&
               c.normal.y == got.normal.y;
      }));
      hits += got.fraction < 1.0 ? 1 : 0;
    }
  }
  EXPECT_GT(hits, 1000);
}

// Boxes, diamonds (as an isometric map's solid tiles become) and triangles, tightly packed.
WorldSetup random_boxes_and_diamonds(std::mt19937_64& rng) {
  WorldSetup setup = random_walls(rng);
  std::bernoulli_distribution solid(0.3);
  for (int col = 0; col < 10; ++col) {
    for (int row = 0; row < 15; ++row) {
      if (!solid(rng)) continue;
      const Vec2 c{col * 64.0 + (row % 2 == 1 ? 32.0 : 0.0), row * 32.0};
      setup.walls.polygons.push_back(
          {c + Vec2{0, -16}, c + Vec2{32, 0}, c + Vec2{0, 16}, c + Vec2{-32, 0}});
    }
  }
  return setup;
}

// The distance from the segment ab to the nearest box or polygon edge, by brute force.
double brute_edge_distance(const WorldSetup& setup, Vec2 a, Vec2 b) {
  double nearest = std::numeric_limits<double>::infinity();
  const auto edge = [&](Vec2 c, Vec2 d) {
    nearest = std::min(nearest, segment_segment_distance(a, b, c, d));
  };
  for (const Rect& r : setup.walls.boxes) {
    const Vec2 p0{r.x, r.y}, p1{r.x + r.w, r.y}, p2{r.x + r.w, r.y + r.h}, p3{r.x, r.y + r.h};
    edge(p0, p1), edge(p1, p2), edge(p2, p3), edge(p3, p0);
  }
  for (const auto& polygon : setup.walls.polygons) {
    for (std::size_t i = 0; i < polygon.size(); ++i)
      edge(polygon[i], polygon[(i + 1) % polygon.size()]);
  }
  return nearest;
}

// segment_clear by brute force over every box and polygon, as its definition reads.
bool brute_segment_clear_with_boxes(const WorldSetup& setup, Vec2 a, Vec2 b, double reach) {
  for (const Rect& r : setup.walls.boxes) {
    if (box_gap(r, a, reach) < 0.0) return false;
  }
  return brute_segment_clear(setup, a, b, reach) && brute_edge_distance(setup, a, b) >= reach;
}

// Walls the index rules out without measuring (wholly to one side of the segment's line, beyond
// the reach) never change an answer, even when the reach is the segment's distance to a wall to
// the last bit: long and short segments, every reach within a hair of the nearest edge.
TEST(StaticCollision, segment_clear_matches_brute_force_at_the_edge_of_reach) {
  std::mt19937_64 rng(2828);
  int clear = 0, blocked = 0;
  for (int scene = 0; scene < 10; ++scene) {
    const WorldSetup setup = random_boxes_and_diamonds(rng);
    const StaticCollision walls(setup);
    std::uniform_real_distribution<double> x(1, 639), y(1, 479), step(-40, 40), reach(0, 30);
    for (int i = 0; i < 400; ++i) {
      const Vec2 a{x(rng), y(rng)};
      const Vec2 b = i % 3 == 0 ? a + Vec2{step(rng), step(rng)} : Vec2{x(rng), y(rng)};
      const double d = brute_edge_distance(setup, a, b);
      const double reaches[] = {reach(rng), d,       std::nextafter(d, 0.0), std::nextafter(d, 1e9),
                                d + 1e-7,   d - 1e-7};
      for (const double r : reaches) {
        if (!(r >= 0.0)) continue;
        const bool is_clear = walls.segment_clear(a, b, r, 0.0);
        ASSERT_EQ(is_clear, brute_segment_clear_with_boxes(setup, a, b, r))
            << "scene " << scene << " " << i << " reach " << r;
        (is_clear ? clear : blocked) += 1;
      }
    }
  }
  EXPECT_GT(clear, 1000);
  EXPECT_GT(blocked, 1000);
}

// A hint only changes which wall is measured first: runs of line-of-sight tests sharing one
// (from one point along a walk, bisections, random jumps) answer as the plain test does.
TEST(StaticCollision, segment_clear_with_a_hint_answers_as_without) {
  std::mt19937_64 rng(2829);
  int clear = 0, blocked = 0;
  for (int scene = 0; scene < 10; ++scene) {
    const WorldSetup setup = scene % 2 == 0 ? random_boxes_and_diamonds(rng) : random_hexagons(rng);
    const StaticCollision walls(setup);
    std::uniform_real_distribution<double> x(0, 880), y(0, 700), near(-100, 100), step(-8, 8),
        reach(0, 12);
    StaticCollision::SightHint hint;
    Vec2 a{x(rng), y(rng)}, b = a;
    for (int i = 0; i < 1500; ++i) {
      if (i % 50 == 0) a = {x(rng), y(rng)};  // a new walker
      // Mostly a point walking near the walker's, sometimes a jump.
      b = i % 7 == 0 ? a + Vec2{near(rng), near(rng)} : b + Vec2{step(rng), step(rng)};
      // A third of the reaches the segment's distance to the nearest wall, to the last bit.
      const bool at_edge = i % 3 == 0;
      const double r = at_edge ? brute_edge_distance(setup, a, b) : reach(rng);
      const double margin = at_edge ? 0.0 : 0.5;
      const bool plain = walls.segment_clear(a, b, r, margin);
      ASSERT_EQ(walls.segment_clear(a, b, r, margin, &hint), plain)
          << "scene " << scene << " " << i;
      (plain ? clear : blocked) += 1;
    }
  }
  EXPECT_GT(clear, 1000);
  EXPECT_GT(blocked, 1000);
}

// A patch gathers the walls near a corner once for the corner cutting's bisection: every cut
// between the corner's two legs answers as the plain test does, for walkers of any reach up to
// the patch's, at the edge of reach too.
TEST(StaticCollision, segment_clear_in_a_patch_answers_as_without) {
  std::mt19937_64 rng(2830);
  int clear = 0, blocked = 0;
  for (int scene = 0; scene < 10; ++scene) {
    const WorldSetup setup = scene % 2 == 0 ? random_boxes_and_diamonds(rng) : random_hexagons(rng);
    const StaticCollision walls(setup);
    std::uniform_real_distribution<double> x(-10, 890), y(-10, 710), leg(0, 200), turn(-M_PI, M_PI),
        reach(0, 16), along(0, 1);
    StaticCollision::SightPatch patch;
    for (int corner = 0; corner < 100; ++corner) {
      const Vec2 p{x(rng), y(rng)};
      const double back_angle = turn(rng), ahead_angle = turn(rng), high = leg(rng);
      const Vec2 back{std::cos(back_angle), std::sin(back_angle)};
      const Vec2 ahead{std::cos(ahead_angle), std::sin(ahead_angle)};
      const Vec2 far_back = p + back * high, far_ahead = p + ahead * high;
      const double patch_reach = reach(rng) + 3.0;
      walls.gather_patch(
          {{std::min({p.x, far_back.x, far_ahead.x}), std::min({p.y, far_back.y, far_ahead.y})},
           {std::max({p.x, far_back.x, far_ahead.x}), std::max({p.y, far_back.y, far_ahead.y})}},
          patch_reach, patch);
      for (int cut = 0; cut < 30; ++cut) {
        // As the bisection asks (the same distance along both legs), and any two points.
        const double t = along(rng) * high;
        const Vec2 a = p + back * (cut % 2 == 0 ? t : along(rng) * high);
        const Vec2 b = p + ahead * t;
        const bool at_edge = cut % 3 == 0;
        const double r = at_edge ? std::min(brute_edge_distance(setup, a, b), patch_reach)
                                 : reach(rng) * (patch_reach - 3.0) / 16.0;
        const double margin = at_edge ? 0.0 : 3.0 * along(rng);
        const bool plain = walls.segment_clear(a, b, r, margin);
        ASSERT_EQ(walls.segment_clear(patch, a, b, r, margin), plain)
            << "scene " << scene << " corner " << corner << " cut " << cut;
        (plain ? clear : blocked) += 1;
      }
    }
  }
  EXPECT_GT(clear, 1000);
  EXPECT_GT(blocked, 1000);
}

TEST(StaticCollision, segment_inside_a_polygon_is_not_clear) {
  WorldSetup setup = empty_map(400, 400);
  setup.walls.polygons.push_back({{0, 0}, {400, 0}, {400, 400}, {0, 400}});
  setup.walls.boxes.push_back(make_rect(10, 10, 300, 300));
  const StaticCollision walls(setup);
  EXPECT_FALSE(walls.segment_clear({150, 150}, {160, 160}, 1));
  EXPECT_LT(walls.gap({150, 150}, 1), -100);
}

}  // namespace
}  // namespace hp::sim
