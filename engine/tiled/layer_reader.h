// LayerReader: <layer>, <objectgroup>, <imagelayer> and <group> elements -> Layer, recursively.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "engine/tiled/gid_owners.h"
#include "engine/tiled/map_model.h"
#include "engine/tiled/read_context.h"

namespace tinyxml2 {
class XMLElement;
}

namespace hp::tiled {

// Reads the layers of one map. Keeps a running count of tiles so that many large layers cannot
// add up past kMaxTilesPerMap; every size is checked before anything is allocated.
class LayerReader {
 public:
  LayerReader(const ReadContext& context, const GidOwners& owners)
      : context_(context), owners_(owners) {}

  // Whether an element name is one of the four layer kinds.
  static bool is_layer(std::string_view element_name);

  // Reads a layer element (and, for a group, its children). Returns nullopt after reporting
  // what is wrong; a group with a bad child reports every bad child.
  std::optional<Layer> read(const tinyxml2::XMLElement& element) { return read(element, 0); }

 private:
  std::optional<Layer> read(const tinyxml2::XMLElement& element, int depth);
  bool read_common(const tinyxml2::XMLElement& element, Layer& layer) const;
  bool read_tile_layer(const tinyxml2::XMLElement& element, Layer& layer);
  bool check_tile_count(const tinyxml2::XMLElement& element, const Layer& layer);
  bool read_tile_data(const tinyxml2::XMLElement& data, Layer& layer) const;
  bool read_xml_tiles(const tinyxml2::XMLElement& data, Layer& layer) const;
  bool check_gids(const tinyxml2::XMLElement& data, Layer& layer) const;
  bool read_object_layer(const tinyxml2::XMLElement& element, Layer& layer) const;
  bool read_image_layer(const tinyxml2::XMLElement& element, Layer& layer) const;
  bool read_group(const tinyxml2::XMLElement& element, int depth, Layer& layer);

  const ReadContext& context_;
  const GidOwners& owners_;
  std::int64_t tiles_read_ = 0;  // over all tile layers read so far
};

}  // namespace hp::tiled
