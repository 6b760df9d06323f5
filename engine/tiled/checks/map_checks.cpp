// Map attribute rules: orientation and its stagger and hex settings, render order, size limits.
#include "engine/tiled/checks/map_checks.h"

#include <string>

#include "engine/tiled/checks/tileset_checks.h"
#include "engine/tiled/read/map_limits.h"

namespace hp::tiled {
namespace {

const char* orientation_name(Orientation orientation) {
  switch (orientation) {
    case Orientation::kOrthogonal:
      return "orthogonal";
    case Orientation::kIsometric:
      return "isometric";
    case Orientation::kStaggered:
      return "staggered";
    case Orientation::kHexagonal:
      return "hexagonal";
  }
  return "";
}

// The hexagon's straight sides run along the stagger axis: across the tile's width when the
// columns are staggered (axis x), down its height when the rows are (axis y).
void check_hex_side(const Map& map, const ReadContext& context, int line) {
  const bool axis_x = map.stagger_axis == StaggerAxis::kX;
  const int tile_side = axis_x ? map.tile_width : map.tile_height;
  const std::string side_name = axis_x ? "tile width" : "tile height";
  const std::string fix = "set Map > Map Properties > Hex Side Length (for example " +
                          std::to_string(tile_side / 2) + ", half the " + side_name + ")";
  const int side = map.hex_side_length;
  if (side == 0) {
    context.error(line,
                  "the hexagonal map has no hexsidelength (or 0), so its cells are diamonds, "
                  "not hexagons; " +
                      fix + ", or make the map Staggered");
  } else if (side < 0) {
    context.error(line, "hexsidelength " + std::to_string(side) + " is negative; " + fix);
  } else if (side > tile_side) {
    context.error(line, "hexsidelength " + std::to_string(side) + " is longer than the " +
                            side_name + " (" + std::to_string(tile_side) +
                            ") it must fit in with staggeraxis " + (axis_x ? "x" : "y") + "; " +
                            fix);
  } else if (side % 2 != 0) {
    context.warning(line, "hexsidelength " + std::to_string(side) +
                              " is odd: Tiled's versions lay such hexagons out a pixel apart "
                              "differently (Heartpath follows Tiled 1.8, which also draws "
                              "columns staggered along x a pixel further apart per pair than its "
                              "own grid); use an even Hex Side Length");
  }
}

}  // namespace

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

void check_orientation_settings(const Map& map, const ReadContext& context, int line) {
  if (map.orientation == Orientation::kHexagonal) check_hex_side(map, context, line);
}

void check_tileset_grid(const Tileset& tileset, const Map& map, const ReadContext& context,
                        int line) {
  // Staggered maps are isometric art too: diamonds, laid out in shifted rows or columns.
  const bool diamonds =
      map.orientation == Orientation::kIsometric || map.orientation == Orientation::kStaggered;
  if (tileset.grid_orientation != "isometric" || diamonds) return;
  context.warning(line, describe_tileset(tileset) +
                            " has an isometric grid (its art is made for isometric maps) but "
                            "the map is " +
                            orientation_name(map.orientation) +
                            "; Tiled draws its tiles on this map's cells all the same: check "
                            "they fit, and set the tileset's Orientation to Orthogonal");
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
