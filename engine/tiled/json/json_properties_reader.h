// JsonPropertiesReader: the "properties" array of a JSON map, layer, tileset, tile or object ->
// Properties, in the same text forms as from XML.
#pragma once

#include "engine/tiled/json/json_fields.h"
#include "engine/tiled/map_model.h"

namespace hp::tiled {

// Reads owner's "properties" (if any) into out, in file order. Typed JSON values become the
// model's text forms: bools "true"/"false", colours "#aarrggbb", objects their id, numbers as
// written. A class property's members come from its value object; JSON does not say their
// types, so they are taken from the values (a colour member reads as a string). A bad property
// is reported and skipped; returns false if any was.
bool read_json_properties(const JsonObject& owner, Properties& out);

// The format of Tiled before 1.2: values, an object of name -> value, with types (when not
// null) an object of name -> type name. read_json_properties reads that form too.
bool read_json_property_map(const JsonObject& owner, const Json& values, const Json* types,
                            Properties& out);

}  // namespace hp::tiled
