// ObjectReader: an <object> of an object layer, a tile's collision shapes or a template ->
// MapObject (template, shape, text, class, properties, line).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "engine/core/vec2.h"
#include "engine/tiled/checks/object_checks.h"
#include "engine/tiled/map_model.h"
#include "engine/tiled/read/read_context.h"

namespace pugi {
class xml_node;
}

namespace hp::tiled {

// Reads element. An instance of a template (template="x.tx") starts from the template's object
// and its own attributes, shape and properties override the template's. Both Tiled 1.8's "type"
// and newer "class" go to MapObject::type. A tile object's gid must belong to a tileset in
// scope. Returns nullopt after reporting what is wrong.
std::optional<MapObject> read_object(const pugi::xml_node& element, ObjectScope& scope,
                                     const ReadContext& context);

// Parses Tiled's point lists ("0,0 32,0 32,32"); nullopt when the text is not such pairs.
std::optional<std::vector<Vec2>> parse_points(std::string_view text);

}  // namespace hp::tiled
