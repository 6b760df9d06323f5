// BattleNarrator implementation: one visitor for the log, one for the banners and notices.
#include "game/app/scene/battle_narrator.h"

#include <variant>

#include "engine/core/log.h"
#include "game/app/scene/campaign_flow.h"
#include "game/sim/battle/enemy_tactics.h"
#include "game/view/battlefield/aggro_marks.h"
#include "game/view/text/objective_text.h"
#include "game/view/text/order_messages.h"

namespace hp::app {
namespace {

constexpr double kResultBannerSeconds = 5.0;

}  // namespace

void BattleNarrator::narrate(const sim::World& world, const tiled::Map& map) {
  world_ = &world;
  map_ = &map;
  for (const sim::Event& e : world.events()) announce(e);
  for (const sim::Event& e : world.events()) log_event(e);
  for (const sim::Event& e : world.events()) {
    if (const sim::OrderAbandoned* abandoned = sim::as<sim::OrderAbandoned>(e)) {
      say_abandoned(*abandoned);
    }
    if (const sim::ReturnBlocked* blocked = sim::as<sim::ReturnBlocked>(e)) say_stranded(*blocked);
  }
  world_ = nullptr;
  map_ = nullptr;
}

void BattleNarrator::say_abandoned(const sim::OrderAbandoned& abandoned) {
  const sim::Unit* attacker = world_->unit(abandoned.unit);
  if (!attacker) return;
  const sim::Unit* target = world_->unit(abandoned.target);
  // Said where the attacker stands, with the buzz of any refused order, and in the log. No
  // target: a Move order gave up.
  const sim::AbandonReason reason = abandoned.reason;
  const std::string message = target ? view::abandoned_order_message(*attacker, *target, reason)
                                     : view::abandoned_move_message(*attacker, reason);
  // A refusal (red, with a buzz) is for the player's own orders; an enemy's is news.
  if (attacker->side() == sim::Side::kHero) {
    effects_.reject_click(abandoned.where, message);
  } else {
    effects_.announce(message);
  }
  log::info(message);
}

// An attack landed, but its hero could not walk home (ReturnBlocked) and stays in the open: said
// where it stands, and in the log.
void BattleNarrator::say_stranded(const sim::ReturnBlocked& blocked) {
  const sim::Unit* unit = world_->unit(blocked.unit);
  if (!unit) return;
  const std::string message = view::stranded_message(*unit);
  if (unit->side() == sim::Side::kHero) effects_.announce(message);
  log_.add(message);
  log::info(message);
}

void BattleNarrator::log_event(const sim::Event& e) {
  std::visit(
      sim::Overloaded{
          [&](const sim::Slam& slam) { log_slam(slam); },
          [&](const sim::KnockedOut& ko) { log_.add(name_of(ko.unit) + " is knocked out"); },
          [&](const sim::Flees& flees) {
            log_.add(name_of(flees.enemy) + ", wounded, runs from " + name_of(flees.from));
          },
          [&](const sim::OrderAbandoned& abandoned) { log_abandoned(abandoned); },
          [&](const sim::Moved& moved) { log_.add(name_of(moved.unit) + " moved to a new spot"); },
          [&](const sim::EnemyWaits& waits) {
            const sim::Unit* enemy = world_->unit(waits.enemy);
            if (enemy) log_.add(view::waits_message(*world_, *enemy));
          },
          [&](const sim::Alerted& alerted) {
            const sim::Unit* enemy = world_->unit(alerted.enemy);
            if (!enemy) return;
            log_.add(view::alert_message(*enemy, world_->unit(alerted.by), alerted.cause));
          },
          [&](const sim::PlayerTurnBegan& turn) {
            log_.add("Turn " + std::to_string(turn.turn) + ": your heroes");
          },
          [&](const sim::EnemyTurnBegan& turn) {
            log_.add("Turn " + std::to_string(turn.turn) + ": the enemies");
          },
          [&](const sim::ReinforcementsComing& coming) { log_reinforcements(coming); },
          [&](const sim::Arrived& arrived) { log_.add(name_of(arrived.unit) + " arrives"); },
          [&](const sim::DoorOpened& opened) { log_.add(door_name(opened.door) + " opens"); },
          [&](const sim::Victory&) { log_.add("Victory: " + view::outcome_reason(*world_)); },
          [&](const sim::Defeat&) { log_.add("Defeat: " + view::outcome_reason(*world_)); },
          [](const auto&) {}},
      e);
}

std::string BattleNarrator::name_of(sim::UnitId id) const {
  const sim::Unit* unit = world_->unit(id);
  return unit ? unit->name() : std::string("?");
}

std::string BattleNarrator::door_name(std::size_t door) const {
  const std::string& name = world_->setup().doors[door].name;
  return name.empty() ? std::string("A door") : name;
}

void BattleNarrator::log_slam(const sim::Slam& slam) {
  const sim::Unit* target = world_->unit(slam.target);
  log_.add(name_of(slam.attacker) + " slams " + name_of(slam.target) + ": -" +
           std::to_string(slam.damage) + " (" + std::to_string(target ? target->hp : 0) + "/" +
           std::to_string(target ? target->spec.hp : 0) + " left)");
}

void BattleNarrator::log_abandoned(const sim::OrderAbandoned& abandoned) {
  const sim::Unit* unit = world_->unit(abandoned.unit);
  const sim::Unit* target = world_->unit(abandoned.target);
  if (unit && target) {
    log_.add(view::abandoned_order_message(*unit, *target, abandoned.reason));
  } else if (unit) {
    log_.add(view::abandoned_move_message(*unit, abandoned.reason));
  }
}

void BattleNarrator::log_reinforcements(const sim::ReinforcementsComing& coming) {
  const int turn = coming.arrival_turn;
  log_.add(name_of(coming.unit) + (turn == world_->turns().turn + 1
                                       ? " arrives next turn (marked on the field)"
                                       : " arrives on turn " + std::to_string(turn)));
}

// Turn changes and the battle's end: a banner across the screen, and the notice line.
void BattleNarrator::announce(const sim::Event& e) {
  std::visit(sim::Overloaded{
                 [&](const sim::PlayerTurnBegan& turn) {
                   calls_.player_turn();
                   effects_.banner("Turn " + std::to_string(turn.turn), kPlayerTurnLine,
                                   kTurnBannerSeconds);
                   effects_.announce("Turn " + std::to_string(turn.turn) + ": your heroes' move");
                   calls_.cue(Moment::kPlayerTurn);
                 },
                 [&](const sim::EnemyTurnBegan&) {
                   effects_.banner("Enemies' turn",
                                   std::string(sim::enemy_rule(world_->setup().difficulty)),
                                   kTurnBannerSeconds);
                   calls_.cue(Moment::kEnemyTurn);
                 },
                 [&](const sim::Slam& slam) { announce_knock_back(slam); },
                 [&](const sim::DoorOpened& opened) {
                   effects_.announce(door_name(opened.door) + " opens: new ways are open");
                 },
                 [&](const sim::ReinforcementsComing& coming) {
                   const sim::Unit* unit = world_->unit(coming.unit);
                   if (!unit) return;
                   effects_.announce(unit->name() + " arrives next turn where it is marked" +
                                     (unit->side() == sim::Side::kEnemy ? ": get ready" : ""));
                 },
                 [&](const sim::EnemyWaits& waits) {
                   const sim::Unit* enemy = world_->unit(waits.enemy);
                   if (enemy) effects_.announce(view::waits_message(*world_, *enemy));
                 },
                 [&](const sim::Alerted& alerted) {
                   const sim::Unit* enemy = world_->unit(alerted.enemy);
                   if (!enemy) return;
                   effects_.announce(
                       view::alert_message(*enemy, world_->unit(alerted.by), alerted.cause) + "!");
                 },
                 [&](const sim::Victory&) { announce_victory(); },
                 [&](const sim::Defeat&) { announce_defeat(); }, [](const auto&) {}},
             e);
}

// An enemy's blow moves the hero's spot: say so, since the hero will not walk back.
void BattleNarrator::announce_knock_back(const sim::Slam& slam) {
  const sim::Unit* enemy = world_->unit(slam.attacker);
  const sim::Unit* hero = world_->unit(slam.target);
  if (!enemy || !hero || enemy->side() != sim::Side::kEnemy || hero->knocked_out) return;
  effects_.announce(enemy->name() + " slams " + hero->name() + " for " +
                    std::to_string(slam.damage) + " and knocks " + hero->name() +
                    " back: that is " + hero->name() + "'s spot now");
}

std::string BattleNarrator::result_totals() const {
  const sim::TurnState& turns = world_->turns();
  return std::to_string(turns.hero_damage) + " damage dealt, " +
         std::to_string(turns.enemy_damage) + " taken";
}

void BattleNarrator::announce_victory() {
  const sim::TurnState& turns = world_->turns();
  calls_.victory();
  calls_.cue(Moment::kVictory);
  calls_.cue(Moment::kResult);  // the bed after the battle (or the battle's bed fading out)
  // A while, then the top bar keeps saying it, so the final position can be seen.
  effects_.banner("Victory",
                  view::outcome_reason(*world_) + "  \xC2\xB7  " + std::to_string(turns.turn) +
                      (turns.turn == 1 ? " turn, " : " turns, ") + result_totals() +
                      "  \xC2\xB7  " + after_result(*world_, *map_),
                  kResultBannerSeconds);
}

void BattleNarrator::announce_defeat() {
  const sim::TurnState& turns = world_->turns();
  effects_.banner("Defeat",
                  view::outcome_reason(*world_) + "  \xC2\xB7  on turn " +
                      std::to_string(turns.turn) + ", " + result_totals() + "  \xC2\xB7  " +
                      after_result(*world_, *map_),
                  kResultBannerSeconds);
  calls_.cue(Moment::kDefeat);
  calls_.cue(Moment::kResult);
}

}  // namespace hp::app
