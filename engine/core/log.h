// Log: one-line messages to stderr ("heartpath: warning: ..."), with a switch for quiet runs.
#pragma once

#include <string_view>

namespace hp::log {

// Informational message (suppressed when quiet).
void info(std::string_view message);
// Something degraded but the program goes on (missing sound device, missing art).
void warning(std::string_view message);
// Something failed.
void error(std::string_view message);
// Silences info() lines (used by --json and tests so stdout/stderr stay parseable).
void set_quiet(bool quiet);

}  // namespace hp::log
