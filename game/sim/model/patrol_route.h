// PatrolRoute: a route an enemy walks, as a level designer drew it in the map.
#pragma once

#include <string>
#include <vector>

#include "engine/core/vec2.h"

namespace hp::sim {

// Seconds an enemy pauses at a waypoint when the map says nothing (docs/map-conventions.md).
inline constexpr double kDefaultPatrolWait = 2.0;

// Three ways to draw one (docs/map-conventions.md): a Patrol polyline or polygon object, point
// objects of class Waypoint sharing a `route` name, or the seed's tile layer named `waypoints`.
struct PatrolRoute {
  std::string name;           // the route's name (the Patrol object's, or `route`); may be empty
  int object_id = 0;          // the Patrol object's id (what a reference names); 0 for the others
  std::vector<Vec2> points;   // waypoints, absolute pixels, in walking order (at least one)
  std::vector<double> waits;  // seconds at each waypoint: empty, or one per point
  bool loop = false;          // true: last -> first -> ...; false: back and forth
  double wait = kDefaultPatrolWait;  // seconds at a waypoint without its own
  int line = 0;                      // source line of the route (its object or first waypoint)
  std::vector<int> point_lines;      // Waypoint routes: each point's object line; else empty

  // The source line of point i: its Waypoint object's, else the route's.
  int line_of(std::size_t i) const { return i < point_lines.size() ? point_lines[i] : line; }

  // Seconds spent at waypoint i.
  double wait_at(std::size_t i) const { return i < waits.size() ? waits[i] : wait; }
};

}  // namespace hp::sim
