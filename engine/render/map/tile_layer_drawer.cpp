// TileLayerDrawer implementation.
#include "engine/render/map/tile_layer_drawer.h"

#include <cmath>

#include "engine/render/map/cell_walk.h"
#include "engine/render/map/tile_quad.h"

namespace hp {
namespace {

int floor_to_int(double v) {
  return static_cast<int>(std::floor(v));
}

// The screen box of a tile image whose bottom-left corner is at layer point (x, bottom).
SDL_FRect tile_box(const TileImage& image, std::uint32_t gid, double x, double bottom,
                   const LayerPlacement& place) {
  const bool swapped = swaps_axes(gid);
  const double w = swapped ? image.height : image.width;
  const double h = swapped ? image.width : image.height;
  const float x0 = place.screen_x(x + image.offset.x);
  const float x1 = place.screen_x(x + image.offset.x + w);
  const float y0 = place.screen_y(bottom + image.offset.y - h);
  const float y1 = place.screen_y(bottom + image.offset.y);
  return {x0, y0, x1 - x0, y1 - y0};
}

// The quad of a tile on a hexagonal map, bottom-left corner at layer point (x, bottom): flipped
// horizontally and vertically, then turned about its centre (hexagonal_turn), never transposed.
TexturedQuad hexagonal_tile_quad(const TileImage& image, std::uint32_t gid, double x, double bottom,
                                 const LayerPlacement& place) {
  const std::uint32_t flips = gid & ~tiled::kFlipDiagonal;
  const double turn = hexagonal_turn(gid);
  if (turn == 0) {
    return tile_quad(image, flips, tile_box(image, flips, x, bottom, place), place.color);
  }
  const double w = image.width, h = image.height;
  const Vec2 bottom_left{x + image.offset.x, bottom + image.offset.y};
  const Vec2 centre = bottom_left + Vec2{w / 2, -h / 2};
  const Vec2 corners[4] = {bottom_left + Vec2{0, -h}, bottom_left + Vec2{w, -h},
                           bottom_left + Vec2{w, 0}, bottom_left};
  TexturedQuad quad;
  for (std::size_t i = 0; i < 4; ++i) {
    quad.corners[i] = place.screen(rotated(corners[i], centre, turn));
  }
  quad.points = flipped_corners(image.rect, flips);
  quad.color = place.color;
  return quad;
}

// Adds the tile gid shows at orthogonal cell (x, y), if it has one.
void add_orthogonal_tile(int x, int y, std::uint32_t gid, const std::vector<QuadTexture>& textures,
                         const LayerPlacement& place, const DrawContext& context) {
  const TileImage* image = context.tiles.find(gid, context.time_ms);
  if (!image) return;
  const tiled::Map& map = context.map;
  const SDL_FRect box = tile_box(*image, gid, static_cast<double>(x) * map.tile_width,
                                 static_cast<double>(y + 1) * map.tile_height, place);
  context.batch.add(textures[static_cast<std::size_t>(image->source)],
                    tile_quad(*image, gid, box, place.color));
}

// Orthogonal maps: the cells in view, walked in the map's render order.
void draw_orthogonal(const ChunkGrid& grid, const LayerPlacement& place, const DrawContext& context,
                     AnimatedTiles animated) {
  const tiled::Map& map = context.map;
  const CellRange range =
      cells_in_view(place, map.tile_width, map.tile_height, context.tiles.reach());
  context.batch.begin(context.tiles.tiles_may_overlap(map.tile_width, map.tile_height)
                          ? QuadOrder::kAsAdded
                          : QuadOrder::kByTexture);
  const std::vector<QuadTexture>& textures = context.tile_textures.tinted(place.tint);
  const bool leave_out = animated == AnimatedTiles::kLeftOut;
  grid.visit(range, parse_render_order(map.render_order), [&](int x, int y, std::uint32_t gid) {
    if (leave_out && context.tiles.animated(gid)) return;
    add_orthogonal_tile(x, y, gid, textures, place, context);
  });
  context.batch.flush();
}

// Where the grid box of a cell whose tile can show in place's view may start: tiles sit on the
// bottom-left of their box, reach up and right by their size, move by their tileset's offset,
// and on hexagonal maps may be turned about their centre.
BoxCornerArea box_corners_in_view(const LayerPlacement& place, int tile_height,
                                  const TileReach& reach, bool hexagonal_cells) {
  const double extent = reach.max_extent;
  const double turn_margin = hexagonal_cells ? extent / 2 : 0;
  return {place.left - reach.max_offset.x - extent - turn_margin - 1,
          place.top - reach.max_offset.y - tile_height - turn_margin - 1,
          place.right - reach.min_offset.x + turn_margin + 1,
          place.bottom - reach.min_offset.y + extent - tile_height + turn_margin + 1};
}

// Isometric, staggered and hexagonal maps: the cells in view in Tiled's drawing order, each
// tile on the bottom-left of its cell's grid box.
void draw_projected(const ChunkGrid& grid, const LayerPlacement& place,
                    const DrawContext& context) {
  const tiled::Map& map = context.map;
  std::vector<CellRun>& runs = context.cell_runs;
  walk_projected_cells(
      context.geometry, map.stagger_axis, grid.bounds(),
      box_corners_in_view(place, map.tile_height, context.tiles.reach(), context.hexagonal_cells),
      runs);
  context.batch.begin(QuadOrder::kAsAdded);  // neighbouring tiles overlap
  const std::vector<QuadTexture>& textures = context.tile_textures.tinted(place.tint);
  for (const CellRun& run : runs) {
    int col = run.col, row = run.row;
    for (int i = 0; i < run.count; ++i, col += run.dcol, row += run.drow) {
      const std::uint32_t gid = grid.at(col, row);
      if (!(gid & tiled::kGidMask)) continue;
      const TileImage* image = context.tiles.find(gid, context.time_ms);
      if (!image) continue;
      const Vec2 box = context.geometry.cell_box(col, row);
      const double bottom = box.y + map.tile_height;
      const QuadTexture& texture = textures[static_cast<std::size_t>(image->source)];
      if (context.hexagonal_cells) {
        context.batch.add(texture, hexagonal_tile_quad(*image, gid, box.x, bottom, place));
      } else {
        context.batch.add(
            texture,
            tile_quad(*image, gid, tile_box(*image, gid, box.x, bottom, place), place.color));
      }
    }
  }
  context.batch.flush();
}

}  // namespace

CellRange cells_in_view(const LayerPlacement& place, int tile_width, int tile_height,
                        const TileReach& reach) {
  const double extent = reach.max_extent;
  CellRange range;
  range.x0 = floor_to_int((place.left - reach.max_offset.x - extent) / tile_width);
  range.x1 = floor_to_int((place.right - reach.min_offset.x) / tile_width) + 1;
  range.y0 = floor_to_int((place.top - reach.max_offset.y) / tile_height) - 1;
  range.y1 = floor_to_int((place.bottom - reach.min_offset.y + extent) / tile_height) + 1;
  return range;
}

void draw_tile_layer(const ChunkGrid& grid, const LayerPlacement& place, const DrawContext& context,
                     AnimatedTiles animated) {
  const tiled::Map& map = context.map;
  if (map.tile_width <= 0 || map.tile_height <= 0) return;
  if (map.orientation == tiled::Orientation::kOrthogonal) {
    draw_orthogonal(grid, place, context, animated);
  } else {
    draw_projected(grid, place, context);
  }
}

void draw_orthogonal_cells(std::span<const TileCell> cells, const LayerPlacement& place,
                           const DrawContext& context) {
  const tiled::Map& map = context.map;
  if (cells.empty() || map.tile_width <= 0 || map.tile_height <= 0) return;
  const CellRange range =
      cells_in_view(place, map.tile_width, map.tile_height, context.tiles.reach());
  context.batch.begin(QuadOrder::kByTexture);
  const std::vector<QuadTexture>& textures = context.tile_textures.tinted(place.tint);
  for (const TileCell& cell : cells) {
    const bool in_view =
        cell.x >= range.x0 && cell.x < range.x1 && cell.y >= range.y0 && cell.y < range.y1;
    if (in_view) add_orthogonal_tile(cell.x, cell.y, cell.gid, textures, place, context);
  }
  context.batch.flush();
}

}  // namespace hp
