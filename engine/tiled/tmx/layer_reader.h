// LayerReader: <layer>, <objectgroup>, <imagelayer> and <group> elements -> Layer, recursively.
#pragma once

#include <string_view>

#include "engine/tiled/checks/tile_layer_checks.h"
#include "engine/tiled/map_model.h"
#include "engine/tiled/read/map_tilesets.h"
#include "engine/tiled/read/read_context.h"

namespace pugi {
class xml_node;
}

namespace hp::tiled {

class XmlFile;

// Reads the layers of one map. Keeps a running count of tiles so that many large layers cannot
// add up past kMaxTilesPerMap; every size is checked before anything is allocated. A problem
// in one layer is reported and reading goes on, so every layer's problems are reported.
class LayerReader {
 public:
  // file: the parsed map, which keeps the tile data texts; infinite: the map stores tile layers
  // as chunks.
  LayerReader(const XmlFile& file, const ReadContext& context, MapTilesets& tilesets, bool infinite)
      : file_(file), context_(context), tilesets_(tilesets), infinite_(infinite) {}

  // Whether an element name is one of the four layer kinds.
  static bool is_layer(std::string_view element_name);

  // Reads a layer element (and, for a group, its children). A layer with bad contents is
  // reported and returned with what could be read.
  Layer read(const pugi::xml_node& element) { return read(element, 0); }

 private:
  Layer read(const pugi::xml_node& element, int depth);
  void read_common(const pugi::xml_node& element, Layer& layer) const;
  void read_tile_layer(const pugi::xml_node& element, Layer& layer);
  bool read_finite_data(const pugi::xml_node& data, Layer& layer);
  bool read_chunks(const pugi::xml_node& data, Layer& layer);
  bool read_chunk(const pugi::xml_node& chunk, std::int64_t& layer_tiles, Layer& layer);
  bool read_tiles(const pugi::xml_node& data, const pugi::xml_node& holder, const Layer& layer,
                  int width, int height, std::vector<std::uint32_t>& gids) const;
  bool read_xml_tiles(const pugi::xml_node& holder, const Layer& layer, std::size_t expected,
                      std::vector<std::uint32_t>& gids) const;
  void read_object_layer(const pugi::xml_node& element, Layer& layer) const;
  void read_image_layer(const pugi::xml_node& element, Layer& layer) const;
  void read_group(const pugi::xml_node& element, int depth, Layer& layer);

  const XmlFile& file_;
  const ReadContext& context_;
  MapTilesets& tilesets_;
  bool infinite_ = false;
  TileBudget budget_;
};

}  // namespace hp::tiled
