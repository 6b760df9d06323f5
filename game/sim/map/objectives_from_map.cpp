// Objectives from a map.
//
// Objective conventions (every key the game reads for winning and losing):
//   @property victory_rout           bool    map: knocking out every enemy wins (default true)
//   @property victory_unit_out       string  map: knocking out this enemy wins
//   @property victory_survive_turns  int     map: the end of the enemies' turn N wins
//   @property defeat_unit_out        string  map: this hero knocked out loses
//   @property defeat_turn_limit      int     map: the end of the enemies' turn N, not won, loses
//   Objects of class Goal (rectangles or polygons): a hero standing inside wins
//   @property hero                   string  on a Goal: only this hero counts
//   Objects of class Area (rectangles or polygons, named): what spawns and doors wait on
#include "game/sim/map/objectives_from_map.h"

#include <algorithm>
#include <map>
#include <optional>

#include "engine/core/edit_distance.h"
#include "game/sim/map/object_outline.h"

namespace hp::sim {
namespace {

std::string object_label(const char* kind, const tiled::MapObject& object) {
  return std::string(kind) + " " + std::to_string(object.id) +
         (object.name.empty() ? std::string() : " (\"" + object.name + "\")");
}

std::optional<Area> read_area(const tiled::MapObject& object, Vec2 offset, const char* kind,
                              const std::string& path, Diagnostics& diagnostics) {
  std::optional<std::vector<Vec2>> outline = area_outline(object, offset);
  if (!outline) {
    const bool flat = object.shape == tiled::ObjectShape::kRectangle ||
                      object.shape == tiled::ObjectShape::kTile ||
                      object.shape == tiled::ObjectShape::kPolygon;
    const bool ellipse = object.shape == tiled::ObjectShape::kEllipse;
    diagnostics.error(
        path, object.line,
        object_label(kind, object) + " is " +
            (flat ? std::string("empty (no width, height or fewer than three "
                                "points)")
                  : std::string(shape_name(object.shape))) +
            (ellipse ? ", which the game does not read as ground" : ", which covers no ground") +
            ": draw it as a rectangle or a polygon");
    return std::nullopt;
  }
  return Area{object.name, std::move(*outline), object.line};
}

// The units' names on one side, for "the enemies are: ...".
std::string names_on(const WorldSetup& setup, Side side) {
  std::string names;
  for (const UnitSpec& unit : setup.units) {
    if (unit.side != side) continue;
    if (!names.empty()) names += ", ";
    names += unit.name;
  }
  return names.empty() ? std::string("none") : names;
}

const char* side_word(Side side) {
  return side == Side::kHero ? "hero" : "enemy";
}

// Reads the map's objective properties. Each bad one is an error on its own line.
class PropertyReader {
 public:
  PropertyReader(const tiled::Map& map, const WorldSetup& setup, Diagnostics& diagnostics)
      : map_(map), setup_(setup), diagnostics_(diagnostics) {}

  int line_of(const tiled::Property& property) const {
    return property.line > 0 ? property.line : 1;
  }

  // The index of the unit a property names, which must be on `side`; -1 when unset or bad.
  int unit(std::string_view name, Side side, std::string_view other_property) {
    const tiled::Property* property = map_.properties.find(name);
    if (!property || property->value.empty()) return -1;
    for (std::size_t i = 0; i < setup_.units.size(); ++i) {
      const UnitSpec& unit = setup_.units[i];
      if (unit.name != property->value) continue;
      if (unit.side == side) return static_cast<int>(i);
      diagnostics_.error(
          map_.path, line_of(*property),
          std::string(name) + " names " + side_word(unit.side) + " \"" + unit.name +
              "\", but it must name " + (side == Side::kHero ? "a hero" : "an enemy") + " (" +
              std::string(other_property) + " is the " + side_word(unit.side) +
              "'s): " + (side == Side::kHero ? "the heroes are: " : "the enemies are: ") +
              names_on(setup_, side));
      return -1;
    }
    std::vector<std::string> names;
    for (const UnitSpec& unit : setup_.units) {
      if (unit.side == side) names.push_back(unit.name);
    }
    const std::string guess = did_you_mean(property->value, names);
    diagnostics_.error(
        map_.path, line_of(*property),
        std::string(name) + " names \"" + property->value + "\", but no unit has that name: " +
            (guess.empty()
                 ? std::string(side == Side::kHero ? "the heroes are: " : "the enemies are: ") +
                       names_on(setup_, side)
                 : guess));
    return -1;
  }

  // A whole number of turns from 1 to 999; 0 when unset, 0 or bad.
  int turns(std::string_view name) {
    const tiled::Property* property = map_.properties.find(name);
    if (!property) return 0;
    const std::optional<long long> value = map_.properties.get_int(name);
    if (value == 0LL) return 0;  // the project's default: none
    if (!value || *value < 1 || *value > 999) {
      diagnostics_.error(map_.path, line_of(*property),
                         std::string(name) +
                             " must be a whole number of turns from 1 to 999 "
                             "(got \"" +
                             property->value + "\")");
      return 0;
    }
    return static_cast<int>(*value);
  }

  bool flag(std::string_view name, bool otherwise) {
    const tiled::Property* property = map_.properties.find(name);
    if (!property) return otherwise;
    const std::optional<bool> value = map_.properties.get_bool(name);
    if (!value) {
      diagnostics_.error(
          map_.path, line_of(*property),
          std::string(name) + " must be true or false (got \"" + property->value + "\")");
      return otherwise;
    }
    return *value;
  }

