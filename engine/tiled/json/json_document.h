// JsonDocument: a Tiled JSON file parsed by simdjson into JsonValues that know the line where
// each object starts, with tile data arrays decoded straight into gids.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/diagnostic.h"
#include "engine/tiled/json/json_value.h"

namespace simdjson::dom {
class parser;
}  // namespace simdjson::dom

namespace hp::tiled {

using Json = JsonValue;

// The numbers of one array written under a "data" key (a tile layer's or a chunk's gids). They
// never enter the JSON tree, which keeps an empty array in their place: a million-tile layer
// costs 4 bytes a tile, converted once.
struct GidArray {
  std::vector<std::uint32_t> gids;  // the values, in order
  std::size_t count = 0;            // values in the file, including any not stored
  std::string problem;              // the first value that is not a gid, described; or empty
  bool truncated = false;           // the file holds more tile data than kMaxTilesPerMap
};

class JsonDocument {
 public:
  JsonDocument();
  ~JsonDocument();
  JsonDocument(const JsonDocument&) = delete;
  JsonDocument& operator=(const JsonDocument&) = delete;

  // Parses contents (read from path). On a syntax error reports "path:line: error: malformed
  // JSON (...)" and returns false; nesting past kMaxJsonDepth is refused the same way.
  bool parse(std::string_view contents, const std::string& path, Diagnostics& diagnostics);

  const Json& root() const { return values_.empty() ? kJsonNull : values_.front(); }
  // The line where object (a JSON object of this document) starts, or 0.
  int line_of(const Json& object) const { return object.line(); }
  // The gids that stood in array (an array under a "data" key), or nullptr for any other value.
  GidArray* gid_array(const Json& array);

 private:
  void report_problem(std::string_view contents, const std::string& path,
                      std::string_view parser_error, Diagnostics& diagnostics) const;

  // Owns the text the strings point into (kept until the document goes).
  std::unique_ptr<simdjson::dom::parser> parser_;
  std::vector<JsonValue> values_;  // the root first; children of a value are adjacent
  std::vector<GidArray> gid_arrays_;
};

}  // namespace hp::tiled
