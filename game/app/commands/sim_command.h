// `heartpath sim`: one attack run headless at the fixed step, measured.
#pragma once

#include <string>
#include <vector>

namespace hp::app {

// Runs `heartpath sim` with the arguments after the command word; returns the exit status.
int run_sim(std::vector<std::string> args);

}  // namespace hp::app
