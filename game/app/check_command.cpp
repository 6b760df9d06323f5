// `heartpath check` implementation.
#include "game/app/check_command.h"

#include <cstdio>

#include "game/app/battle_loader.h"
#include "game/app/command_line.h"

namespace hp::app {
namespace {

constexpr const char* kUsage =
    "usage: heartpath check MAP...\n"
    "\n"
    "Validates each map (the file, its tilesets and images, and the game's map conventions)\n"
    "and prints every problem as  path:line: error: message  (or warning:).\n"
    "Exit status: 0 no errors, 1 at least one error, 2 bad arguments.\n";

}  // namespace

int run_check(std::vector<std::string> args) {
  ArgReader reader(std::move(args));
  if (reader.flag("--help") || reader.flag("-h")) {
    std::fputs(kUsage, stdout);
    return kExitOk;
  }
  const std::vector<std::string> maps = reader.positional();
  if (!reader.error().empty() || maps.empty()) {
    std::fprintf(stderr, "heartpath check: %s\n%s",
                 reader.error().empty() ? "no map given" : reader.error().c_str(), kUsage);
    return kExitBadInput;
  }
  int errors = 0;
  for (const std::string& path : maps) {
    Diagnostics diagnostics;
    load_battle(path, diagnostics);
    for (const Diagnostic& d : diagnostics.items()) {
      std::printf("%s\n", d.to_string().c_str());
      if (d.severity == Severity::kError) ++errors;
    }
    if (!diagnostics.has_errors()) std::fprintf(stderr, "%s: ok\n", path.c_str());
  }
  return errors > 0 ? kExitFailed : kExitOk;
}

}  // namespace hp::app
