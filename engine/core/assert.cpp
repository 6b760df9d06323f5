// Default assertion handler: print and abort, so a broken invariant is never silently carried on.
#include "engine/core/assert.h"

#include <cstdio>
#include <cstdlib>

namespace hp {
namespace {

void abort_handler(const char* condition, const char* file, int line) {
  std::fprintf(stderr, "%s:%d: assertion failed: %s\n", file, line, condition);
  std::abort();
}

AssertHandler g_handler = &abort_handler;

}  // namespace

AssertHandler set_assert_handler(AssertHandler handler) {
  AssertHandler previous = g_handler;
  g_handler = handler ? handler : &abort_handler;
  return previous;
}

void assert_failed(const char* condition, const char* file, int line) {
  g_handler(condition, file, line);
}

}  // namespace hp
