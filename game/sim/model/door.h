// Door: a Wall that opens during the battle (the map's Wall objects with opens_* properties).
// It blocks like any wall while closed; once its first condition holds it opens for good, and
// routes are planned again without it.
#pragma once

#include <string>

#include "game/sim/model/walls.h"

namespace hp::sim {

struct Door {
  std::string name;  // the Wall object's name, for messages and the view ("" when it has none)
  int object_id = 0;
  int line = 0;
  Walls shape;                  // what it blocks while closed
  int opens_on_turn = 0;        // >= 2: it opens at the start of the player's turn of that number
  int opens_when_out = -1;      // index into WorldSetup::units: it opens once that unit is out
  int opens_when_entered = -1;  // index into WorldSetup::areas: once a hero stands there
  std::string layer;  // a tile layer drawn while the door is closed and hidden once it opens
};

// The middle of what the door blocks (where the view labels it): the mean of its boxes' centres
// and polygons' points.
inline Vec2 centre(const Door& door) {
  Vec2 sum;
  int n = 0;
  for (const Rect& box : door.shape.boxes) {
    sum = sum + Vec2{box.x + box.w / 2, box.y + box.h / 2};
    ++n;
  }
  for (const auto& polygon : door.shape.polygons) {
    for (const Vec2& p : polygon) {
      sum = sum + p;
      ++n;
    }
  }
  return n > 0 ? sum * (1.0 / n) : sum;
}

}  // namespace hp::sim
