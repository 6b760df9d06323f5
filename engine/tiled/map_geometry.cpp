// MapGeometry: Tiled 1.8's cell layout for each orientation, worked out from its renderers.
#include "engine/tiled/map_geometry.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hp::tiled {
namespace {

// floor(value) as an int, kept in range (a click far off the map, or a NaN, gives a cell
// far away or cell 0 rather than undefined behaviour; the range leaves room to double it).
int floor_to_int(double value) {
  constexpr double kLimit = 1 << 28;
  if (!(value == value)) return 0;
  return static_cast<int>(std::floor(std::clamp(value, -kLimit, kLimit)));
}

// A divisor that is never 0 (tiles 1 pixel wide round down to 0 in a staggered layout).
int at_least_one(int value) {
  return std::max(value, 1);
}

// Drops corners equal to the one before (and a last equal to the first).
void drop_repeated_corners(std::vector<Vec2>& corners) {
  corners.erase(std::unique(corners.begin(), corners.end()), corners.end());
  while (corners.size() > 1 && corners.back() == corners.front()) corners.pop_back();
}

}  // namespace

MapGeometry::MapGeometry(const Map& map)
    : orientation_(map.orientation),
      width_(map.width),
      height_(map.height),
      // A map read with errors (for check) may lack a tile size; 1 keeps the numbers finite.
      tile_width_(std::max(map.tile_width, 1)),
      tile_height_(std::max(map.tile_height, 1)) {
  // Tiled computes the isometric origin in ints: half the map's height in tile widths, floored.
  origin_x_ = static_cast<double>(static_cast<long long>(map.height) * map.tile_width / 2);
  StaggerLayout& l = layout_;
  l.axis_x = map.stagger_axis == StaggerAxis::kX;
  l.even = map.stagger_index == StaggerIndex::kEven;
  l.cell_width = map.tile_width & ~1;
  l.cell_height = map.tile_height & ~1;
  if (map.orientation == Orientation::kHexagonal) {
    // The loader refuses a side outside 0..the tile's side; a map read with errors (for check)
    // may still have one, which is clamped rather than let the numbers below overflow.
    const int tile_side = l.axis_x ? map.tile_width : map.tile_height;
    (l.axis_x ? l.side_x : l.side_y) = std::clamp(map.hex_side_length, 0, std::max(tile_side, 0));
  }
  l.offset_x = (l.cell_width - l.side_x) / 2;
  l.offset_y = (l.cell_height - l.side_y) / 2;
  l.column_width = l.offset_x + l.side_x;
  l.row_height = l.offset_y + l.side_y;
}

Vec2 MapGeometry::to_pixels(Vec2 object) const {
  if (orientation_ != Orientation::kIsometric) return object;
  const double along_x = object.x / tile_height_;  // in tiles
  const double along_y = object.y / tile_height_;
  return {(along_x - along_y) * tile_width_ / 2 + origin_x_,
          (along_x + along_y) * tile_height_ / 2};
}

Vec2 MapGeometry::to_object(Vec2 pixels) const {
  if (orientation_ != Orientation::kIsometric) return pixels;
  const double half_x = (pixels.x - origin_x_) / tile_width_;  // (along_x - along_y) / 2
  const double half_y = pixels.y / tile_height_;               // (along_x + along_y) / 2
  return {(half_y + half_x) * tile_height_, (half_y - half_x) * tile_height_};
}

Vec2 MapGeometry::pixel_size() const {
  return pixel_bounds({0, 0, width_, height_}).size;
}

MapGeometry::PixelRect MapGeometry::pixel_bounds(const Map::TileBounds& cells) const {
  const bool empty = cells.width <= 0 || cells.height <= 0;
  const long long x = cells.x, y = cells.y;  // Tiled's int arithmetic, without overflow
  const long long w = empty ? 1 : cells.width, h = empty ? 1 : cells.height;
  const auto rect = [](long long left, long long top, long long width, long long height) {
    return PixelRect{{static_cast<double>(left), static_cast<double>(top)},
                     {static_cast<double>(width), static_cast<double>(height)}};
  };
  const StaggerLayout& l = layout_;
  switch (orientation_) {
    case Orientation::kOrthogonal:
      return rect(x * tile_width_, y * tile_height_, w * tile_width_, h * tile_height_);
    case Orientation::kIsometric: {
      // The diamond of cells fills a box (w + h) half tiles each way; ints divide as in Tiled.
      const long long origin = static_cast<long long>(origin_x_);
      return rect((x - (y + h)) * tile_width_ / 2 + origin, (x + y) * tile_height_ / 2,
                  (w + h) * tile_width_ / 2, (w + h) * tile_height_ / 2);
    }
    case Orientation::kStaggered:
    case Orientation::kHexagonal:
      break;
  }
  // Shifted columns (rows) add half a cell below (to the right) once there are two of them.
  if (l.axis_x) {
    return rect(x * l.column_width, y * (l.cell_height + l.side_y), w * l.column_width + l.offset_x,
                h * (l.cell_height + l.side_y) + (w > 1 ? l.row_height : 0));
  }
  return rect(x * (l.cell_width + l.side_x), y * l.row_height,
              w * (l.cell_width + l.side_x) + (h > 1 ? l.column_width : 0),
              h * l.row_height + l.offset_y);
}

