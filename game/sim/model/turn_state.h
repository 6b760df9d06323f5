// TurnState: whose turn it is, who has acted, and how the battle stands. Plain data; the world
// drives it (world_turns.cpp).
#pragma once

#include <cstdint>
#include <vector>

#include "game/sim/model/objectives.h"

namespace hp::sim {

enum class TurnSide : std::uint8_t { kPlayer = 1, kEnemy = 2 };
enum class Outcome : std::uint8_t { kOngoing = 0, kVictory = 1, kDefeat = 2 };

struct TurnState {
  // The pause before the enemies start their turn, and between two enemies' attacks: time for
  // the banner, and for the player to see who moves next.
  static constexpr double kEnemyTurnPauseSeconds = 1.0;
  static constexpr double kBetweenEnemiesSeconds = 0.4;

  int turn = 1;  // a turn is the player's moves, then the enemies'
  TurnSide side = TurnSide::kPlayer;
  Outcome outcome = Outcome::kOngoing;
  std::vector<std::uint8_t> acted;  // per unit index: has acted this turn (its side's)
  std::vector<std::uint8_t> moved;  // per unit index: a hero that has moved this turn
  int pause_ticks = 0;              // enemy turn: ticks to wait before the next enemy acts
  int hero_damage = 0;              // HP taken off enemies by heroes, whole battle
  int enemy_damage = 0;             // HP taken off heroes by enemies, whole battle
  int ended_on_tick = -1;           // the tick the outcome was decided (-1: ongoing)
  OutcomeReason decided_by = OutcomeReason::kNone;  // which condition ended the battle

  bool has_acted(std::uint32_t unit_index) const {
    return unit_index < acted.size() && acted[unit_index] != 0;
  }
  bool has_moved(std::uint32_t unit_index) const {
    return unit_index < moved.size() && moved[unit_index] != 0;
  }
};

}  // namespace hp::sim
