// class_slip_hint: a walk of every object layer, groups included, comparing classes without case.
#include "game/sim/map/class_slip.h"

#include <vector>

#include "engine/core/edit_distance.h"

namespace hp::sim {
namespace {

const tiled::MapObject* find_slip(const std::vector<tiled::Layer>& layers, std::string_view name,
                                  std::string_view cls) {
  for (const tiled::Layer& layer : layers) {
    if (layer.kind == tiled::LayerKind::kGroup) {
      if (const tiled::MapObject* found = find_slip(layer.children, name, cls)) return found;
    }
    if (layer.kind != tiled::LayerKind::kObject) continue;
    for (const tiled::MapObject& object : layer.objects.objects) {
      if (object.name == name && object.type != cls && same_ignoring_case(object.type, cls))
        return &object;
    }
  }
  return nullptr;
}

}  // namespace

std::string class_slip_hint(const tiled::Map& map, std::string_view name, std::string_view cls) {
  const tiled::MapObject* object = find_slip(map.layers, name, cls);
  if (!object) return "";
  return "; an object named \"" + std::string(name) + "\" is there (line " +
         std::to_string(object->line) + ") but its class is \"" + object->type + "\", not \"" +
         std::string(cls) + "\": fix its class";
}

}  // namespace hp::sim
