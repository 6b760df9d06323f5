// LayerWalk: the layers a draw shows, bottom first, with what their groups pass down to them.
#pragma once

#include <functional>

#include "engine/core/vec2.h"
#include "engine/render/map/map_view.h"
#include "engine/tiled/map_model.h"

namespace hp {

// A layer's drawing state once its groups are applied.
struct LayerState {
  Vec2 offset;                            // world pixels: the layer's plus its groups'
  double opacity = 1.0;                   // 0..1: the layer's times its groups'
  tiled::Color tint{255, 255, 255, 255};  // the layer's times its groups' (white: none)
  Vec2 parallax{1.0, 1.0};                // the layer's factor times its groups'
};

// Tiled's colour multiply: each channel, alpha included, of a times b over 255, rounded.
tiled::Color multiply(tiled::Color a, tiled::Color b);

// Calls visit for every tile, object and image layer that options let through, in drawing order.
void walk_layers(const tiled::Map& map, const MapDrawOptions& options,
                 const std::function<void(const tiled::Layer&, const LayerState&)>& visit);

}  // namespace hp
