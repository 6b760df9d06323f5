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

// How a line reads beside its text. A way to lose that has not happened is "not yet" (a neutral
// mark), never a cross: a cross from turn 1 read as already failed. Once the battle is won, the
// ways to lose that never happened read as avoided.
enum class ObjectiveMark {
  kToDo,     // a way to win, not met yet
  kMet,      // a way to win, met
  kNotYet,   // a way to lose that has not happened
  kFailed,   // a way to lose that happened
  kAvoided,  // a way to lose that never happened, the battle won
};
ObjectiveMark objective_mark(const ObjectiveLine& line, sim::Outcome outcome);
// The mark's glyph and a space: a shape apiece, so it reads without colour.
const char* objective_mark_glyph(ObjectiveMark mark);

// The panel's heading once the battle is over ("Victory: Warden is knocked out", "Defeat: ..."),
// empty while it goes on.
std::string objective_heading(const sim::World& world);

// The objectives in one sentence, for the title card and the pause menu: "Win: knock out Warden
// or hold out 6 turns. Lose: Tam is knocked out, or every hero is."
std::string objective_summary(const sim::World& world);

// Why the battle ended ("Warden is knocked out", "Held out for 6 turns"); empty while it goes on.
std::string outcome_reason(const sim::World& world);

}  // namespace hp::view
