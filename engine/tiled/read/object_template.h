// ObjectTemplate: a template file's object (.tx or .tj), and how an instance starts from it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/tiled/map_model.h"
#include "engine/tiled/read/map_tilesets.h"
#include "engine/tiled/read/read_context.h"

namespace hp::tiled {

struct ObjectTemplate {
  std::string path;               // resolved path of the template file
  MapObject object;               // the template's object (no id)
  std::vector<Tileset> tilesets;  // the gid space of object.gid (Tiled writes one tileset)
};

// The object an instance of tmpl starts from before its own attributes are read over it: a copy
// of the template's object with template_path set and its gid renumbered into tilesets (which
// adopt the template's tileset if they lack it). nullopt after reporting at line.
std::optional<MapObject> instantiate(const ObjectTemplate& tmpl, MapTilesets& tilesets,
                                     const ReadContext& context, int line);

// The properties of an instance: base (the template's) with overrides (the instance's) on top.
// A property of the same name is replaced, except that class properties merge their members the
// same way; new ones are appended in order.
void merge_properties(Properties& base, Properties overrides);

}  // namespace hp::tiled