Vec2 MapGeometry::object_size() const {
  if (orientation_ != Orientation::kIsometric) return pixel_size();
  return {static_cast<double>(width_) * tile_height_, static_cast<double>(height_) * tile_height_};
}

Vec2 MapGeometry::cell_box(int col, int row) const {
  switch (orientation_) {
    case Orientation::kOrthogonal:
      return {static_cast<double>(col) * tile_width_, static_cast<double>(row) * tile_height_};
    case Orientation::kIsometric: {
      const Vec2 top = to_pixels(
          {static_cast<double>(col) * tile_height_, static_cast<double>(row) * tile_height_});
      return {top.x - tile_width_ / 2.0, top.y};
    }
    case Orientation::kStaggered:
    case Orientation::kHexagonal:
      break;
  }
  // Tiled draws the tile on the bottom of the layout's (even) cell box.
  return staggered_cell_origin(col, row) +
         Vec2{0, static_cast<double>(layout_.cell_height) - tile_height_};
}

std::vector<Vec2> MapGeometry::cell_outline(int col, int row) const {
  const double c = col, r = row;
  switch (orientation_) {
    case Orientation::kOrthogonal: {
      const double w = tile_width_, h = tile_height_;
      return {
          {c * w, r * h}, {(c + 1) * w, r * h}, {(c + 1) * w, (r + 1) * h}, {c * w, (r + 1) * h}};
    }
    case Orientation::kIsometric: {
      const double s = tile_height_;
      return {
          {c * s, r * s}, {(c + 1) * s, r * s}, {(c + 1) * s, (r + 1) * s}, {c * s, (r + 1) * s}};
    }
    case Orientation::kStaggered:
    case Orientation::kHexagonal:
      break;
  }
  const StaggerLayout& l = layout_;
  const Vec2 o = staggered_cell_origin(col, row);
  const double w = l.cell_width, h = l.cell_height, sx = l.offset_x, sy = l.offset_y;
  std::vector<Vec2> corners = {o + Vec2{sx, 0},     o + Vec2{w - sx, 0}, o + Vec2{w, sy},
                               o + Vec2{w, h - sy}, o + Vec2{w - sx, h}, o + Vec2{sx, h},
                               o + Vec2{0, h - sy}, o + Vec2{0, sy}};
  drop_repeated_corners(corners);
  return corners;
}

Vec2 MapGeometry::cell_center(int col, int row) const {
  const double c = col + 0.5, r = row + 0.5;
  switch (orientation_) {
    case Orientation::kOrthogonal:
      return {c * tile_width_, r * tile_height_};
    case Orientation::kIsometric:
      return {c * tile_height_, r * tile_height_};
    case Orientation::kStaggered:
    case Orientation::kHexagonal:
      break;
  }
  return staggered_cell_origin(col, row) +
         Vec2{layout_.cell_width / 2.0, layout_.cell_height / 2.0};
}

CellCoord MapGeometry::cell_at(Vec2 object) const {
  switch (orientation_) {
    case Orientation::kOrthogonal:
      return {floor_to_int(object.x / tile_width_), floor_to_int(object.y / tile_height_)};
    case Orientation::kIsometric:
      return {floor_to_int(object.x / tile_height_), floor_to_int(object.y / tile_height_)};
    case Orientation::kStaggered:
      return staggered_cell_at(object);
    case Orientation::kHexagonal:
      return hexagonal_cell_at(object);
  }
  return {};
}

Vec2 MapGeometry::staggered_cell_origin(int col, int row) const {
  const StaggerLayout& l = layout_;
  const double c = col, r = row;
  if (l.axis_x) {
    return {c * l.column_width,
            r * (l.cell_height + l.side_y) + (l.shifted(col) ? l.row_height : 0)};
  }
  return {c * (l.cell_width + l.side_x) + (l.shifted(row) ? l.column_width : 0), r * l.row_height};
}

