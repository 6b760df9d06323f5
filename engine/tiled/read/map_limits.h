// Sanity limits the loader checks before allocating anything whose size a file claims.
#pragma once

#include <cstddef>
#include <cstdint>

namespace hp::tiled {

// Tiles in one tile layer (4096x4096): a 1024x1024 map is well inside, a billion is refused.
inline constexpr std::int64_t kMaxTilesPerLayer = 16 * 1024 * 1024;
// Tiles over all tile layers of a map, so many large layers cannot add up to gigabytes.
inline constexpr std::int64_t kMaxTilesPerMap = 64 * 1024 * 1024;
// Width or height of a map or layer, in tiles (keeps pixel sizes inside an int).
inline constexpr int kMaxMapSide = 65536;
// Width or height of one tile, in pixels.
inline constexpr int kMaxTileSize = 4096;
// Width or height of a tileset image, in pixels.
inline constexpr int kMaxImageSide = 1 << 20;
// Tiles in one tileset.
inline constexpr int kMaxTilesetTiles = 1 << 24;
// Nesting of group layers. (The XML parser, pugixml, has no depth limit and needs none: it
// does not recurse; the readers recurse only into groups and class-typed properties.)
inline constexpr int kMaxGroupDepth = 32;
// How far chunks of an infinite map may lie from the origin, in tiles on each axis (keeps pixel
// positions inside an int, like kMaxMapSide).
inline constexpr int kMaxInfiniteExtent = kMaxMapSide;
// Templates used by templates: a chain longer than this is refused as if it were a loop.
inline constexpr int kMaxTemplateDepth = 8;
// Nesting of class-typed properties inside class-typed properties.
inline constexpr int kMaxPropertyDepth = 16;
// A property list is reserved up front for at most this many: the count comes from the file,
// and a Property is far larger than the text of an empty list element, so a hostile list of
// millions must grow as it is read (each element really read) rather than be reserved at once.
inline constexpr std::size_t kMaxReservedProperties = 256;
// Nesting of arrays and objects in a JSON file (32 nested groups take 64 levels).
inline constexpr int kMaxJsonDepth = 160;
// Values (numbers, strings, objects...) in the tree of one JSON file, outside tile data arrays
// (which are decoded straight to gids): half a million objects of 16 members. A tree costs
// tens of bytes a value, so this keeps a hostile file from taking gigabytes.
inline constexpr std::int64_t kMaxJsonValues = 8 * 1024 * 1024;
// Size of any Tiled file (map, tileset, template), in bytes.
inline constexpr std::uintmax_t kMaxFileBytes = 256u * 1024 * 1024;

}  // namespace hp::tiled
