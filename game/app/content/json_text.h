// JsonText: where things are in a JSON text, for "path:line" messages about content files.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "engine/core/diagnostic.h"

namespace hp::app {

// A 1-based line and column.
struct TextPosition {
  int line = 1;
  int column = 1;
};

// The line and column of a byte offset (nlohmann's parse_error::byte counts from 1; pass it as
// is: the offset of the byte the parser stopped at). Offsets past the end give the last position.
TextPosition position_of(std::string_view text, std::size_t byte);

// Where parsing text as JSON stops, for the errors whose exception carries no offset (nlohmann
// throws out_of_range, not parse_error, for a number too large for a double). Line 1, column 1
// when the text parses.
TextPosition json_error_position(std::string_view text);

// The line of the key path (e.g. {"moments", "title", "gain_db"}): each quoted key is looked for
// after the previous one. A key not found as written (spelt with \u escapes, say) gives the line
// of the last key found, or line 1: a message always has a line in the text.
int line_of_keys(std::string_view text, const std::vector<std::string_view>& keys);

// Parses text as JSON into out. When it is not JSON (or holds a number too large for a double),
// reports one error at the line and column where parsing stopped, saying what is wrong and how
// to fix it, then outcome when given ("the default settings are used"), and returns false.
bool parse_json_reporting(std::string_view text, const std::string& path, Diagnostics& problems,
                          nlohmann::json& out, std::string_view outcome = {});

// nlohmann's parse error text without its "[json.exception...] parse error at ...: " prefix.
std::string parse_error_reason(const std::string& what);

}  // namespace hp::app
