// A hero whose way home is taken: the attack lands, the walk home gives up where the hero stands,
// the action still finishes, and the narrator says so (in the log and on the field) rather than
// leaving the hero in the open without a word.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/render/text/text_renderer.h"
#include "game/app/scene/battle_narrator.h"
#include "game/sim/world/world.h"
#include "game/view/battlefield/event_effects.h"
#include "game/view/text/combat_log.h"
#include "tests/game/sim/support/test_worlds.h"

namespace hp::app {
namespace {

TEST(StrandedHero, a_hero_that_cannot_get_home_after_its_slam_is_told_to_the_player) {
  sim::World world(sim::test::spot_taken_while_away());
  sim::test::finish_planning(world);
  TextRenderer text(nullptr, "no-font.ttf");  // draws nothing; the narrator's words are kept
  view::EventEffects effects(text);
  view::CombatLog log;
  BattleNarrator narrator(effects, log, {[](Moment) {}, [] {}, [] {}});
  const tiled::Map map;
  const sim::UnitId ann = sim::test::id_of(world, "Ann");

  world.step(sim::test::attack(world, "Ann", "Ogre"));
  bool slam = false, finished = false;
  for (int tick = 0; tick < 60 * 40 && !finished; ++tick) {
    world.step({});
    narrator.narrate(world, map);
    for (const sim::Event& e : world.events()) {
      slam = slam || std::holds_alternative<sim::Slam>(e);
      finished = finished || std::holds_alternative<sim::ActionFinished>(e);
    }
  }
  ASSERT_TRUE(slam) << "the attack landed";
  ASSERT_TRUE(finished) << "and the action ended";
  const sim::Unit& hero = *world.unit(ann);
  ASSERT_TRUE(hero.in_play());
  EXPECT_NE(hero.position, hero.home) << "Bob stands on Ann's spot";
  const std::vector<std::string> lines = log.visible();
  const std::string said = "Ann cannot get back to the spot: the way is blocked. Ann stays here";
  EXPECT_NE(std::find(lines.begin(), lines.end(), said), lines.end()) << "the log says why";
}

}  // namespace
}  // namespace hp::app
