// check_to_json: the machine-readable findings the Tiled extension (maps/extensions) reads.
#include "game/app/check/check_output.h"

namespace hp::app {
namespace {

const char* severity_name(Severity severity) {
  switch (severity) {
    case Severity::kError:
      return "error";
    case Severity::kWarning:
      return "warning";
    case Severity::kNote:
      return "note";
  }
  return "error";
}

}  // namespace

nlohmann::json check_to_json(const MapCheck& check, const std::string& map_path) {
  nlohmann::json items = nlohmann::json::array();
  for (const Diagnostic& d : check.diagnostics.items()) {
    nlohmann::json item = {
        {"path", d.path},       {"line", d.line},        {"severity", severity_name(d.severity)},
        {"message", d.message}, {"text", d.to_string()},
    };
    if (const std::optional<int> id = check.object_id(d, map_path)) item["object_id"] = *id;
    items.push_back(std::move(item));
  }
  return items;
}

}  // namespace hp::app
