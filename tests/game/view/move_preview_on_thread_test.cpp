// The move preview on a thread of its own (the window): for every kind of spot (takeable, too
// far, no room, a walk that alerts a sentry, one that calls a reinforcement) it shows the check,
// the refusal and the forecast the preview played in frames shows; until the answer for the spot
// is in it shows no check; a dropped job never shows; and the frame's update plans nothing on the
// live world (its planner is left as it was).
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "game/sim/navigation/route_planner.h"
#include "game/sim/world/world.h"
#include "game/view/previews/forecast_thread.h"
#include "game/view/previews/move_preview.h"
#include "tests/game/sim/support/every_map.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::view {
namespace {

using sim::MoveCheck;
using sim::MoveForecast;
using sim::World;

// Mira on the open field; Grub, a sentry who notices heroes within 100 px; the Ambusher, who
// comes the turn after a hero first stands on the Bridge (an Area in the middle).
sim::WorldSetup field() {
  sim::WorldSetup setup =
      sim::test::field({sim::test::hero("Mira", {60, 240}), sim::test::enemy("Grub", {330, 110}),
                        sim::test::enemy("Ambusher", {560, 420})});
  setup.units[1].aggro_range = 100;
  setup.units[2].arrives_when_entered = 0;
  sim::Area bridge;
  bridge.name = "Bridge";
  bridge.outline = {{200, 200}, {280, 200}, {280, 280}, {200, 280}};
  setup.areas.push_back(bridge);
  return setup;
}

struct Spot {
  const char* what;
  Vec2 at;
};

// One of each: the kinds are checked on the frames' preview below, so the spots stay what they
// say if the rules move.
const Spot kSpots[] = {{"takeable", {100, 360}},    {"too far", {620, 440}},
                       {"no room", {330, 112}},     {"off the map", {-20, 240}},
                       {"alerts Grub", {260, 160}}, {"calls the Ambusher", {240, 250}}};

// The preview played in frames to its end.
MovePreview in_frames(const World& world, sim::UnitId hero, Vec2 spot) {
  MovePreview preview(ForecastPlay::kInFrames);
  preview.update(world, hero, spot);
  for (int frame = 0; frame < 100 && preview.check() == MoveCheck::kOk && !preview.forecast();
       ++frame) {
    preview.update(world, hero, spot);
  }
  return preview;
}

// Updates the thread's preview until its answer is in (30 s at most: a hung thread fails the test
// rather than the timing).
void until_answered(MovePreview& preview, const World& world, sim::UnitId hero, Vec2 spot) {
  const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  while (preview.checking() && std::chrono::steady_clock::now() < give_up) {
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
    preview.update(world, hero, spot);
  }
}

void expect_same(const MovePreview& got, const MovePreview& want, const std::string& where) {
  ASSERT_TRUE(got.check()) << where;
  EXPECT_EQ(got.check(), want.check()) << where;
  EXPECT_EQ(got.reason(), want.reason()) << where;
  ASSERT_EQ(got.forecast() != nullptr, want.forecast() != nullptr) << where;
  if (!got.forecast()) return;
  const MoveForecast& g = *got.forecast();
  const MoveForecast& w = *want.forecast();
  EXPECT_EQ(g.too_far_by, w.too_far_by) << where;
  EXPECT_EQ(g.accepted, w.accepted) << where;
  EXPECT_EQ(g.complete, w.complete) << where;
  EXPECT_EQ(g.alerts, w.alerts) << where;
  EXPECT_EQ(g.calls, w.calls) << where;
  EXPECT_EQ(g.doors, w.doors) << where;
  EXPECT_EQ(g.wins, w.wins) << where;
  EXPECT_TRUE(g.plans_after == w.plans_after) << where;
}

TEST(MovePreviewOnThread, the_spots_cover_every_kind_of_answer) {
  const World world(field());
  const sim::UnitId mira = sim::test::id_of(world, "Mira");
  const auto frames = [&](int i) { return in_frames(world, mira, kSpots[i].at); };
  EXPECT_EQ(frames(0).check(), MoveCheck::kOk);
  EXPECT_NE(frames(1).reason().find("px too far"), std::string::npos) << frames(1).reason();
  EXPECT_EQ(frames(2).check(), MoveCheck::kNoRoom);
  EXPECT_EQ(frames(3).check(), MoveCheck::kNoRoom);
  ASSERT_NE(frames(4).forecast(), nullptr);
  EXPECT_EQ(frames(4).forecast()->alerts, std::vector{sim::test::id_of(world, "Grub")});
  EXPECT_TRUE(frames(4).forecast()->calls.empty());
  ASSERT_NE(frames(5).forecast(), nullptr);
  EXPECT_EQ(frames(5).forecast()->calls, std::vector{sim::test::id_of(world, "Ambusher")});
  EXPECT_TRUE(frames(5).forecast()->alerts.empty());
}

TEST(MovePreviewOnThread, shows_the_check_reason_and_forecast_the_frames_would) {
  const World world(field());
  const sim::UnitId mira = sim::test::id_of(world, "Mira");
  MovePreview on_thread(ForecastPlay::kOnThread);
  for (int round = 0; round < 2; ++round) {  // the second round on the thread's warm planners
    for (const Spot& spot : kSpots) {
      on_thread.update(world, mira, spot.at);
      until_answered(on_thread, world, mira, spot.at);
      expect_same(on_thread, in_frames(world, mira, spot.at), spot.what);
    }
  }
  on_thread.update(world, std::nullopt, kSpots[0].at);
  EXPECT_FALSE(on_thread.check()) << "no hero: nothing on show";
  EXPECT_FALSE(on_thread.checking());
}

TEST(MovePreviewOnThread, shows_no_check_until_the_spots_answer_is_in) {
  const World world(field());
  const sim::UnitId mira = sim::test::id_of(world, "Mira");
  MovePreview on_thread(ForecastPlay::kOnThread);
  const Vec2 too_far = kSpots[1].at, takeable = kSpots[0].at;
  on_thread.update(world, mira, too_far);
  until_answered(on_thread, world, mira, too_far);
  ASSERT_EQ(on_thread.check(), MoveCheck::kTooFar);
  // The pointer moves on: the too-far answer is another spot's, never shown for this one.
  on_thread.update(world, mira, takeable);
  EXPECT_TRUE(on_thread.checking() || on_thread.check() == MoveCheck::kOk);
  EXPECT_TRUE(on_thread.checking() || on_thread.reason().empty()) << on_thread.reason();
  until_answered(on_thread, world, mira, takeable);
  EXPECT_EQ(on_thread.check(), MoveCheck::kOk);
  EXPECT_EQ(on_thread.reason(), "");
}

TEST(MovePreviewOnThread, a_dropped_job_never_shows) {
  const World world(field());
  const sim::UnitId mira = sim::test::id_of(world, "Mira");
  MovePreview on_thread(ForecastPlay::kOnThread);
  const Vec2 too_far = kSpots[1].at, takeable = kSpots[0].at;
  for (int i = 0; i < 20; ++i) {
    on_thread.update(world, mira, too_far);
    // Left a while, the too-far job may be done on the thread, but it is never taken for the
    // next spot: the preview shows nothing, then the takeable spot's answer.
    if (i % 2 == 1) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    on_thread.update(world, mira, takeable);
    until_answered(on_thread, world, mira, takeable);
    ASSERT_EQ(on_thread.check(), MoveCheck::kOk) << "round " << i;
    EXPECT_EQ(on_thread.reason(), "") << "round " << i;
    on_thread.update(world, std::nullopt, takeable);  // off the ground: a job still due is dropped
    EXPECT_FALSE(on_thread.check());
  }
}

TEST(MoveForecastThread, a_new_job_drops_the_one_before_and_a_dropped_one_is_never_taken) {
  const World world(field());
  const sim::UnitId mira = sim::test::id_of(world, "Mira");
  MoveForecastThread thread;
  const std::uint64_t first = thread.play(sim::MoveForecaster(world, mira, kSpots[4].at));
  const std::uint64_t second = thread.play(sim::MoveForecaster(world, mira, kSpots[5].at));
  thread.wait(first);  // returns: dropped
  thread.wait(second);
  EXPECT_FALSE(thread.take(first));
  const std::optional<MoveForecast> played = thread.take(second);
  ASSERT_TRUE(played);
  EXPECT_EQ(played->calls, sim::forecast_move(world, mira, kSpots[5].at).calls);
  EXPECT_FALSE(thread.take(second)) << "a forecast is taken once";
  const std::uint64_t third = thread.play(sim::MoveForecaster(world, mira, kSpots[0].at));
  thread.drop(third);
  thread.wait(third);
  EXPECT_FALSE(thread.take(third));
}

// The live world's planner counts the searches it makes (RoutePlanner::searches; plans handed
// over from the thread are not searches): a check in update() would add one, as the frames'
// preview shows it does. A wall stands between Mira and the spots, so each way is searched.
TEST(MovePreviewOnThread, the_frames_update_plans_nothing_on_the_live_world) {
  sim::WorldSetup setup = field();
  setup.walls.boxes.push_back({110, 120, 24, 240});
  const World world(setup);
  const sim::Unit& hero = *world.unit(sim::test::id_of(world, "Mira"));
  // Spots the way to which is searched (a straight way searches nothing), found on planners of
  // the test's own.
  const sim::WorldPlanners probe = world.own_planners();
  std::vector<Vec2> spots;
  for (double x = 160; x <= 400; x += 40) {
    for (double y = 160; y <= 320; y += 40) {
      sim::RouteRequest request;
      request.start = hero.position;
      request.radius = hero.radius();
      request.goal = {x, y};
      probe.planner->plan(request);
      if (probe.planner->last_expanded() > 0 && spots.size() < 8) spots.push_back({x, y});
    }
  }
  ASSERT_GE(spots.size(), 4u);
  {
    MovePreview frames(ForecastPlay::kInFrames);
    const int before = world.planner().searches();
    frames.update(world, hero.id, spots[0]);
    ASSERT_GT(world.planner().searches(), before)
        << "the frames' check plans on the live world's planner: else this test cannot tell";
  }
  MovePreview on_thread(ForecastPlay::kOnThread);
  for (std::size_t i = 1; i < spots.size(); ++i) {
    const int before = world.planner().searches();
    on_thread.update(world, hero.id, spots[i]);
    EXPECT_EQ(world.planner().searches(), before);
    until_answered(on_thread, world, hero.id, spots[i]);
    EXPECT_TRUE(on_thread.check());
    EXPECT_EQ(world.planner().searches(), before)
        << "the thread planned on the live world's planner";
  }
}

}  // namespace
}  // namespace hp::view
