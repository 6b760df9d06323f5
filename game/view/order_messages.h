// Order messages: what the top bar and the log say when an attack gives up before its slam.
#pragma once

#include <string>

#include "game/sim/model/events.h"
#include "game/sim/model/unit.h"

namespace hp::view {

// "Shytor cannot reach Otto: walls close every way. Shytor can still act." A hero keeps its
// action when its approach gives up, and the message says so; an enemy's message does not.
std::string abandoned_order_message(const sim::Unit& attacker, const sim::Unit& target,
                                    sim::AbandonReason reason);

}  // namespace hp::view
