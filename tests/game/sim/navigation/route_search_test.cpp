// RouteSearch: a plan carried on a slice at a time gives planner.plan's route to the bit, takes
// the same expansions however it is split, and a copy or a search that lost its grid goes on
// from where it stood.
#include "game/sim/navigation/route_search.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "tests/game/sim/support/test_rooms.h"

namespace hp::sim {
namespace {

using test::open_point;
using test::rooms;

// Big-grid searches go on weighted after 64 cells, so the switch falls inside the slices.
constexpr LongSearch kEager{0, 64, 1.5};

struct Scene {
  std::vector<Obstacle> discs;
  std::vector<RouteRequest> requests;
};

Scene scene_on(const StaticCollision& walls, std::mt19937_64& rng) {
  Scene scene;
  for (int i = 0; i < 10; ++i) scene.discs.push_back({open_point(walls, rng, 12), 12});
  for (int i = 0; i < 12; ++i) {
    RouteRequest req;
    req.start = open_point(walls, rng, 12);
    req.goal = i % 5 == 0 ? scene.discs[static_cast<std::size_t>(i) % 10].position
                          : open_point(walls, rng, 12);
    req.radius = 12;
    req.margin = i % 3 == 0 ? 0.5 : 2.0;
    req.goal_reach = i % 2 == 0 ? 0.0 : 25.0;
    req.max_length = i % 4 == 3 ? 400.0 : 0.0;
    if (i % 3 != 2) req.discs = scene.discs;
    scene.requests.push_back(req);
  }
  return scene;
}

// Carries the search on in slices of `slice` expansions: the route, and the calls it took.
int run_in_slices(RouteSearch& search, const RoutePlanner& planner, NavNoRoutes& no_routes,
                  int slice) {
  int calls = 0;
  for (bool done = false; !done; ++calls) {
    int budget = slice;
    done = search.advance(planner, no_routes, budget);
    // A slice may run over by less than one line-of-sight test of the pulling.
    EXPECT_GT(budget, -RouteSearch::kPullTestCost);
    EXPECT_TRUE(done || budget <= 0) << "a slice stopped with budget left";
    if (calls > 1'000'000) ADD_FAILURE() << "never done";
  }
  return calls;
}

TEST(RouteSearch, gives_the_plan_of_a_whole_search_to_the_bit_however_it_is_split) {
  std::mt19937_64 rng(2929);
  int found = 0, sliced = 0;
  for (int map = 0; map < 4; ++map) {
    const StaticCollision walls(rooms(rng, 1024, 256));
    for (const LongSearch long_search : {LongSearch{}, kEager}) {
      const RoutePlanner planner(walls, 8, SearchEnds::kStart, PlanShortcuts::kKept, long_search);
      const RoutePlanner plain(walls, 8, SearchEnds::kStart, PlanShortcuts::kNone, long_search);
      const Scene scene = scene_on(walls, rng);
      for (const RouteRequest& req : scene.requests) {
        const Route whole = plain.plan(req);
        int whole_cells = -1;
        for (const int slice : {1, 7, 64, 1000, 1 << 30}) {
          NavNoRoutes no_routes;
          RouteSearch search(req);
          const int calls = run_in_slices(search, planner, no_routes, slice);
          const Route& route = search.route();
          ASSERT_EQ(route.found, whole.found) << "map " << map << " slice " << slice;
          ASSERT_EQ(route.points, whole.points) << "map " << map << " slice " << slice;
          EXPECT_EQ(route.length, whole.length);
          EXPECT_EQ(route.over_length, whole.over_length);
          // The same expansions, however split; a slice of 1 takes at least one call per
          // expansion (and per line-of-sight test of the pulling).
          if (whole_cells < 0) whole_cells = search.expanded();
          EXPECT_EQ(search.expanded(), whole_cells) << "slice " << slice;
          if (slice == 1) {
            EXPECT_GE(calls, search.expanded());
          }
          if (calls > 1) ++sliced;
        }
        if (whole.found) ++found;
      }
    }
  }
  EXPECT_GT(found, 40);
  EXPECT_GT(sliced, 60);  // most searches did spread over several calls
}

TEST(RouteSearch, a_copy_or_a_search_that_lost_its_grid_goes_on_from_where_it_stood) {
  std::mt19937_64 rng(31);
  const StaticCollision walls(rooms(rng, 1024, 256));
  const RoutePlanner planner(walls, 8, SearchEnds::kStart, PlanShortcuts::kKept, kEager);
  const Scene scene = scene_on(walls, rng);
  int compared = 0;
  for (const RouteRequest& req : scene.requests) {
    NavNoRoutes alone_memo;
    RouteSearch alone(req);
    run_in_slices(alone, planner, alone_memo, 1 << 30);

    NavNoRoutes memo;
    RouteSearch search(req);
    int budget = 50;
    if (search.advance(planner, memo, budget)) continue;  // done in one slice: nothing to copy
    ++compared;
    // A copy made now, on a memo of its own, and the original after another search took the
    // planner's grid: both end where the search alone ends, in as many expansions.
    RouteSearch copy = search;
    NavNoRoutes copy_memo = memo;
    RouteSearch other(scene.requests.front());
    int other_budget = 30;
    other.advance(planner, memo, other_budget);
    run_in_slices(search, planner, memo, 37);
    run_in_slices(copy, planner, copy_memo, 37);
    for (const RouteSearch* s : {&search, &copy}) {
      EXPECT_EQ(s->route().points, alone.route().points);
      EXPECT_EQ(s->expanded(), alone.expanded());
    }
  }
  EXPECT_GE(compared, 4);
}

// Copies made at every few slices, through the search and the pulling after it, each finished
// on its own: all end where the search alone ends.
TEST(RouteSearch, a_copy_made_at_any_point_ends_the_same) {
  std::mt19937_64 rng(37);
  const StaticCollision walls(rooms(rng, 1024, 256));
  const RoutePlanner planner(walls, 4);
  const Scene scene = scene_on(walls, rng);
  int copies = 0;
  for (std::size_t r = 0; r < 6; ++r) {
    const RouteRequest& req = scene.requests[r];
    NavNoRoutes alone_memo;
    RouteSearch alone(req);
    run_in_slices(alone, planner, alone_memo, 1 << 30);
    NavNoRoutes memo;
    RouteSearch search(req);
    for (int call = 0;; ++call) {
      if (call % 3 == 1) {
        RouteSearch copy = search;
        NavNoRoutes copy_memo = memo;
        run_in_slices(copy, planner, copy_memo, 40);
        EXPECT_EQ(copy.route().points, alone.route().points) << "request " << r << " call " << call;
        ++copies;
      }
      int budget = 40;
      if (search.advance(planner, memo, budget)) break;
    }
    EXPECT_EQ(search.route().points, alone.route().points);
  }
  EXPECT_GT(copies, 20);
}

}  // namespace
}  // namespace hp::sim
