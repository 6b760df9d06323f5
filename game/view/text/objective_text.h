// ObjectiveText: the battle's objectives in words, with progress ("Hold out: turn 3 of 6"), and
// the sentence that says which one decided the battle. Read from the world alone, so the HUD,
// the title card, the pause menu and the result all say the same.
#pragma once

#include <string>
#include <vector>

#include "game/sim/world/world.h"

namespace hp::view {

struct ObjectiveLine {
  std::string text;
  bool victory = true;  // a way to win (false: a way to lose)
  bool done = false;    // already met (a leader out, a goal reached)
};

// The map's ways to win, then its ways to lose (every hero out is left unsaid: it always loses).
std::vector<ObjectiveLine> objective_lines(const sim::World& world);

// The objectives in one sentence, for the title card and the pause menu: "Win: knock out Warden
// or hold out 6 turns. Lose: Tam is knocked out, or every hero is."
std::string objective_summary(const sim::World& world);

// Why the battle ended ("Warden is knocked out", "Held out for 6 turns"); empty while it goes on.
std::string outcome_reason(const sim::World& world);

}  // namespace hp::view
