// Undo messages: what the log and the top bar say when a Move is taken back or the turn reset,
// and why either is refused.
#pragma once

#include <string>

#include "game/sim/world/turn_history.h"

namespace hp::view {

// "Dana's move taken back".
std::string move_undone_message(const sim::Unit& hero);

// "Turn 3 started again (the one reset of this battle)".
std::string turn_reset_message(int turn);

// Why no Move can be taken back now: "Cannot undo: Talan has attacked since (an attack is never
// taken back; T resets the turn, once a battle)", ...; empty for UndoCheck::kOk.
std::string undo_refusal_message(const sim::World& world, const sim::TurnHistory& history,
                                 sim::UndoCheck check);

// Why the turn cannot be reset now: "Cannot reset the turn: Grub was alerted this turn", ...;
// empty for ResetCheck::kOk.
std::string reset_refusal_message(const sim::World& world, const sim::TurnHistory& history,
                                  sim::ResetCheck check);

}  // namespace hp::view
