// Log implementation: plain stderr, so messages never mix into a command's stdout (JSON).
#include "engine/core/log.h"

#include <cstdio>

namespace hp::log {
namespace {

bool g_quiet = false;

void write(const char* level, std::string_view message) {
  std::fprintf(stderr, "heartpath: %s%.*s\n", level, static_cast<int>(message.size()),
               message.data());
}

}  // namespace

void info(std::string_view message) {
  if (!g_quiet) write("", message);
}
void warning(std::string_view message) {
  write("warning: ", message);
}
void error(std::string_view message) {
  write("error: ", message);
}
void set_quiet(bool quiet) {
  g_quiet = quiet;
}

}  // namespace hp::log
