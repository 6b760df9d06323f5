// BattleLoader implementation.
#include "game/app/content/battle_loader.h"

#include <algorithm>
#include <filesystem>

#include "engine/tiled/map_loader.h"
#include "game/sim/map/setup_from_map.h"

namespace hp::app {
namespace {

bool has_side(const sim::WorldSetup& setup, sim::Side side) {
  return std::any_of(setup.units.begin(), setup.units.end(),
                     [side](const sim::UnitSpec& u) { return u.side == side; });
}

}  // namespace

void report_missing_sides(const std::string& path, const sim::WorldSetup& setup,
                          Diagnostics& diagnostics, const std::vector<int>& refused) {
  const char* how = "add a point object whose class (Tiled 1.8: type) is";
  // A unit refused for a bad value is why the side is missing, more often than not: say so.
  std::string ids;
  for (const int id : refused) ids += (ids.empty() ? "" : ", ") + std::to_string(id);
  const auto because = [&](const char* side) {
    if (refused.empty()) return std::string();
    return std::string("; ") + (refused.size() == 1 ? "object " : "objects ") + ids +
           (refused.size() == 1 ? " was" : " were") +
           " left out for the errors above: if it is meant as the " + side +
           ", fixing its error is the fix";
  };
  if (!has_side(setup, sim::Side::kHero)) {
    diagnostics.error(path, 0,
                      std::string("the map has no hero; ") + how + " \"Hero\"" + because("Hero"));
  }
  if (!has_side(setup, sim::Side::kEnemy)) {
    diagnostics.error(
        path, 0, std::string("the map has no enemy; ") + how + " \"Enemy\"" + because("Enemy"));
  }
}

DemoAttack demo_attack(const Battle& battle) {
  DemoAttack demo;
  demo.hero = battle.map.properties.get_string("demo_hero").value_or("");
  demo.enemy = battle.map.properties.get_string("demo_enemy").value_or("");
  for (const sim::UnitSpec& unit : battle.setup.units) {
    if (demo.hero.empty() && unit.side == sim::Side::kHero) demo.hero = unit.name;
    if (demo.enemy.empty() && unit.side == sim::Side::kEnemy) demo.enemy = unit.name;
  }
  return demo;
}

std::string next_map_path(const tiled::Map& map) {
  const std::string next = map.properties.get_string("next_map").value_or("");
  if (next.empty()) return {};
  const std::filesystem::path relative(next);
  if (relative.is_absolute()) return next;
  return (std::filesystem::path(map.path).parent_path() / relative).lexically_normal().string();
}

std::string battle_title(const tiled::Map& map) {
  const std::string title = map.properties.get_string("title").value_or("");
  return title.empty() ? std::filesystem::path(map.path).stem().string() : title;
}

std::string battle_briefing(const tiled::Map& map) {
  return map.properties.get_string("briefing").value_or("");
}

}  // namespace hp::app
