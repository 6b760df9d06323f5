// Map attribute rules: orientation and its stagger and hex settings, render order, size limits.
#include "engine/tiled/checks/map_checks.h"

#include <string>

#include "engine/tiled/read/map_limits.h"

namespace hp::tiled {

bool read_orientation(std::string_view orientation, const ReadContext& context, int line,
                      Map& map) {
  if (orientation == "orthogonal") {
    map.orientation = Orientation::kOrthogonal;
  } else if (orientation == "isometric") {
    map.orientation = Orientation::kIsometric;
  } else if (orientation == "staggered") {
    map.orientation = Orientation::kStaggered;
  } else if (orientation == "hexagonal") {
    map.orientation = Orientation::kHexagonal;
  } else {
    context.error(line, "unknown orientation \"" + std::string(orientation) +
                            "\"; Tiled's are orthogonal, isometric, staggered and hexagonal (in "
                            "Tiled set Map > Map Properties > Orientation)");
    return false;
  }
  return true;
}

void read_stagger(std::string_view axis, std::string_view index, const ReadContext& context,
                  int line, Map& map) {
  if (axis == "x" || axis == "y") {
    map.stagger_axis = axis == "x" ? StaggerAxis::kX : StaggerAxis::kY;
  } else {
    context.error(line, "unknown staggeraxis \"" + std::string(axis) +
                            "\"; use x or y (in Tiled: Map Properties > Stagger Axis)");
  }
  if (index == "odd" || index == "even") {
    map.stagger_index = index == "odd" ? StaggerIndex::kOdd : StaggerIndex::kEven;
  } else {
    context.error(line, "unknown staggerindex \"" + std::string(index) +
                            "\"; use odd or even (in Tiled: Map Properties > Stagger Index)");
  }
}

bool read_render_order(std::string_view order, const ReadContext& context, int line, Map& map) {
  if (order != "right-down" && order != "right-up" && order != "left-down" && order != "left-up") {
    context.error(line, "unknown renderorder \"" + std::string(order) +
                            "\"; use right-down, right-up, left-down or left-up");
    return false;
  }
  map.render_order = std::string(order);
  return true;
}

bool check_map_size(const Map& map, const ReadContext& context, int line) {
  const std::int64_t count = static_cast<std::int64_t>(map.width) * map.height;
  if (count <= kMaxTilesPerLayer && map.width <= kMaxMapSide && map.height <= kMaxMapSide) {
    return true;
  }
  context.error(line, "the map is " + std::to_string(map.width) + "x" + std::to_string(map.height) +
                          " tiles; at most " + std::to_string(kMaxTilesPerLayer) +
                          " tiles (e.g. 4096x4096) and " + std::to_string(kMaxMapSide) +
                          " on a side are supported; make the map smaller");
  return false;
}

}  // namespace hp::tiled
