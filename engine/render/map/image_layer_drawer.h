// ImageLayerDrawer: an image layer's picture at the layer's position, repeated across the view
// along the axes it repeats on (Tiled 1.8's repeatx / repeaty).
#pragma once

#include <vector>

#include "engine/render/map/draw_context.h"
#include "engine/render/map/layer_placement.h"

namespace hp {

// The layer-space positions of the copies of a width x height image that cover place's view:
// one at (0, 0) on an axis that does not repeat, every multiple of the size that meets the view
// on one that does.
std::vector<Vec2> image_copies(const LayerPlacement& place, int width, int height, bool repeat_x,
                               bool repeat_y);

// Draws layer (an image layer) with its "trans" colour made transparent.
void draw_image_layer(const tiled::Layer& layer, const LayerPlacement& place,
                      const DrawContext& context);

}  // namespace hp
