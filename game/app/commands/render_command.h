// `heartpath render`: draws a map to a PNG the way tmxrasterizer does.
#pragma once

#include <string>
#include <vector>

namespace hp::app {

// Runs `heartpath render` with the arguments after the command word; returns the exit status.
int run_render(std::vector<std::string> args);

}  // namespace hp::app
