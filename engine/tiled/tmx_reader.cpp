// TMX reading: the <map> element's attributes, then its tilesets, properties and layers.
#include "engine/tiled/tmx_reader.h"

#include <tinyxml2.h>

#include <algorithm>
#include <string>
#include <string_view>

#include "engine/tiled/gid_owners.h"
#include "engine/tiled/layer_reader.h"
#include "engine/tiled/map_limits.h"
#include "engine/tiled/properties_reader.h"
#include "engine/tiled/tileset_reader.h"
#include "engine/tiled/xml_attributes.h"

namespace hp::tiled {
namespace {

using tinyxml2::XMLElement;

bool check_orientation(const XMLElement& root, const ReadContext& context) {
  const std::string_view orientation = text_attribute(root, "orientation", "orthogonal");
  if (orientation == "orthogonal") return true;
  context.error(&root, "the map is " + std::string(orientation) +
                           "; only orthogonal maps are supported (in Tiled set Map > Map "
                           "Properties > Orientation to Orthogonal)");
  return false;
}

bool check_finite(const XMLElement& root, const ReadContext& context) {
  bool infinite = false;
  if (!read_bool(root, "infinite", infinite, context)) return false;
  if (!infinite) return true;
  context.error(&root,
                "infinite maps are not supported yet; in Tiled uncheck Map > Map Properties > "
                "Infinite");
  return false;
}

bool read_render_order(const XMLElement& root, const ReadContext& context, Map& map) {
  const std::string_view order = text_attribute(root, "renderorder", "right-down");
  if (order != "right-down" && order != "right-up" && order != "left-down" && order != "left-up") {
    context.error(&root, "unknown renderorder \"" + std::string(order) +
                             "\"; use right-down, right-up, left-down or left-up");
    return false;
  }
  map.render_order = std::string(order);
  return true;
}

// Refuses a map whose claimed size is past the limits, before any layer is read.
bool check_size(const XMLElement& root, const ReadContext& context, const Map& map) {
  const std::int64_t count = static_cast<std::int64_t>(map.width) * map.height;
  if (count <= kMaxTilesPerLayer && map.width <= kMaxMapSide && map.height <= kMaxMapSide) {
    return true;
  }
  context.error(&root, "the map is " + std::to_string(map.width) + "x" +
                           std::to_string(map.height) + " tiles; at most " +
                           std::to_string(kMaxTilesPerLayer) + " tiles (e.g. 4096x4096) and " +
                           std::to_string(kMaxMapSide) +
                           " on a side are supported; make the map smaller");
  return false;
}

bool read_map_attributes(const XMLElement& root, const ReadContext& context, Map& map) {
  if (!check_orientation(root, context) || !check_finite(root, context)) return false;
  constexpr int kIntMax = 0x7fffffff;  // the size limit is checked below, with one message
  bool ok = require_int(root, "width", 1, kIntMax, map.width, context);
  ok &= require_int(root, "height", 1, kIntMax, map.height, context);
  ok &= require_int(root, "tilewidth", 1, kMaxTileSize, map.tile_width, context);
  ok &= require_int(root, "tileheight", 1, kMaxTileSize, map.tile_height, context);
  ok &= read_render_order(root, context, map);
  ok &= read_color(root, "backgroundcolor", map.background, context);
  return ok && check_size(root, context, map);
}

// A tileset must not share gids with one read before it.
bool check_overlaps(const XMLElement& element, const ReadContext& context, const Tileset& added,
                    const std::vector<Tileset>& tilesets) {
  const std::int64_t added_end = static_cast<std::int64_t>(added.first_gid) + added.tile_count;
  for (const Tileset& other : tilesets) {
    const std::int64_t other_end = static_cast<std::int64_t>(other.first_gid) + other.tile_count;
    if (added_end <= other.first_gid || other_end <= added.first_gid) continue;
    context.error(&element, "tileset \"" + added.name + "\" (firstgid " +
                                std::to_string(added.first_gid) + ") overlaps tileset \"" +
                                other.name + "\" (gids " + std::to_string(other.first_gid) + "-" +
                                std::to_string(other_end - 1) + "); re-save the map from Tiled");
    return false;
  }
  return true;
}

// Tiled writes tilesets before layers, but read them all first so gids can be checked anywhere.
bool read_tilesets(const XMLElement& root, const ReadContext& context, Map& map) {
  bool ok = true;
  for (const XMLElement* element = root.FirstChildElement("tileset"); element;
       element = element->NextSiblingElement("tileset")) {
    std::optional<Tileset> tileset = read_tileset(*element, context);
    if (tileset && check_overlaps(*element, context, *tileset, map.tilesets)) {
      map.tilesets.push_back(std::move(*tileset));
    } else {
      ok = false;
    }
  }
  std::stable_sort(map.tilesets.begin(), map.tilesets.end(),
                   [](const Tileset& a, const Tileset& b) { return a.first_gid < b.first_gid; });
  return ok;
}

// gids_checkable: false when a tileset failed to load, since every one of its tiles would then
// look like an error; the layers are still read so their own problems are reported.
bool read_layers(const XMLElement& root, const ReadContext& context, bool gids_checkable,
                 Map& map) {
  const GidOwners owners(map.tilesets, gids_checkable);
  LayerReader reader(context, owners);
  bool ok = true;
  for (const XMLElement* element = root.FirstChildElement(); element;
       element = element->NextSiblingElement()) {
    if (!LayerReader::is_layer(element->Name())) continue;
    std::optional<Layer> layer = reader.read(*element);
    if (layer) {
      map.layers.push_back(std::move(*layer));
    } else {
      ok = false;
    }
  }
  return ok;
}

}  // namespace

bool read_tmx(const tinyxml2::XMLDocument& document, const ReadContext& context, Map& map) {
  const XMLElement* root = document.RootElement();
  if (!root || std::string_view(root->Name()) != "map") {
    context.error(root, "not a Tiled map: the root element is <" +
                            std::string(root ? root->Name() : "") +
                            ">, expected <map>; open the map in Tiled and save it as .tmx");
    return false;
  }
  if (!read_map_attributes(*root, context, map)) return false;
  const bool properties_ok = read_properties(*root, context, map.properties);
  const bool tilesets_ok = read_tilesets(*root, context, map);
  const bool layers_ok = read_layers(*root, context, tilesets_ok, map);
  return properties_ok && tilesets_ok && layers_ok;
}

}  // namespace hp::tiled
