// Map attribute rules: orientation, render order, size limits.
#include "engine/tiled/checks/map_checks.h"

#include <string>

#include "engine/tiled/read/map_limits.h"

namespace hp::tiled {

bool check_orientation(std::string_view orientation, const ReadContext& context, int line) {
  if (orientation == "orthogonal") return true;
  context.error(line, "the map is " + std::string(orientation) +
                          "; only orthogonal maps are supported (in Tiled set Map > Map "
                          "Properties > Orientation to Orthogonal)");
  return false;
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
