// JsonText: counting newlines up to an offset, and a forward search for quoted keys.
#include "game/app/content/json_text.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace hp::app {
namespace {

// Takes every value and keeps nothing; remembers the offset of the error that stops the parse.
class ErrorOffset : public nlohmann::json_sax<nlohmann::json> {
 public:
  std::size_t byte = 0;

  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t, const string_t&) override { return true; }
  bool string(string_t&) override { return true; }
  bool binary(binary_t&) override { return true; }
  bool start_object(std::size_t) override { return true; }
  bool key(string_t&) override { return true; }
  bool end_object() override { return true; }
  bool start_array(std::size_t) override { return true; }
  bool end_array() override { return true; }
  bool parse_error(std::size_t position, const std::string&,
                   const nlohmann::detail::exception&) override {
    byte = position;
    return false;
  }
};

}  // namespace

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

TextPosition json_error_position(std::string_view text) {
  ErrorOffset offset;
  nlohmann::json::sax_parse(text.begin(), text.end(), &offset);
  return position_of(text, offset.byte);
}

int line_of_keys(std::string_view text, const std::vector<std::string_view>& keys) {
  std::size_t at = 0;  // just after the last key found; 0 (line 1) before the first
  for (std::string_view key : keys) {
    const std::string quoted = "\"" + std::string(key) + "\"";
    const std::size_t found = text.find(quoted, at);
    if (found == std::string_view::npos) break;
    at = found + quoted.size();
  }
  return position_of(text, at).line;
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

bool parse_json_reporting(std::string_view text, const std::string& path, Diagnostics& problems,
                          nlohmann::json& out, std::string_view outcome) {
  const std::string then = outcome.empty() ? "" : "; " + std::string(outcome);
  try {
    out = nlohmann::json::parse(text.begin(), text.end());
    return true;
  } catch (const nlohmann::json::parse_error& e) {
    const TextPosition p = position_of(text, e.byte);
    problems.error(path, p.line,
                   "column " + std::to_string(p.column) + ": not valid JSON (" +
                       parse_error_reason(e.what()) +
                       "); check for a missing comma, quote or brace just before it" + then);
  } catch (const nlohmann::json::exception& e) {  // a number too large for a double: no offset
    const TextPosition p = json_error_position(text);
    problems.error(path, p.line,
                   "column " + std::to_string(p.column) + ": not usable JSON (" +
                       parse_error_reason(e.what()) + "); use a smaller number" + then);
  }
  return false;
}

}  // namespace hp::app
