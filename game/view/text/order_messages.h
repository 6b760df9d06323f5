// Order messages: what the top bar and the log say when an attack gives up before its slam.
#pragma once

#include <string>

#include "game/sim/model/events.h"
#include "game/sim/model/unit.h"
#include "game/sim/world/unit_move.h"

namespace hp::sim {
enum class AttackCheck;  // game/sim/world/world.h
enum class OrdersNow;
}  // namespace hp::sim

namespace hp::view {

// "Shytor cannot reach Otto: walls close every way. Shytor can still act." A hero keeps its
// action when its approach gives up, and the message says so; an enemy's message does not.
std::string abandoned_order_message(const sim::Unit& attacker, const sim::Unit& target,
                                    sim::AbandonReason reason);

// "Shytor cannot get back to the spot: the way is blocked. Shytor stays here." A hero whose walk
// home after a slam finds no way or gets stuck ends its attack where it stands (its home kept).
std::string stranded_message(const sim::Unit& hero);
// The attack preview's line for the same: "Shytor cannot get back: stays there".
std::string stays_away_line(const sim::Unit& hero);

// "Ann could not get through and stopped here. Ann can still move." A Move order that gives up
// leaves the hero where it stands (its new home) with its move kept.
std::string abandoned_move_message(const sim::Unit& hero, sim::AbandonReason reason);

// Why a Move order to that spot is refused: "No room for Ann there: a wall or a unit is in the
// way", "Ann has moved this turn", ...; empty for MoveCheck::kOk. too_far_by (pixels, > 0): how
// much longer than the hero's reach the way is, said after a kTooFar ("45 px too far").
std::string move_refusal_message(const sim::Unit& hero, sim::MoveCheck check,
                                 double too_far_by = 0.0);

// Why an attack by hero on enemy is refused: "Ann has attacked this turn; it can still move",
// ...; empty for AttackCheck::kOk.
std::string attack_refusal_message(const sim::Unit& hero, const sim::Unit& enemy,
                                   sim::AttackCheck check);

// Why no order is taken now: "The battle is over" or "Wait: it is the enemies' turn"; empty
// for OrdersNow::kYes.
std::string orders_now_refusal_message(sim::OrdersNow now);

// What a hero has left this turn: "can still move and attack", "can still move", "can still
// attack", or "has moved and attacked this turn".
std::string actions_left(bool can_move, bool can_attack);

}  // namespace hp::view
