// LayerPlacement implementation.
#include "engine/render/map/layer_placement.h"

#include <algorithm>

namespace hp {

LayerPlacement place_layer(const LayerState& state, const MapView& view, Vec2 parallax_origin) {
  LayerPlacement place;
  place.offset = state.offset;
  if (view.parallax) {
    const Vec2 from_origin = view.center() - parallax_origin;
    place.offset +=
        Vec2{(1.0 - state.parallax.x) * from_origin.x, (1.0 - state.parallax.y) * from_origin.y};
  }
  place.view_origin = view.origin;
  place.zoom = view.zoom > 0 ? view.zoom : 1.0;
  const double alpha = std::clamp(state.opacity, 0.0, 1.0) * state.tint.a;
  place.color = {255, 255, 255, static_cast<Uint8>(std::lround(alpha))};
  if (state.tint != tiled::Color{255, 255, 255, 255}) place.tint = state.tint;
  place.left = view.origin.x - place.offset.x;
  place.top = view.origin.y - place.offset.y;
  place.right = place.left + view.output_width / place.zoom;
  place.bottom = place.top + view.output_height / place.zoom;
  return place;
}

}  // namespace hp
