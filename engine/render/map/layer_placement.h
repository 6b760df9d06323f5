// LayerPlacement: where one layer lands on the output: its world position (offsets and parallax),
// the part of it in view, the snapping of its edges to pixels, and its colour (tint and opacity).
#pragma once

#include <SDL.h>

#include <cmath>
#include <optional>

#include "engine/core/vec2.h"
#include "engine/render/map/layer_walk.h"
#include "engine/render/map/map_view.h"

namespace hp {

struct LayerPlacement {
  Vec2 offset;       // world position of the layer's own (0, 0)
  Vec2 view_origin;  // the view's, for world -> screen
  double zoom = 1.0;
  SDL_Color color{255, 255, 255, 255};  // multiplies the layer's pixels: opacity (and the
                                        // tint's alpha) in alpha; red, green and blue stay white
  std::optional<tiled::Color> tint;     // the tint to draw textures with, when not plain white
  // The part of the layer the output shows, in the layer's own pixels.
  double left = 0, top = 0, right = 0, bottom = 0;

  // Whole output pixels taken off after snapping: where a picture of part of the view (a chunk,
  // TileLayerCache) starts in it, so the picture holds the very pixels the view would.
  Vec2 shift;

  // Output pixel edge for a layer x (y): rounded to the nearest pixel, halves up, as Qt places a
  // pixmap drawn at a fractional position. Neighbouring tiles share snapped edges: no seams.
  float screen_x(double x) const {
    return snap((x + offset.x - view_origin.x) * zoom) - static_cast<float>(shift.x);
  }
  float screen_y(double y) const {
    return snap((y + offset.y - view_origin.y) * zoom) - static_cast<float>(shift.y);
  }
  SDL_FPoint screen(Vec2 p) const { return {screen_x(p.x), screen_y(p.y)}; }

  static float snap(double v) { return static_cast<float>(std::floor(v + 0.5)); }
};

// Places a layer drawn with state in view. When view.parallax is set the layer moves by Tiled's
// rule: (1 - factor) * (view centre - parallax_origin).
LayerPlacement place_layer(const LayerState& state, const MapView& view, Vec2 parallax_origin);

}  // namespace hp
