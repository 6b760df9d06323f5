// MapRenderer implementation: culled tile drawing with Tiled's flip semantics.
#include "engine/render/map_renderer.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>

#include "engine/render/texture_cache.h"

namespace hp {
namespace {

// Tiled's diagonal flip is a transpose applied before the horizontal and vertical flips.
// SDL flips first and then rotates clockwise, so each combination maps to a 90-degree rotation
// plus a flip: transpose = rotate90 . flipV, flipH . rotate90 = rotate90 . flipV, and
// flipV . rotate90 = rotate90 . flipH.
struct SdlTransform {
  double angle = 0;
  int flip = SDL_FLIP_NONE;
};

SdlTransform sdl_transform(std::uint32_t gid) {
  const bool h = gid & tiled::kFlipHorizontal;
  const bool v = gid & tiled::kFlipVertical;
  if (!(gid & tiled::kFlipDiagonal)) {
    return {0, (h ? SDL_FLIP_HORIZONTAL : 0) | (v ? SDL_FLIP_VERTICAL : 0)};
  }
  if (h && v) return {90, SDL_FLIP_HORIZONTAL};
  if (h) return {90, SDL_FLIP_NONE};
  if (v) return {90, SDL_FLIP_HORIZONTAL | SDL_FLIP_VERTICAL};
  return {90, SDL_FLIP_VERTICAL};
}

// Snaps a world span to output pixels so neighbouring tiles share edges (no seams when zoomed).
SDL_FRect to_screen(double x, double y, double w, double h, const MapView& view) {
  const float x0 = static_cast<float>(std::floor((x - view.origin.x) * view.zoom));
  const float y0 = static_cast<float>(std::floor((y - view.origin.y) * view.zoom));
  const float x1 = static_cast<float>(std::floor((x + w - view.origin.x) * view.zoom));
  const float y1 = static_cast<float>(std::floor((y + h - view.origin.y) * view.zoom));
  return {x0, y0, x1 - x0, y1 - y0};
}

Uint8 to_alpha(double opacity) {
  return static_cast<Uint8>(std::lround(std::clamp(opacity, 0.0, 1.0) * 255.0));
}

}  // namespace

void MapRenderer::draw(const tiled::Map& map, const MapView& view, const MapDrawOptions& options) {
  if (map.background) {
    const tiled::Color& c = *map.background;
    SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
    SDL_RenderFillRect(renderer_, nullptr);
  }
  for (const tiled::Layer& layer : map.layers) draw_layer(map, layer, view, options, {});
}

void MapRenderer::draw_layer(const tiled::Map& map, const tiled::Layer& layer, const MapView& view,
                             const MapDrawOptions& options, LayerContext parent) {
  if (!layer.visible && !options.ignore_visibility) return;
  const LayerContext context{parent.offset + layer.offset, parent.opacity * layer.opacity};
  switch (layer.kind) {
    case tiled::LayerKind::kTile:
      draw_tile_layer(map, layer.tiles, view, context);
      break;
    case tiled::LayerKind::kObject:
      draw_objects(map, layer.objects, view, context);
      break;
    case tiled::LayerKind::kImage:
      draw_image_layer(layer, view, context);
      break;
    case tiled::LayerKind::kGroup:
      for (const tiled::Layer& child : layer.children) {
        draw_layer(map, child, view, options, context);
      }
      break;
  }
}

void MapRenderer::draw_tile_layer(const tiled::Map& map, const tiled::TileLayer& tiles,
                                  const MapView& view, const LayerContext& context) {
  if (tiles.width <= 0 || tiles.height <= 0 || map.tile_width <= 0 || map.tile_height <= 0) return;
  // Tiles taller or wider than the grid hang up and right of their cell, so widen the culling
  // range by the largest tile in any tileset.
  int max_w = map.tile_width, max_h = map.tile_height;
  for (const tiled::Tileset& ts : map.tilesets) {
    max_w = std::max(max_w, ts.tile_width);
    max_h = std::max(max_h, ts.tile_height);
  }
  const double left = view.origin.x - context.offset.x;
  const double top = view.origin.y - context.offset.y;
  const double right = left + view.output_width / view.zoom;
  const double bottom = top + view.output_height / view.zoom;
  const int x0 = std::max(0, static_cast<int>(std::floor((left - max_w) / map.tile_width)));
  const int y0 = std::max(0, static_cast<int>(std::floor(top / map.tile_height)));
  const int x1 = std::min(tiles.width - 1, static_cast<int>(std::floor(right / map.tile_width)));
  const int y1 =
      std::min(tiles.height - 1, static_cast<int>(std::floor((bottom + max_h) / map.tile_height)));
  for (int y = y0; y <= y1; ++y) {
    for (int x = x0; x <= x1; ++x) {
      const std::uint32_t gid = tiles.at(x, y);
      if ((gid & tiled::kGidMask) == 0) continue;
      const tiled::Tileset* ts = map.tileset_for(gid);
      if (!ts) continue;
      // Tiles are anchored at the bottom-left of their grid cell.
      const double wx = context.offset.x + x * map.tile_width + ts->tile_offset.x;
      const double wy =
          context.offset.y + (y + 1) * map.tile_height - ts->tile_height + ts->tile_offset.y;
      draw_tile(map, gid, wx, wy, ts->tile_width, ts->tile_height, view, context.opacity);
    }
  }
}

void MapRenderer::draw_objects(const tiled::Map& map, const tiled::ObjectLayer& objects,
                               const MapView& view, const LayerContext& context) {
  // Only tile objects are drawn, as tmxrasterizer does; shapes are editor-only.
  for (const tiled::MapObject& object : objects.objects) {
    if (object.shape != tiled::ObjectShape::kTile || !object.visible) continue;
    const tiled::Tileset* ts = map.tileset_for(object.gid);
    if (!ts) continue;
    const double w = object.width > 0 ? object.width : ts->tile_width;
    const double h = object.height > 0 ? object.height : ts->tile_height;
    draw_tile(map, object.gid, context.offset.x + object.x + ts->tile_offset.x,
              context.offset.y + object.y - h + ts->tile_offset.y, w, h, view, context.opacity);
  }
}

void MapRenderer::draw_image_layer(const tiled::Layer& layer, const MapView& view,
                                   const LayerContext& context) {
  if (layer.image.empty()) return;
  SDL_Texture* texture = textures_.get(layer.image);
  int w = 0, h = 0;
  SDL_QueryTexture(texture, nullptr, nullptr, &w, &h);
  const SDL_FRect dest = to_screen(context.offset.x, context.offset.y, w, h, view);
  SDL_SetTextureAlphaMod(texture, to_alpha(context.opacity));
  SDL_RenderCopyF(renderer_, texture, nullptr, &dest);
  SDL_SetTextureAlphaMod(texture, 255);
}

void MapRenderer::draw_tile(const tiled::Map& map, std::uint32_t gid, double x, double y, double w,
                            double h, const MapView& view, double opacity) {
  const tiled::Tileset* ts = map.tileset_for(gid);
  if (!ts || ts->image.empty() || ts->columns <= 0) return;
  SDL_Texture* texture = textures_.get(ts->image, ts->transparent);
  const int local = static_cast<int>((gid & tiled::kGidMask) - ts->first_gid);
  const SDL_Rect source{ts->margin + (local % ts->columns) * (ts->tile_width + ts->spacing),
                        ts->margin + (local / ts->columns) * (ts->tile_height + ts->spacing),
                        ts->tile_width, ts->tile_height};
  SDL_FRect dest = to_screen(x, y, w, h, view);
  const SdlTransform transform = sdl_transform(gid);
  if (transform.angle != 0 && dest.w != dest.h) {
    // A rotated non-square tile: SDL rotates about the centre, so pre-swap the box.
    const float cx = dest.x + dest.w / 2, cy = dest.y + dest.h / 2;
    std::swap(dest.w, dest.h);
    dest.x = cx - dest.w / 2;
    dest.y = cy - dest.h / 2;
  }
  SDL_SetTextureAlphaMod(texture, to_alpha(opacity));
  SDL_RenderCopyExF(renderer_, texture, &source, &dest, transform.angle, nullptr,
                    static_cast<SDL_RendererFlip>(transform.flip));
  SDL_SetTextureAlphaMod(texture, 255);
}

}  // namespace hp
