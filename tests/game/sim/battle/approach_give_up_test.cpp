// When an approach gives up: a chase whose way to the target stops getting shorter gives up
// (kStuck) kNoProgressSeconds after its closest, the hero keeping its action; one that keeps
// closing in goes on however long the map makes it (a fixed 30 s cap once cut it off).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

#include "game/sim/world/world.h"
#include "tests/game/sim/support/event_subject.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::sim {
namespace {

using test::id_of;

constexpr double kNoProgressSeconds = 15.0;  // approach_phase.cpp's limit
constexpr double kOldCapSeconds = 30.0;      // the fixed cap it replaced
constexpr int kOrderTickLimit = 120 * World::kTicksPerSecond;

bool finite(Vec2 v) {
  return std::isfinite(v.x) && std::isfinite(v.y);
}

bool all_finite(const World& world) {
  for (const Unit& u : world.units()) {
    if (!finite(u.position) || !finite(u.velocity)) return false;
  }
  return true;
}

// A long open strip (150 tiles by 15): Ann at its west end, a wounded Hare in front of her that
// runs east from her at 0.6 of 320 px/s (twice her 96), braking whenever she drops more than
// five tiles behind. Ann gains on it every time it stops, so her walk always makes progress,
// but it is off again before she touches it; the strip is long enough that it never reaches
// the far wall within the chase.
World keep_away_chase() {
  WorldSetup setup = test::field({test::hero("Ann", {96, 240}), test::enemy("Hare", {400, 240})});
  setup.width = 150 * test::kTile;
  setup.units[1].speed = 320.0;
  World world(std::move(setup));
  world.unit_mut(id_of(world, "Hare"))->hp = 3;  // under a third of 10: it runs
  return world;
}

TEST(ApproachGiveUp, a_chase_that_stops_closing_in_gives_up_stuck_action_kept) {
  World world = keep_away_chase();
  const UnitId ann = id_of(world, "Ann");
  const UnitId hare = id_of(world, "Hare");
  std::optional<int> abandoned_on;  // the tick (1: the order's own) the approach gave up
  int reason = 0;
  double ann_walked = 0.0;  // px east of her start while the chase lasts
  double closest = 1e9;     // px between the discs while the chase lasts
  bool slammed = false;
  world.step(test::attack(world, "Ann", "Hare"));
  for (int tick = 1; tick <= kOrderTickLimit; ++tick) {
    ASSERT_TRUE(all_finite(world)) << "tick " << tick;
    for (const Event& e : world.events()) {
      slammed |= std::holds_alternative<Slam>(e);
      const OrderAbandoned* abandoned = as<OrderAbandoned>(e);
      if (abandoned && !abandoned_on) {
        EXPECT_EQ(abandoned->unit, ann);
        EXPECT_EQ(abandoned->target, hare);
        abandoned_on = tick;
        reason = static_cast<int>(abandoned->reason);
      }
    }
    if (!abandoned_on) {
      const Unit& a = *world.unit(ann);
      const Unit& h = *world.unit(hare);
      ann_walked = std::max(ann_walked, a.position.x - 96.0);
      closest = std::min(closest, distance(a.position, h.position) - a.radius() - h.radius());
    }
    if (!world.busy()) break;
    world.step({});
  }
  EXPECT_FALSE(slammed);
  ASSERT_TRUE(abandoned_on) << "the chase never gave up";
  EXPECT_EQ(reason, static_cast<int>(AbandonReason::kStuck));
  // Once she has stopped gaining for the limit, sooner than the old cap.
  const double seconds = *abandoned_on * World::kDt;
  EXPECT_GE(seconds, kNoProgressSeconds);
  EXPECT_LT(seconds, kOldCapSeconds);
  // It was a real chase: Ann walked most of the way she could meanwhile (so her walk never
  // stalled), and the Hare kept clear of her.
  EXPECT_GT(ann_walked, 0.9 * 96.0 * seconds);
  EXPECT_GT(closest, 1.0);
  // She walked home afterwards, and may still act this turn.
  EXPECT_FALSE(world.busy());
  EXPECT_FALSE(world.turns().has_acted(ann.index));
  EXPECT_TRUE(world.can_order(ann));
  EXPECT_EQ(world.turns().side, TurnSide::kPlayer);
}

// The bug: an attack across a big map gave up after 30 s of approach (about 2,900 px at 96 px/s)
// and never landed. Otto stands 4,000 px down a strip; Ann walks the whole way, 42 s, and slams.
TEST(ApproachGiveUp, an_approach_that_keeps_closing_in_lands_however_long_it_takes) {
  WorldSetup setup =
      test::field({test::hero("Ann", {96, 240}), test::enemy("Otto", {4096 + 96, 240})});
  setup.width = 135 * test::kTile;
  World world(std::move(setup));
  world.step(test::attack(world, "Ann", "Otto"));
  std::optional<int> slammed_on;
  bool abandoned = false;
  for (int tick = 1; tick <= kOrderTickLimit && world.busy(); ++tick) {
    for (const Event& e : world.events()) {
      if (std::holds_alternative<Slam>(e) && !slammed_on) slammed_on = tick;
      abandoned |= std::holds_alternative<OrderAbandoned>(e);
    }
    world.step({});
  }
  EXPECT_FALSE(abandoned);
  ASSERT_TRUE(slammed_on) << "the attack never landed";
  EXPECT_GT(*slammed_on * World::kDt, kOldCapSeconds + 10.0);
}

}  // namespace
}  // namespace hp::sim
