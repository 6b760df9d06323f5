// The attack action end to end: walk there around the others, slam, knock back, walk home.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "game/sim/steering/contact.h"
#include "game/sim/world/attack_report.h"
#include "game/sim/world/world.h"
#include "tests/game/sim/support/event_subject.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::sim {
namespace {

using test::attack;
using test::enemy;
using test::field;
using test::hero;
using test::id_of;
using test::kRadius;

constexpr double kStride = 96.0 * World::kDt;  // default speed, one tick

// Steps until an event of kind Kind appears (or `limit` ticks); returns the tick count taken.
template <class Kind>
int step_until(World& world, int limit = 2000) {
  for (int i = 1; i <= limit; ++i) {
    world.step({});
    for (const Event& e : world.events()) {
      if (std::holds_alternative<Kind>(e)) return i;
    }
  }
  ADD_FAILURE() << "event never came";
  return limit;
}

TEST(AttackAction, open_field_attack_arrives_slams_and_returns_exactly_home) {
  World world(test::open_field());
  const AttackReport report = run_attack(world, id_of(world, "Ann"), id_of(world, "Ogre"), 30.0);
  EXPECT_TRUE(report.arrived);
  EXPECT_TRUE(report.completed);
  EXPECT_TRUE(report.returned_home);
  EXPECT_EQ(report.enemy_hp_before, 10);
  EXPECT_EQ(report.enemy_hp_after, 7);  // the default attack of 3
  EXPECT_DOUBLE_EQ(report.straight_line, 384.0);
  // Nothing in the way: a straight walk that stops touching (a contact skin short).
  EXPECT_NEAR(report.path_length, 384.0 - 2 * kRadius, kContactSkin + 1e-9);
  EXPECT_NEAR(report.seconds_to_contact, 224 * World::kDt, 1e-12);
  const Unit& ann = *world.unit(id_of(world, "Ann"));
  EXPECT_EQ(ann.position, ann.home);  // exactly, not just within 2 px
  EXPECT_FALSE(world.busy());
}

TEST(AttackAction, events_come_in_order_started_slam_finished) {
  World world(test::open_field());
  std::vector<std::size_t> seen;  // each event's kind, as its index in the variant
  world.step(attack(world, "Ann", "Ogre"));
  for (const Event& e : world.events()) seen.push_back(e.index());
  for (int i = 0; i < 1000 && world.busy(); ++i) {
    world.step({});
    for (const Event& e : world.events()) seen.push_back(e.index());
  }
  // Ann was the only hero: with her attack over, the enemies' turn begins on the same tick.
  const std::vector<std::size_t> expected = {Event(ActionStarted{}).index(), Event(Slam{}).index(),
                                             Event(ActionFinished{}).index(),
                                             Event(EnemyTurnBegan{}).index()};
  EXPECT_EQ(seen, expected);
}

TEST(AttackAction, slam_event_names_both_units_the_damage_and_the_contact_point) {
  World world(test::open_field());
  world.step(attack(world, "Ann", "Ogre"));
  step_until<Slam>(world);
  ASSERT_TRUE(std::holds_alternative<Slam>(world.events().front()));
  const Slam& slam = std::get<Slam>(world.events().front());
  EXPECT_EQ(slam.attacker, id_of(world, "Ann"));
  EXPECT_EQ(slam.target, id_of(world, "Ogre"));
  EXPECT_EQ(slam.damage, 3);
  // Where the discs touch: one radius from each centre (the Ogre has not flown yet).
  EXPECT_NEAR(distance(slam.contact, world.unit(id_of(world, "Ann"))->position), kRadius, 1e-9);
  EXPECT_NEAR(distance(slam.contact, world.unit(id_of(world, "Ogre"))->position), kRadius,
              kContactSkin + 1e-9);
}

TEST(AttackAction, approach_moves_exactly_speed_times_dt_until_the_discs_touch) {
  World world(test::ally_near_the_line());  // steering bends the path; the stride stays exact
  const UnitId ann = id_of(world, "Ann");
  const UnitId ogre = id_of(world, "Ogre");
  world.step(attack(world, "Ann", "Ogre"));
  for (int i = 0; i < 1000; ++i) {
    const Unit& a = *world.unit(ann);
    const bool slam = std::any_of(world.events().begin(), world.events().end(),
                                  [](const Event& e) { return std::holds_alternative<Slam>(e); });
    const double gap = distance(a.position, world.unit(ogre)->position) - 2 * kRadius;
    ASSERT_GE(gap, -1e-9) << "tick " << i;  // never overlaps the target
    if (slam) {
      EXPECT_NEAR(gap, 0.0, kContactSkin + 1e-9);  // the slam comes on the tick the discs touch
      EXPECT_LE(distance(a.previous_position, a.position), kStride + 1e-12);
      return;
    }
    ASSERT_NEAR(distance(a.previous_position, a.position), kStride, 1e-9) << "tick " << i;
    world.step({});
  }
  FAIL() << "never arrived";
}

TEST(AttackAction, slam_freezes_the_battle_then_knocks_the_enemy_back_with_ease_out) {
  World world(test::open_field());
  const UnitId ann = id_of(world, "Ann");
  const UnitId ogre = id_of(world, "Ogre");
  world.step(attack(world, "Ann", "Ogre"));
  step_until<Slam>(world);
  const Vec2 ann_at_contact = world.unit(ann)->position;
  const Vec2 ogre_at_contact = world.unit(ogre)->position;
  const double flash_at_contact = world.unit(ogre)->flash_seconds;
  EXPECT_GT(flash_at_contact, 0.0);

  for (int i = 0; i < 6; ++i) {  // hit-stop: 0.1 s, the whole battle frozen, flash held
    EXPECT_TRUE(world.in_hit_stop()) << "tick " << i;
    world.step({});
    EXPECT_EQ(world.unit(ogre)->position, ogre_at_contact);
    EXPECT_EQ(world.unit(ann)->position, ann_at_contact);
    EXPECT_EQ(world.unit(ogre)->flash_seconds, flash_at_contact);
    EXPECT_TRUE(world.events().empty());
  }
  EXPECT_FALSE(world.in_hit_stop());

  std::vector<double> flight;  // the Ogre's x per tick of the knockback
  for (int i = 0; i < 15; ++i) {
    world.step({});
    flight.push_back(world.unit(ogre)->position.x);
  }
  EXPECT_GT(flight[0], ogre_at_contact.x);
  EXPECT_DOUBLE_EQ(flight.back(), 480.0 + 0.6 * 32.0);  // 0.6 tile widths, pushed away (+x)
  EXPECT_EQ(world.unit(ogre)->position.y, 240.0);
  const double first_move = flight[0] - 480.0;
  const double last_move = flight[14] - flight[13];
  EXPECT_GT(first_move, 4.0 * last_move);  // ease-out: fast off the hit, settling at the end

  for (int i = 0; i < 7; ++i) {  // settling: 0.12 s, nobody moves
    world.step({});
    EXPECT_EQ(world.unit(ann)->position, ann_at_contact);
    EXPECT_DOUBLE_EQ(world.unit(ogre)->position.x, flight.back());
  }
  world.step({});
  EXPECT_LT(world.unit(ann)->position.x, ann_at_contact.x);  // now heading home
}

TEST(AttackAction, patrols_stand_still_in_the_hit_stop) {
  WorldSetup setup = test::open_field();
  setup.units.push_back(test::enemy("Scout", {320, 400}));
  setup.units.back().patrol_route = 0;
  PatrolRoute route;
  route.points = {{120, 400}, {560, 400}};
  route.wait = 0.0;  // always walking
  setup.routes.push_back(route);
  World world(std::move(setup));
  const UnitId scout = id_of(world, "Scout");
  world.step(attack(world, "Ann", "Ogre"));
  step_until<Slam>(world);
  const std::uint64_t tick = world.tick();
  std::vector<Vec2> before;
  for (const Unit& u : world.units()) before.push_back(u.position);
  world.step({});
  EXPECT_EQ(world.tick(), tick + 1);  // time goes on; the battle does not
  for (std::size_t i = 0; i < before.size(); ++i) {
    EXPECT_EQ(world.units()[i].position, before[i]) << world.units()[i].name();
  }
  for (int i = 0; i < 6; ++i) world.step({});
  EXPECT_NE(world.unit(scout)->position, before[scout.index]);  // walking again afterwards
}

TEST(AttackAction, hero_faces_the_way_it_travels) {
  World world(test::open_field());
  const UnitId ann = id_of(world, "Ann");
  world.step(attack(world, "Ann", "Ogre"));
  EXPECT_EQ(world.unit(ann)->facing, (Vec2{1, 0}));
  step_until<Slam>(world);
  for (int i = 0; i < 30; ++i) world.step({});
  EXPECT_EQ(world.unit(ann)->facing, (Vec2{-1, 0}));
}

TEST(AttackAction, hero_bends_around_an_ally_near_the_line_without_contact) {
  World world(test::ally_near_the_line());
  const UnitId ann = id_of(world, "Ann");
  double widest = 0.0;  // how far off the straight line (y = 240) Ann goes
  Commands order = attack(world, "Ann", "Ogre");
  world.step(order);
  while (world.busy()) {
    widest = std::max(widest, std::abs(world.unit(ann)->position.y - 240.0));
    world.step({});
  }
  EXPECT_GT(widest, 2 * kRadius - 12.0);  // Bo is 12 px off the line: Ann must clear him

  World again(test::ally_near_the_line());
  const AttackReport report = run_attack(again, ann, id_of(again, "Ogre"), 30.0);
  EXPECT_TRUE(report.arrived);
  EXPECT_TRUE(report.completed);
  EXPECT_TRUE(report.returned_home);
  EXPECT_EQ(report.contacts, 0);
  EXPECT_GT(report.min_clearance, 2.5);                // the route keeps a 3 px margin
  EXPECT_GT(report.path_length, 384.0 - 2 * kRadius);  // longer than straight, but not by much
  EXPECT_LT(report.path_length, 1.1 * (384.0 - 2 * kRadius));
}

TEST(AttackAction, hero_in_a_row_with_an_ally_passes_it_instead_of_stalling) {
  // Ann, Bo and the Ogre exactly on one line: seed 000 alone would stall in front of Bo.
  World world(field({hero("Ann", {96, 240}), hero("Bo", {224, 240}), enemy("Ogre", {480, 240})}));
  const AttackReport report = run_attack(world, id_of(world, "Ann"), id_of(world, "Ogre"), 30.0);
  EXPECT_TRUE(report.arrived);
  EXPECT_TRUE(report.completed);
  EXPECT_EQ(report.contacts, 0);
  EXPECT_LT(report.seconds_to_contact, 5.0);
}

TEST(AttackAction, knockback_stops_short_of_a_wall) {
  WorldSetup setup = test::open_field();
  setup.walls.boxes.push_back({500, 200, 32, 80});  // 7.2 px behind the Ogre's disc
  World world(std::move(setup));
  run_attack(world, id_of(world, "Ann"), id_of(world, "Ogre"), 30.0);
  const Unit& ogre = *world.unit(id_of(world, "Ogre"));
  EXPECT_NEAR(ogre.position.x, 500.0 - kRadius, 1e-6);
  EXPECT_LE(ogre.position.x + kRadius, 500.0);
}

TEST(AttackAction, knockback_stops_short_of_another_unit) {
  World world(field({hero("Ann", {96, 240}), enemy("Ogre", {480, 240}), enemy("Imp", {520, 240})}));
  run_attack(world, id_of(world, "Ann"), id_of(world, "Ogre"), 30.0);
  const double gap = distance(world.unit(id_of(world, "Ogre"))->position,
                              world.unit(id_of(world, "Imp"))->position) -
                     2 * kRadius;
  EXPECT_GE(gap, 0.0);
  EXPECT_NEAR(gap, 0.0, 1e-6);
}

TEST(AttackAction, enemy_at_zero_hp_is_knocked_out_on_the_slam_tick) {
  World world(field({hero("Ann", {96, 240}), enemy("Ogre", {480, 240}, 3)}));
  const UnitId ogre = id_of(world, "Ogre");
  world.step(attack(world, "Ann", "Ogre"));
  step_until<Slam>(world);
  ASSERT_EQ(world.events().size(), 3u);  // the slam, the knock-out, and the battle won
  EXPECT_TRUE(std::holds_alternative<KnockedOut>(world.events()[1]));
  EXPECT_TRUE(std::holds_alternative<Victory>(world.events()[2]));
  EXPECT_EQ(test::subject_of(world.events()[1]), ogre);
  EXPECT_EQ(world.unit(ogre)->hp, 0);
  EXPECT_TRUE(world.unit(ogre)->knocked_out);
  EXPECT_FALSE(world.unit(ogre)->is_obstacle());
  while (world.busy()) world.step({});
  EXPECT_EQ(world.unit(id_of(world, "Ann"))->position, (Vec2{96, 240}));
}

TEST(AttackAction, hp_never_drops_below_zero) {
  World world(field({hero("Ann", {96, 240}), enemy("Ogre", {480, 240}, 1)}));
  const AttackReport report = run_attack(world, id_of(world, "Ann"), id_of(world, "Ogre"), 30.0);
  EXPECT_EQ(report.enemy_hp_after, 0);
}

TEST(AttackAction, knocked_out_unit_is_no_longer_an_obstacle) {
  // Ann knocks the Imp out, straight down onto Bo's line to the Ogre (y = 319.2); Bo then walks
  // that line straight through the Imp's body.
  World world(field({hero("Ann", {300, 120}), enemy("Imp", {300, 300}, 3), hero("Bo", {60, 319.2}),
                     enemy("Ogre", {560, 319.2})}));
  run_attack(world, id_of(world, "Ann"), id_of(world, "Imp"), 30.0);
  const Unit& imp = *world.unit(id_of(world, "Imp"));
  ASSERT_TRUE(imp.knocked_out);
  ASSERT_NEAR(imp.position.y, 319.2, 1e-9);

  const UnitId bo = id_of(world, "Bo");
  world.step(attack(world, "Bo", "Ogre"));
  double closest_to_imp = 1e9;
  while (world.busy()) {
    closest_to_imp = std::min(closest_to_imp, distance(world.unit(bo)->position, imp.position));
    world.step({});
  }
  EXPECT_LT(closest_to_imp, kRadius);  // walked over the body instead of around it
}

TEST(AttackAction, approach_gives_up_when_the_enemy_is_walled_in_by_units) {
  World world(field({hero("Ann", {96, 240}), enemy("Ogre", {480, 240}), enemy("E1", {450, 240}),
                     enemy("E2", {510, 240}), enemy("E3", {480, 210}), enemy("E4", {480, 270})}));
  const AttackReport report = run_attack(world, id_of(world, "Ann"), id_of(world, "Ogre"), 60.0);
  EXPECT_FALSE(report.arrived);
  EXPECT_TRUE(report.completed);  // gave up and walked home rather than trying forever
  EXPECT_TRUE(report.returned_home);
  EXPECT_EQ(report.enemy_hp_after, 10);
  EXPECT_EQ(report.contacts, 0);
}

TEST(AttackAction, hero_gets_home_between_allies_crowding_its_spot) {
  World world(field({hero("Ann", {96, 240}), hero("B", {96, 270}), hero("C", {96, 210}),
                     hero("D", {66, 240}), enemy("Ogre", {480, 240})}));
  const AttackReport report = run_attack(world, id_of(world, "Ann"), id_of(world, "Ogre"), 30.0);
  EXPECT_TRUE(report.completed);
  EXPECT_EQ(report.contacts, 0);
  EXPECT_EQ(world.unit(id_of(world, "Ann"))->position, (Vec2{96, 240}));
  EXPECT_LT(report.seconds_total, 8.0);  // no stall in front of D
}

TEST(AttackReport, counts_ticks_overlapping_other_units) {
  // Bo stands overlapping Ann's start: the first ticks overlap until she walks clear.
  World world(field({hero("Ann", {96, 240}), hero("Bo", {96, 256}), enemy("Ogre", {480, 240})}));
  const AttackReport report = run_attack(world, id_of(world, "Ann"), id_of(world, "Ogre"), 30.0);
  EXPECT_GT(report.contacts, 0);
  EXPECT_LT(report.min_clearance, 0.0);
}

TEST(AttackReport, rejected_order_reports_nothing_done) {
  World world(test::open_field());
  const AttackReport report = run_attack(world, id_of(world, "Ogre"), id_of(world, "Ann"), 30.0);
  EXPECT_FALSE(report.arrived);
  EXPECT_FALSE(report.completed);
  EXPECT_NEAR(report.seconds_total, World::kDt, 1e-12);
}

TEST(AttackReport, time_limit_stops_an_unfinished_attack) {
  World world(test::open_field());
  const AttackReport report = run_attack(world, id_of(world, "Ann"), id_of(world, "Ogre"), 1.0);
  EXPECT_FALSE(report.arrived);
  EXPECT_FALSE(report.completed);
  EXPECT_NEAR(report.seconds_total, 1.0, 1e-9);
  EXPECT_NEAR(report.path_length, 96.0, 1e-9);
}

}  // namespace
}  // namespace hp::sim
