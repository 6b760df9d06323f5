// MapSpace implementation.
#include "game/sim/map/map_space.h"

#include <cmath>
#include <vector>

namespace hp::sim {
namespace {

double length_of_tile(const tiled::Map& map) {
  switch (map.orientation) {
    case tiled::Orientation::kOrthogonal:
      return map.tile_width;
    case tiled::Orientation::kIsometric:
    case tiled::Orientation::kStaggered:
      return map.tile_height;
    case tiled::Orientation::kHexagonal:
      // Across the flat sides: the distance between neighbouring centres.
      return map.stagger_axis == tiled::StaggerAxis::kY ? map.tile_width : map.tile_height;
  }
  return map.tile_width;
}

// The shortest side of a hexagonal cell (sides of length 0, a hexagon without a side length,
// left out), or tile_length when there is none.
double shortest_side(const tiled::MapGeometry& geometry, double tile_length) {
  const std::vector<Vec2> outline = geometry.cell_outline(0, 0);
  double shortest = 0;
  for (std::size_t i = 0; i < outline.size(); ++i) {
    const double side = distance(outline[i], outline[(i + 1) % outline.size()]);
    if (side > 0 && (shortest == 0 || side < shortest)) shortest = side;
  }
  return shortest > 0 ? shortest : tile_length;
}

}  // namespace

MapSpace::MapSpace(const tiled::Map& map)
    : map_(map), geometry_(map), tile_length_(length_of_tile(map)), corridor_width_(tile_length_) {
  if (map.orientation == tiled::Orientation::kHexagonal && tile_length_ > 0) {
    corridor_width_ = shortest_side(geometry_, tile_length_);
  }
}

double MapSpace::default_unit_radius() const {
  constexpr double kOfCorridor = 0.4;
  constexpr double kOfHexSide = 0.35;
  // A map without a tile size scales with 32 px, so the radius stays positive.
  const double corridor = corridor_width_ > 0 ? corridor_width_ : 32.0;
  return map_.orientation == tiled::Orientation::kHexagonal && corridor_width_ > 0
             ? kOfHexSide * corridor
             : kOfCorridor * corridor;
}

Vec2 MapSpace::object_offset(Vec2 pixels) const {
  if (map_.orientation != tiled::Orientation::kIsometric) return pixels;
  return geometry_.to_object(pixels) - geometry_.to_object({});
}

tiled::MapObject MapSpace::grounded(const tiled::MapObject& object) const {
  if (map_.orientation != tiled::Orientation::kIsometric ||
      object.shape != tiled::ObjectShape::kTile || map_.tile_width <= 0 || map_.tile_height <= 0) {
    return object;
  }
  const tiled::Tileset* tileset = map_.tileset_for(object.gid);
  const Vec2 anchor = tileset ? tileset->object_anchor(map_.orientation) : Vec2{0.5, 1.0};
  const double w = std::abs(object.width);
  const double h = std::abs(object.height);
  // The image's bottom centre, from the anchor, in map pixels; then on the tile axes.
  const Vec2 to_bottom_centre{(0.5 - anchor.x) * w, (1.0 - anchor.y) * h};
  const Vec2 front = Vec2{object.x, object.y} + object_offset(to_bottom_centre);
  const double side = w * map_.tile_height / map_.tile_width;
  tiled::MapObject ground = object;
  ground.shape = tiled::ObjectShape::kRectangle;
  ground.x = front.x - side;
  ground.y = front.y - side;
  ground.width = side;
  ground.height = side;
  ground.rotation = 0.0;  // Tiled turns isometric tile objects on screen, not on the ground
  return ground;
}

}  // namespace hp::sim
