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
inline constexpr std::uint32_t kRotateHex120 = 0x10000000u;  // hexagonal maps only; cleared
inline constexpr std::uint32_t kGidMask = 0x0fffffffu;

enum class PropertyType { kString, kInt, kFloat, kBool, kColor, kFile, kObject, kClass };

// One custom property. value holds Tiled's text form ("12", "true", "#ff00ff00", a path).
struct Property {
  std::string name;
  PropertyType type = PropertyType::kString;
  std::string value;
  int line = 0;  // source line of the <property> element (0 when unknown)
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
};

// Per-tile data inside a tileset (only tiles that have something are listed).
struct TileData {
  int id = 0;        // local id within the tileset
  std::string type;  // Tiled 1.8 "type", newer "class"
  Properties properties;
};

// A tileset (embedded or from a .tsx), with its image path resolved against its own file.
struct Tileset {
  int first_gid = 1;
  std::string name;
  std::string source;  // path of the .tsx it came from, empty when embedded
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
  std::optional<Color> transparent;  // the image's "trans" colour key
  std::vector<TileData> tiles;       // sorted by id
  Properties properties;             // the tileset's own custom properties

  // Data for a local tile id, or nullptr.
  const TileData* tile(int local_id) const;
  // Whether gid (flip bits ignored) falls inside this tileset.
  bool contains(std::uint32_t gid) const;
};

// A tile layer: width*height gids in row-major order, flip bits kept.
struct TileLayer {
  int width = 0;
  int height = 0;
  std::vector<std::uint32_t> gids;

  std::uint32_t at(int x, int y) const { return gids[static_cast<std::size_t>(y) * width + x]; }
};

enum class ObjectShape { kRectangle, kEllipse, kPoint, kPolygon, kPolyline, kTile, kText };

// An object on an object layer. x/y are Tiled's: the top-left corner, except tile objects whose
// x/y is the bottom-left corner.
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
  Properties properties;
  int line = 0;  // line of the <object> element

  // The object's centre: a point's position, or the middle of its rectangle (tile objects are
  // anchored at the bottom-left), or the mean of polygon points.
  Vec2 center() const;
};

struct ObjectLayer {
  std::vector<MapObject> objects;
};

enum class LayerKind { kTile, kObject, kImage, kGroup };

// A layer of any kind. Group layers hold their children.
struct Layer {
  LayerKind kind = LayerKind::kTile;
  int id = 0;
  std::string name;
  bool visible = true;
  double opacity = 1.0;
  Vec2 offset;  // this layer's own offset, pixels (groups add theirs to children)
  Properties properties;
  int line = 0;

  TileLayer tiles;              // kTile
  ObjectLayer objects;          // kObject
  std::string image;            // kImage: resolved image path
  std::vector<Layer> children;  // kGroup
};

// A loaded orthogonal map.
struct Map {
  std::string path;  // the file it was loaded from
  int width = 0;     // in tiles
  int height = 0;
  int tile_width = 0;  // pixels
  int tile_height = 0;
  std::string render_order = "right-down";
  std::optional<Color> background;
  Properties properties;
  std::vector<Tileset> tilesets;  // sorted by first_gid
  std::vector<Layer> layers;      // in drawing order (bottom first)

  int pixel_width() const { return width * tile_width; }
  int pixel_height() const { return height * tile_height; }
  // The tileset a gid (flip bits ignored) belongs to, or nullptr for gid 0 or a gap.
  const Tileset* tileset_for(std::uint32_t gid) const;
};

}  // namespace hp::tiled
