// Contact: where a moving disc first touches something, as the motion constraint needs it.
#pragma once

#include "engine/core/vec2.h"

namespace hp::sim {

// Gap kept between a disc stopped by a contact and what it touched, pixels. Rounding in the
// sweep can be ~1e-13 px either way; stopping this far short keeps measured gaps >= 0.
inline constexpr double kContactSkin = 1e-6;

// The first contact of a disc moving from `from` by `delta`: the fraction of delta it can move
// (1 = the whole move is free) and, when fraction < 1, the unit normal of what it touched,
// pointing from the obstacle toward the mover (the direction the mover may not push into).
struct Contact {
  double fraction = 1.0;
  Vec2 normal;
  bool arrival = false;  // what was touched is what the mover walks to: stop, do not slide

  bool hit() const { return fraction < 1.0; }
};

// The earlier of two contacts (a is kept on ties, so results do not depend on query order).
inline Contact earlier(const Contact& a, const Contact& b) {
  return b.fraction < a.fraction ? b : a;
}

}  // namespace hp::sim
