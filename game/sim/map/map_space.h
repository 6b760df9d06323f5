// MapSpace: how a map's placements become world numbers. The world is Tiled's object space
// (engine/tiled/map_geometry.h): orthogonal, staggered and hexagonal maps place objects in map
// pixels, isometric maps along the tile axes. Layer offsets, tile objects and tile-sized lengths
// are the three things that need the orientation to read.
#pragma once

#include "engine/core/vec2.h"
#include "engine/tiled/map_geometry.h"
#include "engine/tiled/map_model.h"

namespace hp::sim {

class MapSpace {
 public:
  explicit MapSpace(const tiled::Map& map);

  const tiled::MapGeometry& geometry() const { return geometry_; }

  // A layer offset (map pixels, as Tiled stores it) as a shift in object space: the same shift
  // on orthogonal, staggered and hexagonal maps; turned onto the tile axes on isometric ones.
  Vec2 object_offset(Vec2 pixels) const;

  // One tile's length in object space, for what the game measures in tiles (a unit's default
  // radius, the knock-back, the planner's cells): the tile width on orthogonal maps, the tile
  // height on isometric and staggered ones (an isometric tile is tile_height square), the
  // hexagon's width across its flat sides on hexagonal ones. 0 for a map without a tile size.
  double tile_length() const { return tile_length_; }

  // The narrowest gap of a one-cell corridor (a chain of open cells with the cells either side
  // solid), object space. tile_length() except on hexagonal maps: there a corridor passes from
  // cell to cell through one shared side, and both ends of that side touch the walls, so the gap
  // is the hexagon's shortest side (32 px on a 64 x 56 map with side length 32, not the 56
  // across the flats).
  double corridor_width() const { return corridor_width_; }

  // A unit's radius when its object sets none: 40% of the one-cell corridor, so a unit walks
  // one (the tile on orthogonal, isometric and staggered maps). On hexagonal maps 35% of the
  // shortest side: the corridor narrows to that side between two wall corners, not between two
  // parallel walls, and the route planner's grid (cells an eighth of the tile across the flats)
  // needs the gap left there to be a cell wide to find the way through (a 12.8 px disc leaves
  // 5.4 px at a 32 px gap, too little for its 7 px cells; 11.2 px leaves 8.6).
  double default_unit_radius() const;

  // A tile object read in object space. Isometric maps anchor a tile object at the bottom
  // centre of its image in map pixels (the tileset's object alignment, when set, instead): the
  // object becomes the rectangle of ground its image stands on, the square along the tile axes
  // as wide as the image, whose front corner is that bottom centre. Any other object, or any
  // object on other orientations, comes back as it is.
  tiled::MapObject grounded(const tiled::MapObject& object) const;

 private:
  const tiled::Map& map_;
  tiled::MapGeometry geometry_;
  double tile_length_ = 0;
  double corridor_width_ = 0;
};

}  // namespace hp::sim
