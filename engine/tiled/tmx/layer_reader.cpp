// Layer reading: common attributes, then tile data (whole or in chunks), objects, an image or
// child layers.
#include "engine/tiled/tmx/layer_reader.h"

#include <pugixml.hpp>

#include <algorithm>
#include <string>

#include "engine/tiled/read/map_limits.h"
#include "engine/tiled/read/tile_layer_decoder.h"
#include "engine/tiled/tmx/image_element.h"
#include "engine/tiled/tmx/object_reader.h"
#include "engine/tiled/tmx/properties_reader.h"
#include "engine/tiled/tmx/xml_attributes.h"
#include "engine/tiled/tmx/xml_file.h"

namespace hp::tiled {
namespace {

using pugi::xml_node;

// Bad tile data was written by something other than Tiled, or damaged after.
constexpr const char* kDataHint = "; re-save the map from Tiled or restore it from a backup";
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

// The <data> element's encoding and compression, or nullopt after reporting an unknown one.
std::optional<TileDataFormat> read_format(const xml_node& data, const Layer& layer,
                                          const ReadContext& context) {
  const std::string_view encoding = text_attribute(data, "encoding");
  const std::string_view compression = text_attribute(data, "compression");
  TileDataFormat format;
  if (encoding == "csv" && compression.empty()) return format;
  if (encoding != "base64") {
    context.error(data, describe(layer) + ": unsupported tile data encoding \"" +
                            std::string(encoding) + "\"" +
                            (compression.empty() ? "" : " with compression") + kFormatHint);
    return std::nullopt;
  }
  format.encoding = TileEncoding::kBase64;
  const std::optional<Compression> known = compression_from_name(compression);
  if (!known) {
    context.error(data, describe(layer) + ": unsupported tile data compression \"" +
                            std::string(compression) + "\"" + kFormatHint);
    return std::nullopt;
  }
  format.compression = *known;
  return format;
}

// Tiled 1.9+ writes a layer's class.
std::string class_of(const xml_node& element) {
  return std::string(text_attribute(element, "class"));
}

}  // namespace

bool LayerReader::is_layer(std::string_view element_name) {
  return kind_of(element_name).has_value();
}

Layer LayerReader::read(const xml_node& element, int depth) {
  Layer layer;
  layer.kind = *kind_of(element.name());
  layer.line = context_.line_of(element);
  read_common(element, layer);
  switch (layer.kind) {
    case LayerKind::kTile:
      read_tile_layer(element, layer);
      break;
    case LayerKind::kObject:
      read_object_layer(element, layer);
      break;
    case LayerKind::kImage:
      read_image_layer(element, layer);
      break;
    case LayerKind::kGroup:
      read_group(element, depth, layer);
      break;
  }
  return layer;
}

void LayerReader::read_common(const xml_node& element, Layer& layer) const {
  layer.name = std::string(text_attribute(element, "name"));
  layer.type = class_of(element);
  read_int(element, "id", 0, 0x7fffffff, layer.id, context_);
  read_bool(element, "visible", layer.visible, context_);
  read_double(element, "opacity", layer.opacity, context_);
  read_double(element, "offsetx", layer.offset.x, context_);
  read_double(element, "offsety", layer.offset.y, context_);
  read_double(element, "parallaxx", layer.parallax.x, context_);
  read_double(element, "parallaxy", layer.parallax.y, context_);
  read_color(element, "tintcolor", layer.tint, context_);
  read_properties(element, context_, layer.properties);
  layer.opacity = std::clamp(layer.opacity, 0.0, 1.0);
}

void LayerReader::read_tile_layer(const xml_node& element, Layer& layer) {
  TileLayer& tiles = layer.tiles;
  // Sizes past kMaxMapSide are refused by the budget, with one message for both sides.
  constexpr int kIntMax = 0x7fffffff;
  const bool sized = require_int(element, "width", 1, kIntMax, tiles.width, context_) &&
                     require_int(element, "height", 1, kIntMax, tiles.height, context_);
  if (!sized) return;
  xml_node data = element.child("data");
  if (!data) {
    context_.error(element, describe(layer) + " has no <data> element; re-save it from Tiled");
    return;
  }
  const bool decoded = infinite_ ? read_chunks(data, layer) : read_finite_data(data, layer);
  if (decoded) {
    check_layer_gids(tiles, tilesets_.owners(), tilesets_.keeps_hex_rotation(), describe(layer),
                     context_, context_.line_of(data));
  }
}

bool LayerReader::read_finite_data(const xml_node& data, Layer& layer) {
  if (xml_node chunk = data.child("chunk")) {
    context_.error(chunk, describe(layer) +
                              ": tile data is in chunks but the map is not infinite; re-save "
                              "the map from Tiled");
    return false;
  }
  TileLayer& tiles = layer.tiles;
  if (!budget_.take_layer(tiles.width, tiles.height, describe(layer), context_, layer.line)) {
    return false;
  }
  return read_tiles(data, data, layer, tiles.width, tiles.height, tiles.gids);
}

bool LayerReader::read_chunks(const xml_node& data, Layer& layer) {
  const bool loose_text =
      file_.data_text(data).find_first_not_of(" \t\r\n") != std::string_view::npos;
  if (loose_text || data.child("tile")) {
    context_.error(data, describe(layer) +
                             ": tile data outside chunks in an infinite map; re-save the map "
                             "from Tiled");
    return false;
  }
  std::int64_t layer_tiles = 0;
  bool ok = true;
  for (xml_node chunk = data.child("chunk"); chunk; chunk = chunk.next_sibling("chunk")) {
    if (!read_chunk(chunk, layer_tiles, layer)) ok = false;
  }
  return ok;
}

bool LayerReader::read_chunk(const xml_node& element, std::int64_t& layer_tiles, Layer& layer) {
  TileChunk chunk;
  constexpr int kIntMin = -0x7fffffff - 1, kIntMax = 0x7fffffff;
  const bool placed = require_int(element, "x", kIntMin, kIntMax, chunk.x, context_) &&
                      require_int(element, "y", kIntMin, kIntMax, chunk.y, context_) &&
                      require_int(element, "width", 1, kIntMax, chunk.width, context_) &&
                      require_int(element, "height", 1, kIntMax, chunk.height, context_);
  if (!placed || !budget_.take_chunk(chunk, layer_tiles, describe(layer), context_,
                                     context_.line_of(element))) {
    return false;
  }
  // Chunks share their <data> element's encoding.
  const xml_node data = element.parent();
  if (!read_tiles(data, element, layer, chunk.width, chunk.height, chunk.gids)) return false;
  layer.tiles.chunks.push_back(std::move(chunk));
  return true;
}

// holder is data itself or one of its chunks: its text (or <tile> children) holds the tiles.
bool LayerReader::read_tiles(const xml_node& data, const xml_node& holder, const Layer& layer,
                             int width, int height, std::vector<std::uint32_t>& gids) const {
  const std::size_t expected = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
  if (!find_attribute(data, "encoding")) return read_xml_tiles(holder, layer, expected, gids);
  const std::optional<TileDataFormat> format = read_format(data, layer, context_);
  if (!format) return false;
  std::string error;
  if (decode_tile_data(*format, file_.data_text(holder), width, height, gids, error)) {
    return true;
  }
  context_.error(holder, describe(layer) + ": " + error + kDataHint);
  return false;
}

// The deprecated XML format: one <tile gid="n"/> per tile.
bool LayerReader::read_xml_tiles(const xml_node& holder, const Layer& layer, std::size_t expected,
                                 std::vector<std::uint32_t>& gids) const {
  for (xml_node tile = holder.child("tile"); tile; tile = tile.next_sibling("tile")) {
    std::uint32_t gid = 0;
    if (!read_gid(tile, "gid", gid, context_)) return false;
    if (gids.size() == expected) {
      context_.error(holder, describe(layer) + ": tile data has more than " +
                                 std::to_string(expected) + " tiles, expected " +
                                 std::to_string(expected) + kDataHint);
      return false;
    }
    gids.push_back(gid);
  }
  if (gids.size() == expected) return true;
  context_.error(holder, describe(layer) + ": tile data has " + std::to_string(gids.size()) +
                             " tiles, expected " + std::to_string(expected) + kDataHint);
  return false;
}

void LayerReader::read_object_layer(const xml_node& element, Layer& layer) const {
  read_draw_order(text_attribute(element, "draworder", "topdown"), describe(layer), context_,
                  context_.line_of(element), layer.objects);
  ObjectScope scope{tilesets_};
  for (xml_node child = element.child("object"); child; child = child.next_sibling("object")) {
    std::optional<MapObject> object = read_object(child, scope, context_);
    if (object) layer.objects.objects.push_back(std::move(*object));
  }
}

void LayerReader::read_image_layer(const xml_node& element, Layer& layer) const {
  read_bool(element, "repeatx", layer.repeat_x, context_);
  read_bool(element, "repeaty", layer.repeat_y, context_);
  xml_node image = element.child("image");
  if (!image) return;  // Tiled allows an image layer without an image
  const ImageRead read = read_image(image, describe(layer), context_);
  if (!read.ref) return;
  layer.image = read.ref->path;
  layer.image_transparent = read.ref->transparent;
}

void LayerReader::read_group(const xml_node& element, int depth, Layer& layer) {
  if (depth >= kMaxGroupDepth) {
    context_.error(element, describe(layer) + ": groups are nested more than " +
                                std::to_string(kMaxGroupDepth) + " deep; flatten them in Tiled");
    return;
  }
  for (xml_node child = first_element(element); child; child = next_element(child)) {
    if (!is_layer(child.name())) continue;
    layer.children.push_back(read(child, depth + 1));
  }
}

}  // namespace hp::tiled
