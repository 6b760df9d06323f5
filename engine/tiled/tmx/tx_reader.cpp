// Template reading (XML): the template's tilesets first, since its object's gid refers to them.
#include "engine/tiled/tmx/tx_reader.h"

#include <tinyxml2.h>

#include "engine/tiled/read/map_tilesets.h"
#include "engine/tiled/tmx/object_reader.h"
#include "engine/tiled/tmx/tileset_reader.h"
#include "engine/tiled/tmx/xml_file.h"

namespace hp::tiled {
namespace {

using tinyxml2::XMLElement;

// Returns whether every tileset loaded (else the object's gid cannot be checked).
bool read_template_tilesets(const XMLElement& root, const ReadContext& context,
                            ObjectTemplate& tmpl) {
  bool complete = true;
  for (const XMLElement* element = root.FirstChildElement("tileset"); element;
       element = element->NextSiblingElement("tileset")) {
    std::optional<Tileset> tileset = read_tileset(*element, context);
    complete &=
        tileset && add_tileset(tmpl.tilesets, std::move(*tileset), context, element->GetLineNum());
  }
  sort_tilesets(tmpl.tilesets);
  return complete;
}

}  // namespace

std::optional<ObjectTemplate> read_tx_file(std::string_view contents, const ReadContext& context) {
  tinyxml2::XMLDocument document;
  if (!parse_xml(contents, context.path(), document, context.diagnostics())) return std::nullopt;
  const XMLElement* root = document.RootElement();
  if (!root || std::string_view(root->Name()) != "template") {
    context.error(root, "not a Tiled template: the root element is <" +
                            std::string(root ? root->Name() : "") +
                            ">, expected <template>; save the object as a template in Tiled");
    return std::nullopt;
  }
  const XMLElement* element = root->FirstChildElement("object");
  if (!element) {
    context.error(root, "the template has no <object>; save an object as a template in Tiled");
    return std::nullopt;
  }
  ObjectTemplate tmpl;
  tmpl.path = context.path();
  const bool complete = read_template_tilesets(*root, context, tmpl);
  MapTilesets tilesets(tmpl.tilesets, complete);
  ObjectScope scope{tilesets};
  std::optional<MapObject> object = read_object(*element, scope, context);
  if (!object) return std::nullopt;
  tmpl.object = std::move(*object);
  return tmpl;
}

}  // namespace hp::tiled
