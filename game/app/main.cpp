// Heartpath's entry point: everything happens in app::run.
#include "game/app/commands/command_line.h"

int main(int argc, char** argv) {
  return hp::app::run(argc, argv);
}
