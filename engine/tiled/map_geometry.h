// MapGeometry: where a map's cells lie, in each of Tiled's four orientations (pure math, no SDL).
#pragma once

#include <vector>

#include "engine/core/vec2.h"
#include "engine/tiled/map_model.h"

namespace hp::tiled {

// A cell of a tile layer: column and row as Tiled numbers them (negative on infinite maps).
struct CellCoord {
  int col = 0;
  int row = 0;
  bool operator==(const CellCoord&) const = default;
};

// The two planes of a map and the cells in them, as Tiled 1.8 lays them out (its
// IsometricRenderer, StaggeredRenderer and HexagonalRenderer):
// - object space: where Tiled stores object positions and where the game's simulation works.
//   Map pixels, except on isometric maps, where it runs along the tile axes and one tile is
//   tile_height x tile_height on both.
// - map pixels: where Tiled draws (the picture tmxrasterizer makes, before layer offsets).
// Staggered maps are hexagonal ones whose side length is 0. Staggered and hexagonal maps use
// the tile size rounded down to even, as Tiled 1.8 does (Tiled 1.9+ rounds differently when
// hexsidelength is odd; `check` warns about such maps).
//
// Checked against tmxrasterizer 1.8 (one tile per cell, every orientation and stagger
// setting): cell_box is where Tiled draws for even tile sizes, and for odd ones on orthogonal,
// staggered and hexagonal maps with an even side length. Where Tiled's drawing strays from its
// own grid this follows the grid: isometric tiles of odd width sit on half pixels (Tiled
// rounds them up), of odd height Tiled draws half a pixel lower (its drawing loop halves the
// height in ints); hexagonal maps staggered along x with an odd side length are drawn a pixel
// further apart per pair of columns than Tiled's cell positions.
class MapGeometry {
 public:
  explicit MapGeometry(const Map& map);  // copies the few numbers it needs; map may go away

  Orientation orientation() const { return orientation_; }

  // Object space <-> map pixels. Identity except isometric.
  Vec2 to_pixels(Vec2 object) const;
  Vec2 to_object(Vec2 pixels) const;

  // The whole finite map's size in map pixels (Tiled's map bounding rectangle).
  Vec2 pixel_size() const;
  // A rectangle in map pixels: top-left corner and size.
  struct PixelRect {
    Vec2 origin;
    Vec2 size;
  };
  // The map pixels Tiled 1.8 gives a rectangle of cells (its map bounding rectangle of an
  // infinite map, whose tile_bounds() this takes: tmxrasterizer's picture starts at origin); an
  // empty rectangle counts as its one top-left cell, as in Tiled. Of (0, 0, width, height) its
  // size is pixel_size().
  PixelRect pixel_bounds(const Map::TileBounds& cells) const;

  // The object-space extent of the cells: isometric (width*tile_height, height*tile_height);
  // otherwise pixel_size().
  Vec2 object_size() const;

  // Top-left, in map pixels, of the tile_width x tile_height grid box of cell (col, row), any
  // ints. A tile image is drawn with its bottom-left corner on this box's bottom-left corner
  // (then the tileset's tile offset is added), as Tiled's renderers draw tile layers.
  Vec2 cell_box(int col, int row) const;

  // The cell's shape in object space, clockwise from the top-most (then left-most) corner: 4
  // points (orthogonal rectangle, isometric square, staggered diamond) or 6 (hexagonal; a
  // hexagonal map with side length 0 has diamonds, 4). Corners that coincide are given once.
  std::vector<Vec2> cell_outline(int col, int row) const;
  // The centre of that shape, object space.
  Vec2 cell_center(int col, int row) const;

  // The cell containing an object-space point: floored tile coordinates on orthogonal and
  // isometric maps; on staggered maps the diamond around it, and on hexagonal maps the cell
  // with the nearest centre, by Tiled's own rules (which points on a shared edge belong where,
  // and, for hexagons that are not regular, slightly off the drawn outline near slanted sides).
  CellCoord cell_at(Vec2 object) const;

 private:
  // Tiled's numbers for a staggered or hexagonal layout, in pixels: the cell's bounding box
  // (cell_width x cell_height, the tile size rounded down to even), the straight sides
  // (side_x on stagger axis x, side_y on y; 0 for staggered maps), the slanted sides' extent
  // (offset_x, offset_y), and the steps between columns and rows of shifted cells.
  struct StaggerLayout {
    bool axis_x = false;
    bool even = false;
    int cell_width = 0, cell_height = 0;
    int side_x = 0, side_y = 0;
    int offset_x = 0, offset_y = 0;
    int column_width = 0, row_height = 0;

    // Whether the column (axis x) or row (axis y) is the shifted one.
    bool shifted(int index) const { return ((index & 1) != 0) != even; }
  };

  Vec2 staggered_cell_origin(int col, int row) const;  // top-left of the cell's bounding box
  CellCoord hexagonal_cell_at(Vec2 pixels) const;
  CellCoord staggered_cell_at(Vec2 pixels) const;
  // The neighbouring cells across a staggered cell's four slanted sides.
  CellCoord top_left_of(CellCoord cell) const;
  CellCoord top_right_of(CellCoord cell) const;
  CellCoord bottom_left_of(CellCoord cell) const;
  CellCoord bottom_right_of(CellCoord cell) const;

  Orientation orientation_ = Orientation::kOrthogonal;
  int width_ = 0, height_ = 0;            // in tiles
  int tile_width_ = 0, tile_height_ = 0;  // pixels
  double origin_x_ = 0;                   // isometric: map pixels x of cell (0, 0)'s top corner
  StaggerLayout layout_;                  // staggered and hexagonal
};

}  // namespace hp::tiled
