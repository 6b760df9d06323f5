// BattleLoader: a map file -> the map model plus a ready-to-run world, or clear errors.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_model.h"
#include "game/sim/model/world_setup.h"

namespace hp::app {

struct Battle {
  tiled::Map map;
  sim::WorldSetup setup;
};

// Reports a map with no hero or no enemy (there would be nothing to play). refused: the ids of
// objects the loader left out for their errors, named in the message (one may be the unit).
void report_missing_sides(const std::string& path, const sim::WorldSetup& setup,
                          Diagnostics& diagnostics, const std::vector<int>& refused = {});

// The attack the headless demo plays: the map's demo_hero and demo_enemy properties, or else the
// first hero and the first enemy.
struct DemoAttack {
  std::string hero;
  std::string enemy;
};
DemoAttack demo_attack(const Battle& battle);

// The battle's name as the player sees it: the map's `title` property, else its file's name.
std::string battle_title(const tiled::Map& map);
// The map's `briefing` property (empty when it has none).
std::string battle_briefing(const tiled::Map& map);

// The map to play after a victory here: the map's `next_map` property (a file, relative to the
// map as Tiled writes it), or empty when this map ends the campaign.
std::string next_map_path(const tiled::Map& map);

}  // namespace hp::app
