// JSON tileset reading: members, the image or per-tile images, and each tile's class,
// properties, animation and collision shapes.
#include "engine/tiled/json/json_tileset_reader.h"

#include <algorithm>
#include <unordered_map>

#include "engine/tiled/checks/tileset_checks.h"
#include "engine/tiled/json/json_object_reader.h"
#include "engine/tiled/json/json_properties_reader.h"
#include "engine/tiled/load_session.h"
#include "engine/tiled/read/image_reader.h"
#include "engine/tiled/read/map_limits.h"
#include "engine/tiled/read/value_text.h"

namespace hp::tiled {
namespace {

void read_drawing_hints(const JsonObject& json, Tileset& tileset) {
  json.read_string("class", tileset.type);
  std::string alignment = tileset.object_alignment, render_size = tileset.tile_render_size,
              fill_mode = tileset.fill_mode;
  json.read_string("objectalignment", alignment);
  json.read_string("tilerendersize", render_size);
  json.read_string("fillmode", fill_mode);
  set_drawing_hints(alignment, render_size, fill_mode, json.context().file, json.line(), tileset);
}

bool read_members(const JsonObject& json, Tileset& tileset) {
  read_drawing_hints(json, tileset);
  bool ok = json.require_int("tilewidth", 1, kMaxTileSize, tileset.tile_width);
  ok &= json.require_int("tileheight", 1, kMaxTileSize, tileset.tile_height);
  ok &= json.read_int("spacing", 0, kMaxTileSize, tileset.spacing);
  ok &= json.read_int("margin", 0, kMaxTileSize, tileset.margin);
  tileset.tile_count = -1;  // absent: worked out from the image (see fill_in_grid)
  ok &= json.read_int("tilecount", 0, kMaxTilesetTiles, tileset.tile_count);
  ok &= json.read_int("columns", 0, kMaxTilesetTiles, tileset.columns);
  if (const Json* offset = json.object("tileoffset")) {
    const JsonObject offset_json(*offset, json.what() + " tileoffset", json.context());
    ok &= offset_json.read_double("x", tileset.tile_offset.x);
    ok &= offset_json.read_double("y", tileset.tile_offset.y);
  }
  if (const Json* grid = json.object("grid")) {
    const JsonObject grid_json(*grid, json.what() + " grid", json.context());
    std::string orientation = "orthogonal";
    int width = 0, height = 0;
    grid_json.read_string("orientation", orientation);
    ok &= grid_json.read_int("width", 1, kMaxTileSize, width);
    ok &= grid_json.read_int("height", 1, kMaxTileSize, height);
    set_grid(orientation, width, height, json.context().file, grid_json.line(), tileset);
  }
  return ok;
}

// "image" with "imagewidth", "imageheight" and "transparentcolor" beside it, in a tileset or a
// tile. nullopt when there is no image or it is unusable; found tells whether the file exists.
std::optional<ImageRef> read_image(const JsonObject& json, bool& found) {
  std::string source;
  if (!json.read_string("image", source) || source.empty()) return std::nullopt;
  ImageRef ref;
  bool ok = json.read_int("imagewidth", 0, kMaxImageSide, ref.width);
  ok &= json.read_int("imageheight", 0, kMaxImageSide, ref.height);
  ok &= json.read_color("transparentcolor", ref.transparent);
  if (!ok) return std::nullopt;
  found = locate_image(source, json.what(), json.context().file, json.line(), ref);
  return ref;
}

// Returns whether the tileset can still be used (see the XML reader's read_tileset_image).
bool read_tileset_image(const JsonObject& json, Tileset& tileset) {
  bool found = false;
  const std::optional<ImageRef> ref = read_image(json, found);
  if (!ref) return tileset.tile_count >= 0;
  tileset.image = ref->path;
  tileset.image_width = ref->width;
  tileset.image_height = ref->height;
  tileset.transparent = ref->transparent;
  if (!found && tileset.tile_count >= 0) return true;
  return fill_in_grid(tileset, json.context().file, json.line(), found);
}

bool read_frame(const JsonObject& tile, const Json& value, TileData& data) {
  const JsonObject frame(value, tile.what() + " animation frame", tile.context());
  if (!frame.is_object()) {
    tile.not_an_object(value, "an animation frame");
    return false;
  }
  AnimationFrame out;
  bool ok = frame.require_int("tileid", 0, kMaxTilesetTiles - 1, out.tile_id);
  ok &= frame.require_int("duration", 0, 0x7fffffff, out.duration_ms);
  if (ok) data.animation.push_back(out);
  return ok;
}

bool read_animation(const JsonObject& tile, TileData& data) {
  const Json* frames = tile.array("animation");
  if (!frames) return !tile.has("animation");
  bool ok = true;
  for (const Json& frame : *frames) ok &= read_frame(tile, frame, data);
  return ok;
}

// The tile's collision shapes: objects relative to the tile's top-left corner. They name no
// tileset and no template.
void read_collision(const JsonObject& tile, TileData& data) {
  const Json* group = tile.object("objectgroup");
  if (!group) return;
  std::vector<Tileset> no_tilesets;
  MapTilesets any_gid(no_tilesets, /*complete=*/false);
  ObjectScope scope{any_gid, /*templates_allowed=*/false};
  const JsonObject group_json(*group, tile.what() + " collision", tile.context());
  read_json_objects(group_json, scope, data.collision);
}

// A tile's members; id comes from its "id" (or, in the format before Tiled 1.2, its key).
void read_tile(const JsonObject& tileset_json, const Json& value, int id, Tileset& tileset) {
  TileData tile;
  tile.id = id;
  tile.line = tileset_json.context().document.line_of(value);
  const JsonObject json(value, describe_tileset(tileset) + " tile " + std::to_string(tile.id),
                        tileset_json.context());
  if (json.has("class")) {
    json.read_string("class", tile.type);
  } else {
    json.read_string("type", tile.type);
  }
  read_json_properties(json, tile.properties);
  bool found = false;
  if (const std::optional<ImageRef> image = read_image(json, found)) {
    tile.image = image->path;
    tile.image_width = image->width;
    tile.image_height = image->height;
  }
  read_animation(json, tile);
  read_collision(json, tile);
  tileset.tiles.push_back(std::move(tile));
}

void read_tile_array(const JsonObject& json, const Json& tiles, Tileset& tileset) {
  for (const Json& value : tiles) {
    if (!value.is_object()) {
      json.not_an_object(value, "an element of \"tiles\"");
      continue;
    }
    const JsonObject tile(value, "a tile", json.context());
    int id = 0;
    if (tile.require_int("id", 0, kMaxTilesetTiles - 1, id)) read_tile(json, value, id, tileset);
  }
}

// The id of a tile in the format before Tiled 1.2 (an object key), or nullopt after reporting.
std::optional<int> tile_key(const JsonObject& json, const std::string& key) {
  const std::optional<long long> id = parse_integer(key);
  if (id && *id >= 0 && *id < kMaxTilesetTiles) return static_cast<int>(*id);
  json.error("tile key \"" + key + "\" is not a tile id; re-save the tileset from Tiled");
  return std::nullopt;
}

// The format before Tiled 1.2: "tiles" keyed by id, and properties in "tileproperties" with
// their types in "tilepropertytypes".
void read_tile_map(const JsonObject& json, const Json& tiles, Tileset& tileset) {
  for (const Json* value : tiles.members()) {
    const std::string key(value->key());
    const std::optional<int> id = tile_key(json, key);
    if (!id) continue;
    if (value->is_object()) {
      read_tile(json, *value, *id, tileset);
    } else {
      json.not_an_object(*value, "tile \"" + key + "\"");
    }
  }
}

void read_old_tile_properties(const JsonObject& json, Tileset& tileset) {
  const Json* properties = json.object("tileproperties");
  if (!properties) return;
  const Json* all_types = json.object("tilepropertytypes");
  std::unordered_map<int, std::size_t> index_of;  // tile id -> its place in tileset.tiles
  for (std::size_t i = 0; i < tileset.tiles.size(); ++i) index_of[tileset.tiles[i].id] = i;
  for (const Json* values : properties->members()) {
    const std::string key(values->key());
    const std::optional<int> id = tile_key(json, key);
    if (!id || !values->is_object()) continue;
    const auto [at, added] = index_of.try_emplace(*id, tileset.tiles.size());
    if (added) {
      tileset.tiles.push_back({});
      tileset.tiles.back().id = *id;
      tileset.tiles.back().line = json.line();
    }
    const Json* types = all_types ? all_types->find(key) : nullptr;
    read_json_property_map(json, *values, types, tileset.tiles[at->second].properties);
  }
}

void read_tiles(const JsonObject& json, Tileset& tileset) {
  if (const Json* tiles = json.find("tiles")) {
    if (tiles->is_object()) {
      read_tile_map(json, *tiles, tileset);
    } else if ((tiles = json.array("tiles"))) {
      read_tile_array(json, *tiles, tileset);
    }
  }
  read_old_tile_properties(json, tileset);
  finish_tiles(tileset, json.context().file);
}

// Everything in an embedded tileset or a tileset file. Keeps reading after a problem so all are
// reported; nullopt only when the tileset's gid range is unknown.
std::optional<Tileset> read_body(const JsonObject& entry) {
  Tileset tileset;
  tileset.line = entry.line();
  entry.read_string("name", tileset.name);
  const JsonObject json(entry.value(), describe_tileset(tileset), entry.context());
  if (!read_members(json, tileset)) return std::nullopt;
  read_json_properties(json, tileset.properties);
  if (json.has("image")) {
    if (!read_tileset_image(json, tileset)) return std::nullopt;
  } else {
    tileset.tile_count = std::max(tileset.tile_count, 0);  // an image collection
  }
  read_tiles(json, tileset);
  return tileset;
}

std::optional<Tileset> read_external(const JsonObject& entry, const std::string& source) {
  const ReadContext& file = entry.context().file;
  LoadSession* session = file.session();
  if (!session) {
    entry.error("a tileset file cannot refer to another tileset file (\"" + source +
                "\"); open it in Tiled and re-save it");
    return std::nullopt;
  }
  const Tileset* tileset = session->tileset(source, file, entry.line());
  if (!tileset) return std::nullopt;
  return *tileset;
}

}  // namespace

std::optional<Tileset> read_json_tileset(const JsonObject& entry) {
  int first_gid = 0;
  if (!entry.require_int("firstgid", 1, static_cast<int>(kGidMask), first_gid)) {
    return std::nullopt;
  }
  std::string source;
  entry.read_string("source", source);
  std::optional<Tileset> tileset = source.empty() ? read_body(entry) : read_external(entry, source);
  if (!tileset) return std::nullopt;
  tileset->first_gid = first_gid;
  if (!check_gid_range(*tileset, first_gid, entry.context().file, entry.line())) {
    return std::nullopt;
  }
  return tileset;
}

std::optional<Tileset> read_json_tileset_file(std::string_view contents,
                                              const ReadContext& context) {
  JsonDocument document;
  if (!document.parse(contents, context.path(), context.diagnostics())) return std::nullopt;
  const JsonContext json_context{context, document};
  const JsonObject root(document.root(), "the tileset", json_context);
  std::string type = "tileset";
  root.read_string("type", type);
  if (!root.is_object() || type != "tileset") {
    context.error(root.line(),
                  "not a Tiled tileset: expected a JSON object with \"type\": "
                  "\"tileset\"; export the tileset from Tiled as JSON");
    return std::nullopt;
  }
  if (root.has("source")) {
    root.error(
        "a tileset file cannot refer to another tileset file; open it in Tiled and "
        "re-save it");
    return std::nullopt;
  }
  std::optional<Tileset> tileset = read_body(root);
  if (tileset) tileset->source = context.path();
  return tileset;
}

}  // namespace hp::tiled
