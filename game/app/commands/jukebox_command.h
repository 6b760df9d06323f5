// `heartpath jukebox`: lists the music folder and auditions its tracks and crossfades.
#pragma once

#include <string>
#include <vector>

namespace hp::app {

// Runs `heartpath jukebox` with the arguments after the command word; returns the exit status.
int run_jukebox(std::vector<std::string> args);

}  // namespace hp::app
