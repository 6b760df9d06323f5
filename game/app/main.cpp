// Heartpath's entry point: everything happens in app::run.
#include "game/app/commands/command_line.h"

#ifdef __EMSCRIPTEN__
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#endif

int main(int argc, char** argv) {
#ifdef __EMSCRIPTEN__
  // The page packs data/ and maps/ under /heartpath (game/CMakeLists.txt).
  // It is the page's working folder too, so ?map=maps/chapel.tmx names a map as a command
  // line in the game's folder does.
  setenv("HEARTPATH_ROOT", "/heartpath", 0);
  if (chdir("/heartpath") != 0) {
    std::fputs("heartpath: the page's data (/heartpath in heartpath.data) did not load\n", stderr);
    return 2;
  }
#endif
  return hp::app::run(argc, argv);
}
