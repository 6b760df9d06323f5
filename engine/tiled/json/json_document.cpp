// JSON parsing: simdjson checks and tokenises the text, JsonTreeBuilder turns its tree into
// ours; a refused text is parsed again by locate_json_problem only to say where and why.
#include "engine/tiled/json/json_document.h"

#include <simdjson.h>

#include "engine/tiled/json/json_error_locator.h"
#include "engine/tiled/json/json_tree_builder.h"
#include "engine/tiled/read/map_limits.h"

namespace hp::tiled {

JsonDocument::JsonDocument() = default;
JsonDocument::~JsonDocument() = default;

bool JsonDocument::parse(std::string_view contents, const std::string& path,
                         Diagnostics& diagnostics) {
  if (contents.find_first_not_of(" \t\r\n") == std::string_view::npos) {
    diagnostics.error(path, 0, "the file is empty; re-save it from Tiled");
    return false;
  }
  // A byte order mark, as some Windows editors write: nlohmann skipped it, simdjson refuses it.
  constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
  if (contents.substr(0, kByteOrderMark.size()) == kByteOrderMark) {
    contents.remove_prefix(kByteOrderMark.size());
  }
  parser_ = std::make_unique<simdjson::dom::parser>();
  simdjson::dom::element root;
  // The text is copied into a padded buffer: simdjson reads up to 64 bytes past the end.
  const simdjson::error_code error =
      parser_->parse(contents.data(), contents.size(), /*realloc_if_needed=*/true).get(root);
  if (error) {
    report_problem(contents, path, simdjson::error_message(error), diagnostics);
    return false;
  }
  JsonTreeBuilder builder(contents, values_, gid_arrays_);
  switch (builder.build(root)) {
    case JsonTreeBuilder::Outcome::kBuilt:
      return true;
    case JsonTreeBuilder::Outcome::kTooDeep:
      report_problem(contents, path, "nested too deep", diagnostics);
      return false;
    case JsonTreeBuilder::Outcome::kTooManyValues:
      diagnostics.error(path, builder.limit_line(),
                        "the file holds more than " + std::to_string(kMaxJsonValues) +
                            " values besides tile data; split the map or simplify its objects");
      return false;
  }
  return false;
}

void JsonDocument::report_problem(std::string_view contents, const std::string& path,
                                  std::string_view parser_error, Diagnostics& diagnostics) const {
  std::optional<JsonTextProblem> problem = locate_json_problem(contents);
  if (!problem) problem = JsonTextProblem{0, std::string(parser_error), false};
  // A limit's message already says what to do; only syntax errors are "malformed".
  diagnostics.error(path, problem->line,
                    problem->over_limit ? problem->reason
                                        : "malformed JSON (" + problem->reason +
                                              "); fix the file in a text editor or re-save it "
                                              "from Tiled");
}

GidArray* JsonDocument::gid_array(const Json& array) {
  const std::uint64_t index_plus_1 = array.tile_data_index_plus_1();
  return index_plus_1 == 0 ? nullptr : &gid_arrays_[index_plus_1 - 1];
}

}  // namespace hp::tiled
