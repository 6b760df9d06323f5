// Layer reading: common attributes, then tile data, objects, an image or child layers.
#include "engine/tiled/layer_reader.h"

#include <tinyxml2.h>

#include <algorithm>
#include <string>

#include "engine/tiled/image_reader.h"
#include "engine/tiled/map_limits.h"
#include "engine/tiled/object_reader.h"
#include "engine/tiled/properties_reader.h"
#include "engine/tiled/tile_layer_decoder.h"
#include "engine/tiled/xml_attributes.h"

namespace hp::tiled {
namespace {

using tinyxml2::XMLElement;

constexpr const char* kFormatHint =
    "; in Tiled choose Map > Map Properties > Tile Layer Format (e.g. CSV) and re-save";

std::string describe(const Layer& layer) {
  return "layer \"" + layer.name + "\"";
}

std::optional<LayerKind> kind_of(std::string_view element_name) {
  if (element_name == "layer") return LayerKind::kTile;
  if (element_name == "objectgroup") return LayerKind::kObject;
  if (element_name == "imagelayer") return LayerKind::kImage;
  if (element_name == "group") return LayerKind::kGroup;
  return std::nullopt;
}

std::optional<Compression> compression_from_name(std::string_view name) {
  if (name.empty()) return Compression::kNone;
  if (name == "zlib") return Compression::kZlib;
  if (name == "gzip") return Compression::kGzip;
  if (name == "zstd") return Compression::kZstd;
  return std::nullopt;
}

// The <data> element's encoding and compression, or nullopt after reporting an unknown one.
std::optional<TileDataFormat> read_format(const XMLElement& data, const Layer& layer,
                                          const ReadContext& context) {
  const std::string_view encoding = text_attribute(data, "encoding");
  const std::string_view compression = text_attribute(data, "compression");
  TileDataFormat format;
  if (encoding == "csv" && compression.empty()) return format;
  if (encoding != "base64") {
    context.error(&data, describe(layer) + ": unsupported tile data encoding \"" +
                             std::string(encoding) + "\"" +
                             (compression.empty() ? "" : " with compression") + kFormatHint);
    return std::nullopt;
  }
  format.encoding = TileEncoding::kBase64;
  const std::optional<Compression> known = compression_from_name(compression);
  if (!known) {
    context.error(&data, describe(layer) + ": unsupported tile data compression \"" +
                             std::string(compression) + "\"" + kFormatHint);
    return std::nullopt;
  }
  format.compression = *known;
  return format;
}

}  // namespace

bool LayerReader::is_layer(std::string_view element_name) {
  return kind_of(element_name).has_value();
}

std::optional<Layer> LayerReader::read(const XMLElement& element, int depth) {
  Layer layer;
  layer.kind = *kind_of(element.Name());
  layer.line = element.GetLineNum();
  if (!read_common(element, layer)) return std::nullopt;
  bool ok = false;
  switch (layer.kind) {
    case LayerKind::kTile:
      ok = read_tile_layer(element, layer);
      break;
    case LayerKind::kObject:
      ok = read_object_layer(element, layer);
      break;
    case LayerKind::kImage:
      ok = read_image_layer(element, layer);
      break;
    case LayerKind::kGroup:
      ok = read_group(element, depth, layer);
      break;
  }
  if (!ok) return std::nullopt;
  return layer;
}

bool LayerReader::read_common(const XMLElement& element, Layer& layer) const {
  layer.name = std::string(text_attribute(element, "name"));
  bool ok = read_int(element, "id", 0, 0x7fffffff, layer.id, context_);
  ok &= read_bool(element, "visible", layer.visible, context_);
  ok &= read_double(element, "opacity", layer.opacity, context_);
  ok &= read_double(element, "offsetx", layer.offset.x, context_);
  ok &= read_double(element, "offsety", layer.offset.y, context_);
  ok &= read_properties(element, context_, layer.properties);
  layer.opacity = std::clamp(layer.opacity, 0.0, 1.0);
  return ok;
}

bool LayerReader::read_tile_layer(const XMLElement& element, Layer& layer) {
  TileLayer& tiles = layer.tiles;
  // Sizes past kMaxMapSide are refused by check_tile_count, with one message for both sides.
  constexpr int kIntMax = 0x7fffffff;
  const bool sized = require_int(element, "width", 1, kIntMax, tiles.width, context_) &&
                     require_int(element, "height", 1, kIntMax, tiles.height, context_);
  if (!sized || !check_tile_count(element, layer)) return false;
  const XMLElement* data = element.FirstChildElement("data");
  if (!data) {
    context_.error(&element, describe(layer) + " has no <data> element; re-save it from Tiled");
    return false;
  }
  if (const XMLElement* chunk = data->FirstChildElement("chunk")) {
    context_.error(chunk, describe(layer) +
                              ": infinite maps are not supported yet; in Tiled uncheck Map > "
                              "Map Properties > Infinite");
    return false;
  }
  const bool xml_tiles = data->Attribute("encoding") == nullptr;
  const bool decoded = xml_tiles ? read_xml_tiles(*data, layer) : read_tile_data(*data, layer);
  return decoded && check_gids(*data, layer);
}

// Refuses layer sizes past the limits before any tile is allocated.
bool LayerReader::check_tile_count(const XMLElement& element, const Layer& layer) {
  const std::int64_t count =
      static_cast<std::int64_t>(layer.tiles.width) * static_cast<std::int64_t>(layer.tiles.height);
  const std::string size =
      std::to_string(layer.tiles.width) + "x" + std::to_string(layer.tiles.height);
  if (count > kMaxTilesPerLayer || layer.tiles.width > kMaxMapSide ||
      layer.tiles.height > kMaxMapSide) {
    context_.error(&element, describe(layer) + " is " + size + " tiles; at most " +
                                 std::to_string(kMaxTilesPerLayer) +
                                 " tiles (e.g. 4096x4096) and " + std::to_string(kMaxMapSide) +
                                 " on a side are supported; make the layer smaller");
    return false;
  }
  if (tiles_read_ + count > kMaxTilesPerMap) {
    context_.error(&element, describe(layer) + " (" + size + ") brings the map's tile layers to " +
                                 std::to_string(tiles_read_ + count) + " tiles, more than the " +
                                 std::to_string(kMaxTilesPerMap) +
                                 " allowed; use fewer or smaller layers");
    return false;
  }
  tiles_read_ += count;
  return true;
}

bool LayerReader::read_tile_data(const XMLElement& data, Layer& layer) const {
  const std::optional<TileDataFormat> format = read_format(data, layer, context_);
  if (!format) return false;
  const char* text = data.GetText();
  std::string error;
  if (decode_tile_data(*format, text ? text : "", layer.tiles.width, layer.tiles.height,
                       layer.tiles.gids, error)) {
    return true;
  }
  context_.error(&data, describe(layer) + ": " + error);
  return false;
}

// The deprecated XML format: one <tile gid="n"/> per tile.
bool LayerReader::read_xml_tiles(const XMLElement& data, Layer& layer) const {
  const std::size_t expected =
      static_cast<std::size_t>(layer.tiles.width) * static_cast<std::size_t>(layer.tiles.height);
  std::vector<std::uint32_t>& gids = layer.tiles.gids;
  for (const XMLElement* tile = data.FirstChildElement("tile"); tile;
       tile = tile->NextSiblingElement("tile")) {
    std::uint32_t gid = 0;
    if (!read_gid(*tile, "gid", gid, context_)) return false;
    if (gids.size() == expected) {
      context_.error(&data, describe(layer) + ": tile data has more than " +
                                std::to_string(expected) + " tiles, expected " +
                                std::to_string(expected));
      return false;
    }
    gids.push_back(gid);
  }
  if (gids.size() == expected) return true;
  context_.error(&data, describe(layer) + ": tile data has " + std::to_string(gids.size()) +
                            " tiles, expected " + std::to_string(expected));
  return false;
}

// Every non-empty gid must belong to a tileset. The hexagonal rotation bit means nothing on an
// orthogonal map and is cleared.
bool LayerReader::check_gids(const XMLElement& data, Layer& layer) const {
  std::size_t bad = 0;
  std::size_t first_bad = 0;
  std::vector<std::uint32_t>& gids = layer.tiles.gids;
  for (std::size_t i = 0; i < gids.size(); ++i) {
    gids[i] &= ~kRotateHex120;
    if (owners_.owns(gids[i])) continue;
    if (bad++ == 0) first_bad = i;
  }
  if (bad == 0) return true;
  const auto width = static_cast<std::size_t>(layer.tiles.width);
  context_.error(&data, describe(layer) + ": " + std::to_string(bad) +
                            " tile(s) have a gid no tileset owns; the first, at column " +
                            std::to_string(first_bad % width) + ", row " +
                            std::to_string(first_bad / width) + ", is gid " +
                            std::to_string(gids[first_bad] & kGidMask) + " (tilesets cover " +
                            owners_.describe() + "); add the missing tileset or erase the tiles");
  return false;
}

bool LayerReader::read_object_layer(const XMLElement& element, Layer& layer) const {
  bool ok = true;
  for (const XMLElement* child = element.FirstChildElement("object"); child;
       child = child->NextSiblingElement("object")) {
    std::optional<MapObject> object = read_object(*child, owners_, context_);
    if (object) {
      layer.objects.objects.push_back(std::move(*object));
    } else {
      ok = false;
    }
  }
  return ok;
}

bool LayerReader::read_image_layer(const XMLElement& element, Layer& layer) const {
  const XMLElement* image = element.FirstChildElement("image");
  if (!image) return true;  // Tiled allows an image layer without an image
  const std::optional<ImageRef> ref = read_image(*image, describe(layer), context_);
  if (!ref) return false;
  layer.image = ref->path;
  return true;
}

bool LayerReader::read_group(const XMLElement& element, int depth, Layer& layer) {
  if (depth >= kMaxGroupDepth) {
    context_.error(&element, describe(layer) + ": groups are nested more than " +
                                 std::to_string(kMaxGroupDepth) + " deep; flatten them in Tiled");
    return false;
  }
  bool ok = true;
  for (const XMLElement* child = element.FirstChildElement(); child;
       child = child->NextSiblingElement()) {
    if (!is_layer(child->Name())) continue;
    std::optional<Layer> read_child = read(*child, depth + 1);
    if (read_child) {
      layer.children.push_back(std::move(*read_child));
    } else {
      ok = false;
    }
  }
  return ok;
}

}  // namespace hp::tiled
