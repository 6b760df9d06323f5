// ObjectLayerDrawer implementation.
#include "engine/render/map/object_layer_drawer.h"

#include <algorithm>
#include <cmath>

#include "engine/render/map/tile_quad.h"

namespace hp {
namespace {

bool outside_output(const std::array<SDL_FPoint, 4>& corners, const DrawContext& context) {
  float x0 = corners[0].x, x1 = x0, y0 = corners[0].y, y1 = y0;
  for (const SDL_FPoint& p : corners) {
    x0 = std::min(x0, p.x), x1 = std::max(x1, p.x);
    y0 = std::min(y0, p.y), y1 = std::max(y1, p.y);
  }
  return x1 <= 0 || y1 <= 0 || x0 >= static_cast<float>(context.output_width) ||
         y0 >= static_cast<float>(context.output_height);
}

}  // namespace

std::array<Vec2, 4> tile_object_corners(const tiled::MapObject& object, const TileImage& image) {
  return tile_object_corners(object, image, {object.x, object.y}, false);
}

std::array<Vec2, 4> tile_object_corners(const tiled::MapObject& object, const TileImage& image,
                                        Vec2 at, bool hexagonal_cells) {
  const double w = object.width > 0 ? object.width : image.width;
  const double h = object.height > 0 ? object.height : image.height;
  const Vec2 scale{w / std::max(1, image.width), h / std::max(1, image.height)};
  const bool swapped = !hexagonal_cells && swaps_axes(object.gid);
  const double box_w = swapped ? h : w;
  const double box_h = swapped ? w : h;
  // The object's box (its size, placed by the tileset's alignment) holds the tile at its
  // bottom-left corner, where a diagonal flip turns it.
  const Vec2 bottom_left{at.x - image.anchor.x * w + image.offset.x * scale.x,
                         at.y + (1 - image.anchor.y) * h + image.offset.y * scale.y};
  std::array<Vec2, 4> corners{bottom_left + Vec2{0, -box_h}, bottom_left + Vec2{box_w, -box_h},
                              bottom_left + Vec2{box_w, 0}, bottom_left};
  const double turn = hexagonal_cells ? hexagonal_turn(object.gid) : 0;
  if (turn != 0) {
    const Vec2 centre = bottom_left + Vec2{box_w / 2, -box_h / 2};
    for (Vec2& p : corners) p = rotated(p, centre, turn);
  }
  if (object.rotation != 0) {
    for (Vec2& p : corners) p = rotated(p, at, object.rotation);
  }
  return corners;
}

std::vector<const tiled::MapObject*> tile_objects_in_draw_order(const tiled::ObjectLayer& layer) {
  std::vector<const tiled::MapObject*> out;
  for (const tiled::MapObject& object : layer.objects) {
    if (object.shape == tiled::ObjectShape::kTile) out.push_back(&object);
  }
  if (layer.draw_order == "index") return out;
  std::stable_sort(
      out.begin(), out.end(),
      [](const tiled::MapObject* a, const tiled::MapObject* b) { return a->y < b->y; });
  return out;
}

void draw_tile_objects(const std::vector<const tiled::MapObject*>& objects,
                       const LayerPlacement& place, const DrawContext& context) {
  context.batch.begin(QuadOrder::kAsAdded);  // objects overlap freely: keep their order
  const std::vector<QuadTexture>& textures = context.tile_textures.tinted(place.tint);
  for (const tiled::MapObject* each : objects) {
    const tiled::MapObject& object = *each;
    if (!object.visible) continue;
    const TileImage* image = context.tiles.find(object.gid, context.time_ms);
    if (!image) continue;
    const Vec2 at = context.geometry.to_pixels({object.x, object.y});
    const std::array<Vec2, 4> corners =
        tile_object_corners(object, *image, at, context.hexagonal_cells);
    TexturedQuad quad;
    for (int i = 0; i < 4; ++i)
      quad.corners[static_cast<std::size_t>(i)] = place.screen(corners[i]);
    if (outside_output(quad.corners, context)) continue;
    quad.points = flipped_corners(
        image->rect, context.hexagonal_cells ? object.gid & ~tiled::kFlipDiagonal : object.gid);
    quad.color = place.color;
    context.batch.add(textures[static_cast<std::size_t>(image->source)], quad);
  }
  context.batch.flush();
}

}  // namespace hp
