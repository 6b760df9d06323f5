// The nearest spot where a disc fits among the walls: how far a unit or waypoint placed in a
// wall must really move (a disc's overlap is less than that when it sits deep in a wall).
#pragma once

#include <optional>

#include "engine/core/vec2.h"
#include "game/sim/navigation/static_collision.h"

namespace hp::app {

// A spot where the disc fits and how far it is from where the disc was placed.
struct Fit {
  Vec2 spot;              // the disc's centre there, pixels
  double distance = 0.0;  // pixels from the placed centre
};

// The nearest centre within the map where a disc of `radius` keeps a gap of at least 0 to every
// wall and edge (collision.gap >= 0), searched along 2,880 directions from `centre` (exact to
// well under 0.01 px against straight wall sides; a pocket narrower than one direction's spread
// can be missed). nullopt when the disc fits nowhere on the map.
std::optional<Fit> nearest_fit(const sim::StaticCollision& collision, Vec2 centre, double radius);

}  // namespace hp::app
