// `heartpath check`: validates maps and reports every problem as path:line: error: ...
#pragma once

#include <string>
#include <vector>

namespace hp::app {

// Runs `heartpath check` with the arguments after the command word; returns the exit status.
int run_check(std::vector<std::string> args);

}  // namespace hp::app
