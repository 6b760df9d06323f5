// JSON layer reading: common members, then tile data (an array of gids or a base64 string,
// whole or in chunks), objects, an image or child layers.
#include "engine/tiled/json/json_layer_reader.h"

#include <algorithm>
#include <string>

#include "engine/tiled/json/json_object_reader.h"
#include "engine/tiled/json/json_properties_reader.h"
#include "engine/tiled/read/image_reader.h"
#include "engine/tiled/read/map_limits.h"

namespace hp::tiled {
namespace {

// Bad tile data was written by something other than Tiled, or damaged after.
constexpr const char* kDataHint = "; re-save the map from Tiled or restore it from a backup";
constexpr const char* kFormatHint =
    "; in Tiled choose Map > Map Properties > Tile Layer Format (e.g. CSV) and re-save";

std::optional<LayerKind> kind_of(std::string_view type) {
  if (type == "tilelayer") return LayerKind::kTile;
  if (type == "objectgroup") return LayerKind::kObject;
  if (type == "imagelayer") return LayerKind::kImage;
  if (type == "group") return LayerKind::kGroup;
  return std::nullopt;
}

std::string describe(const Layer& layer) {
  return "layer \"" + layer.name + "\"";
}

}  // namespace

void JsonLayerReader::read_layers(const JsonObject& owner, int depth, std::vector<Layer>& out) {
  const Json* layers = owner.array("layers");
  if (!layers) return;
  for (std::size_t i = 0; i < layers->size(); ++i) {
    std::optional<Layer> layer = read(owner, (*layers)[i], i, depth);
    if (layer) out.push_back(std::move(*layer));
  }
}

std::optional<Layer> JsonLayerReader::read(const JsonObject& owner, const Json& value,
                                           std::size_t index, int depth) {
  const std::string where = "layers[" + std::to_string(index) + "]";
  if (!value.is_object()) {
    owner.not_an_object(value, where);
    return std::nullopt;
  }
  Layer layer;
  JsonObject(value, where, owner.context()).read_string("name", layer.name);
  const JsonObject json(value, describe(layer), owner.context());
  layer.line = json.line();
  std::string type;
  json.read_string("type", type);
  const std::optional<LayerKind> kind = kind_of(type);
  if (!kind) {
    json.error("unknown layer type \"" + type +
               "\" (expected tilelayer, objectgroup, imagelayer or group); re-save the map "
               "from Tiled");
    return std::nullopt;
  }
  layer.kind = *kind;
  read_common(json, layer);
  switch (layer.kind) {
    case LayerKind::kTile:
      read_tile_layer(json, layer);
      break;
    case LayerKind::kObject:
      read_object_layer(json, layer);
      break;
    case LayerKind::kImage:
      read_image_layer(json, layer);
      break;
    case LayerKind::kGroup:
      read_group(json, depth, layer);
      break;
  }
  return layer;
}

void JsonLayerReader::read_common(const JsonObject& json, Layer& layer) const {
  json.read_string("class", layer.type);
  json.read_int("id", 0, 0x7fffffff, layer.id);
  json.read_bool("visible", layer.visible);
  json.read_double("opacity", layer.opacity);
  json.read_double("offsetx", layer.offset.x);
  json.read_double("offsety", layer.offset.y);
  json.read_double("parallaxx", layer.parallax.x);
  json.read_double("parallaxy", layer.parallax.y);
  json.read_color("tintcolor", layer.tint);
  read_json_properties(json, layer.properties);
  layer.opacity = std::clamp(layer.opacity, 0.0, 1.0);
}

void JsonLayerReader::read_tile_layer(const JsonObject& json, Layer& layer) {
  // Sizes past kMaxMapSide are refused by the budget, with one message for both sides.
  constexpr int kIntMax = 0x7fffffff;
  const bool sized = json.require_int("width", 1, kIntMax, layer.tiles.width) &&
                     json.require_int("height", 1, kIntMax, layer.tiles.height);
  const std::optional<TileDataFormat> format = read_format(json);
  if (!sized || !format) return;
  const bool decoded =
      infinite_ ? read_chunks(json, *format, layer) : read_finite_data(json, *format, layer);
  if (decoded) {
    check_layer_gids(layer.tiles, tilesets_.owners(), tilesets_.keeps_hex_rotation(),
                     describe(layer), json.context().file, json.line());
  }
}

// "encoding" ("csv", the default: an array of gids; or "base64": a string) and "compression".
std::optional<TileDataFormat> JsonLayerReader::read_format(const JsonObject& json) const {
  std::string encoding = "csv", compression;
  if (!json.read_string("encoding", encoding) || !json.read_string("compression", compression)) {
    return std::nullopt;
  }
  TileDataFormat format;
  if (encoding == "csv" && compression.empty()) return format;
  if (encoding != "base64") {
    json.error("unsupported tile data encoding \"" + encoding + "\"" +
               (compression.empty() ? "" : " with compression") + kFormatHint);
    return std::nullopt;
  }
  format.encoding = TileEncoding::kBase64;
  const std::optional<Compression> known = compression_from_name(compression);
  if (!known) {
    json.error("unsupported tile data compression \"" + compression + "\"" + kFormatHint);
    return std::nullopt;
  }
  format.compression = *known;
  return format;
}

bool JsonLayerReader::read_finite_data(const JsonObject& json, TileDataFormat format,
                                       Layer& layer) {
  if (json.has("chunks")) {
    json.error("tile data is in chunks but the map is not infinite; re-save the map from Tiled");
    return false;
  }
  TileLayer& tiles = layer.tiles;
  return budget_.take_layer(tiles.width, tiles.height, json.what(), json.context().file,
                            json.line()) &&
         read_data(json, format, tiles.width, tiles.height, tiles.gids);
}

bool JsonLayerReader::read_chunks(const JsonObject& json, TileDataFormat format, Layer& layer) {
  if (json.has("data")) {
    json.error("tile data outside chunks in an infinite map; re-save the map from Tiled");
    return false;
  }
  const Json* chunks = json.array("chunks");
  if (!chunks) return !json.has("chunks");
  std::int64_t layer_tiles = 0;
  bool ok = true;
  for (const Json& chunk : *chunks) ok &= read_chunk(json, chunk, format, layer_tiles, layer);
  return ok;
}

bool JsonLayerReader::read_chunk(const JsonObject& layer_json, const Json& value,
                                 TileDataFormat format, std::int64_t& layer_tiles, Layer& layer) {
  if (!value.is_object()) {
    layer_json.not_an_object(value, "a chunk");
    return false;
  }
  const JsonObject json(value, layer_json.what() + " chunk", layer_json.context());
  TileChunk chunk;
  constexpr int kIntMin = -0x7fffffff - 1, kIntMax = 0x7fffffff;
  const bool placed = json.require_int("x", kIntMin, kIntMax, chunk.x) &&
                      json.require_int("y", kIntMin, kIntMax, chunk.y) &&
                      json.require_int("width", 1, kIntMax, chunk.width) &&
                      json.require_int("height", 1, kIntMax, chunk.height);
  if (!placed ||
      !budget_.take_chunk(chunk, layer_tiles, layer_json.what(), json.context().file,
                          json.line()) ||
      !read_data(json, format, chunk.width, chunk.height, chunk.gids)) {
    return false;
  }
  layer.tiles.chunks.push_back(std::move(chunk));
  return true;
}

// json's "data": gids taken over from the parser (no copy), or a base64 string decoded.
bool JsonLayerReader::read_data(const JsonObject& json, TileDataFormat format, int width,
                                int height, std::vector<std::uint32_t>& gids) const {
  const Json* data = json.find("data");
  if (!data) {
    json.error("has no \"data\"; re-save the map from Tiled");
    return false;
  }
  if (format.encoding == TileEncoding::kCsv) {
    return take_gid_array(json, *data, width, height, gids);
  }
  if (!data->is_string()) {
    json.error("\"data\" is " + json_text(*data) + ", not base64 text as \"encoding\" says");
    return false;
  }
  std::string error;
  if (decode_tile_data(format, data->as_string(), width, height, gids, error)) {
    return true;
  }
  json.error(error + kDataHint);
  return false;
}

bool JsonLayerReader::take_gid_array(const JsonObject& json, const Json& data, int width,
                                     int height, std::vector<std::uint32_t>& gids) const {
  GidArray* array = json.context().document.gid_array(data);
  const std::size_t expected = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
  if (!array) {
    json.error("\"data\" is " + json_text(data) +
               ", not an array of gids; re-save the map from "
               "Tiled");
  } else if (!array->problem.empty()) {
    json.error("tile data " + array->problem + kDataHint);
  } else if (array->count != expected) {
    json.error(tile_count_mismatch(array->count, width, height) + kDataHint);
  } else if (array->truncated) {
    json.error("the file holds more than " + std::to_string(kMaxTilesPerMap) +
               " tiles of data; use fewer or smaller layers");
  } else {
    gids = std::move(array->gids);
    return true;
  }
  return false;
}

void JsonLayerReader::read_object_layer(const JsonObject& json, Layer& layer) const {
  std::string order = layer.objects.draw_order;
  json.read_string("draworder", order);
  read_draw_order(order, describe(layer), json.context().file, json.line(), layer.objects);
  ObjectScope scope{tilesets_};
  read_json_objects(json, scope, layer.objects.objects);
}

void JsonLayerReader::read_image_layer(const JsonObject& json, Layer& layer) const {
  json.read_bool("repeatx", layer.repeat_x);
  json.read_bool("repeaty", layer.repeat_y);
  json.read_color("transparentcolor", layer.image_transparent);
  std::string source;
  if (!json.read_string("image", source) || source.empty()) return;  // no image is allowed
  ImageRef ref;
  locate_image(source, json.what(), json.context().file, json.line(), ref);
  layer.image = ref.path;
}

void JsonLayerReader::read_group(const JsonObject& json, int depth, Layer& layer) {
  if (depth >= kMaxGroupDepth) {
    json.error("groups are nested more than " + std::to_string(kMaxGroupDepth) +
               " deep; flatten them in Tiled");
    return;
  }
  read_layers(json, depth + 1, layer.children);
}

}  // namespace hp::tiled
