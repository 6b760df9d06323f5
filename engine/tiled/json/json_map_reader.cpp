// JSON map reading: the map's members, then its tilesets, properties and layers.
#include "engine/tiled/json/json_map_reader.h"

#include "engine/tiled/checks/map_checks.h"
#include "engine/tiled/json/json_document.h"
#include "engine/tiled/json/json_fields.h"
#include "engine/tiled/json/json_layer_reader.h"
#include "engine/tiled/json/json_properties_reader.h"
#include "engine/tiled/json/json_tileset_reader.h"
#include "engine/tiled/read/map_limits.h"
#include "engine/tiled/read/map_tilesets.h"

namespace hp::tiled {
namespace {

bool check_root(const JsonObject& root) {
  std::string type = "map";
  root.read_string("type", type);
  if (root.is_object() && type == "map") return true;
  root.context().file.error(root.line(),
                            "not a Tiled map: expected a JSON object with \"type\": \"map\"; "
                            "open the map in Tiled and export it as JSON");
  return false;
}

// staggeraxis, staggerindex and hexsidelength (see the TMX reader's read_stagger_settings).
void read_stagger_settings(const JsonObject& root, Map& map) {
  if (!is_staggered(map)) return;
  std::string axis = "y", index = "odd";
  root.read_string("staggeraxis", axis);
  root.read_string("staggerindex", index);
  read_stagger(axis, index, root.context().file, root.line(), map);
  if (map.orientation != Orientation::kHexagonal) return;
  constexpr int kIntLimit = 0x7fffffff;  // the side's range is checked with the map's settings
  root.read_int("hexsidelength", -kIntLimit, kIntLimit, map.hex_side_length);
}

// Reads the map's members; false when the map is one not to read further (see the TMX
// reader's read_map_attributes).
bool read_map_members(const JsonObject& root, Map& map) {
  const ReadContext& context = root.context().file;
  std::string orientation = "orthogonal", order = "right-down";
  root.read_string("orientation", orientation);
  if (!read_orientation(orientation, context, root.line(), map)) return false;
  read_stagger_settings(root, map);
  constexpr int kIntMax = 0x7fffffff;  // the size limit is checked below, with one message
  root.require_int("width", 1, kIntMax, map.width);
  root.require_int("height", 1, kIntMax, map.height);
  root.require_int("tilewidth", 1, kMaxTileSize, map.tile_width);
  root.require_int("tileheight", 1, kMaxTileSize, map.tile_height);
  root.read_bool("infinite", map.infinite);
  if (root.read_string("renderorder", order)) read_render_order(order, context, root.line(), map);
  root.read_color("backgroundcolor", map.background);
  root.read_double("parallaxoriginx", map.parallax_origin.x);
  root.read_double("parallaxoriginy", map.parallax_origin.y);
  root.read_string("class", map.type);
  check_orientation_settings(map, context, root.line());
  return check_map_size(map, context, root.line());
}

// Returns whether every tileset can be used to check gids.
bool read_tilesets(const JsonObject& root, Map& map) {
  const Json* tilesets = root.array("tilesets");
  if (!tilesets) return !root.has("tilesets");
  bool complete = true;
  for (std::size_t i = 0; i < tilesets->size(); ++i) {
    const Json& entry = (*tilesets)[i];
    if (!entry.is_object()) {
      root.not_an_object(entry, "tilesets[" + std::to_string(i) + "]");
      complete = false;
      continue;
    }
    const JsonObject json(entry, "tilesets[" + std::to_string(i) + "]", root.context());
    std::optional<Tileset> tileset = read_json_tileset(json);
    if (tileset) check_tileset_grid(*tileset, map, root.context().file, json.line());
    complete &=
        tileset && add_tileset(map.tilesets, std::move(*tileset), root.context().file, json.line());
  }
  sort_tilesets(map.tilesets);
  return complete;
}

}  // namespace

bool read_json_map(std::string_view contents, const ReadContext& context, Map& map) {
  JsonDocument document;
  if (!document.parse(contents, context.path(), context.diagnostics())) return false;
  const JsonContext json_context{context, document};
  const JsonObject root(document.root(), "the map", json_context);
  if (!check_root(root) || !read_map_members(root, map)) return false;
  read_json_properties(root, map.properties);
  const bool complete = read_tilesets(root, map);
  MapTilesets tilesets(map.tilesets, complete);
  tilesets.set_keeps_hex_rotation(map.orientation == Orientation::kHexagonal);
  JsonLayerReader(tilesets, map.infinite).read_layers(root, map.layers);
  return true;
}

}  // namespace hp::tiled
