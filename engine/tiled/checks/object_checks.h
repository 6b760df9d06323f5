// ObjectChecks: what every object goes through, whichever format it came from: starting from its
// template, and the checks on its gid once its own values are read.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/tiled/map_model.h"
#include "engine/tiled/read/map_tilesets.h"
#include "engine/tiled/read/read_context.h"

namespace hp::tiled {

// What the objects of one object group may refer to.
struct ObjectScope {
  MapTilesets& tilesets;          // the owners of their gids; adopts the tilesets of templates
  bool templates_allowed = true;  // false for tile collision shapes
};

// Sets an object layer's draw order ("topdown" or "index"), reporting any other value at line.
void read_draw_order(std::string_view order, const std::string& layer_name,
                     const ReadContext& context, int line, ObjectLayer& layer);

// "object 12 \"door\"", for messages.
std::string describe_object(const MapObject& object);

// The object an object element starts as: empty, or for an instance (template_source not
// empty, as written in the file) a copy of its template's object with the template's
// properties moved into template_properties. nullopt after reporting at line.
std::optional<MapObject> start_object(std::string_view template_source, ObjectScope& scope,
                                      const ReadContext& context, int line,
                                      Properties& template_properties);

// Once the element's own values are read over object: merges template_properties under its
// own, makes an object with a gid a tile object, checks that a tileset owns the gid, and gives a
// tile object without a size its tile's size.
// Reports at object.line; returns false if the gid has no owner.
bool finish_object(MapObject& object, Properties template_properties, const ObjectScope& scope,
                   const ReadContext& context);

}  // namespace hp::tiled
