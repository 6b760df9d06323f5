// What an order sets off besides its own outcome, as the previews say it under the order: the
// reinforcements it calls and the doors it opens, for a Move and an attack alike.
#pragma once

#include <cstddef>
#include <span>
#include <string>

#include "game/sim/model/unit.h"

namespace hp::sim {
class World;
}

namespace hp::view {

// "calls Lurker (next turn); opens Portcullis", or empty.
std::string order_consequences(const sim::World& world, std::span<const sim::UnitId> calls,
                               std::span<const std::size_t> doors);

}  // namespace hp::view
