// Finding object lines: '{' and newlines outside strings, found at close to memory speed
// because the long strings (base64 tile data) are skipped with memchr.
#include "engine/tiled/json/json_object_lines.h"

#include <cstring>

namespace hp::tiled {
namespace {

// Where the string whose opening quote is at open ends (its closing quote), or text.size().
std::size_t string_end(std::string_view text, std::size_t open) {
  const char* const first = text.data();
  const char* const last = first + text.size();
  const char* from = first + open + 1;
  while (from < last) {
    const char* quote = static_cast<const char*>(std::memchr(from, '"', last - from));
    if (!quote) break;
    // A quote ends the string unless an odd number of backslashes escapes it.
    const char* before = quote;
    while (before > from && before[-1] == '\\') --before;
    if ((quote - before) % 2 == 0) return quote - first;
    from = quote + 1;
  }
  return text.size();
}

}  // namespace

JsonObjectLines::JsonObjectLines(std::string_view text) {
  // JSON strings cannot hold a raw newline (simdjson refuses one), so every newline is outside
  // them and the lines can be counted in the same scan.
  int line = 1;
  for (std::size_t at = 0; at < text.size(); ++at) {
    const char c = text[at];
    if (c == '"') {
      at = string_end(text, at);
    } else if (c == '{') {
      lines_.push_back(line);
    } else if (c == '\n') {
      ++line;
    }
  }
}

}  // namespace hp::tiled
