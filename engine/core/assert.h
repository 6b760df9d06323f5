// HP_ASSERT: checks for programming errors, with a replaceable failure handler (tests swap it).
#pragma once

namespace hp {

// Called when an assertion fails; the default prints the condition and aborts.
using AssertHandler = void (*)(const char* condition, const char* file, int line);

// Replaces the failure handler and returns the previous one.
AssertHandler set_assert_handler(AssertHandler handler);

// Reports a failed assertion through the current handler.
void assert_failed(const char* condition, const char* file, int line);

}  // namespace hp

#define HP_ASSERT(condition) \
  ((condition) ? static_cast<void>(0) : ::hp::assert_failed(#condition, __FILE__, __LINE__))
