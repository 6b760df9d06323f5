// Walks every object of a map through group layers, for the map checks.
#pragma once

#include "engine/tiled/map_model.h"
#include "engine/tiled/property_source.h"

namespace hp::app {

// Calls visit(object, layer, offset) for each object of each object layer, groups included;
// offset is the layers' summed offset, as the game places objects.
template <typename Visit>
void for_each_object(const std::vector<tiled::Layer>& layers, Visit&& visit, Vec2 offset = {}) {
  for (const tiled::Layer& layer : layers) {
    const Vec2 here = offset + layer.offset;
    if (layer.kind == tiled::LayerKind::kGroup) for_each_object(layer.children, visit, here);
    if (layer.kind != tiled::LayerKind::kObject) continue;
    for (const tiled::MapObject& object : layer.objects.objects) visit(object, layer, here);
  }
}

// The line a message about one of object's properties points at: the property's own, unless
// the property came from a template (its line is then in the .tx file), else the object's.
inline int property_line(const tiled::MapObject& object, const tiled::Property& property) {
  return tiled::line_in_map(property, object.line);
}

}  // namespace hp::app
