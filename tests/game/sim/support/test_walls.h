// Small builders for wall geometry in navigation tests (Rect and WorldSetup have no constructors).
#pragma once

#include "game/sim/model/world_setup.h"

namespace hp::sim::test {

inline Rect make_rect(double x, double y, double w, double h) {
  Rect r;
  r.x = x;
  r.y = y;
  r.w = w;
  r.h = h;
  return r;
}

// A width x height map with no walls (its edges still count as walls) and no units.
inline WorldSetup empty_map(double width, double height) {
  WorldSetup setup;
  setup.width = width;
  setup.height = height;
  return setup;
}

}  // namespace hp::sim::test
