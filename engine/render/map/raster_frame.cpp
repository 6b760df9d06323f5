// RasterFrame implementation: Tiled 1.8's mapBoundingRect plus computeLayerOffsetMargins.
#include "engine/render/map/raster_frame.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "engine/render/map/chunk_grid.h"
#include "engine/tiled/map_geometry.h"

namespace hp {
namespace {

constexpr int kBlock = 16;  // Tiled keeps tiles in 16 x 16 blocks and bounds layers by them

struct Rect {
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

void add_block(std::optional<Rect>& bounds, int x, int y) {
  const int bx = floor_div(x, kBlock) * kBlock;
  const int by = floor_div(y, kBlock) * kBlock;
  const Rect block{bx, by, bx + kBlock, by + kBlock};
  if (!bounds) {
    bounds = block;
    return;
  }
  bounds = Rect{std::min(bounds->x0, block.x0), std::min(bounds->y0, block.y0),
                std::max(bounds->x1, block.x1), std::max(bounds->y1, block.y1)};
}

void add_tile_blocks(const std::vector<tiled::Layer>& layers, std::optional<Rect>& bounds) {
  for (const tiled::Layer& layer : layers) {
    for (const tiled::TileRegion& region : layer.tiles.regions()) {
      for (int row = 0; row < region.height; ++row) {
        for (int col = 0; col < region.width; ++col) {
          if (region.at(col, row) & tiled::kGidMask)
            add_block(bounds, region.x + col, region.y + row);
        }
      }
    }
    add_tile_blocks(layer.children, bounds);
  }
}

// In tiles.
Rect tile_area(const tiled::Map& map) {
  if (!map.infinite) return {0, 0, map.width, map.height};
  std::optional<Rect> bounds;
  add_tile_blocks(map.layers, bounds);
  return bounds.value_or(Rect{0, 0, 1, 1});
}

// Tiled's mapBoundingRect of the tiles in area, in map pixels: the area's own layout (as if it
// were a finite map of its size) placed where its first cell lies. Tiled 1.8 places an infinite
// isometric map's rectangle at (x + y) half tiles from the origin along both axes, which is not
// where those tiles are drawn; tmxrasterizer frames such maps so, and so does this.
struct PixelRect {
  Vec2 origin;
  Vec2 size;
};

PixelRect bounding_rect(const tiled::Map& map, const Rect& area) {
  tiled::Map layout;  // the numbers MapGeometry reads, for a map of area's size
  layout.orientation = map.orientation;
  layout.width = area.x1 - area.x0;
  layout.height = area.y1 - area.y0;
  layout.tile_width = map.tile_width;
  layout.tile_height = map.tile_height;
  layout.stagger_axis = map.stagger_axis;
  layout.stagger_index = map.stagger_index;
  layout.hex_side_length = map.hex_side_length;
  const Vec2 size = tiled::MapGeometry(layout).pixel_size();
  switch (map.orientation) {
    case tiled::Orientation::kOrthogonal:
      break;
    case tiled::Orientation::kIsometric: {
      const long long diagonal = static_cast<long long>(area.x0) + area.y0;
      return {{static_cast<double>(diagonal * map.tile_width / 2),
               static_cast<double>(diagonal * map.tile_height / 2)},
              size};
    }
    case tiled::Orientation::kStaggered:
    case tiled::Orientation::kHexagonal: {
      // The first column's and row's distance from cell (0, 0), unshifted.
      const tiled::MapGeometry geometry(map);
      const Vec2 zero = geometry.cell_box(0, 0);
      return {{geometry.cell_box(area.x0, 0).x - zero.x, geometry.cell_box(0, area.y0).y - zero.y},
              size};
    }
  }
  return {{static_cast<double>(area.x0) * map.tile_width,
           static_cast<double>(area.y0) * map.tile_height},
          size};
}

struct Margins {
  int left = 0, top = 0, right = 0, bottom = 0;
};

void add_offset_margins(const std::vector<tiled::Layer>& layers, Vec2 parent, Margins& m) {
  for (const tiled::Layer& layer : layers) {
    const Vec2 offset = parent + layer.offset;
    if (layer.kind == tiled::LayerKind::kGroup) {
      add_offset_margins(layer.children, offset, m);
      continue;
    }
    m.left = std::max(m.left, static_cast<int>(std::ceil(-offset.x)));
    m.top = std::max(m.top, static_cast<int>(std::ceil(-offset.y)));
    m.right = std::max(m.right, static_cast<int>(std::ceil(offset.x)));
    m.bottom = std::max(m.bottom, static_cast<int>(std::ceil(offset.y)));
  }
}

}  // namespace

RasterFrame raster_frame(const tiled::Map& map, double scale) {
  const PixelRect tiles = bounding_rect(map, tile_area(map));
  Margins margins;
  add_offset_margins(map.layers, {}, margins);
  const int width = static_cast<int>(tiles.size.x) + margins.left + margins.right;
  const int height = static_cast<int>(tiles.size.y) + margins.top + margins.bottom;
  RasterFrame frame;
  frame.origin = {tiles.origin.x - margins.left, tiles.origin.y - margins.top};
  // Qt scales the size as an int times a double, which truncates.
  frame.width = static_cast<int>(width * scale);
  frame.height = static_cast<int>(height * scale);
  return frame;
}

}  // namespace hp
