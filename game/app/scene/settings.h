// Settings: the player's volumes, game speed and difficulty, kept as JSON in the per-user folder
// between runs.
#pragma once

#include <string>

#include "engine/core/diagnostic.h"
#include "game/sim/model/difficulty.h"

namespace hp::app {

// Volumes in the pause menu's steps, 0..10, the game speed the last battle was played at, and
// the difficulty chosen on the title screen.
struct Settings {
  int master = 10;
  int music = 8;
  int effects = 10;
  int speed = 1;  // game time per real time: 1, 2 or 4 (keys 1, 2, 4)
  sim::Difficulty difficulty = sim::Difficulty::kNormal;  // the game's own default
};

// Where settings.json lives: $HEARTPATH_SETTINGS_DIR when set (tests, portable installs), else
// SDL_GetPrefPath("heartpath", "heartpath") (~/.local/share/heartpath/heartpath/ on Linux);
// empty when neither is available.
std::string settings_folder();
std::string settings_path(const std::string& folder);

// Reads path. A missing file gives the defaults silently; a corrupt one is reported to problems
// (path, line, what is wrong), and gives the defaults for what could not be read.
Settings read_settings(const std::string& path, Diagnostics& problems);
// Writes path atomically: a temporary file in the same folder, then a rename over the old one,
// so a crash mid-write leaves the old file, never half a new one. false (and why) on failure.
bool write_settings(const std::string& path, const Settings& settings, std::string& error);

// The game's use of the two: read at start (a corrupt file is logged, kept aside as
// settings.json.bad, and replaced by the defaults) and written on every change (failures logged).
Settings load_user_settings();
void save_user_settings(const Settings& settings);

}  // namespace hp::app
