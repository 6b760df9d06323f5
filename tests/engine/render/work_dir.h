// WorkDir: scratch files for the conformance test: a temporary directory, copies of map folders
// (gzipped files unpacked, as Debian ships Tiled's examples), and running commands.
#pragma once

#include <string>

namespace hp::test {

// A fresh, empty directory under the system's temporary directory.
std::string make_work_dir(const std::string& name);

// Copies the folder from into to (created), unpacking every *.gz file to its name without ".gz".
// Returns false with error filled when something cannot be copied.
bool copy_unpacked(const std::string& from, const std::string& to, std::string& error);

struct CommandResult {
  int status = -1;     // exit status
  std::string output;  // standard output and error, interleaved
};
CommandResult run_command(const std::string& command);

// Whether program can be found on PATH.
bool on_path(const std::string& program);

// Quotes text for a POSIX shell.
std::string shell_quote(const std::string& text);

}  // namespace hp::test
