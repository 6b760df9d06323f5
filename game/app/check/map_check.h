// MapCheck: everything `heartpath check` finds in one map, file errors and the game's rules.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "engine/core/diagnostic.h"
#include "game/app/content/battle_loader.h"

namespace hp::app {

struct MapCheck {
  Diagnostics diagnostics;
  std::map<int, int> object_at_line;  // a line of the map file -> the object written there

  // The id of the object a diagnostic points at (any line of its <object> element, or of its
  // JSON object),
  // when it is in this map's file; nullopt otherwise (map-level, tileset or template problems).
  std::optional<int> object_id(const Diagnostic& d, const std::string& map_path) const;
};

// Loads path and runs every check: what loading reports (the file, tilesets, templates, unit
// and route values, duplicate names, patrol links, no hero or enemy), then the rules of
// property_name_rules.h, unit_class_rules.h, unit_placement_rules.h and patrol_reach_rules.h.
// The placement and reach rules need a map that loads; they are skipped when it does not.
MapCheck check_map(const std::string& path);

// A map loaded for playing under the same rules: every command and the hot reload load maps
// this way, so what `check` rejects is never played. `battle` is there only when no rule found
// an error; the warnings come with it in check.diagnostics.
struct CheckedBattle {
  MapCheck check;
  std::optional<Battle> battle;
};
CheckedBattle load_checked_battle(const std::string& path);
// The same, its problems added to `diagnostics`.
std::optional<Battle> load_checked_battle(const std::string& path, Diagnostics& diagnostics);

}  // namespace hp::app
