// Reads how a battle is won and lost (the objectives half of the map conventions): the map's
// victory_* and defeat_* properties, Goal objects, and the named Area objects spawns and doors
// wait on.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_model.h"
#include "game/sim/model/world_setup.h"

namespace hp::sim {

// Every map property an objective is read from, in the order the docs list them.
inline constexpr std::array<std::string_view, 5> kObjectiveProperties = {
    "victory_rout", "victory_unit_out", "victory_survive_turns", "defeat_unit_out",
    "defeat_turn_limit"};

// A Goal object as read, before its `hero` is looked up among the units.
struct GoalObject {
  Goal goal;
  std::string hero;  // the `hero` property ("" for any hero)
  int hero_line = 0;
};

// Collects Goal and Area objects while the map is walked; `finish` then reads the map's
// properties against the units read meanwhile.
class ObjectiveReader {
 public:
  // A Goal or Area object (rectangle, tile object or polygon); any other shape is an error.
  void add_goal(const tiled::MapObject& object, Vec2 offset, const std::string& path,
                Diagnostics& diagnostics);
  void add_area(const tiled::MapObject& object, Vec2 offset, const std::string& path,
                Diagnostics& diagnostics);
  // An object whose class is "Goal" but for its case ("goal"), so it is ignored; `message`
  // says so. finish reports it: a warning, or, when the map has no other way to be won, the
  // error that says why it cannot be (not a separate "cannot be won" that hides the cause).
  void add_goal_slip(int line, std::string message);
  // Fills setup.objectives and setup.areas; every bad name or number is an error naming the
  // property's line.
  void finish(const tiled::Map& map, WorldSetup& setup, Diagnostics& diagnostics);

 private:
  struct GoalSlip {
    int line = 0;
    std::string message;
  };
  std::vector<GoalObject> goals_;
  std::vector<GoalSlip> goal_slips_;
  std::vector<Area> areas_;
};

}  // namespace hp::sim
