// Template reading (JSON): the template's tileset first, since its object's gid refers to it.
#include "engine/tiled/json/json_template_reader.h"

#include "engine/tiled/json/json_object_reader.h"
#include "engine/tiled/json/json_tileset_reader.h"
#include "engine/tiled/read/map_tilesets.h"

namespace hp::tiled {
namespace {

// Returns whether the tileset (if any) loaded, so the object's gid can be checked.
bool read_template_tileset(const JsonObject& root, ObjectTemplate& tmpl) {
  const Json* entry = root.object("tileset");
  if (!entry) return !root.has("tileset");
  std::optional<Tileset> tileset =
      read_json_tileset(JsonObject(*entry, "the template's tileset", root.context()));
  return tileset && add_tileset(tmpl.tilesets, std::move(*tileset), root.context().file,
                                root.context().document.line_of(*entry));
}

}  // namespace

std::optional<ObjectTemplate> read_json_template_file(std::string_view contents,
                                                      const ReadContext& context) {
  JsonDocument document;
  if (!document.parse(contents, context.path(), context.diagnostics())) return std::nullopt;
  const JsonContext json_context{context, document};
  const JsonObject root(document.root(), "the template", json_context);
  std::string type = "template";
  root.read_string("type", type);
  if (!root.is_object() || type != "template") {
    context.error(root.line(),
                  "not a Tiled template: expected a JSON object with \"type\": "
                  "\"template\"; save the object as a template in Tiled");
    return std::nullopt;
  }
  const Json* object = root.object("object");
  if (!object) {
    root.error("has no \"object\"; save an object as a template in Tiled");
    return std::nullopt;
  }
  ObjectTemplate tmpl;
  tmpl.path = context.path();
  const bool complete = read_template_tileset(root, tmpl);
  MapTilesets tilesets(tmpl.tilesets, complete);
  ObjectScope scope{tilesets};
  std::optional<MapObject> read = read_json_object(root, *object, scope);
  if (!read) return std::nullopt;
  tmpl.object = std::move(*read);
  return tmpl;
}

}  // namespace hp::tiled
