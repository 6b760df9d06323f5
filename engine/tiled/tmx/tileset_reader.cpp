// Tileset reading: attributes, the image or per-tile images, and each tile's class,
// properties, animation and collision shapes.
#include "engine/tiled/tmx/tileset_reader.h"

#include <pugixml.hpp>

#include <algorithm>
#include <string>
#include <string_view>

#include "engine/tiled/checks/tileset_checks.h"
#include "engine/tiled/load_session.h"
#include "engine/tiled/read/map_limits.h"
#include "engine/tiled/tmx/image_element.h"
#include "engine/tiled/tmx/object_reader.h"
#include "engine/tiled/tmx/properties_reader.h"
#include "engine/tiled/tmx/xml_attributes.h"
#include "engine/tiled/tmx/xml_file.h"

namespace hp::tiled {
namespace {

using pugi::xml_node;

void read_drawing_hints(const xml_node& element, const ReadContext& context, Tileset& tileset) {
  set_drawing_hints(text_attribute(element, "objectalignment", tileset.object_alignment),
                    text_attribute(element, "tilerendersize", tileset.tile_render_size),
                    text_attribute(element, "fillmode", tileset.fill_mode), context,
                    context.line_of(element), tileset);
}

bool read_attributes(const xml_node& element, const ReadContext& context, Tileset& tileset) {
  tileset.name = std::string(text_attribute(element, "name"));
  tileset.type = std::string(text_attribute(element, "class"));
  read_drawing_hints(element, context, tileset);
  bool ok = require_int(element, "tilewidth", 1, kMaxTileSize, tileset.tile_width, context);
  ok &= require_int(element, "tileheight", 1, kMaxTileSize, tileset.tile_height, context);
  ok &= read_int(element, "spacing", 0, kMaxTileSize, tileset.spacing, context);
  ok &= read_int(element, "margin", 0, kMaxTileSize, tileset.margin, context);
  tileset.tile_count = -1;  // absent: worked out from the image (see fill_in_grid)
  ok &= read_int(element, "tilecount", 0, kMaxTilesetTiles, tileset.tile_count, context);
  ok &= read_int(element, "columns", 0, kMaxTilesetTiles, tileset.columns, context);
  if (xml_node offset = element.child("tileoffset")) {
    ok &= read_double(offset, "x", tileset.tile_offset.x, context);
    ok &= read_double(offset, "y", tileset.tile_offset.y, context);
  }
  if (xml_node grid = element.child("grid")) {
    int width = 0, height = 0;
    ok &= read_int(grid, "width", 1, kMaxTileSize, width, context);
    ok &= read_int(grid, "height", 1, kMaxTileSize, height, context);
    set_grid(text_attribute(grid, "orientation", "orthogonal"), width, height, context,
             context.line_of(grid), tileset);
  }
  return ok;
}

// The tileset's one image. Returns whether the tileset can still be used: a missing file is
// reported, but the tile count may come from the tilecount attribute anyway.
bool read_tileset_image(const xml_node& image, const ReadContext& context, Tileset& tileset) {
  const ImageRead read = read_image(image, describe_tileset(tileset), context);
  if (!read.ref) return tileset.tile_count >= 0;
  tileset.image = read.ref->path;
  tileset.image_width = read.ref->width;
  tileset.image_height = read.ref->height;
  tileset.transparent = read.ref->transparent;
  if (!read.found && tileset.tile_count >= 0) return true;
  return fill_in_grid(tileset, context, context.line_of(image), read.found);
}

// Tiled 1.9+ writes "class", 1.8 wrote "type".
std::string class_of(const xml_node& element) {
  if (const char* name = find_attribute(element, "class")) return name;
  return std::string(text_attribute(element, "type"));
}

// An image-collection tile's own image.
bool read_tile_image(const xml_node& element, const ReadContext& context, TileData& tile) {
  xml_node image = element.child("image");
  if (!image) return true;
  const ImageRead read = read_image(image, "tile " + std::to_string(tile.id), context);
  if (!read.ref) return false;
  tile.image = read.ref->path;
  tile.image_width = read.ref->width;
  tile.image_height = read.ref->height;
  return read.found;
}

bool read_frame(const xml_node& frame, const ReadContext& context, TileData& tile) {
  AnimationFrame out;
  bool ok = require_int(frame, "tileid", 0, kMaxTilesetTiles - 1, out.tile_id, context);
  ok &= require_int(frame, "duration", 0, 0x7fffffff, out.duration_ms, context);
  if (ok) tile.animation.push_back(out);
  return ok;
}

bool read_animation(const xml_node& element, const ReadContext& context, TileData& tile) {
  xml_node animation = element.child("animation");
  if (!animation) return true;
  bool ok = true;
  for (xml_node frame = animation.child("frame"); frame; frame = frame.next_sibling("frame")) {
    ok &= read_frame(frame, context, tile);
  }
  return ok;
}

// The tile's collision shapes: objects relative to the tile's top-left corner. They name no
// tileset and no template.
bool read_collision(const xml_node& element, const ReadContext& context, TileData& tile) {
  xml_node group = element.child("objectgroup");
  if (!group) return true;
  std::vector<Tileset> no_tilesets;
  MapTilesets any_gid(no_tilesets, /*complete=*/false);
  ObjectScope scope{any_gid, /*templates_allowed=*/false};
  bool ok = true;
  for (xml_node child = group.child("object"); child; child = child.next_sibling("object")) {
    std::optional<MapObject> object = read_object(child, scope, context);
    if (object) tile.collision.push_back(std::move(*object));
    ok &= object.has_value();
  }
  return ok;
}

bool read_tile(const xml_node& element, const ReadContext& context, Tileset& tileset) {
  TileData tile;
  tile.line = context.line_of(element);
  if (!require_int(element, "id", 0, kMaxTilesetTiles - 1, tile.id, context)) return false;
  tile.type = class_of(element);
  bool ok = read_properties(element, context, tile.properties);
  ok &= read_tile_image(element, context, tile);
  ok &= read_animation(element, context, tile);
  ok &= read_collision(element, context, tile);
  tileset.tiles.push_back(std::move(tile));
  return ok;
}

bool read_tiles(const xml_node& element, const ReadContext& context, Tileset& tileset) {
  bool ok = true;
  for (xml_node tile = element.child("tile"); tile; tile = tile.next_sibling("tile")) {
    ok &= read_tile(tile, context, tileset);
  }
  return finish_tiles(tileset, context) && ok;
}

// Everything inside a <tileset> element, wherever it was written. Keeps reading after a
// problem so all are reported (they are in the diagnostics); nullopt only when the tileset's
// gid range is unknown.
std::optional<Tileset> read_body(const xml_node& element, const ReadContext& context) {
  Tileset tileset;
  tileset.line = context.line_of(element);
  if (!read_attributes(element, context, tileset)) return std::nullopt;
  read_properties(element, context, tileset.properties);
  if (xml_node image = element.child("image")) {
    if (!read_tileset_image(image, context, tileset)) return std::nullopt;
  } else {
    tileset.tile_count = std::max(tileset.tile_count, 0);  // an image collection
  }
  read_tiles(element, context, tileset);
  return tileset;
}

std::optional<Tileset> read_external(const xml_node& element, std::string_view source,
                                     const ReadContext& context) {
  LoadSession* session = context.session();
  if (!session) {
    context.error(element, "a tileset file cannot refer to another tileset file (\"" +
                               std::string(source) + "\"); open it in Tiled and re-save it");
    return std::nullopt;
  }
  const Tileset* tileset = session->tileset(source, context, context.line_of(element));
  if (!tileset) return std::nullopt;
  return *tileset;
}

}  // namespace

std::optional<Tileset> read_tileset_file(std::string_view contents,
                                         const ReadContext& file_context) {
  XmlFile file;
  if (!file.parse(contents, file_context.path(), file_context.diagnostics())) return std::nullopt;
  const ReadContext context = file_context.with_lines(file.lines());
  const xml_node root = file.root();
  if (!root || std::string_view(root.name()) != "tileset") {
    context.error(root, "not a Tiled tileset: the root element is <" +
                            std::string(root ? root.name() : "") + ">, expected <tileset>");
    return std::nullopt;
  }
  if (find_attribute(root, "source")) {
    context.error(root,
                  "a .tsx tileset cannot refer to another tileset file; "
                  "open it in Tiled and re-save it");
    return std::nullopt;
  }
  std::optional<Tileset> tileset = read_body(root, context);
  if (tileset) tileset->source = context.path();
  return tileset;
}

std::optional<Tileset> read_tileset(const xml_node& element, const ReadContext& context) {
  int first_gid = 0;
  if (!require_int(element, "firstgid", 1, static_cast<int>(kGidMask), first_gid, context)) {
    return std::nullopt;
  }
  const std::string_view source = text_attribute(element, "source");
  std::optional<Tileset> tileset =
      source.empty() ? read_body(element, context) : read_external(element, source, context);
  if (!tileset) return std::nullopt;
  tileset->first_gid = first_gid;
  if (!check_gid_range(*tileset, first_gid, context, context.line_of(element))) return std::nullopt;
  return tileset;
}

}  // namespace hp::tiled
