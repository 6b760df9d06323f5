// JsonText: counting newlines up to an offset, and a forward search for quoted keys.
#include "game/app/content/json_text.h"

#include <algorithm>

namespace hp::app {

TextPosition position_of(std::string_view text, std::size_t byte) {
  const std::size_t end = std::min(byte > 0 ? byte - 1 : 0, text.size());
  TextPosition p;
  for (std::size_t i = 0; i < end; ++i) {
    if (text[i] == '\n') {
      ++p.line;
      p.column = 1;
    } else {
      ++p.column;
    }
  }
  return p;
}

int line_of_keys(std::string_view text, const std::vector<std::string_view>& keys) {
  std::size_t at = 0;
  for (std::string_view key : keys) {
    const std::string quoted = "\"" + std::string(key) + "\"";
    at = text.find(quoted, at);
    if (at == std::string_view::npos) return 0;
    at += quoted.size();
  }
  return keys.size() == 0 ? 0 : position_of(text, at).line;
}

std::string parse_error_reason(const std::string& what) {
  std::string reason = what;
  if (const std::size_t bracket = reason.find("] ");
      !reason.empty() && reason[0] == '[' && bracket != std::string::npos) {
    reason = reason.substr(bracket + 2);  // "[json.exception.parse_error.101] "
  }
  if (reason.rfind("parse error", 0) == 0) {  // "parse error at line 3, column 11: "
    const std::size_t colon = reason.find(": ");
    if (colon != std::string::npos) reason = reason.substr(colon + 2);
  }
  return reason;
}

}  // namespace hp::app
