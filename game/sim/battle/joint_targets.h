// Which hero each enemy attacks when the enemies choose together (Normal and Hard): they knock
// heroes out rather than spread their blows, the hero whose fall wins the battle for them
// first. Plain numbers in, indexes out, so the choice is tested apart from any map.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <vector>

namespace hp::sim {

struct JointHero {
  int hp = 0;
  // Its fall decides the battle for the enemies (the hero to protect, the last one standing, the
  // one a Goal waits for): it comes first.
  bool decisive = false;
};

// A hero an enemy can reach this turn, and how long its route there is (pixels).
struct JointReach {
  std::size_t hero = 0;  // index into the heroes
  double length = 0;
};

struct JointEnemy {
  int attack = 0;                 // the damage its slam does
  std::vector<JointReach> reach;  // the heroes within its reach this turn
};

// For each enemy (in the order given, which is the order they act), the hero it attacks, or
// nullopt when it attacks none. The rules, in order:
//   1. Knock-outs. While some hero can be knocked out by the enemies not yet chosen that reach
//      it, the one taken is the decisive one first, then the one needing the fewest attackers,
//      then the one with the fewest HP, then the first; its attackers are the fewest that do it
//      (those with the fewest other heroes in reach first, then the hardest hitters), and none
//      that it could spare, so no enemy is sent at a hero already down by its turn.
//   2. The others attack the hero in reach that is decisive, then has the fewest HP left after
//      the blows already chosen (wearing one down for the next turn), then is the nearest.
//      A hero that rule 1 knocks out is not a target for them.
// Deterministic: ties go to the lower index.
std::vector<std::optional<std::size_t>> choose_joint_targets(std::span<const JointHero> heroes,
                                                             std::span<const JointEnemy> enemies);

}  // namespace hp::sim
