// MapTilesets: the tilesets of a map (or template) while it is read: who owns a gid, and the
// tilesets that templates bring in, each added once at the next free gid.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/tiled/map_model.h"
#include "engine/tiled/read/gid_owners.h"
#include "engine/tiled/read/read_context.h"

namespace hp::tiled {

// Appends tileset to tilesets unless it shares gids with one already there, which is reported
// at line. Returns whether it was added. A tileset sized from its image (image_read) that runs
// into the next one's firstgid ends there instead, as Tiled's gid lookup gives those gids to the
// next tileset.
bool add_tileset(std::vector<Tileset>& tilesets, Tileset tileset, const ReadContext& context,
                 int line);

// Sorts tilesets by first gid, as Map::tilesets promises.
void sort_tilesets(std::vector<Tileset>& tilesets);

class MapTilesets {
 public:
  // tilesets: sorted by first_gid; stays the caller's and grows when templates add to it.
  // complete: false when some tileset failed to load (see GidOwners).
  MapTilesets(std::vector<Tileset>& tilesets, bool complete);

  const GidOwners& owners() const { return owners_; }
  // Whether gids keep the hexagonal 120-degree rotation bit (on hexagonal maps, which give it a
  // meaning); it is cleared everywhere else.
  bool keeps_hex_rotation() const { return keeps_hex_rotation_; }
  void set_keeps_hex_rotation(bool keeps) { keeps_hex_rotation_ = keeps; }
  bool owns(std::uint32_t gid) const { return owners_.owns(gid); }

  // The size a tile object with gid has by default: its tile's image size in an image
  // collection, else the tileset's tile size. nullopt when no tileset here owns gid.
  std::optional<Vec2> tile_size(std::uint32_t gid) const;

  // gid (flip bits kept) as numbered by from (a template's tilesets, read from from_path),
  // numbered here instead. Its tileset is matched by source file, or added after the last one.
  // nullopt after reporting at line when gid has no tileset in from or no gids are left.
  std::optional<std::uint32_t> import_gid(std::uint32_t gid, const std::vector<Tileset>& from,
                                          const std::string& from_path, const ReadContext& context,
                                          int line);

 private:
  std::optional<int> first_gid_of(const std::string& key) const;
  std::optional<int> adopt(const Tileset& tileset, const std::string& key,
                           const ReadContext& context, int line);

  std::vector<Tileset>& tilesets_;
  GidOwners owners_;
  std::vector<std::pair<std::string, int>> keys_;  // a tileset's identity -> its first gid here
  bool keeps_hex_rotation_ = false;
};

}  // namespace hp::tiled
