// ForecastThread and the preview on it: a forecast played on the thread (on planners of its own)
// is the one played in frames, to the bit, on the projected levels and after a door opens; a new
// job drops the one before; the thread stops with a job under way.
#include "game/view/previews/forecast_thread.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "game/sim/navigation/route_planner.h"
#include "game/sim/world/world.h"
#include "game/view/previews/attack_preview.h"
#include "tests/game/sim/support/every_map.h"

namespace hp::view {
namespace {

using sim::AttackForecast;
using sim::UnitId;
using sim::World;

void expect_same(const AttackForecast& got, const AttackForecast& want, const std::string& where) {
  EXPECT_EQ(got.accepted, want.accepted) << where;
  EXPECT_EQ(got.complete, want.complete) << where;
  EXPECT_EQ(got.lands, want.lands) << where;
  EXPECT_EQ(got.abandoned, want.abandoned) << where;
  ASSERT_EQ(got.approach.size(), want.approach.size()) << where;
  for (std::size_t i = 0; i < got.approach.size(); ++i) {
    ASSERT_EQ(got.approach[i], want.approach[i]) << where << " tick " << i;
  }
  EXPECT_EQ(got.meeting, want.meeting) << where;
  EXPECT_EQ(got.enemy_at_slam, want.enemy_at_slam) << where;
  EXPECT_EQ(got.enemy_lands, want.enemy_lands) << where;
  EXPECT_EQ(got.damage, want.damage) << where;
  EXPECT_EQ(got.enemy_hp_after, want.enemy_hp_after) << where;
  EXPECT_EQ(got.knocks_out, want.knocks_out) << where;
  EXPECT_EQ(got.enemy_flees, want.enemy_flees) << where;
  EXPECT_EQ(got.alerts, want.alerts) << where;
  EXPECT_EQ(got.ticks_to_slam, want.ticks_to_slam) << where;
}

std::vector<std::pair<UnitId, UnitId>> pairs_of(const World& world) {
  std::vector<std::pair<UnitId, UnitId>> pairs;
  for (const sim::Unit& hero : world.units()) {
    if (hero.side() != sim::Side::kHero || !hero.in_play()) continue;
    for (const sim::Unit& enemy : world.units()) {
      if (enemy.side() == sim::Side::kEnemy && enemy.in_play())
        pairs.emplace_back(hero.id, enemy.id);
    }
  }
  return pairs;
}

void end_turns(World& world, int turns) {
  for (int turn = 0; turn < turns; ++turn) {
    sim::Commands end;
    end.end_turn = true;
    world.step(end);
    for (int tick = 0; tick < 100000 && !world.waiting_for_player(); ++tick) world.step({});
  }
}

// Pairs forecast on the thread (every hero, on enemies in turn: eight or so, to keep the test
// short), each checked against forecast_attack in this thread.
void expect_every_pair_as_in_frames(AttackForecastThread& thread, const World& world,
                                    const std::string& where) {
  const auto all = pairs_of(world);
  ASSERT_FALSE(all.empty()) << where;
  std::vector<std::pair<UnitId, UnitId>> pairs;
  const std::size_t stride = std::max<std::size_t>(1, all.size() / 8) | 1;  // odd: enemies vary
  for (std::size_t i = 0; i < all.size(); i += stride) pairs.push_back(all[i]);
  for (const auto& [hero, enemy] : pairs) {
    const std::uint64_t job = thread.play(sim::AttackForecaster(world, hero, enemy));
    thread.wait(job);
    const std::optional<AttackForecast> played = thread.take(job);
    ASSERT_TRUE(played) << where;
    EXPECT_FALSE(thread.take(job)) << where << ": a forecast is taken once";
    expect_same(*played, sim::forecast_attack(world, hero, enemy),
                where + " " + world.unit(hero)->spec.name + " on " + world.unit(enemy)->spec.name);
  }
}

TEST(ForecastThread, plays_the_pairs_as_the_frames_do_on_the_projected_levels) {
  AttackForecastThread thread;
  for (const char* map : {"maps/watchtower.tmx", "maps/fens.tmx", "maps/fortress.tmx"}) {
    World world(sim::test::setup_of(map));
    expect_every_pair_as_in_frames(thread, world, map);
    end_turns(world, 2);
    expect_every_pair_as_in_frames(thread, world, std::string(map) + " turn 2");
  }
}

TEST(ForecastThread, plans_on_new_planners_once_a_door_has_opened) {
  World world(sim::test::setup_of("maps/watchtower.tmx"));
  ASSERT_FALSE(world.door_open(0));
  const sim::WorldPlanners before = world.own_planners();
  EXPECT_TRUE(world.fits(before));
  AttackForecastThread thread;
  expect_every_pair_as_in_frames(thread, world, "gate closed");
  end_turns(world, 4);  // the Watchtower's gate opens on turn 4
  ASSERT_TRUE(world.door_open(0));
  EXPECT_FALSE(world.fits(before)) << "planners over the closed gate's walls still fit";
  expect_every_pair_as_in_frames(thread, world, "gate open");
}

TEST(ForecastThread, a_new_job_drops_the_one_before) {
  const World world(sim::test::setup_of("maps/watchtower.tmx"));
  const auto pairs = pairs_of(world);
  ASSERT_GE(pairs.size(), 2u);
  AttackForecastThread thread;
  const std::uint64_t first =
      thread.play(sim::AttackForecaster(world, pairs[0].first, pairs[0].second));
  const std::uint64_t second =
      thread.play(sim::AttackForecaster(world, pairs[1].first, pairs[1].second));
  thread.wait(first);  // returns: dropped
  thread.wait(second);
  EXPECT_FALSE(thread.take(first));
  const std::optional<AttackForecast> played = thread.take(second);
  ASSERT_TRUE(played);
  expect_same(*played, sim::forecast_attack(world, pairs[1].first, pairs[1].second), "second");
}

TEST(ForecastThread, stops_with_a_job_under_way) {
  const World world(sim::test::setup_of("maps/fens.tmx"));
  const auto pairs = pairs_of(world);
  ASSERT_FALSE(pairs.empty());
  for (int i = 0; i < 20; ++i) {
    AttackForecastThread thread;
    thread.play(sim::AttackForecaster(world,
                                      pairs[static_cast<std::size_t>(i) % pairs.size()].first,
                                      pairs[static_cast<std::size_t>(i) % pairs.size()].second));
  }  // each destructor stops the job and joins: the test ends
  SUCCEED();
}

// The window's preview: nothing until the thread is done, then the forecast played in frames.
TEST(AttackPreviewOnThread, shows_the_forecast_the_frames_would_once_it_is_done) {
  const World world(sim::test::setup_of("maps/watchtower.tmx"));
  const auto pairs = pairs_of(world);
  ASSERT_GE(pairs.size(), 2u);
  AttackPreview on_thread(ForecastPlay::kOnThread);
  for (const auto& [hero, enemy] : {pairs[0], pairs[1], pairs[0]}) {
    AttackPreview in_frames(ForecastPlay::kInFrames);
    while (!in_frames.finished()) in_frames.update(world, hero, enemy);
    on_thread.update(world, hero, enemy);
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    while (!on_thread.finished() && std::chrono::steady_clock::now() < give_up) {
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
      on_thread.update(world, hero, enemy);
    }
    ASSERT_TRUE(on_thread.finished());
    ASSERT_NE(on_thread.forecast(), nullptr);
    expect_same(*on_thread.forecast(), *in_frames.forecast(), "preview");
  }
  on_thread.update(world, std::nullopt, pairs[0].second);
  EXPECT_EQ(on_thread.forecast(), nullptr) << "no hero: nothing on show";
}

}  // namespace
}  // namespace hp::view

