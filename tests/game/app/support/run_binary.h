// RunBinary: runs the heartpath executable as a player or a script would, capturing its output.
#pragma once

#include <string>

namespace hp::test {

struct RunResult {
  int status = -1;  // exit status
  std::string out;  // standard output
  std::string err;  // standard error
};

// Runs `heartpath ARGS` (arguments are passed to the shell as written) with optional extra
// environment assignments, e.g. "SDL_AUDIODRIVER=bogus".
RunResult run_heartpath(const std::string& args, const std::string& env = "");

// A file's whole text (empty when it cannot be read).
std::string slurp(const std::string& path);

// A fresh empty directory for one test's files.
std::string temp_dir(const std::string& name);

}  // namespace hp::test
