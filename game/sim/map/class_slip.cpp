// class_slip_hint: a walk of every object layer, groups included, comparing classes without case.
#include "game/sim/map/class_slip.h"

#include <optional>
#include <vector>

#include "engine/core/edit_distance.h"

namespace hp::sim {
namespace {

// The first object (groups included) whose class is cls in another case and which `wanted`
// accepts.
template <typename Wanted>
const tiled::MapObject* find_slip(const std::vector<tiled::Layer>& layers, std::string_view cls,
                                  const Wanted& wanted) {
  for (const tiled::Layer& layer : layers) {
    if (layer.kind == tiled::LayerKind::kGroup) {
      if (const tiled::MapObject* found = find_slip(layer.children, cls, wanted)) return found;
    }
    if (layer.kind != tiled::LayerKind::kObject) continue;
    for (const tiled::MapObject& object : layer.objects.objects) {
      if (object.type != cls && same_ignoring_case(object.type, cls) && wanted(object))
        return &object;
    }
  }
  return nullptr;
}

std::string slip_text(const tiled::MapObject& object, const std::string& what,
                      std::string_view cls) {
  return "; " + what + " is there (line " + std::to_string(object.line) + ") but its class is \"" +
         object.type + "\", not \"" + std::string(cls) + "\": fix its class";
}

}  // namespace

std::string class_slip_hint(const tiled::Map& map, std::string_view name, std::string_view cls) {
  const tiled::MapObject* object =
      find_slip(map.layers, cls, [&](const tiled::MapObject& o) { return o.name == name; });
  if (!object) return "";
  return slip_text(*object, "an object named \"" + std::string(name) + "\"", cls);
}

std::string route_slip_hint(const tiled::Map& map, const tiled::Property& link) {
  if (link.type == tiled::PropertyType::kObject || link.type == tiled::PropertyType::kInt) {
    const tiled::MapObject* patrol =
        find_slip(map.layers, "Patrol",
                  [&](const tiled::MapObject& o) { return std::to_string(o.id) == link.value; });
    return patrol ? slip_text(*patrol, "object " + link.value, "Patrol") : "";
  }
  const std::string patrol = class_slip_hint(map, link.value, "Patrol");
  if (!patrol.empty()) return patrol;
  const tiled::MapObject* waypoint =
      find_slip(map.layers, "Waypoint", [&](const tiled::MapObject& o) {
        const std::optional<std::string> route = o.properties.get_string("route");
        return route && *route == link.value;
      });
  return waypoint ? slip_text(*waypoint, "a waypoint of route \"" + link.value + "\"", "Waypoint")
                  : "";
}

}  // namespace hp::sim
