// Area: a region a level designer draws in Tiled (a rectangle or a polygon): a Goal heroes
// make for, or a named Area whose entering sets off spawns and doors.
#pragma once

#include <string>
#include <vector>

#include "engine/core/vec2.h"

namespace hp::sim {

struct Area {
  std::string name;
  std::vector<Vec2> outline;  // absolute points, at least three, closed back to the first
  int line = 0;               // source line of the map object, for messages
};

// Whether `p` lies inside the area's outline (even-odd rule; a point exactly on an edge may fall
// either way, which a unit's centre never needs to tell apart).
inline bool contains(const Area& area, Vec2 p) {
  bool inside = false;
  const std::vector<Vec2>& o = area.outline;
  for (std::size_t i = 0, j = o.size() - 1; i < o.size(); j = i++) {
    const bool straddles = (o[i].y > p.y) != (o[j].y > p.y);
    if (straddles && p.x < (o[j].x - o[i].x) * (p.y - o[i].y) / (o[j].y - o[i].y) + o[i].x) {
      inside = !inside;
    }
  }
  return inside;
}

// The point the area is labelled at: the mean of its outline's points.
inline Vec2 label_point(const Area& area) {
  Vec2 sum;
  for (const Vec2& p : area.outline) sum = sum + p;
  return area.outline.empty() ? sum : sum * (1.0 / static_cast<double>(area.outline.size()));
}

}  // namespace hp::sim
