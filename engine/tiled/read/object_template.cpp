// Template instances: the template's object first, the instance's own values over it.
#include "engine/tiled/read/object_template.h"

namespace hp::tiled {
namespace {

Property* find_property(std::vector<Property>& items, const std::string& name) {
  for (Property& p : items) {
    if (p.name == name) return &p;
  }
  return nullptr;
}

void merge_items(std::vector<Property>& base, std::vector<Property> overrides) {
  for (Property& over : overrides) {
    Property* same = find_property(base, over.name);
    if (!same) {
      base.push_back(std::move(over));
    } else if (same->type == PropertyType::kClass && over.type == PropertyType::kClass) {
      // An instance lists only the members it changed; the rest keep the template's values.
      if (!over.property_type.empty()) same->property_type = over.property_type;
      same->line = over.line;
      same->from_template.clear();  // the instance's line now
      merge_items(same->members, std::move(over.members));
    } else {
      *same = std::move(over);
    }
  }
}

}  // namespace

std::optional<MapObject> instantiate(const ObjectTemplate& tmpl, MapTilesets& tilesets,
                                     const ReadContext& context, int line) {
  MapObject object = tmpl.object;
  object.template_path = tmpl.path;
  for (Property& p : object.properties.items) p.from_template = tmpl.path;
  if (object.gid == 0) return object;
  const std::optional<std::uint32_t> gid =
      tilesets.import_gid(object.gid, tmpl.tilesets, tmpl.path, context, line);
  if (!gid) return std::nullopt;
  object.gid = *gid;
  return object;
}

void merge_properties(Properties& base, Properties overrides) {
  merge_items(base.items, std::move(overrides.items));
}

}  // namespace hp::tiled