// Once the window's preview shows an attack, the plans its thread made are the world's: the order,
// given, makes no route search of its own (every plan it makes the forecast made).
namespace hp::view {
namespace {

int searches(const World& world) {
  return world.planner().searches() + world.coarse_planner().searches();
}

TEST(AttackPreviewOnThread, the_order_shown_plans_nothing_again) {
  for (const char* map : {"maps/bridge.tmx", "maps/crossroads.tmx", "maps/watchtower.tmx"}) {
    World world(sim::test::setup_of(map));
    while (world.busy()) world.step({});  // the first intents
    const auto pairs = pairs_of(world);
    ASSERT_FALSE(pairs.empty()) << map;
    const auto [hero, enemy] = pairs.back();
    AttackPreview preview(ForecastPlay::kOnThread);
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    while (!preview.finished() && std::chrono::steady_clock::now() < give_up) {
      preview.update(world, hero, enemy);
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    ASSERT_TRUE(preview.finished()) << map;
    const int before = searches(world);
    sim::Commands order;
    order.attack = sim::AttackOrder{hero, enemy};
    world.step(order);
    for (int tick = 0; tick < 60 * 120 && !sim::order_played_out(world); ++tick) world.step({});
    EXPECT_EQ(searches(world), before) << map << ": the order planned a route the forecast had";
    EXPECT_EQ(world.unit(enemy)->hp, preview.forecast()->enemy_hp_after) << map;
  }
}

}  // namespace
}  // namespace hp::view
