// What a hot reload did to the battle, in words for the top bar and the log: kept, or started
// again and why (which units are new, gone or on the other side).
#pragma once

#include <string>

#include "game/sim/world/world.h"

namespace hp::app {

// "The Clearing reloaded: battle kept (turn 2; units where they stood)" when `kept`, else
// "The Clearing reloaded with other units: the battle starts again (Cid is new, Otto is gone)"
// naming up to three differences between old's units and fresh's (by name and side) and how
// many more.
std::string reload_news(const std::string& title, const sim::World& old, const sim::World& fresh,
                        bool kept);

}  // namespace hp::app
