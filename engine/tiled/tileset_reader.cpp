// Tileset reading: the .tsx lookup, the tileset's attributes, its image and its per-tile data.
#include "engine/tiled/tileset_reader.h"

#include <tinyxml2.h>

#include <algorithm>
#include <string>
#include <string_view>

#include "engine/tiled/image_reader.h"
#include "engine/tiled/map_limits.h"
#include "engine/tiled/properties_reader.h"
#include "engine/tiled/xml_attributes.h"
#include "engine/tiled/xml_file.h"

namespace hp::tiled {
namespace {

using tinyxml2::XMLElement;

std::string describe(const Tileset& tileset) {
  return "tileset \"" + tileset.name + "\"";
}

bool read_attributes(const XMLElement& element, const ReadContext& context, Tileset& tileset) {
  tileset.name = std::string(text_attribute(element, "name"));
  bool ok = require_int(element, "tilewidth", 1, kMaxTileSize, tileset.tile_width, context);
  ok &= require_int(element, "tileheight", 1, kMaxTileSize, tileset.tile_height, context);
  ok &= read_int(element, "spacing", 0, kMaxTileSize, tileset.spacing, context);
  ok &= read_int(element, "margin", 0, kMaxTileSize, tileset.margin, context);
  tileset.tile_count = -1;  // absent: worked out from the image below
  ok &= read_int(element, "tilecount", 0, kMaxTilesetTiles, tileset.tile_count, context);
  ok &= read_int(element, "columns", 0, kMaxTilesetTiles, tileset.columns, context);
  if (const XMLElement* offset = element.FirstChildElement("tileoffset")) {
    ok &= read_double(*offset, "x", tileset.tile_offset.x, context);
    ok &= read_double(*offset, "y", tileset.tile_offset.y, context);
  }
  return ok;
}

// Tiles that fit along one side of an image: (side - 2*margin + spacing) / (tile + spacing).
int tiles_along(int image_side, int tile_side, const Tileset& tileset) {
  const int usable = image_side - 2 * tileset.margin + tileset.spacing;
  return usable > 0 ? usable / (tile_side + tileset.spacing) : 0;
}

// Old Tiled versions wrote no tilecount/columns: derive them from the image size.
bool fill_in_grid(const XMLElement& element, const ReadContext& context, Tileset& tileset) {
  const int columns = tiles_along(tileset.image_width, tileset.tile_width, tileset);
  const int rows = tiles_along(tileset.image_height, tileset.tile_height, tileset);
  if (tileset.columns == 0) tileset.columns = columns;
  if (tileset.tile_count >= 0) return true;
  if (tileset.image_width == 0 || tileset.image_height == 0) {
    context.error(&element, describe(tileset) +
                                " has no tilecount and its image no size; re-save it from Tiled");
    return false;
  }
  tileset.tile_count = columns * rows;
  return true;
}

bool read_tileset_image(const XMLElement& element, const ReadContext& context, Tileset& tileset) {
  const XMLElement* image = element.FirstChildElement("image");
  if (!image) {
    context.error(&element, describe(tileset) +
                                " has no image; Heartpath needs tilesets based on one image "
                                "(in Tiled: New Tileset > Based on Tileset Image)");
    return false;
  }
  std::optional<ImageRef> ref = read_image(*image, describe(tileset), context);
  if (!ref) return false;
  tileset.image = std::move(ref->path);
  tileset.image_width = ref->width;
  tileset.image_height = ref->height;
  tileset.transparent = ref->transparent;
  return true;
}

// Tiled 1.9+ writes "class", 1.8 wrote "type".
std::string class_of(const XMLElement& element) {
  if (const char* name = element.Attribute("class")) return name;
  return std::string(text_attribute(element, "type"));
}

// Reports an image-collection tileset (a <tile> with its own <image>), not supported yet.
bool refuse_image_collection(const XMLElement& element, const ReadContext& context,
                             const Tileset& tileset) {
  for (const XMLElement* tile = element.FirstChildElement("tile"); tile;
       tile = tile->NextSiblingElement("tile")) {
    if (tile->FirstChildElement("image")) {
      context.error(tile, describe(tileset) +
                              " is an image collection (one image per tile), which is not "
                              "supported yet; combine the images into one tileset image");
      return true;
    }
  }
  return false;
}

bool read_tile(const XMLElement& element, const ReadContext& context, Tileset& tileset) {
  TileData tile;
  const int last_id = std::max(tileset.tile_count - 1, 0);
  if (!require_int(element, "id", 0, last_id, tile.id, context)) return false;
  tile.type = class_of(element);
  if (!read_properties(element, context, tile.properties)) return false;
  tileset.tiles.push_back(std::move(tile));
  return true;
}

bool read_tiles(const XMLElement& element, const ReadContext& context, Tileset& tileset) {
  bool ok = true;
  for (const XMLElement* tile = element.FirstChildElement("tile"); tile;
       tile = tile->NextSiblingElement("tile")) {
    ok &= read_tile(*tile, context, tileset);
  }
  std::stable_sort(tileset.tiles.begin(), tileset.tiles.end(),
                   [](const TileData& a, const TileData& b) { return a.id < b.id; });
  return ok;
}

// Everything inside a <tileset> element, wherever it was written. Stops at the first problem,
// since later checks depend on earlier ones.
std::optional<Tileset> read_body(const XMLElement& element, const ReadContext& context) {
  Tileset tileset;
  tileset.line = element.GetLineNum();
  if (!read_attributes(element, context, tileset)) return std::nullopt;
  if (refuse_image_collection(element, context, tileset)) return std::nullopt;
  const bool ok = read_properties(element, context, tileset.properties) &&
                  read_tileset_image(element, context, tileset) &&
                  fill_in_grid(element, context, tileset) && read_tiles(element, context, tileset);
  if (!ok) return std::nullopt;
  return tileset;
}

std::optional<Tileset> read_external(const XMLElement& element, std::string_view source,
                                     const ReadContext& map_context) {
  const std::string path = map_context.resolve(source);
  tinyxml2::XMLDocument document;
  const XmlLoadResult loaded = load_xml_file(path, document, map_context.diagnostics());
  if (loaded.status == XmlLoadStatus::kCannotOpen) {
    map_context.error(&element, "cannot open tileset \"" + std::string(source) + "\" (tried " +
                                    path + "): " + loaded.reason +
                                    "; fix the tileset path in the map or restore the file");
    return std::nullopt;
  }
  if (loaded.status != XmlLoadStatus::kOk) return std::nullopt;
  const ReadContext tsx_context(path, map_context.diagnostics());
  const XMLElement* root = document.RootElement();
  if (!root || std::string_view(root->Name()) != "tileset") {
    tsx_context.error(root, "not a Tiled tileset: the root element is <" +
                                std::string(root ? root->Name() : "") + ">, expected <tileset>");
    return std::nullopt;
  }
  if (root->Attribute("source")) {
    tsx_context.error(root,
                      "a .tsx tileset cannot refer to another tileset file; "
                      "open it in Tiled and re-save it");
    return std::nullopt;
  }
  std::optional<Tileset> tileset = read_body(*root, tsx_context);
  if (tileset) tileset->source = path;
  return tileset;
}

}  // namespace

std::optional<Tileset> read_tileset(const XMLElement& element, const ReadContext& map_context) {
  int first_gid = 0;
  if (!require_int(element, "firstgid", 1, static_cast<int>(kGidMask), first_gid, map_context)) {
    return std::nullopt;
  }
  const std::string_view source = text_attribute(element, "source");
  std::optional<Tileset> tileset = source.empty() ? read_body(element, map_context)
                                                  : read_external(element, source, map_context);
  if (!tileset) return std::nullopt;
  tileset->first_gid = first_gid;
  if (static_cast<std::int64_t>(first_gid) + tileset->tile_count - 1 > kGidMask) {
    map_context.error(&element, describe(*tileset) + " (firstgid " + std::to_string(first_gid) +
                                    ", " + std::to_string(tileset->tile_count) +
                                    " tiles) runs past the largest gid " +
                                    std::to_string(kGidMask));
    return std::nullopt;
  }
  return tileset;
}

}  // namespace hp::tiled
