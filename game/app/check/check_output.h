// How `heartpath check` prints what it found: the human lines, or JSON for tools like Tiled.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "game/app/check/map_check.h"

namespace hp::app {

// The JSON form of one map's findings: an array of {"path", "line", "severity" ("error" or
// "warning"), "message", "text" (the human line)} plus "object_id" when the finding points at
// an object in the map's file. Lines are 0 when a problem has no line.
nlohmann::json check_to_json(const MapCheck& check, const std::string& map_path);

}  // namespace hp::app
