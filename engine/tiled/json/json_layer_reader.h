// JsonLayerReader: the "layers" of a JSON map (tile, object, image and group layers) -> Layer,
// recursively, the same as from XML.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "engine/tiled/checks/tile_layer_checks.h"
#include "engine/tiled/json/json_fields.h"
#include "engine/tiled/map_model.h"
#include "engine/tiled/read/map_tilesets.h"
#include "engine/tiled/read/tile_layer_decoder.h"

namespace hp::tiled {

// Reads the layers of one map, with the same limits and checks as LayerReader. A problem in one
// layer is reported and reading goes on, so every layer's problems are reported.
class JsonLayerReader {
 public:
  // infinite: the map stores tile layers as chunks.
  JsonLayerReader(MapTilesets& tilesets, bool infinite)
      : tilesets_(tilesets), infinite_(infinite) {}

  // Reads every element of owner's "layers" into out.
  void read_layers(const JsonObject& owner, std::vector<Layer>& out) { read_layers(owner, 0, out); }

 private:
  void read_layers(const JsonObject& owner, int depth, std::vector<Layer>& out);
  std::optional<Layer> read(const JsonObject& owner, const Json& value, std::size_t index,
                            int depth);
  void read_common(const JsonObject& json, Layer& layer) const;
  void read_tile_layer(const JsonObject& json, Layer& layer);
  std::optional<TileDataFormat> read_format(const JsonObject& json) const;
  bool read_finite_data(const JsonObject& json, TileDataFormat format, Layer& layer);
  bool read_chunks(const JsonObject& json, TileDataFormat format, Layer& layer);
  bool read_chunk(const JsonObject& layer_json, const Json& value, TileDataFormat format,
                  std::int64_t& layer_tiles, Layer& layer);
  bool read_data(const JsonObject& json, TileDataFormat format, int width, int height,
                 std::vector<std::uint32_t>& gids) const;
  bool take_gid_array(const JsonObject& json, const Json& data, int width, int height,
                      std::vector<std::uint32_t>& gids) const;
  void read_object_layer(const JsonObject& json, Layer& layer) const;
  void read_image_layer(const JsonObject& json, Layer& layer) const;
  void read_group(const JsonObject& json, int depth, Layer& layer);

  MapTilesets& tilesets_;
  bool infinite_ = false;
  TileBudget budget_;
};

}  // namespace hp::tiled
