// Locating a JSON text's problem: when simdjson refuses a text (it says what kind of error, not
// where) or the tree passes the nesting limit, a second parse finds the line and words it.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace hp::tiled {

struct JsonTextProblem {
  int line = 0;             // 1-based
  std::string reason;       // e.g. "syntax error while parsing object - unexpected string literal"
  bool over_limit = false;  // valid JSON past one of our limits, rather than malformed
};

// The first problem in text, in reading order: a syntax error, nesting past kMaxJsonDepth, or
// a number no 64-bit value holds; nullopt when there is none of these.
std::optional<JsonTextProblem> locate_json_problem(std::string_view text);

}  // namespace hp::tiled
