// Object rules shared by the XML and JSON readers: templates in, gid checks out.
#include "engine/tiled/checks/object_checks.h"

#include "engine/tiled/load_session.h"
#include "engine/tiled/read/object_template.h"

namespace hp::tiled {

void read_draw_order(std::string_view order, const std::string& layer_name,
                     const ReadContext& context, int line, ObjectLayer& layer) {
  if (order == "topdown" || order == "index") {
    layer.draw_order = std::string(order);
    return;
  }
  context.error(line, layer_name + ": unknown draworder \"" + std::string(order) +
                          "\"; use topdown or index (Tiled's layer property Drawing Order)");
}

std::string describe_object(const MapObject& object) {
  std::string text = "object " + std::to_string(object.id);
  if (!object.name.empty()) text += " \"" + object.name + "\"";
  return text;
}

std::optional<MapObject> start_object(std::string_view template_source, ObjectScope& scope,
                                      const ReadContext& context, int line,
                                      Properties& template_properties) {
  if (template_source.empty()) return MapObject{};
  LoadSession* session = context.session();
  if (!scope.templates_allowed || !session) {
    context.error(line, "an object here is made from template \"" + std::string(template_source) +
                            "\", which is not supported in this place (e.g. a tile's "
                            "collision shapes); in Tiled select it and choose Detach Template");
    return std::nullopt;
  }
  const ObjectTemplate* tmpl = session->object_template(template_source, context, line);
  if (!tmpl) return std::nullopt;
  std::optional<MapObject> object = instantiate(*tmpl, scope.tilesets, context, line);
  if (object) template_properties = std::exchange(object->properties, {});
  return object;
}

bool finish_object(MapObject& object, Properties template_properties, const ObjectScope& scope,
                   const ReadContext& context) {
  if (!object.template_path.empty()) {
    merge_properties(template_properties, std::move(object.properties));
    object.properties = std::move(template_properties);
  }
  if (object.gid == 0) return true;
  // Meaningful only on hexagonal maps, as in tile layers.
  if (!scope.tilesets.keeps_hex_rotation()) object.gid &= ~kRotateHex120;
  object.shape = ObjectShape::kTile;
  if (scope.tilesets.owns(object.gid)) {
    // Files from before Tiled 1.0 gave tile objects no size: they are their tile's size.
    const std::optional<Vec2> size = scope.tilesets.tile_size(object.gid);
    if (object.width == 0 && object.height == 0 && size) {
      object.width = size->x;
      object.height = size->y;
    }
    return true;
  }
  context.error(object.line, describe_object(object) + ": tile object has gid " +
                                 std::to_string(object.gid & kGidMask) +
                                 ", which no tileset owns (tilesets cover " +
                                 scope.tilesets.owners().describe() +
                                 "); add the missing tileset or delete the object");
  return false;
}

}  // namespace hp::tiled
