// TileLayerDrawer implementation.
#include "engine/render/map/tile_layer_drawer.h"

#include <cmath>

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

void draw_tile_layer(const ChunkGrid& grid, const LayerPlacement& place,
                     const DrawContext& context) {
  const tiled::Map& map = context.map;
  if (map.tile_width <= 0 || map.tile_height <= 0) return;
  const CellRange range =
      cells_in_view(place, map.tile_width, map.tile_height, context.tiles.reach());
  context.batch.begin(context.tiles.tiles_may_overlap(map.tile_width, map.tile_height)
                          ? QuadOrder::kAsAdded
                          : QuadOrder::kByTexture);
  const std::vector<QuadTexture>& textures = context.tile_textures.tinted(place.tint);
  grid.visit(range, parse_render_order(map.render_order), [&](int x, int y, std::uint32_t gid) {
    const TileImage* image = context.tiles.find(gid, context.time_ms);
    if (!image) return;
    const SDL_FRect box = tile_box(*image, gid, static_cast<double>(x) * map.tile_width,
                                   static_cast<double>(y + 1) * map.tile_height, place);
    context.batch.add(textures[static_cast<std::size_t>(image->source)],
                      tile_quad(*image, gid, box, place.color));
  });
  context.batch.flush();
}

}  // namespace hp
