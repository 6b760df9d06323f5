// ImageLayerDrawer implementation.
#include "engine/render/map/image_layer_drawer.h"

#include <cmath>

#include "engine/render/draw/texture_cache.h"

namespace hp {
namespace {

// Starts of the copies along one axis: [view_start, view_end) covered by steps of size from 0.
std::vector<double> copies_along(double view_start, double view_end, int size, bool repeat) {
  if (!repeat) return {0.0};
  std::vector<double> starts;
  for (double at = std::floor(view_start / size) * size; at < view_end; at += size) {
    starts.push_back(at);
  }
  return starts;
}

}  // namespace

std::vector<Vec2> image_copies(const LayerPlacement& place, int width, int height, bool repeat_x,
                               bool repeat_y) {
  std::vector<Vec2> copies;
  if (width <= 0 || height <= 0) return copies;
  for (double y : copies_along(place.top, place.bottom, height, repeat_y)) {
    for (double x : copies_along(place.left, place.right, width, repeat_x))
      copies.push_back({x, y});
  }
  return copies;
}

void draw_image_layer(const tiled::Layer& layer, const LayerPlacement& place,
                      const DrawContext& context) {
  if (layer.image.empty()) return;
  const MapTexture& texture =
      context.textures.map_texture(layer.image, layer.image_transparent, place.tint);
  const float u0 = texel_edge(0, texture.texture_width);
  const float v0 = texel_edge(0, texture.texture_height);
  const float u1 = texel_edge(texture.width, texture.texture_width);
  const float v1 = texel_edge(texture.height, texture.texture_height);
  context.batch.begin(QuadOrder::kByTexture);
  for (const Vec2& at :
       image_copies(place, texture.width, texture.height, layer.repeat_x, layer.repeat_y)) {
    const float x0 = place.screen_x(at.x), x1 = place.screen_x(at.x + texture.width);
    const float y0 = place.screen_y(at.y), y1 = place.screen_y(at.y + texture.height);
    TexturedQuad quad;
    quad.corners = {SDL_FPoint{x0, y0}, SDL_FPoint{x1, y0}, SDL_FPoint{x1, y1}, SDL_FPoint{x0, y1}};
    quad.points = {TexturePoint{u0, v0}, TexturePoint{u1, v0}, TexturePoint{u1, v1},
                   TexturePoint{u0, v1}};
    quad.color = place.color;
    context.batch.add({texture.texture, texture.texture_width, texture.texture_height}, quad);
  }
  context.batch.flush();
}

}  // namespace hp
