// The plain map model a Tiled file loads into: no SDL, no textures, just data and source lines.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/vec2.h"

namespace hp::tiled {

// An RGBA colour as Tiled writes it (#RRGGBB or #AARRGGBB).
struct Color {
  std::uint8_t r = 0, g = 0, b = 0, a = 255;
  bool operator==(const Color&) const = default;
};

// The high bits of a global tile id (gid) that flip or rotate the tile.
inline constexpr std::uint32_t kFlipHorizontal = 0x80000000u;
inline constexpr std::uint32_t kFlipVertical = 0x40000000u;
inline constexpr std::uint32_t kFlipDiagonal = 0x20000000u;
// Kept in the gids of hexagonal maps (the renderer applies it); cleared on every other orientation,
// where Tiled gives it no meaning.
inline constexpr std::uint32_t kRotateHex120 = 0x10000000u;
inline constexpr std::uint32_t kGidMask = 0x0fffffffu;

enum class PropertyType { kString, kInt, kFloat, kBool, kColor, kFile, kObject, kClass };

// One custom property. value holds Tiled's text form ("12", "true", "#ff00ff00", a path; an
// object reference is the object's id; JSON maps are converted to the same text forms).
struct Property {
  std::string name;
  PropertyType type = PropertyType::kString;
  std::string value;
  int line = 0;  // source line of the <property> element (0 when unknown)
  // On a template's instance, the template file (.tx/.tj) this value comes from: line is then a
  // line of that file. Empty when the map (or the tileset) sets it. See property_source.h.
  std::string from_template;
  std::string property_type;      // kClass (and enums): the custom type's name ("propertytype")
  std::vector<Property> members;  // kClass: the members set on this instance, nested
};

// The custom properties of a map, layer, tileset, tile or object, in file order.
struct Properties {
  std::vector<Property> items;

  const Property* find(std::string_view name) const;
  // Typed reads: nullopt when the property is absent or its text is not of that type.
  std::optional<std::string> get_string(std::string_view name) const;
  std::optional<long long> get_int(std::string_view name) const;
  std::optional<double> get_float(std::string_view name) const;  // accepts int values too
  std::optional<bool> get_bool(std::string_view name) const;
  // "#RRGGBB" or "#AARRGGBB" (with or without '#'), whatever the property's type; nullopt when
  // absent, empty (Tiled's unset colour) or not a colour.
  std::optional<Color> get_color(std::string_view name) const;
};

struct MapObject;

// How the map's cells are laid out (see map_geometry.h for the math of each).
enum class Orientation { kOrthogonal, kIsometric, kStaggered, kHexagonal };
// Staggered and hexagonal maps: which axis is staggered, and whether the odd or the even rows
// (or columns) are the shifted ones.
enum class StaggerAxis { kX, kY };
enum class StaggerIndex { kOdd, kEven };

// One frame of a tile animation.
struct AnimationFrame {
  int tile_id = 0;      // local id within the same tileset
  int duration_ms = 0;  // how long the frame shows
};

// Per-tile data inside a tileset (only tiles that have something are listed).
struct TileData {
  int id = 0;        // local id within the tileset
  std::string type;  // Tiled 1.8 "type", newer "class"
  Properties properties;
  std::vector<AnimationFrame> animation;  // empty when the tile is not animated
  std::vector<MapObject> collision;       // the tile's collision shapes (<objectgroup>)
  // Image-collection tilesets: this tile's own image (resolved path) and its size.
  std::string image;
  int image_width = 0;
  int image_height = 0;
  int line = 0;  // line of the <tile> element (JSON: of its object); 0 when unknown
};

// A tileset (embedded or from a .tsx), with its image path resolved against its own file.
struct Tileset {
  int first_gid = 1;
  std::string name;
  std::string type;    // the tileset's class (Tiled 1.9+), empty otherwise
  std::string source;  // path of the .tsx or .tsj it came from, empty when embedded
  int line = 0;        // line of the <tileset> element in the file that defines it
  int tile_width = 0;
  int tile_height = 0;
  int spacing = 0;
  int margin = 0;
  int tile_count = 0;
  int columns = 0;
  Vec2 tile_offset;   // <tileoffset>, pixels
  std::string image;  // image path, resolved relative to the current directory's view
  int image_width = 0;
  int image_height = 0;
  bool image_read = false;     // the image was found and read: its size above is its own, and the
                               // grid (columns, tile_count) is worked out from it, as Tiled does
  int stated_tile_count = -1;  // the tilecount the file states (-1: none), for image_read ones
  std::optional<Color> transparent;  // the image's "trans" colour key
  std::vector<TileData> tiles;       // sorted by id
  Properties properties;             // the tileset's own custom properties
  // How tile objects of this tileset are drawn (Tiled 1.9+ for the last two), as Tiled writes
  // them: "unspecified" (bottom-left, but bottom-centre on isometric maps), "topleft", "top", ...,
  // "bottomright"; "tile" (the tile's size) or "grid" (the map's); "stretch" or
  // "preserve-aspect-fit".
  std::string object_alignment = "unspecified";
  std::string tile_render_size = "tile";
  std::string fill_mode = "stretch";
  // The tileset's <grid>: the cell shape Tiled snaps its tile objects and terrain overlays to
  // ("orthogonal" or "isometric") and that cell's size in pixels (0 when not given: the tile's).
  std::string grid_orientation = "orthogonal";
  int grid_width = 0;
  int grid_height = 0;

