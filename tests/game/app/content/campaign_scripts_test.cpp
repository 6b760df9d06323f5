// Each campaign map played by script to its victory and to its defeat through the simulation,
// the way a player's clicks would (attack and move orders, ending the turn): each battle must be
// won and lost by the map's own conditions (TurnState::decided_by), so the objective a briefing
// promises is the one that decides. The scripts are small policies over the map's units, by
// name; the simulation is deterministic, so each plays the same every time.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "game/app/check/map_check.h"
#include "tests/game/app/content/campaign_player.h"

namespace hp::app {
namespace {

using sim::Outcome;
using sim::OutcomeReason;
using sim::Side;
using sim::Unit;
using sim::World;

test::BattleResult play(const std::string& path, const std::function<void(World&)>& script) {
  Diagnostics diagnostics;
  const std::optional<Battle> battle = load_checked_battle(path, diagnostics);
  EXPECT_TRUE(battle) << path;
  if (!battle) return {};
  const test::BattleResult r = test::play_battle(battle->setup, script);
  std::printf("%s: %s\n", path.c_str(), test::describe(r).c_str());
  return r;
}

void expect(const test::BattleResult& r, Outcome outcome, OutcomeReason reason) {
  EXPECT_EQ(r.outcome, outcome) << test::describe(r);
  EXPECT_EQ(r.decided_by, reason) << test::describe(r);
}

// Every hero attacks `first` while it stands, else the weakest enemy.
void all_on(World& world, std::string_view first) {
  for (const Unit* hero : test::living(world, Side::kHero)) {
    const Unit* target = test::named(world, first);
    if (!test::players_move(world)) return;
    if (target->in_play() && test::attack(world, *hero, *target)) continue;
    test::attack_weakest(world, *hero);
  }
}

void only_end_turns(World&) {}

// ---------------------------------------------------------------------------------- The Clearing

TEST(CampaignScripts, the_clearing_is_won_by_knocking_out_both_ogres) {
  // Everyone on Ultros, the stronger, then on Otto.
  expect(play("maps/default.tmx", [](World& w) { all_on(w, "Ultros"); }), Outcome::kVictory,
         OutcomeReason::kRouted);
}

TEST(CampaignScripts, the_clearing_is_lost_when_every_hero_is_out) {
  expect(play("maps/default.tmx", only_end_turns), Outcome::kDefeat, OutcomeReason::kHeroesOut);
}

// -------------------------------------------------------------------------------- The Old Bridge

// Shytor and Mickey hold the ogres at the old bridge; Talan and Dana step toward the east road
// each turn (the footbridge is the way round) and attack from wherever they stand.
void two_hold_two_cross(World& world) {
  const Vec2 road = sim::label_point(world.setup().objectives.goals.front().area);
  for (const char* name : {"Shytor", "Mickey", "Talan", "Dana"}) {
    const Unit* hero = test::named(world, name);
    if (!test::players_move(world)) return;
    if (!hero->in_play()) continue;
    if (hero->name() == "Talan" || hero->name() == "Dana") test::move_toward(world, *hero, road);
    if (test::players_move(world)) test::attack_weakest(world, *hero);
  }
}

TEST(CampaignScripts, the_old_bridge_is_won_on_the_east_road) {
  expect(play("maps/bridge.tmx", two_hold_two_cross), Outcome::kVictory,
         OutcomeReason::kGoalReached);
}

TEST(CampaignScripts, the_old_bridge_is_lost_by_beating_the_ogres_but_never_crossing) {
  // Knocking out every ogre is no victory here (victory_rout is false): turn 6 ends first.
  expect(play("maps/bridge.tmx", [](World& w) { test::all_attack_weakest(w); }), Outcome::kDefeat,
         OutcomeReason::kTurnLimit);
}

// -------------------------------------------------------------------------------- The Crossroads

TEST(CampaignScripts, the_crossroads_is_won_with_pell_kept_out_of_reach) {
  // Pell steps as far from the ogres as he can each turn and never attacks; he is never hit.
  int pell_lowest = 0;
  expect(play("maps/crossroads.tmx",
              [&](World& w) {
                const Unit* pell = test::named(w, "Pell");
                test::move_away_from_enemies(w, *pell);
                test::all_attack_weakest(w, "Pell");
                pell_lowest = pell->hp;
              }),
         Outcome::kVictory, OutcomeReason::kRouted);
  EXPECT_EQ(pell_lowest, 8);
}

TEST(CampaignScripts, the_crossroads_is_lost_when_pell_charges_alone) {
  expect(play("maps/crossroads.tmx",
              [](World& w) {
                const Unit* pell = test::named(w, "Pell");
                if (pell->in_play()) test::attack_weakest(w, *pell);
              }),
         Outcome::kDefeat, OutcomeReason::kProtectedOut);
}

// ------------------------------------------------------------------------------ The Ruined Chapel

TEST(CampaignScripts, the_chapel_is_won_by_holding_out_six_turns) {
  expect(play("maps/chapel.tmx", [](World& w) { test::all_attack_weakest(w); }), Outcome::kVictory,
         OutcomeReason::kSurvived);
}

TEST(CampaignScripts, the_chapel_is_lost_by_waking_the_graveyard) {
  // Each hero steps toward the graveyard, then attacks: its two sleepers wake and come too.
  int woken = 0;
  expect(play("maps/chapel.tmx",
              [&](World& w) {
                woken = 0;
                for (const char* sleeper : {"Moss", "Lurk"}) {
                  woken += test::named(w, sleeper)->arriving ? 0 : 1;
                }
                const Vec2 graves = sim::label_point(w.setup().areas.front());
                for (const Unit* hero : test::living(w, Side::kHero)) {
                  if (!test::players_move(w)) return;
                  test::move_toward(w, *hero, graves);
                  if (test::players_move(w)) test::attack_weakest(w, *hero);
                }
              }),
         Outcome::kDefeat, OutcomeReason::kHeroesOut);
  EXPECT_EQ(woken, 2);
}

// -------------------------------------------------------------------------------- The Fortress

TEST(CampaignScripts, the_fortress_is_won_by_knocking_out_the_warden) {
  expect(play("maps/fortress.tmx", [](World& w) { all_on(w, "Warden"); }), Outcome::kVictory,
         OutcomeReason::kLeaderOut);
}

TEST(CampaignScripts, the_fortress_is_lost_by_fighting_everyone_but_the_warden) {
  // The ogres fall, the Warden walks his courtyard on, and turn 10 ends.
  expect(play("maps/fortress.tmx",
              [](World& w) {
                for (const Unit* hero : test::living(w, Side::kHero)) {
                  const Unit* target = nullptr;
                  for (const Unit* e : test::living(w, Side::kEnemy)) {
                    if (e->name() != "Warden" && (!target || e->hp < target->hp)) target = e;
                  }
                  if (target && test::players_move(w)) test::attack(w, *hero, *target);
                }
              }),
         Outcome::kDefeat, OutcomeReason::kTurnLimit);
}

TEST(CampaignScripts, the_fortress_is_lost_when_every_hero_is_out) {
  expect(play("maps/fortress.tmx", only_end_turns), Outcome::kDefeat, OutcomeReason::kHeroesOut);
}

// ---------------------------------------------------------------------- The Watchtower (isometric)

// Everyone but Talan on the Gatekeeper (his fall opens the gate), then on the weakest; Talan
// walks toward the beacon every turn and fights only what stands in his way.
void open_the_gate_and_walk_talan_in(World& world) {
  const Vec2 beacon = sim::label_point(world.setup().objectives.goals.front().area);
  const Unit* talan = test::named(world, "Talan");
  if (talan->in_play() && test::players_move(world)) test::move_toward(world, *talan, beacon);
  for (const Unit* hero : test::living(world, Side::kHero)) {
    if (!test::players_move(world)) return;
    if (hero == talan) continue;
    const Unit* keeper = test::named(world, "Gatekeeper");
    if (keeper->in_play() && test::attack(world, *hero, *keeper)) continue;
    test::attack_weakest(world, *hero);
  }
}

TEST(CampaignScripts, the_watchtower_is_won_when_talan_reaches_the_beacon) {
  expect(play("maps/watchtower.tmx", open_the_gate_and_walk_talan_in), Outcome::kVictory,
         OutcomeReason::kGoalReached);
}

TEST(CampaignScripts, the_watchtower_is_lost_when_every_hero_is_out) {
  expect(play("maps/watchtower.tmx", only_end_turns), Outcome::kDefeat, OutcomeReason::kHeroesOut);
}

// ------------------------------------------------------------------------ The Fens (hexagonal)

// The heroes hold the west bank and knock out the ogres as they come (each the weakest in
// reach); once none stands in the fens, all four walk onto the shrine's flagstones together,
// wake the Keeper and fall on him. Entering the ruin early brings him into the fight with
// the others still standing.
void clear_the_fens_then_wake_the_keeper(World& world, int& keeper_woke_on) {
  const Vec2 flagstones{704, 364};
  const Unit* keeper = test::named(world, "Keeper");
  const bool keeper_sleeps = keeper->arriving && keeper->arrival_turn == 0;
  if (keeper_sleeps && test::living(world, Side::kEnemy).empty()) {
    keeper_woke_on = world.turns().turn + 1;
    for (const Unit* hero : test::living(world, Side::kHero)) {
      if (test::players_move(world)) test::move_toward(world, *hero, flagstones);
    }
  }
  test::all_attack_weakest(world);
}

TEST(CampaignScripts, the_fens_are_won_by_clearing_them_before_waking_the_keeper) {
  int keeper_woke_on = 0;
  expect(play("maps/fens.tmx",
              [&](World& w) { clear_the_fens_then_wake_the_keeper(w, keeper_woke_on); }),
         Outcome::kVictory, OutcomeReason::kRouted);
  EXPECT_GT(keeper_woke_on, 4) << "the Keeper woke before the last of the others arrived";
  EXPECT_LE(keeper_woke_on, 12);
}

TEST(CampaignScripts, the_fens_are_lost_on_the_clock_when_the_shrine_is_never_entered) {
  // The ogres on the field fall, but the Keeper sleeps on and turn 12 ends.
  expect(play("maps/fens.tmx", [](World& w) { test::all_attack_weakest(w); }), Outcome::kDefeat,
         OutcomeReason::kTurnLimit);
}

TEST(CampaignScripts, the_fens_are_lost_when_every_hero_is_out) {
  expect(play("maps/fens.tmx", only_end_turns), Outcome::kDefeat, OutcomeReason::kHeroesOut);
}

}  // namespace
}  // namespace hp::app
