// check_map: loading first (its messages are the file's), then the rule families in turn.
#include "game/app/check/map_check.h"

#include <set>
#include <vector>

#include "engine/tiled/map_loader.h"
#include "engine/tiled/read/file_format.h"
#include "engine/tiled/read/file_reader.h"
#include "game/app/check/glyph_rules.h"
#include "game/app/check/goal_reach_rules.h"
#include "game/app/check/map_link_rules.h"
#include "game/app/check/map_objects.h"
#include "game/app/check/object_extents.h"
#include "game/app/check/patrol_reach_rules.h"
#include "game/app/check/property_name_rules.h"
#include "game/app/check/unit_class_rules.h"
#include "game/app/check/unit_placement_rules.h"
#include "game/app/check/unit_sprite_rules.h"
#include "game/app/content/battle_loader.h"
#include "game/app/content/data_paths.h"
#include "game/sim/map/setup_from_map.h"
#include "game/sim/world/world.h"

namespace hp::app {
namespace {

// Every line of each object's text (its properties included, and objects the loader refused
// for a bad value), for Tiled to select the object at fault.
// map: the model when the file loaded (as read), else null.
std::map<int, int> index_object_lines(const std::string& path, const tiled::Map* map) {
  std::map<int, int> index;
  tiled::FileBytes bytes;
  if (!tiled::read_file(path, bytes).empty()) return index;  // the loader has said why
  const std::string_view text = bytes.text();
  const bool json = tiled::detect_format(path, text) == tiled::FileFormat::kJson;
  for (const ObjectSpan& span : object_spans(text, json)) {
    for (int line = span.first_line; line <= span.last_line; ++line) index.emplace(line, span.id);
  }
  if (!map) return index;
  // The model's own lines win (one-line JSON puts every object on line 1).
  for_each_object(map->layers, [&](const tiled::MapObject& object, const tiled::Layer&, Vec2) {
    if (object.line > 0) index[object.line] = object.id;
  });
  return index;
}

// The objects written in the file that the loader left out of map for their errors (a property
// value of the wrong type): each error's line that falls in an object the model lacks.
std::vector<int> refused_objects(const tiled::Map& map, const MapCheck& check,
                                 const Diagnostics& diagnostics) {
  std::set<int> kept;
  for_each_object(map.layers, [&](const tiled::MapObject& object, const tiled::Layer&, Vec2) {
    kept.insert(object.id);
  });
  std::set<int> refused;
  for (const Diagnostic& d : diagnostics.items()) {
    if (d.severity != Severity::kError) continue;
    const std::optional<int> id = check.object_id(d, map.path);
    if (id && !kept.contains(*id)) refused.insert(*id);
  }
  return {refused.begin(), refused.end()};
}

}  // namespace

std::optional<int> MapCheck::object_id(const Diagnostic& d, const std::string& map_path) const {
  if (d.path != map_path || d.line <= 0) return std::nullopt;
  const auto it = object_at_line.find(d.line);
  if (it == object_at_line.end()) return std::nullopt;
  return it->second;
}

MapCheck check_map(const std::string& path) {
  return load_checked_battle(path).check;
}

CheckedBattle load_checked_battle(const std::string& path) {
  CheckedBattle checked;
  MapCheck& check = checked.check;
  Diagnostics& diagnostics = check.diagnostics;
  // Read as far as it goes: a missing image or template must not hide the problems after it.
  std::optional<tiled::Map> map = tiled::load_map_as_read(path, diagnostics);
  check.object_at_line = index_object_lines(path, map ? &*map : nullptr);
  if (!map) return checked;
  check_property_names(*map, diagnostics);
  check_unit_classes(*map, diagnostics);
  check_map_links(*map, find_data_paths().music(), diagnostics);
  check_unit_sprites(*map, diagnostics);
  check_glyphs(*map, game_fonts(), diagnostics);
  std::optional<sim::WorldSetup> setup = sim::setup_from_map(*map, diagnostics);
  if (!setup) return checked;
  report_missing_sides(path, *setup, diagnostics, refused_objects(*map, check, diagnostics));
  const sim::World world(*setup);
  check_unit_placement(world, path, diagnostics);
  // Reach is judged with every door open: a way a door closes at the start opens later.
  sim::WorldSetup doors_open = *setup;
  doors_open.doors.clear();
  const sim::World opened =
      setup->doors.empty() ? sim::World(sim::WorldSetup{}) : sim::World(doors_open);
  const sim::World& reach_world = setup->doors.empty() ? world : opened;
  check_patrol_reach(reach_world, path, diagnostics);
  check_goal_reach(reach_world, path, diagnostics);
  if (!diagnostics.has_errors()) checked.battle = Battle{std::move(*map), std::move(*setup)};
  return checked;
}

std::optional<Battle> load_checked_battle(const std::string& path, Diagnostics& diagnostics) {
  CheckedBattle checked = load_checked_battle(path);
  for (const Diagnostic& d : checked.check.diagnostics.items()) diagnostics.add(d);
  return std::move(checked.battle);
}

}  // namespace hp::app
