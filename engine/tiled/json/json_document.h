// JsonDocument: a Tiled JSON file parsed by nlohmann-json, knowing the line where each object
// starts, with tile data arrays decoded straight into gids as they are parsed.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/core/diagnostic.h"

namespace hp::tiled {

using Json = nlohmann::json;

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
  // Parses contents (read from path). On a syntax error reports "path:line: error: malformed
  // JSON (...)" and returns false; nesting past kMaxJsonDepth is refused the same way.
  bool parse(std::string_view contents, const std::string& path, Diagnostics& diagnostics);

  const Json& root() const { return root_; }
  // The line where object (a JSON object of this document) starts, or 0.
  int line_of(const Json& object) const;
  // The gids that stood in array (an array under a "data" key), or nullptr for any other value.
  GidArray* gid_array(const Json& array);

 private:
  friend class JsonTreeBuilder;

  Json root_;
  std::unordered_map<const void*, int> object_lines_;       // by the object's storage
  std::unordered_map<const void*, std::size_t> gid_index_;  // by the array's storage
  std::vector<GidArray> gid_arrays_;
};

}  // namespace hp::tiled