// Tiled's rule: the map is cut into blocks two columns (or rows) of cells wide along the
// stagger axis, aligned on an unshifted cell's slanted side; within its block a point belongs
// to the nearest of the four cell centres the block touches.
CellCoord MapGeometry::hexagonal_cell_at(Vec2 pixels) const {
  const StaggerLayout& l = layout_;
  double x = pixels.x, y = pixels.y;
  if (l.axis_x) {
    x -= l.even ? l.cell_width : l.offset_x;
  } else {
    y -= l.even ? l.cell_height : l.offset_y;
  }
  const int block_width = at_least_one(l.column_width * 2);
  const int block_height = at_least_one(l.row_height * 2);
  CellCoord block{floor_to_int(x / block_width), floor_to_int(y / block_height)};
  const Vec2 in_block{x - static_cast<double>(block.col) * block_width,
                      y - static_cast<double>(block.row) * block_height};
  int& staggered = l.axis_x ? block.col : block.row;
  staggered = staggered * 2 + (l.even ? 1 : 0);

  // The four centres, in Tiled's whole pixels, and the cell each belongs to, from block.
  Vec2 centres[4];
  CellCoord steps[4];
  if (l.axis_x) {
    const int left = l.side_x / 2, centre_x = left + l.column_width, centre_y = l.cell_height / 2;
    centres[0] = {static_cast<double>(left), static_cast<double>(centre_y)};
    centres[1] = {static_cast<double>(centre_x), static_cast<double>(centre_y - l.row_height)};
    centres[2] = {static_cast<double>(centre_x), static_cast<double>(centre_y + l.row_height)};
    centres[3] = {static_cast<double>(centre_x + l.column_width), static_cast<double>(centre_y)};
    steps[0] = {0, 0}, steps[1] = {1, -1}, steps[2] = {1, 0}, steps[3] = {2, 0};
  } else {
    const int top = l.side_y / 2, centre_x = l.cell_width / 2, centre_y = top + l.row_height;
    centres[0] = {static_cast<double>(centre_x), static_cast<double>(top)};
    centres[1] = {static_cast<double>(centre_x - l.column_width), static_cast<double>(centre_y)};
    centres[2] = {static_cast<double>(centre_x + l.column_width), static_cast<double>(centre_y)};
    centres[3] = {static_cast<double>(centre_x), static_cast<double>(centre_y + l.row_height)};
    steps[0] = {0, 0}, steps[1] = {-1, 1}, steps[2] = {0, 1}, steps[3] = {0, 2};
  }
  int nearest = 0;
  double nearest_distance = std::numeric_limits<double>::max();
  for (int i = 0; i < 4; ++i) {
    const double distance = (centres[i] - in_block).length_squared();
    if (distance < nearest_distance) {  // the first of equals wins, as in Tiled
      nearest_distance = distance;
      nearest = i;
    }
  }
  return {block.col + steps[nearest].col, block.row + steps[nearest].row};
}

// Tiled's rule: the map is cut into cell-sized blocks, each holding one unshifted diamond whole;
// a point in one of a block's four corners belongs to the shifted diamond across that side.
CellCoord MapGeometry::staggered_cell_at(Vec2 pixels) const {
  const StaggerLayout& l = layout_;
  double x = pixels.x, y = pixels.y;
  if (l.axis_x) {
    x -= l.even ? l.offset_x : 0;
  } else {
    y -= l.even ? l.offset_y : 0;
  }
  const int block_width = at_least_one(l.cell_width), block_height = at_least_one(l.cell_height);
  CellCoord cell{floor_to_int(x / block_width), floor_to_int(y / block_height)};
  const Vec2 in_block{x - static_cast<double>(cell.col) * block_width,
                      y - static_cast<double>(cell.row) * block_height};
  int& staggered = l.axis_x ? cell.col : cell.row;
  staggered = staggered * 2 + (l.even ? 1 : 0);

  // The diamond's slanted sides, as heights at the point's x.
  const double rise = in_block.x * (static_cast<double>(block_height) / block_width);
  const double half = l.offset_y;
  if (half - rise > in_block.y) cell = top_left_of(cell);
  if (-half + rise > in_block.y) cell = top_right_of(cell);
  if (half + rise < in_block.y) cell = bottom_left_of(cell);
  if (half * 3 - rise < in_block.y) cell = bottom_right_of(cell);
  return cell;
}

// The neighbours of a staggered cell: which of them is straight above (or beside) and which
// is one step back depends on whether the cell's row (column) is shifted.
CellCoord MapGeometry::top_left_of(CellCoord c) const {
  if (!layout_.axis_x)
    return layout_.shifted(c.row) ? CellCoord{c.col, c.row - 1} : CellCoord{c.col - 1, c.row - 1};
  return layout_.shifted(c.col) ? CellCoord{c.col - 1, c.row} : CellCoord{c.col - 1, c.row - 1};
}

CellCoord MapGeometry::top_right_of(CellCoord c) const {
  if (!layout_.axis_x)
    return layout_.shifted(c.row) ? CellCoord{c.col + 1, c.row - 1} : CellCoord{c.col, c.row - 1};
  return layout_.shifted(c.col) ? CellCoord{c.col + 1, c.row} : CellCoord{c.col + 1, c.row - 1};
}

CellCoord MapGeometry::bottom_left_of(CellCoord c) const {
  if (!layout_.axis_x)
    return layout_.shifted(c.row) ? CellCoord{c.col, c.row + 1} : CellCoord{c.col - 1, c.row + 1};
  return layout_.shifted(c.col) ? CellCoord{c.col - 1, c.row + 1} : CellCoord{c.col - 1, c.row};
}

CellCoord MapGeometry::bottom_right_of(CellCoord c) const {
  if (!layout_.axis_x)
    return layout_.shifted(c.row) ? CellCoord{c.col + 1, c.row + 1} : CellCoord{c.col, c.row + 1};
  return layout_.shifted(c.col) ? CellCoord{c.col + 1, c.row + 1} : CellCoord{c.col + 1, c.row};
}

}  // namespace hp::tiled
