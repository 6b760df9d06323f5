// The campaign tuned by two scripted players: the simple player who reads the objectives and hits
// the weakest enemy (objective_turn, the greedy one) and the careful one who moves first and
// reads the previews (careful_turn). Each prints its lines of the table kept in docs/playing.md;
// what the difficulties promise is held here:
//   Normal: the careful player wins every map and loses at least one hero across the campaign;
//           the greedy player loses at least two maps.
//   Story: the careful player wins every map.
//   Each level costs the greedy player at least what the one below does.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "game/app/check/map_check.h"
#include "game/app/content/battle_loader.h"
#include "game/sim/model/difficulty.h"
#include "tests/game/app/content/campaign_player.h"

namespace hp::app {
namespace {

const char* const kCampaign[] = {"maps/default.tmx", "maps/bridge.tmx", "maps/crossroads.tmx",
                                 "maps/fens.tmx",    "maps/chapel.tmx", "maps/watchtower.tmx",
                                 "maps/fortress.tmx"};

struct CampaignRun {
  int won = 0;
  int heroes_lost = 0;
  std::vector<test::BattleResult> battles;
};

CampaignRun play_campaign(sim::Difficulty difficulty,
                          const std::function<void(sim::World&)>& player, const char* name) {
  CampaignRun run;
  for (const char* path : kCampaign) {
    Diagnostics diagnostics;
    std::optional<Battle> battle = load_checked_battle(path, diagnostics);
    EXPECT_TRUE(battle) << path;
    if (!battle) continue;
    battle->setup.difficulty = difficulty;
    const test::BattleResult r = test::play_battle(battle->setup, player);
    std::printf("| %s | %s | %s | %s |\n", std::string(sim::difficulty_name(difficulty)).c_str(),
                name, path, test::describe(r).c_str());
    run.won += r.outcome == sim::Outcome::kVictory ? 1 : 0;
    run.heroes_lost += r.heroes_lost;
    run.battles.push_back(r);
  }
  std::printf("| %s | %s | campaign | %d of %zu won, %d heroes lost |\n",
              std::string(sim::difficulty_name(difficulty)).c_str(), name, run.won,
              std::size(kCampaign), run.heroes_lost);
  return run;
}

TEST(CampaignTuning, on_normal_the_careful_player_wins_every_map_and_loses_heroes) {
  const CampaignRun careful =
      play_campaign(sim::Difficulty::kNormal, test::careful_turn, "careful");
  EXPECT_EQ(careful.won, static_cast<int>(std::size(kCampaign)));
  EXPECT_GE(careful.heroes_lost, 1) << "Normal should cost the careful player a hero";
}

TEST(CampaignTuning, on_story_the_careful_player_wins_every_map) {
  const CampaignRun careful = play_campaign(sim::Difficulty::kStory, test::careful_turn, "careful");
  EXPECT_EQ(careful.won, static_cast<int>(std::size(kCampaign)));
}

// The greedy player on every difficulty: it loses two maps or more on Normal, and each level
// costs it at least as much as the one below (maps won, heroes lost).
TEST(CampaignTuning, the_greedy_player_loses_maps_on_normal_and_more_as_it_rises) {
  const CampaignRun story = play_campaign(sim::Difficulty::kStory, test::objective_turn, "greedy");
  const CampaignRun normal =
      play_campaign(sim::Difficulty::kNormal, test::objective_turn, "greedy");
  const CampaignRun hard = play_campaign(sim::Difficulty::kHard, test::objective_turn, "greedy");
  EXPECT_LE(normal.won, static_cast<int>(std::size(kCampaign)) - 2);
  EXPECT_GE(story.won, normal.won);
  EXPECT_GE(normal.won, hard.won);
  EXPECT_LE(story.heroes_lost, normal.heroes_lost);
  EXPECT_LE(normal.heroes_lost, hard.heroes_lost);
}

// For the docs' table (docs/playing.md, "How the campaign is tuned"): both players on every
// difficulty, a line per map. Run by hand with --gtest_also_run_disabled_tests (a few minutes;
// the careful player on Hard is not otherwise played by the suite).
TEST(CampaignTuning, DISABLED_the_whole_table) {
  using Player = void (*)(sim::World&);
  const std::pair<Player, const char*> players[] = {{test::careful_turn, "careful"},
                                                    {test::objective_turn, "greedy"}};
  for (const auto& [player, name] : players) {
    for (const sim::Difficulty difficulty : sim::kDifficulties) {
      play_campaign(difficulty, player, name);
    }
  }
}

// For tuning by hand: one battle, a line per turn (where every unit stands, its HP and the hero
// it will attack). Run with --gtest_also_run_disabled_tests and the environment variables
// HEARTPATH_TUNE_MAP (a map path), HEARTPATH_TUNE_DIFFICULTY (story, normal or hard) and
// HEARTPATH_TUNE_PLAYER (careful or greedy).
TEST(CampaignTuning, DISABLED_one_battle_traced) {
  const char* map = std::getenv("HEARTPATH_TUNE_MAP");
  const char* difficulty = std::getenv("HEARTPATH_TUNE_DIFFICULTY");
  const char* player = std::getenv("HEARTPATH_TUNE_PLAYER");
  if (!map || !difficulty || !player) {
    GTEST_SKIP() << "set HEARTPATH_TUNE_MAP, HEARTPATH_TUNE_DIFFICULTY and HEARTPATH_TUNE_PLAYER";
  }
  const std::optional<sim::Difficulty> chosen = sim::difficulty_named(difficulty);
  ASSERT_TRUE(chosen) << difficulty << " is not story, normal or hard";
  Diagnostics diagnostics;
  std::optional<Battle> battle = load_checked_battle(map, diagnostics);
  ASSERT_TRUE(battle) << map;
  battle->setup.difficulty = *chosen;
  const bool careful = std::string(player) == "careful";
  const test::BattleResult r = test::play_battle(
      battle->setup, careful ? test::careful_turn : test::objective_turn, 20, stdout);
  std::printf("%s\n", test::describe(r).c_str());
}

}  // namespace
}  // namespace hp::app
