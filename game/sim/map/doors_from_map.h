// Doors from a map: Wall objects that open during the battle (the door half of the map
// conventions).
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_model.h"
#include "game/sim/model/world_setup.h"

namespace hp::sim {

// A Wall object with any of these is a door (one with only `layer` never opens: a warning).
inline constexpr std::array<std::string_view, 4> kDoorProperties = {
    "opens_on_turn", "opens_when_out", "opens_when_entered", "layer"};

bool is_door(const tiled::MapObject& object);

// Collects door objects while the map is walked; `finish` then resolves the unit, Area and layer
// names they give against the whole map.
class DoorReader {
 public:
  void add(const tiled::MapObject& object, Vec2 offset, const std::string& path,
           Diagnostics& diagnostics);
  void finish(const tiled::Map& map, WorldSetup& setup, Diagnostics& diagnostics);

 private:
  struct Pending {
    Door door;
    const tiled::MapObject* object;
  };
  std::vector<Pending> doors_;
};

}  // namespace hp::sim
