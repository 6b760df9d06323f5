// `heartpath play`: the game, in a window or as the headless demo.
#pragma once

#include <string>
#include <vector>

namespace hp::app {

// Runs `heartpath play` with the arguments after the command word; returns the exit status.
int run_play(std::vector<std::string> args);

}  // namespace hp::app
