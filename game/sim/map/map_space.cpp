// MapSpace implementation.
#include "game/sim/map/map_space.h"

#include <cmath>

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

}  // namespace

MapSpace::MapSpace(const tiled::Map& map)
    : map_(map), geometry_(map), tile_length_(length_of_tile(map)) {}

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
