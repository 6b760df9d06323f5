// TMX reading: the <map> element's attributes, then its tilesets, properties and layers.
#include "engine/tiled/tmx/tmx_reader.h"

#include <pugixml.hpp>

#include <string>
#include <string_view>

#include "engine/tiled/checks/map_checks.h"
#include "engine/tiled/read/map_limits.h"
#include "engine/tiled/read/map_tilesets.h"
#include "engine/tiled/tmx/layer_reader.h"
#include "engine/tiled/tmx/properties_reader.h"
#include "engine/tiled/tmx/tileset_reader.h"
#include "engine/tiled/tmx/xml_attributes.h"
#include "engine/tiled/tmx/xml_file.h"

namespace hp::tiled {
namespace {

using pugi::xml_node;

// staggeraxis, staggerindex and hexsidelength, read only where they mean something (Tiled
// writes them for staggered and hexagonal maps only).
void read_stagger_settings(const xml_node& root, const ReadContext& context, int line, Map& map) {
  if (!is_staggered(map)) return;
  read_stagger(text_attribute(root, "staggeraxis", "y"),
               text_attribute(root, "staggerindex", "odd"), context, line, map);
  if (map.orientation != Orientation::kHexagonal) return;
  constexpr int kIntLimit = 0x7fffffff;  // the side's range is checked with the map's settings
  read_int(root, "hexsidelength", -kIntLimit, kIntLimit, map.hex_side_length, context);
}

// Reads the map's attributes; false when the map is one not to read further (an unknown
// orientation, or a size past the limits). Other bad attributes are reported and the layers,
// which carry their own sizes, are still read.
bool read_map_attributes(const xml_node& root, const ReadContext& context, Map& map) {
  const int line = context.line_of(root);
  if (!read_orientation(text_attribute(root, "orientation", "orthogonal"), context, line, map)) {
    return false;
  }
  read_stagger_settings(root, context, line, map);
  constexpr int kIntMax = 0x7fffffff;  // the size limit is checked below, with one message
  require_int(root, "width", 1, kIntMax, map.width, context);
  require_int(root, "height", 1, kIntMax, map.height, context);
  require_int(root, "tilewidth", 1, kMaxTileSize, map.tile_width, context);
  require_int(root, "tileheight", 1, kMaxTileSize, map.tile_height, context);
  read_bool(root, "infinite", map.infinite, context);
  read_render_order(text_attribute(root, "renderorder", "right-down"), context, line, map);
  read_color(root, "backgroundcolor", map.background, context);
  read_double(root, "parallaxoriginx", map.parallax_origin.x, context);
  read_double(root, "parallaxoriginy", map.parallax_origin.y, context);
  if (const char* type = find_attribute(root, "class")) map.type = type;
  check_orientation_settings(map, context, line);
  return check_map_size(map, context, line);
}

// Tiled writes tilesets before layers, but read them all first so gids can be checked anywhere.
// Returns whether every tileset can be used to check gids.
bool read_tilesets(const xml_node& root, const ReadContext& context, Map& map) {
  bool complete = true;
  for (xml_node element = root.child("tileset"); element;
       element = element.next_sibling("tileset")) {
    std::optional<Tileset> tileset = read_tileset(element, context);
    if (tileset) check_tileset_grid(*tileset, map, context, context.line_of(element));
    complete &= tileset &&
                add_tileset(map.tilesets, std::move(*tileset), context, context.line_of(element));
  }
  sort_tilesets(map.tilesets);
  return complete;
}

// gids_checkable: false when a tileset failed to load, since every one of its tiles would then
// look like an error; the layers are still read so their own problems are reported.
void read_layers(const XmlFile& file, const ReadContext& context, bool gids_checkable, Map& map) {
  MapTilesets tilesets(map.tilesets, gids_checkable);
  tilesets.set_keeps_hex_rotation(map.orientation == Orientation::kHexagonal);
  LayerReader reader(file, context, tilesets, map.infinite);
  const xml_node root = file.root();
  for (xml_node element = first_element(root); element; element = next_element(element)) {
    if (LayerReader::is_layer(element.name())) map.layers.push_back(reader.read(element));
  }
}

}  // namespace

bool read_tmx(const XmlFile& file, const ReadContext& context, Map& map) {
  const xml_node root = file.root();
  if (!root || std::string_view(root.name()) != "map") {
    context.error(root, "not a Tiled map: the root element is <" +
                            std::string(root ? root.name() : "") +
                            ">, expected <map>; open the map in Tiled and save it as .tmx");
    return false;
  }
  if (!read_map_attributes(root, context, map)) return false;
  read_properties(root, context, map.properties);
  const bool complete = read_tilesets(root, context, map);
  read_layers(file, context, complete, map);
  return true;
}

}  // namespace hp::tiled
