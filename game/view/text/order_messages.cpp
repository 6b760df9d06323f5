// Order messages: one sentence per reason, then what the attacker has left.
#include "game/view/text/order_messages.h"

#include <cmath>

#include "game/sim/world/world.h"

namespace hp::view {

std::string abandoned_order_message(const sim::Unit& attacker, const sim::Unit& target,
                                    sim::AbandonReason reason) {
  const std::string who(attacker.name());
  const std::string whom(target.name());
  std::string why;
  switch (reason) {
    case sim::AbandonReason::kNoPath:
      why = who + " cannot reach " + whom + ": walls close every way";
      break;
    case sim::AbandonReason::kStuck:
      why = who + " could not get through to " + whom + " and gave up";
      break;
    case sim::AbandonReason::kTargetDown:
      why = whom + " was knocked out before " + who + " got there";
      break;
  }
  if (attacker.side() != sim::Side::kHero) return why;
  return why + ". " + who + " can still act";
}

std::string stranded_message(const sim::Unit& hero) {
  const std::string who(hero.name());
  return who + " cannot get back to the spot: the way is blocked. " + who + " stays here";
}

std::string stays_away_line(const sim::Unit& hero) {
  return std::string(hero.name()) + " cannot get back: stays there";
}

std::string abandoned_move_message(const sim::Unit& hero, sim::AbandonReason reason) {
  const std::string who(hero.name());
  const std::string why = reason == sim::AbandonReason::kNoPath
                              ? who + " found no way there and stopped"
                              : who + " could not get through and stopped";
  if (hero.side() != sim::Side::kHero) return why;
  return why + ": this is " + who + "'s spot now. " + who + " can still move";
}

std::string move_refusal_message(const sim::Unit& hero, sim::MoveCheck check, double too_far_by) {
  const std::string who(hero.name());
  switch (check) {
    case sim::MoveCheck::kOk:
      return {};
    case sim::MoveCheck::kNotNow:
      return "Wait: " + who + " cannot move now";
    case sim::MoveCheck::kAlreadyMoved:
      return who + " has moved this turn";
    case sim::MoveCheck::kNoRoom:
      return "No room for " + who + " there: a wall, the map's edge or a unit is in the way";
    case sim::MoveCheck::kNoWay:
      return who + " cannot get there: walls close every way";
    case sim::MoveCheck::kTooFar:
      return "Too far for " + who + ": a move goes " +
             std::to_string(static_cast<int>(sim::kReachSeconds)) + " s of walking (" +
             std::to_string(static_cast<int>(hero.reach())) + " px)" +
             (too_far_by > 0.0
                  ? ", this spot is " + std::to_string(static_cast<int>(std::ceil(too_far_by))) +
                        " px too far"
                  : std::string());
  }
  return {};
}

std::string attack_refusal_message(const sim::Unit& hero, const sim::Unit& enemy,
                                   sim::AttackCheck check) {
  const std::string who(hero.name());
  switch (check) {
    case sim::AttackCheck::kOk:
      return {};
    case sim::AttackCheck::kNotNow:
      return "Wait: " + who + " cannot attack now";
    case sim::AttackCheck::kNoHero:
      return who + " is not a hero that can attack";
    case sim::AttackCheck::kAlreadyAttacked:
      return who + " has attacked this turn; it can still move";
    case sim::AttackCheck::kNoEnemy:
      return enemy.name() + " is not an enemy " + who + " can attack";
  }
  return {};
}

std::string orders_now_refusal_message(sim::OrdersNow now) {
  switch (now) {
    case sim::OrdersNow::kYes:
      return {};
    case sim::OrdersNow::kBattleOver:
      return "The battle is over";
    case sim::OrdersNow::kEnemiesTurn:
      return "Wait: it is the enemies' turn";
  }
  return {};
}

std::string actions_left(bool can_move, bool can_attack) {
  if (can_move && can_attack) return "can still move and attack";
  if (can_move) return "has attacked; can still move";
  if (can_attack) return "has moved; can still attack";
  return "has moved and attacked this turn";
}

}  // namespace hp::view