  int line(std::string_view name) const {
    const tiled::Property* property = map_.properties.find(name);
    return property ? line_of(*property) : 1;
  }

 private:
  const tiled::Map& map_;
  const WorldSetup& setup_;
  Diagnostics& diagnostics_;
};

}  // namespace

void ObjectiveReader::add_goal(const tiled::MapObject& object, Vec2 offset, const std::string& path,
                               Diagnostics& diagnostics) {
  std::optional<Area> area = read_area(object, offset, "Goal", path, diagnostics);
  if (!area) return;
  GoalObject goal{Goal{std::move(*area)}, {}, object.line};
  if (const tiled::Property* hero = object.properties.find("hero")) {
    goal.hero = hero->value;
    if (hero->line > 0) goal.hero_line = hero->line;
  }
  goals_.push_back(std::move(goal));
}

void ObjectiveReader::add_goal_slip(int line, std::string message) {
  goal_slips_.push_back({line, std::move(message)});
}

void ObjectiveReader::add_area(const tiled::MapObject& object, Vec2 offset, const std::string& path,
                               Diagnostics& diagnostics) {
  if (object.name.empty()) {
    diagnostics.error(path, object.line,
                      object_label("Area", object) +
                          " has no name: spawns and doors name the Area they wait on, so give it "
                          "one (Name in the Properties view)");
    return;
  }
  std::optional<Area> area = read_area(object, offset, "Area", path, diagnostics);
  if (area) areas_.push_back(std::move(*area));
}

void ObjectiveReader::finish(const tiled::Map& map, WorldSetup& setup, Diagnostics& diagnostics) {
  std::map<std::string, int, std::less<>> area_lines;
  for (Area& area : areas_) {
    const auto [it, fresh] = area_lines.try_emplace(area.name, area.line);
    if (!fresh) {
      diagnostics.error(map.path, area.line,
                        "two Areas are named \"" + area.name + "\" (the other on line " +
                            std::to_string(it->second) +
                            "): spawns and doors name the Area they wait on, so give each its "
                            "own name");
      continue;
    }
    setup.areas.push_back(std::move(area));
  }

  Objectives& objectives = setup.objectives;
  PropertyReader read(map, setup, diagnostics);
  objectives.rout = read.flag("victory_rout", true);
  objectives.leader = read.unit("victory_unit_out", Side::kEnemy, "defeat_unit_out");
  objectives.survive_turns = read.turns("victory_survive_turns");
  objectives.protect = read.unit("defeat_unit_out", Side::kHero, "victory_unit_out");
  objectives.turn_limit = read.turns("defeat_turn_limit");

  for (GoalObject& object : goals_) {
    if (!object.hero.empty()) {
      const auto it = std::find_if(setup.units.begin(), setup.units.end(), [&](const UnitSpec& u) {
        return u.name == object.hero && u.side == Side::kHero;
      });
      if (it == setup.units.end()) {
        std::vector<std::string> heroes;
        for (const UnitSpec& unit : setup.units) {
          if (unit.side == Side::kHero) heroes.push_back(unit.name);
        }
        const std::string guess = did_you_mean(object.hero, heroes);
        diagnostics.error(
            map.path, object.hero_line > 0 ? object.hero_line : object.goal.area.line,
            "Goal" +
                (object.goal.area.name.empty() ? std::string()
                                               : " \"" + object.goal.area.name + "\"") +
                ": hero \"" + object.hero + "\" is not a hero on this map: " +
                (guess.empty() ? "the heroes are: " + names_on(setup, Side::kHero) +
                                     " (leave hero empty for any)"
                               : guess));
        continue;
      }
      object.goal.hero = static_cast<int>(it - setup.units.begin());
    }
    objectives.goals.push_back(std::move(object.goal));
  }

  if (objectives.survive_turns > 0 && objectives.turn_limit > 0 &&
      objectives.turn_limit <= objectives.survive_turns) {
    diagnostics.error(map.path, read.line("defeat_turn_limit"),
                      "defeat_turn_limit " + std::to_string(objectives.turn_limit) +
                          " loses the battle before victory_survive_turns " +
                          std::to_string(objectives.survive_turns) +
                          " can win it: make the limit larger, or remove one of them");
  }
  // A condition set but misspelt has its own error already: not also "cannot be won".
  const auto set = [&](std::string_view name) {
    const tiled::Property* property = map.properties.find(name);
    return property && !property->value.empty() && property->value != "0";
  };
  const bool winnable =
      objectives.rout || set("victory_unit_out") || set("victory_survive_turns") || !goals_.empty();
  if (!winnable && !goal_slips_.empty()) {
    for (const GoalSlip& slip : goal_slips_) {
      diagnostics.error(map.path, slip.line,
                        slip.message +
                            "; without it the map has no Goal and no other victory, so the battle "
                            "cannot be won");
    }
  } else {  // a class in the wrong case is a typo, an error either way (docs/level-design.md)
    for (const GoalSlip& slip : goal_slips_) diagnostics.error(map.path, slip.line, slip.message);
  }
  if (!winnable && goal_slips_.empty()) {
    diagnostics.error(map.path, read.line("victory_rout"),
                      "the battle cannot be won: victory_rout is false and no other victory is "
                      "set (set victory_unit_out or victory_survive_turns, or draw a Goal)");
  }
}

}  // namespace hp::sim
