// JsonTreeBuilder: simdjson's parsed tree -> a document's JsonValues, with each object's line
// and the tile data arrays decoded straight into gids (they never become JsonValues).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <simdjson.h>

#include "engine/tiled/json/json_object_lines.h"
#include "engine/tiled/json/json_value.h"

namespace hp::tiled {

struct GidArray;

class JsonTreeBuilder {
 public:
  enum class Outcome {
    kBuilt,
    kTooDeep,        // nesting past kMaxJsonDepth
    kTooManyValues,  // more than kMaxJsonValues values besides tile data; see limit_line()
  };

  // text is what simdjson parsed; values and gid_arrays receive the tree (values[0] the root).
  JsonTreeBuilder(std::string_view text, std::vector<JsonValue>& values,
                  std::vector<GidArray>& gid_arrays)
      : lines_(text), values_(values), gid_arrays_(gid_arrays) {}

  // Checks the limits before allocating anything, then builds.
  Outcome build(simdjson::dom::element root);
  // For kTooManyValues: the line of the object being read when the limit was passed.
  int limit_line() const { return limit_line_; }

 private:
  bool count(simdjson::dom::element value, int depth, bool tile_data);
  static JsonValue shallow(simdjson::dom::element value);
  void fill(simdjson::dom::element value, JsonValue& slot, bool tile_data);
  JsonValue* allocate(std::size_t count);
  void fill_gid_array(simdjson::dom::array array, JsonValue& slot);
  void add_gid(GidArray& array, simdjson::dom::element value);
  void skip_objects(simdjson::dom::element value);

  JsonObjectLines lines_;
  std::vector<JsonValue>& values_;
  std::vector<GidArray>& gid_arrays_;
  std::int64_t counted_values_ = 0;  // besides the root and tile data
  std::size_t counted_objects_ = 0;  // objects met so far, in the order of their '{'
  std::size_t next_object_ = 0;      // the index (in lines_) of the next object filled
  std::size_t stored_gids_ = 0;
  Outcome failure_ = Outcome::kBuilt;  // the limit count() stopped at
  int limit_line_ = 0;
};

}  // namespace hp::tiled
