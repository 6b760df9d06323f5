// Template reading (XML): the template's tilesets first, since its object's gid refers to them.
#include "engine/tiled/tmx/tx_reader.h"

#include <pugixml.hpp>

#include "engine/tiled/read/map_tilesets.h"
#include "engine/tiled/tmx/object_reader.h"
#include "engine/tiled/tmx/tileset_reader.h"
#include "engine/tiled/tmx/xml_file.h"

namespace hp::tiled {
namespace {

using pugi::xml_node;

// Returns whether every tileset loaded (else the object's gid cannot be checked).
bool read_template_tilesets(const xml_node& root, const ReadContext& context,
                            ObjectTemplate& tmpl) {
  bool complete = true;
  for (xml_node element = root.child("tileset"); element;
       element = element.next_sibling("tileset")) {
    std::optional<Tileset> tileset = read_tileset(element, context);
    complete &= tileset &&
                add_tileset(tmpl.tilesets, std::move(*tileset), context, context.line_of(element));
  }
  sort_tilesets(tmpl.tilesets);
  return complete;
}

}  // namespace

std::optional<ObjectTemplate> read_tx_file(std::string_view contents,
                                           const ReadContext& file_context) {
  XmlFile file;
  if (!file.parse(contents, file_context.path(), file_context.diagnostics())) return std::nullopt;
  const ReadContext context = file_context.with_lines(file.lines());
  const xml_node root = file.root();
  if (!root || std::string_view(root.name()) != "template") {
    context.error(root, "not a Tiled template: the root element is <" +
                            std::string(root ? root.name() : "") +
                            ">, expected <template>; save the object as a template in Tiled");
    return std::nullopt;
  }
  xml_node element = root.child("object");
  if (!element) {
    context.error(root, "the template has no <object>; save an object as a template in Tiled");
    return std::nullopt;
  }
  ObjectTemplate tmpl;
  tmpl.path = context.path();
  const bool complete = read_template_tilesets(root, context, tmpl);
  MapTilesets tilesets(tmpl.tilesets, complete);
  ObjectScope scope{tilesets};
  std::optional<MapObject> object = read_object(element, scope, context);
  if (!object) return std::nullopt;
  tmpl.object = std::move(*object);
  return tmpl;
}

}  // namespace hp::tiled