  // How Tiled aligns this tileset's tile objects on a map of orientation: object_alignment, or
  // for "unspecified" Tiled's default, "bottomleft" ("bottom", centred, on isometric maps).
  std::string_view object_alignment_on(Orientation orientation) const;
  // The point of a tile object's image at the object's (x, y), 0..1 across and down the image,
  // by object_alignment_on(orientation): (0, 1) for "bottomleft", (0.5, 1) for "bottom", ...
  Vec2 object_anchor(Orientation orientation) const;

  // Image-collection tilesets have no shared image: each TileData carries its own.
  bool is_image_collection() const { return image.empty(); }
  // Data for a local tile id, or nullptr.
  const TileData* tile(int local_id) const;
  // Whether gid (flip bits ignored) falls inside this tileset.
  bool contains(std::uint32_t gid) const;
};

// A rectangle of tile data: w*h gids in row-major order, flip bits kept. Its top-left cell is
// (x, y) in tiles, which may be negative on infinite maps.
struct TileChunk {
  int x = 0;
  int y = 0;
  int width = 0;
  int height = 0;
  std::vector<std::uint32_t> gids;
};

// A read-only view of one rectangle of a tile layer (see TileLayer::regions).
struct TileRegion {
  int x = 0, y = 0, width = 0, height = 0;
  const std::uint32_t* gids = nullptr;  // width*height, row-major

  std::uint32_t at(int col, int row) const {
    return gids[static_cast<std::size_t>(row) * width + col];
  }
};

// A tile layer. Finite maps fill width*height gids (row-major, flip bits kept) and leave chunks
// empty; infinite maps leave gids empty and keep Tiled's chunks as they were stored.
struct TileLayer {
  int width = 0;
  int height = 0;
  std::vector<std::uint32_t> gids;
  std::vector<TileChunk> chunks;  // infinite maps only

