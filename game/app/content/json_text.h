// JsonText: where things are in a JSON text, for "path:line" messages about content files.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace hp::app {

// A 1-based line and column.
struct TextPosition {
  int line = 1;
  int column = 1;
};

// The line and column of a byte offset (nlohmann's parse_error::byte counts from 1; pass it as
// is: the offset of the byte the parser stopped at). Offsets past the end give the last position.
TextPosition position_of(std::string_view text, std::size_t byte);

// The line of the key path (e.g. {"moments", "title", "gain_db"}): each quoted key is looked for
// after the previous one. 0 when a key is not found (the message then has no line).
int line_of_keys(std::string_view text, const std::vector<std::string_view>& keys);

// nlohmann's parse error text without its "[json.exception...] parse error at ...: " prefix.
std::string parse_error_reason(const std::string& what);

}  // namespace hp::app
