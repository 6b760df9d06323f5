// A double in its shortest exact text, for writing values Tiled reads back the same.
#pragma once

#include <string>

namespace hp {

// The shortest text that reads back as exactly `value` ("0.1", "12.5", "1e+20"): std::to_chars
// where the standard library has it for doubles, else shortest_double_by_printf (the libc++ of
// Debian's Emscripten has no floating-point to_chars).
std::string shortest_double_text(double value);

// The shortest "%.Ng" (N from 1 to 17) that strtod reads back as exactly `value`: the same digits
// as to_chars's, written as printf writes them. Built everywhere so native tests check it.
std::string shortest_double_by_printf(double value);

}  // namespace hp
