// CampaignFlow: the refusal before a victory, the closing screen after the last map and its
// keys, and the campaign again from its first map.
#include "game/app/scene/campaign_flow.h"

#include <gtest/gtest.h>

#include "game/app/check/map_check.h"
#include "game/sim/world/world.h"

namespace hp::app {
namespace {

Battle load(const std::string& path) {
  Diagnostics diagnostics;
  std::optional<Battle> battle = load_checked_battle(path, diagnostics);
  EXPECT_TRUE(battle) << path;
  return battle ? std::move(*battle) : Battle{};
}

TEST(CampaignFlow, the_next_map_waits_for_a_victory) {
  const Battle battle = load("maps/default.tmx");
  const sim::World world(battle.setup);
  CampaignFlow flow("maps/default.tmx");
  const FlowStep step = flow.next_map(world, battle.map);
  EXPECT_EQ(step.refusal, "Win this battle first: N moves on after a victory");
  EXPECT_FALSE(step.play);
  EXPECT_EQ(after_result(world, battle.map), "R: play again");
}

TEST(CampaignFlow, the_last_maps_victory_shows_the_closing_screen_after_its_banner) {
  const Battle last = load("maps/fortress.tmx");
  const sim::World world(last.setup);
  CampaignFlow flow("maps/default.tmx");
  flow.record_victory(world, last.map);
  EXPECT_TRUE(flow.done());
  EXPECT_FALSE(flow.screen_shown());  // the banner is read first
  flow.update(3.0);
  EXPECT_TRUE(flow.screen_shown());
  EXPECT_EQ(flow.record().maps().size(), 1u);
  flow.battle_started();
  EXPECT_FALSE(flow.done());
}

TEST(CampaignFlow, the_closing_screens_keys) {
  const Battle last = load("maps/fortress.tmx");
  CampaignFlow flow("maps/default.tmx");
  flow.record_victory(sim::World(last.setup), last.map);
  EXPECT_TRUE(flow.closing_screen_key("Q").quit);
  const FlowStep again = flow.closing_screen_key("R");
  ASSERT_TRUE(again.play);
  EXPECT_EQ(battle_title(again.play->map), battle_title(load("maps/default.tmx").map));
  EXPECT_FALSE(again.title);
  EXPECT_TRUE(flow.record().maps().empty());  // the campaign starts again
  EXPECT_TRUE(flow.closing_screen_key("Escape").title);
}

TEST(CampaignFlow, a_first_map_that_does_not_load_is_refused) {
  CampaignFlow flow("maps/no_such_map.tmx");
  const FlowStep step = flow.closing_screen_key("Escape");
  EXPECT_FALSE(step.play);
  EXPECT_FALSE(step.title);
  EXPECT_EQ(step.refusal,
            "maps/no_such_map.tmx could not be loaded: the campaign cannot start again");
}

}  // namespace
}  // namespace hp::app
