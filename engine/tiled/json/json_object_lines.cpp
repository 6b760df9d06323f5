// Finding object lines: '{' and newlines outside strings, one byte at a time.
#include "engine/tiled/json/json_object_lines.h"

namespace hp::tiled {
namespace {

// Where the scan is: JSON strings cannot hold a raw newline (simdjson refuses one), so every
// newline is outside them and the lines can be counted in the same scan.
struct ScanState {
  int line = 1;
  bool in_string = false;
  bool escaped = false;  // in a string, the next character is escaped by a backslash
};

// One character.
inline void step(char c, ScanState& state, std::vector<int>& lines) {
  if (state.escaped) {
    state.escaped = false;
  } else if (state.in_string) {
    if (c == '\\') state.escaped = true;
    if (c == '"') state.in_string = false;
  } else if (c == '"') {
    state.in_string = true;
  } else if (c == '{') {
    lines.push_back(state.line);
  } else if (c == '\n') {
    ++state.line;
  }
}

}  // namespace

JsonObjectLines::JsonObjectLines(std::string_view text) {
  ScanState state;
  for (const char c : text) step(c, state, lines_);
}

}  // namespace hp::tiled
