// DifficultyText: a difficulty as the player reads it: its name, what it changes, and the title
// screen's keys that choose it.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "game/sim/model/difficulty.h"

namespace hp::view {

// "Story", "Normal", "Hard": as the title screen and the top bar show it.
std::string difficulty_title(sim::Difficulty difficulty);
// One line: what the difficulty changes about the enemies.
std::string_view difficulty_summary(sim::Difficulty difficulty);
// The title screen's choice: Right or D the next harder (after Hard, Story), Left or A the next
// easier (before Story, Hard); nullopt for every other key (it begins the battle).
std::optional<sim::Difficulty> difficulty_after_key(sim::Difficulty current, std::string_view key);

}  // namespace hp::view