  std::uint32_t at(int x, int y) const { return gids[static_cast<std::size_t>(y) * width + x]; }
  // Every rectangle of data, whichever way it is stored: one for a finite layer, one per chunk
  // for an infinite one (whole rows of data only). Consumers that walk tiles should use this.
  std::vector<TileRegion> regions() const;
};

enum class ObjectShape { kRectangle, kEllipse, kPoint, kPolygon, kPolyline, kTile, kText };

// An object on an object layer. x/y are Tiled's, in object space (see map_geometry.h: on
// isometric maps it runs along the tile axes): the top-left corner, except tile objects whose
// x/y is the bottom-left corner (bottom-centre on isometric maps, unless their tileset sets an
// object alignment).
struct MapObject {
  int id = 0;
  std::string name;
  std::string type;  // Tiled 1.8 "type" or newer "class"
  ObjectShape shape = ObjectShape::kRectangle;
  double x = 0, y = 0, width = 0, height = 0;
  double rotation = 0;       // degrees, clockwise
  std::uint32_t gid = 0;     // tile objects only, flip bits kept
  std::vector<Vec2> points;  // polygon/polyline points, relative to (x, y)
  bool visible = true;
  std::string text;           // kText: the text (not drawn by render, kept for tools)
  std::string template_path;  // resolved path of the template it instantiates, if any
  Properties properties;      // template properties merged under the instance's own
  int line = 0;               // line of the <object> element

  // The object's centre: a point's position, or the middle of its rectangle (tile objects are
  // anchored at the bottom-left), or the mean of polygon points.
  Vec2 center() const;
};

struct ObjectLayer {
  std::vector<MapObject> objects;
  std::string draw_order = "topdown";  // "topdown" (sorted by y) or "index" (file order)
};

enum class LayerKind { kTile, kObject, kImage, kGroup };

// A layer of any kind. Group layers hold their children.
struct Layer {
  LayerKind kind = LayerKind::kTile;
  int id = 0;
  std::string name;
  bool visible = true;
  double opacity = 1.0;
  Vec2 offset;                // this layer's own offset, pixels (groups add theirs to children)
  Vec2 parallax{1.0, 1.0};    // parallax factor (groups multiply theirs into children's)
  std::optional<Color> tint;  // tint colour (groups multiply theirs into children's)
  std::string type;           // the layer's class (Tiled 1.9+), empty otherwise
  Properties properties;
  int line = 0;

  TileLayer tiles;                         // kTile
  ObjectLayer objects;                     // kObject
  std::string image;                       // kImage: resolved image path
  std::optional<Color> image_transparent;  // kImage: the image's "trans" colour key
  bool repeat_x = false;                   // kImage: repeats horizontally (Tiled 1.8+)
  bool repeat_y = false;                   // kImage: repeats vertically
  std::vector<Layer> children;             // kGroup
};

// A loaded map, of any orientation.
struct Map {
  std::string path;  // the file it was loaded from
  int width = 0;     // in tiles
  int height = 0;
  int tile_width = 0;  // pixels
  int tile_height = 0;
  Orientation orientation = Orientation::kOrthogonal;
  StaggerAxis stagger_axis = StaggerAxis::kY;       // staggered and hexagonal maps only
  StaggerIndex stagger_index = StaggerIndex::kOdd;  // staggered and hexagonal maps only
  int hex_side_length = 0;  // hexagonal maps: the straight side's length along the axis, pixels
  std::string render_order = "right-down";
  bool infinite = false;  // tile layers are stored as chunks
  Vec2 parallax_origin;   // pixels (parallaxoriginx/y)
  std::string type;       // the map's class (Tiled 1.9+), empty otherwise
  std::optional<Color> background;
  Properties properties;
  std::vector<Tileset> tilesets;  // sorted by first_gid
  std::vector<Layer> layers;      // in drawing order (bottom first)

  // The orthogonal size in pixels, whatever the orientation (MapGeometry has the real one).
  int pixel_width() const { return width * tile_width; }
  int pixel_height() const { return height * tile_height; }
  // The tiles covered by data: (0, 0, width, height) for a finite map; the union of every
  // chunk for an infinite one (empty when it has none). In tiles.
  struct TileBounds {
    int x = 0, y = 0, width = 0, height = 0;
  };
  TileBounds tile_bounds() const;
  // The tileset a gid (flip bits ignored) belongs to, or nullptr for gid 0 or a gap.
  const Tileset* tileset_for(std::uint32_t gid) const;
};

}  // namespace hp::tiled
