// How an enemy picks the hero it attacks on its turn.
#pragma once

#include <optional>
#include <string_view>

#include "game/sim/battle/battlefield.h"
#include "game/sim/model/unit.h"

namespace hp::sim {

// The rule, as the game states it to players.
inline constexpr std::string_view kEnemyTargetRule =
    "Enemies attack the nearest hero they can reach past your heroes; ties go to the weakest";

// The living hero `enemy` attacks: the one with the shortest route around the walls and the
// other living heroes (heroes hold their ground: shoulder to shoulder they close a way, so a
// wounded hero can be shielded; other enemies step aside or are walked round, so they do not
// count), ties (within half a pixel) to the fewest HP, then to the first on the map. nullopt
// when walls and heroes cut it off from every hero.
std::optional<UnitId> pick_target(const Battlefield& world, const Unit& enemy);

}  // namespace hp::sim
