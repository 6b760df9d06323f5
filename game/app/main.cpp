// Heartpath's entry point: everything happens in app::run.
#include "game/app/command_line.h"

int main(int argc, char** argv) {
  return hp::app::run(argc, argv);
}
