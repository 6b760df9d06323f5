// Aggro range (issue 15, "Levels, not just maps"): an enemy with one neither attacks nor advances
// until a living hero comes within it or slams it; from then on it hunts, off any route, for the
// rest of the battle. The alert is world state: copied, hashed and carried by a hot reload.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <vector>

#include "game/sim/world/attack_forecast.h"
#include "game/sim/world/move_forecast.h"
#include "game/sim/world/world.h"
#include "tests/game/sim/support/event_subject.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::sim {
namespace {

using test::attack;
using test::end_turn;
using test::enemy;
using test::field;
using test::hero;
using test::id_of;
using test::move;

constexpr double kRange = 100.0;  // px, the enemies' aggro range in these tests

template <class Kind>
const Event* find_event(const World& world, UnitId subject) {
  const auto events = world.events();
  const auto it = std::find_if(events.begin(), events.end(), [&](const Event& e) {
    return std::holds_alternative<Kind>(e) && test::subject_of(e) == subject;
  });
  return it == events.end() ? nullptr : &*it;
}

void settle(World& world) {
  for (int i = 0; i < 60 * 60 && world.busy(); ++i) world.step({});
  ASSERT_FALSE(world.busy());
}

// Ann, and Grub walking a route up and down x = 400, 200 px from her at the nearest: within
// Grub's reach (288 px), out of its aggro range.
WorldSetup patroller_beside_ann(double aggro_range) {
  WorldSetup setup = field({hero("Ann", {200, 240}), enemy("Grub", {400, 160})});
  setup.units[1].aggro_range = aggro_range;
  PatrolRoute route;
  route.name = "beat";
  route.points = {{400, 160}, {400, 320}};
  route.wait = 0.25;
  setup.routes.push_back(route);
  setup.units[1].patrol_route = 0;
  return setup;
}

// Ann and Grub standing guard 250 px apart: within its reach, out of its range.
WorldSetup guard_in_reach(double aggro_range) {
  WorldSetup setup = field({hero("Ann", {150, 240}), enemy("Grub", {400, 240})});
  setup.units[1].aggro_range = aggro_range;
  return setup;
}

TEST(Aggro, without_a_range_an_enemy_attacks_a_hero_in_reach_as_before) {
  const World world(patroller_beside_ann(0.0));
  EXPECT_EQ(world.intent(id_of(world, "Grub")), id_of(world, "Ann"));
  EXPECT_FALSE(world.unit(id_of(world, "Grub"))->unalerted());
}

TEST(Aggro, an_unalerted_patroller_keeps_its_route_and_spares_a_hero_in_reach_beyond_its_range) {
  World world(patroller_beside_ann(kRange));
  const UnitId grub = id_of(world, "Grub");
  EXPECT_TRUE(world.unit(grub)->unalerted());
  EXPECT_FALSE(world.intent(grub).has_value());
  EXPECT_FALSE(world.advance(grub).has_value());
  world.step(end_turn());
  bool waited = false;
  double max_y = 0, min_y = 1e9;
  for (int i = 0; i < 60 * 60 && world.turns().turn == 1; ++i) {
    world.step({});
    EXPECT_EQ(find_event<ActionStarted>(world, grub), nullptr);
    EXPECT_EQ(find_event<MoveStarted>(world, grub), nullptr);
    waited = waited || find_event<EnemyWaits>(world, grub) != nullptr;
    max_y = std::max(max_y, world.unit(grub)->position.y);
    min_y = std::min(min_y, world.unit(grub)->position.y);
  }
  EXPECT_EQ(world.turns().turn, 2);
  EXPECT_TRUE(waited);
  EXPECT_TRUE(world.unit(grub)->unalerted());
  EXPECT_TRUE(world.patrol_progress(grub).has_value());  // still on its route
  EXPECT_GT(max_y - min_y, 20.0);                        // and it walked it meanwhile
  EXPECT_EQ(world.unit(id_of(world, "Ann"))->hp, 10);
}

TEST(Aggro, an_unalerted_guard_stands_with_a_hero_in_reach) {
  World world(guard_in_reach(kRange));
  const UnitId grub = id_of(world, "Grub");
  EXPECT_FALSE(world.intent(grub).has_value());
  EXPECT_FALSE(world.advance(grub).has_value());
  world.step(end_turn());
  for (int i = 0; i < 60 * 60 && world.turns().turn == 1; ++i) world.step({});
  EXPECT_EQ(world.unit(grub)->position, (Vec2{400, 240}));
  EXPECT_EQ(world.unit(id_of(world, "Ann"))->hp, 10);
}

TEST(Aggro, a_hero_walking_within_range_alerts_it_and_its_intent_follows_the_move) {
  World world(guard_in_reach(kRange));
  const UnitId ann = id_of(world, "Ann"), grub = id_of(world, "Grub");
  world.step(move(world, "Ann", {330, 240}));  // 70 px from Grub at the end
  std::optional<Alerted> alerted;
  for (int i = 0; i < 60 * 10 && world.busy() && !alerted; ++i) {
    world.step({});
    if (const Event* e = find_event<Alerted>(world, grub)) alerted = std::get<Alerted>(*e);
  }
  ASSERT_TRUE(alerted.has_value());
  EXPECT_EQ(alerted->by, ann);
  EXPECT_EQ(alerted->cause, AlertCause::kCameNear);
  EXPECT_LE(distance(world.unit(ann)->position, world.unit(grub)->position), kRange);
  EXPECT_TRUE(world.busy());  // Ann is still walking: alerted before the move's end
  EXPECT_TRUE(world.unit(grub)->alerted);
  EXPECT_FALSE(world.intent(grub)) << "planned once the move is over and the world stands";
  EXPECT_TRUE(world.move());
  settle(world);
  EXPECT_EQ(world.intent(grub), ann);
  // Once is enough: it stays alert however far Ann goes.
  for (int i = 0; i < 60 * 60 && world.turns().turn == 1; ++i) world.step(end_turn());
  EXPECT_TRUE(world.unit(grub)->alerted);
}

TEST(Aggro, a_slam_alerts_an_enemy_whose_range_is_inside_the_touch) {
  World world(guard_in_reach(5.0));  // less than the two discs: only a slam can alert it
  const UnitId ann = id_of(world, "Ann"), grub = id_of(world, "Grub");
  world.step(attack(world, "Ann", "Grub"));
  std::optional<Alerted> alerted;
  for (int i = 0; i < 60 * 30 && world.busy(); ++i) {
    world.step({});
    if (const Event* e = find_event<Alerted>(world, grub)) {
      alerted = std::get<Alerted>(*e);
      EXPECT_NE(find_event<Slam>(world, ann), nullptr);  // on the slam's tick
    }
  }
  ASSERT_TRUE(alerted.has_value());
  EXPECT_EQ(alerted->by, ann);
  EXPECT_EQ(alerted->cause, AlertCause::kSlammed);
  EXPECT_EQ(world.intent(grub), ann);
}

TEST(Aggro, an_alerted_patroller_leaves_its_route_and_advances_on_a_hero_out_of_reach) {
  WorldSetup setup = patroller_beside_ann(kRange);
  setup.units[0].position = {60, 240};  // 340 px and more from the route: out of reach
  World world(setup);
  const UnitId ann = id_of(world, "Ann"), grub = id_of(world, "Grub");
  EXPECT_FALSE(world.advance(grub).has_value());
  world.step(attack(world, "Ann", "Grub"));  // she walks into its range, slams, walks home
  settle(world);
  ASSERT_TRUE(world.unit(grub)->alerted);
  EXPECT_FALSE(world.patrol_progress(grub).has_value());  // off its route
  EXPECT_FALSE(world.intent(grub).has_value());
  ASSERT_TRUE(world.advance(grub).has_value());  // toward Ann, its reach's worth
  const Vec2 from = world.unit(grub)->position;
  const Vec2 to = *world.advance(grub);
  EXPECT_LT(distance(to, world.unit(ann)->position), distance(from, world.unit(ann)->position));
  world.step(end_turn());
  bool advanced = false;
  for (int i = 0; i < 60 * 60 && world.turns().turn == 1; ++i) {
    world.step({});
    advanced = advanced || find_event<MoveStarted>(world, grub) != nullptr;
  }
  EXPECT_TRUE(advanced);
  EXPECT_LT(distance(world.unit(grub)->position, to), 4.0);
}

TEST(Aggro, a_copy_keeps_the_alert_and_the_state_hash_sees_it) {
  World world(guard_in_reach(kRange));
  const UnitId grub = id_of(world, "Grub");
  World copy(world);
  EXPECT_EQ(copy.state_hash(), world.state_hash());
  copy.step(move(copy, "Ann", {330, 240}));
  settle(copy);
  EXPECT_TRUE(copy.unit(grub)->alerted);
  EXPECT_FALSE(world.unit(grub)->alerted);  // the original is as it was
  EXPECT_TRUE(World(copy).unit(grub)->alerted);
  World flipped(world);
  flipped.units_mut()[grub.index].alerted = true;
  EXPECT_NE(flipped.state_hash(), world.state_hash());
}

TEST(Aggro, a_hero_placed_within_range_has_alerted_it_from_the_start) {
  WorldSetup setup = guard_in_reach(kRange);
  setup.units[0].position = {320, 240};
  const World world(setup);
  EXPECT_TRUE(world.unit(id_of(world, "Grub"))->alerted);
  EXPECT_EQ(world.intent(id_of(world, "Grub")), id_of(world, "Ann"));
  EXPECT_TRUE(world.events().empty());  // no step, no events
}

TEST(Aggro, a_hot_reload_keeps_who_was_alerted_and_off_its_route) {
  WorldSetup setup = patroller_beside_ann(kRange);
  setup.units.push_back(enemy("Imp", {560, 420}));
  setup.units.back().aggro_range = kRange;
  World old(setup);
  old.step(move(old, "Ann", {330, 240}));
  settle(old);
  ASSERT_TRUE(old.unit(id_of(old, "Grub"))->alerted);
  ASSERT_FALSE(old.unit(id_of(old, "Imp"))->alerted);
  World reloaded(setup);
  ASSERT_TRUE(reloaded.resume_from(old));
  const UnitId grub = id_of(reloaded, "Grub");
  EXPECT_TRUE(reloaded.unit(grub)->alerted);
  EXPECT_FALSE(reloaded.patrol_progress(grub).has_value());
  EXPECT_EQ(reloaded.intent(grub), id_of(reloaded, "Ann"));  // Ann stands at the map's spot
  EXPECT_FALSE(reloaded.unit(id_of(reloaded, "Imp"))->alerted);
}

// A reinforcement is no hero on the field until it arrives; arriving within a sentry's range, it
// alerts the sentry as the player's turn begins, so the turn opens with the sentry's true plan.
TEST(Aggro, a_hero_arriving_within_range_alerts_it_as_the_turn_begins_and_not_before) {
  WorldSetup setup = guard_in_reach(kRange);
  setup.units[0].position = {60, 240};  // Ann: out of Grub's reach and range
  setup.units.push_back(hero("Cy", {330, 240}));
  setup.units.back().arrives_on_turn = 2;
  World world(setup);
  const UnitId grub = id_of(world, "Grub"), cy = id_of(world, "Cy");
  EXPECT_FALSE(world.unit(grub)->alerted);  // Cy stands in range, but is not here yet
  world.step(end_turn());
  std::optional<Alerted> alerted;
  for (int i = 0; i < 60 * 60 && world.turns().turn == 1; ++i) {
    world.step({});
    if (const Event* e = find_event<Alerted>(world, grub)) alerted = std::get<Alerted>(*e);
    if (world.turns().turn == 1) {
      EXPECT_FALSE(world.unit(grub)->alerted);
    }
  }
  ASSERT_EQ(world.turns().turn, 2);
  ASSERT_TRUE(alerted.has_value());
  EXPECT_EQ(alerted->by, cy);
  test::finish_planning(world);
  EXPECT_EQ(world.intent(grub), cy);
}

// The previews tell the player beforehand: a Move or an attack forecast names whom it alerts.
TEST(Aggro, a_move_forecast_names_the_enemies_the_walk_would_alert) {
  WorldSetup setup = guard_in_reach(kRange);
  setup.units.push_back(enemy("Imp", {240, 400}));
  setup.units.back().aggro_range = kRange;
  const World world(setup);
  const UnitId grub = id_of(world, "Grub"), imp = id_of(world, "Imp");
  const MoveForecast near_grub = forecast_move(world, id_of(world, "Ann"), {330, 240});
  EXPECT_TRUE(near_grub.accepted);
  EXPECT_TRUE(near_grub.complete);
  EXPECT_EQ(near_grub.alerts, std::vector<UnitId>{grub});
  EXPECT_FALSE(world.unit(grub)->alerted);  // the forecast played on a copy
  // Down to a spot beside the Imp, 90 px from it.
  const MoveForecast past_imp = forecast_move(world, id_of(world, "Ann"), {150, 400});
  EXPECT_EQ(past_imp.alerts, std::vector<UnitId>{imp});
  EXPECT_TRUE(forecast_move(world, id_of(world, "Ann"), {100, 200}).alerts.empty());
  EXPECT_FALSE(forecast_move(world, id_of(world, "Ann"), {400, 240}).accepted);  // on Grub
  // What the forecast said is what the order does.
  World real(setup);
  real.step(move(real, "Ann", {150, 400}));
  std::vector<UnitId> alerted;
  for (int i = 0; i < 60 * 30 && real.busy(); ++i) {
    real.step({});
    for (const Event& e : real.events()) {
      if (std::holds_alternative<Alerted>(e)) alerted.push_back(test::subject_of(e));
    }
  }
  EXPECT_EQ(alerted, past_imp.alerts);
}

TEST(Aggro, an_attack_forecast_names_the_target_its_approach_alerts) {
  const World world(guard_in_reach(kRange));
  const AttackForecast f = forecast_attack(world, id_of(world, "Ann"), id_of(world, "Grub"));
  EXPECT_TRUE(f.lands);
  EXPECT_EQ(f.alerts, std::vector<UnitId>{id_of(world, "Grub")});
  const World plain(guard_in_reach(0.0));  // no range: nothing to alert
  EXPECT_TRUE(forecast_attack(plain, id_of(plain, "Ann"), id_of(plain, "Grub")).alerts.empty());
}

}  // namespace
}  // namespace hp::sim
