// Playing a campaign battle through the simulation, the way a player's clicks would: orders
// (attack, move, end the turn) given to a sim::World, each played out until the player may
// order again. The pieces the campaign's scripted players are made of; all deterministic.
#pragma once

#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/sim/world/world.h"

namespace hp::app::test {

// The units of a side on the field and standing (arrivals not yet come are not).
std::vector<const sim::Unit*> living(const sim::World& world, sim::Side side);
// The unit with this name (on the field or not); nullptr when the map has none.
const sim::Unit* named(const sim::World& world, std::string_view name);
// Whether the player may give orders now: the player's turn, nothing playing out, the battle on.
bool players_move(const sim::World& world);

// Every step the players take goes through step(): by default World::step, or the hook when one
// is set (a benchmark timing each step calls World::step inside it). Empty: no hook.
using StepHook = std::function<void(sim::World&, const sim::Commands&)>;
void set_step_hook(StepHook hook);
void step(sim::World& world, const sim::Commands& commands);

// Steps until the player may order again or the battle is decided. Returns false when neither
// came within ten minutes of game time (the test reports it).
bool settle(sim::World& world);
// `hero` attacks `enemy`, played out. Returns whether the slam landed.
bool attack(sim::World& world, const sim::Unit& hero, const sim::Unit& enemy);
// `hero` moves to `spot`, played out. Returns whether the order was taken.
bool move_to(sim::World& world, const sim::Unit& hero, Vec2 spot);
// Ends the player's turn and plays the enemies' (reinforcements arrive at its end).
void end_turn(sim::World& world);

// The enemy a simple player hits: the weakest on the field, then the nearest to `hero`.
const sim::Unit* weakest_enemy(const sim::World& world, const sim::Unit& hero);
// `hero` attacks enemies from the weakest up until a slam lands (an attack that gives up keeps
// the hero's action). Returns whether one landed.
bool attack_weakest(sim::World& world, const sim::Unit& hero);
// Every hero that may still attack, in map order, attacks the weakest enemy it can; `except`
// (a name) is left out.
void all_attack_weakest(sim::World& world, std::string_view except = {});

// The farthest spot a Move order takes `hero` to along its way to `target`: the first spot back
// along the planned route that the world accepts; nullopt when none is (or it may not move).
std::optional<Vec2> spot_toward(const sim::World& world, const sim::Unit& hero, Vec2 target);
// The farthest a Move order takes `hero` along its way to `target`: the first spot back along
// the planned route that the world accepts (Unit::reach). Returns whether it moved.
bool move_toward(sim::World& world, const sim::Unit& hero, Vec2 target);
// Moves `hero` to the open spot within its reach farthest from every enemy on the field (rings
// round it). Returns whether it moved.
bool move_away_from_enemies(sim::World& world, const sim::Unit& hero);

// One turn of a simple player who reads the map's objectives, not its name: a hero to protect
// steps as far from the enemies as it can and never attacks (toward the Goal instead when only
// he counts for it); with a Goal, every other hero steps toward it first; in a rout with no
// ogre left standing but some waiting on an Area, toward that Area; then each attacks the
// leader while it stands, else the weakest enemy.
void objective_turn(sim::World& world);

// One turn of a careful player, who reads the previews before every order (what the game shows
// a player: forecast_move and forecast_attack, the enemies' intents after the order). Each hero
// in turn first moves, to the spot within its reach (sampled on rings) whose preview leaves the
// heroes least in danger: no hero the intents knock out, the least damage coming, nothing
// called; on a map with a Goal, nearer to it; then it attacks the enemy whose preview is best:
// the battle won, a knock-out, the damage, the danger after. The hero to protect only moves.
void careful_turn(sim::World& world);

// What a battle came to.
struct BattleResult {
  sim::Outcome outcome = sim::Outcome::kOngoing;
  sim::OutcomeReason decided_by = sim::OutcomeReason::kNone;
  int turns = 0;         // the turn it was decided on
  int damage_taken = 0;  // HP the enemies took off the heroes
  int heroes_hp = 0;     // the heroes' HP at full, every hero (arrivals too)
  int heroes_lost = 0;   // heroes knocked out
};

// Plays the battle from its start with `turn_policy` for each of the player's turns (the turn is
// ended after it unless it ended by itself), for at most `max_turns` turns. With `trace`, a line
// per turn says where every unit on the field stands and its HP once the player's turn is done.
BattleResult play_battle(const sim::WorldSetup& setup,
                         const std::function<void(sim::World&)>& turn_policy, int max_turns = 20,
                         std::FILE* trace = nullptr);
// For messages: "victory (routed) on turn 3, 6 of 44 HP lost, 0 heroes out".
std::string describe(const BattleResult& result);

}  // namespace hp::app::test
