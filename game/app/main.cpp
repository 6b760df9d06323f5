// Heartpath's entry point: everything happens in app::run.
#include "game/app/commands/command_line.h"

#ifdef __EMSCRIPTEN__
#include <cstdlib>
#endif

int main(int argc, char** argv) {
#ifdef __EMSCRIPTEN__
  // The page packs data/ and maps/ under /heartpath (game/CMakeLists.txt).
  setenv("HEARTPATH_ROOT", "/heartpath", 0);
#endif
  return hp::app::run(argc, argv);
}
