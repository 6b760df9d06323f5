// JsonObjectReader: an object of a JSON object layer, a tile's collision shapes or a template ->
// MapObject, the same as from XML.
#pragma once

#include <optional>

#include "engine/tiled/checks/object_checks.h"
#include "engine/tiled/json/json_fields.h"
#include "engine/tiled/map_model.h"

namespace hp::tiled {

// Reads value, an object that owner holds (a template's "object"). An instance of a template
// ("template": "x.tj") starts from the template's object and its own members override the
// template's. Returns nullopt after reporting what is wrong.
std::optional<MapObject> read_json_object(const JsonObject& owner, const Json& value,
                                          ObjectScope& scope);

// Reads every element of owner's "objects" array into out; bad ones are reported and left out.
void read_json_objects(const JsonObject& owner, ObjectScope& scope, std::vector<MapObject>& out);

}  // namespace hp::tiled
