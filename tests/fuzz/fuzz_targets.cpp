// Fuzz targets: each feeds bytes to one loader entry point, then checks the loader's promises
// (the audio parsers' targets are in audio_fuzz_targets.cpp).
#include "tests/fuzz/fuzz_targets.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <optional>
#include <vector>

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_geometry.h"
#include "engine/tiled/map_loader.h"
#include "engine/tiled/read/base64.h"
#include "engine/tiled/read/decompress.h"
#include "engine/tiled/read/tile_layer_decoder.h"
#include "game/sim/map/setup_from_map.h"
#include "tests/fuzz/audio_fuzz_targets.h"

namespace hp::tiled::fuzz {
namespace {

// Where an input pretends to live: a copy of the loader's fixtures in the build tree (see
// tests/fuzz/CMakeLists.txt), so the tilesets, images and templates the seeds name resolve.
std::string pretended_path(std::string_view name) {
  return std::string(HEARTPATH_FUZZ_WORLD) + "/" + std::string(name);
}

std::string_view as_text(std::span<const std::uint8_t> input) {
  return {reinterpret_cast<const char*>(input.data()), input.size()};
}

// Tiles per layer whose tileset lookup is exercised (bounds the time one input can take).
constexpr std::size_t kLookedUpTiles = 4096;

// The contract of load_map / load_tileset_from_memory: failure reports at least one error,
// success none, and every diagnostic names a file and says something.
std::string check_diagnostics(bool loaded, const Diagnostics& diagnostics) {
  if (!loaded && !diagnostics.has_errors()) return "the load failed without reporting an error";
  if (loaded && diagnostics.has_errors()) return "the load succeeded but reported an error";
  for (const Diagnostic& d : diagnostics.items()) {
    if (d.path.empty()) return "a diagnostic names no file: " + d.to_string();
    if (d.message.empty()) return "a diagnostic has no message: " + d.to_string();
    if (d.line < 0) return "a diagnostic has a negative line: " + d.to_string();
  }
  return {};
}

// Reads every property back through the typed getters the game uses (they parse the text).
void read_properties(const Properties& properties) {
  for (const Property& property : properties.items) {
    static_cast<void>(properties.get_string(property.name));
    static_cast<void>(properties.get_int(property.name));
    static_cast<void>(properties.get_float(property.name));
    static_cast<void>(properties.get_bool(property.name));
  }
}

void read_object(const MapObject& object) {
  static_cast<void>(object.center());
  read_properties(object.properties);
}

std::string check_tileset(const Tileset& tileset) {
  if (tileset.tile_count < 0) return "tileset \"" + tileset.name + "\" has a negative tile count";
  const auto by_id = [](const TileData& a, const TileData& b) { return a.id < b.id; };
  if (!std::is_sorted(tileset.tiles.begin(), tileset.tiles.end(), by_id)) {
    return "the tiles of tileset \"" + tileset.name + "\" are not sorted by id";
  }
  for (const TileData& tile : tileset.tiles) {
    if (tileset.tile(tile.id) == nullptr) return "Tileset::tile misses a listed tile";
    for (const MapObject& shape : tile.collision) read_object(shape);
    read_properties(tile.properties);
  }
  read_properties(tileset.properties);
  return {};
}

std::string check_tile_layer(const Map& map, const TileLayer& tiles) {
  const auto cells = [](int w, int h) {
    return static_cast<std::size_t>(std::max(w, 0)) * static_cast<std::size_t>(std::max(h, 0));
  };
  if (!map.infinite && tiles.gids.size() != cells(tiles.width, tiles.height)) {
    return "a finite tile layer's gids do not fill its width x height";
  }
  for (const TileChunk& chunk : tiles.chunks) {
    if (chunk.gids.size() != cells(chunk.width, chunk.height)) {
      return "a chunk's gids do not fill its width x height";
    }
  }
  for (const TileRegion& region : tiles.regions()) {
    const std::size_t n = std::min(cells(region.width, region.height), kLookedUpTiles);
    for (std::size_t i = 0; i < n; ++i) static_cast<void>(map.tileset_for(region.gids[i]));
  }
  return {};
}

std::string check_layers(const Map& map, const std::vector<Layer>& layers) {
  for (const Layer& layer : layers) {
    std::string problem;
    if (layer.kind == LayerKind::kTile) problem = check_tile_layer(map, layer.tiles);
    if (layer.kind == LayerKind::kGroup) problem = check_layers(map, layer.children);
    if (!problem.empty()) return problem;
    for (const MapObject& object : layer.objects.objects) read_object(object);
    read_properties(layer.properties);
  }
  return {};
}

// The map's geometry, whatever its orientation settings (maps read with errors included):
// finite numbers for the map and for a few cells, corners and points, and no overflow.
std::string check_geometry(const Map& map) {
  const MapGeometry geometry(map);
  if (!is_finite(geometry.pixel_size()) || !is_finite(geometry.object_size())) {
    return "the map's geometric size is not finite";
  }
  const Map::TileBounds bounds = map.tile_bounds();
  for (const CellCoord cell : {CellCoord{bounds.x, bounds.y}, CellCoord{0, 0}, CellCoord{-1, 3},
                               CellCoord{bounds.x + bounds.width, bounds.y + bounds.height}}) {
    const Vec2 centre = geometry.cell_center(cell.col, cell.row);
    if (!is_finite(centre) || !is_finite(geometry.cell_box(cell.col, cell.row))) {
      return "a cell's centre or box is not finite";
    }
    for (const Vec2 corner : geometry.cell_outline(cell.col, cell.row)) {
      if (!is_finite(corner)) return "a cell's outline is not finite";
    }
    static_cast<void>(geometry.cell_at(centre));
    if (!is_finite(geometry.to_object(geometry.to_pixels(centre)))) {
      return "a centre does not survive the trip to map pixels and back";
    }
  }
  static_cast<void>(geometry.cell_at({1e300, -1e300}));
  return {};
}

std::string check_map(const Map& map) {
  const auto by_first_gid = [](const Tileset& a, const Tileset& b) {
    return a.first_gid < b.first_gid;
  };
  if (!std::is_sorted(map.tilesets.begin(), map.tilesets.end(), by_first_gid)) {
    return "the map's tilesets are not sorted by first gid";
  }
  for (const Tileset& tileset : map.tilesets) {
    std::string problem = check_tileset(tileset);
    if (!problem.empty()) return problem;
  }
  read_properties(map.properties);
  std::string problem = check_geometry(map);
  return problem.empty() ? check_layers(map, map.layers) : problem;
}

// The game's reading of a map (check runs it on maps read with errors too): every unit and
// wall it makes is finite.
std::string check_setup(const Map& map) {
  Diagnostics diagnostics;
  const std::optional<sim::WorldSetup> setup = sim::setup_from_map(map, diagnostics);
  if (!setup) return {};
  for (const sim::UnitSpec& unit : setup->units) {
    if (!is_finite(unit.position)) return "setup_from_map made a unit at a non-finite position";
  }
  for (const sim::Rect& box : setup->walls.boxes) {
    if (!std::isfinite(box.x + box.y + box.w + box.h)) return "a wall box is not finite";
  }
  return {};
}

// The map as check reads it, errors and all: a map whenever load_map gives one, the same
// model promises, and the game's reading survives it.
std::string check_as_read(std::string_view contents, const std::string& path, bool loaded) {
  Diagnostics diagnostics;
  const std::optional<Map> map = load_map_from_memory_as_read(contents, path, diagnostics);
  if (loaded && !map) return "check's reading refused a map load_map accepts";
  if (!map) return diagnostics.has_errors() ? "" : "check's reading failed without an error";
  std::string problem = check_map(*map);
  return problem.empty() ? check_setup(*map) : problem;
}

std::string run_map(std::span<const std::uint8_t> input, std::string_view name) {
  Diagnostics diagnostics;
  const std::string path = pretended_path(name);
  const std::optional<Map> map = load_map_from_memory(as_text(input), path, diagnostics);
  std::string problem = check_diagnostics(map.has_value(), diagnostics);
  if (problem.empty() && map) problem = check_map(*map);
  if (problem.empty()) problem = check_as_read(as_text(input), path, map.has_value());
  return problem;
}

std::string run_tileset(std::span<const std::uint8_t> input, std::string_view name) {
  constexpr int kFirstGid = 1;
  Diagnostics diagnostics;
  const std::optional<Tileset> tileset =
      load_tileset_from_memory(as_text(input), pretended_path(name), kFirstGid, diagnostics);
  std::string problem = check_diagnostics(tileset.has_value(), diagnostics);
  if (!problem.empty() || !tileset) return problem;
  if (tileset->first_gid != kFirstGid) return "the tileset did not keep the first gid it was given";
  return check_tileset(*tileset);
}

std::string run_tmx_map(std::span<const std::uint8_t> input) {
  return run_map(input, "fuzz_input.tmx");
}
std::string run_tmj_map(std::span<const std::uint8_t> input) {
  return run_map(input, "fuzz_input.tmj");
}
std::string run_tsx_tileset(std::span<const std::uint8_t> input) {
  return run_tileset(input, "fuzz_input.tsx");
}
std::string run_tsj_tileset(std::span<const std::uint8_t> input) {
  return run_tileset(input, "fuzz_input.tsj");
}

// The base64_decompress input: a 3-byte header, then the text of a <data> element.
//   byte 0: bits 0-1 the compression (none, zlib, gzip, zstd), bit 2 set for CSV instead
//   byte 1, byte 2: the layer's width - 1 and height - 1 (so at most 256x256 tiles, 256 KiB)
struct TileDataInput {
  TileDataFormat format;
  int width = 1;
  int height = 1;
  std::string_view text;
};

constexpr std::size_t kTileDataHeader = 3;

std::size_t layer_bytes(const TileDataInput& in) {
  return static_cast<std::size_t>(in.width) * static_cast<std::size_t>(in.height) *
         sizeof(std::uint32_t);
}

TileDataInput parse_tile_data_input(std::span<const std::uint8_t> input) {
  constexpr std::array kCompressions = {Compression::kNone, Compression::kZlib, Compression::kGzip,
                                        Compression::kZstd};
  TileDataInput parsed;
  parsed.format.compression = kCompressions[input[0] & 3u];
  parsed.format.encoding = (input[0] & 4u) ? TileEncoding::kCsv : TileEncoding::kBase64;
  parsed.width = input[1] + 1;
  parsed.height = input[2] + 1;
  parsed.text = as_text(input.subspan(kTileDataHeader));
  return parsed;
}

// Decodes and decompresses by hand into a buffer exactly the layer's size (the cap), then checks
// that decode_tile_data agrees and that the size bound it relies on was not too small.
std::string check_decompression(const TileDataInput& in, const std::vector<std::uint8_t>& packed) {
  const std::size_t cap = layer_bytes(in);
  std::vector<std::uint8_t> unpacked(cap);
  const DecompressResult result = decompress_into(in.format.compression, packed, unpacked);
  const std::size_t bound = decompressed_size_bound(in.format.compression, packed);
  if (result.status == DecompressStatus::kOk && result.size > cap) {
    return "decompress_into wrote more than its buffer";
  }
  if (result.status == DecompressStatus::kOk && result.size > bound) {
    return "decompressed_size_bound is below a real decompressed size";
  }
  const bool fills_layer = result.status == DecompressStatus::kOk && result.size == cap;
  std::vector<std::uint32_t> gids;
  std::string error;
  const bool decoded = decode_tile_data(in.format, in.text, in.width, in.height, gids, error);
  if (decoded != fills_layer) return "decode_tile_data disagrees with decoding by hand: " + error;
  if (decoded && std::memcmp(gids.data(), unpacked.data(), cap) != 0) {
    return "decode_tile_data decoded other gids than decoding by hand";
  }
  return {};
}

std::string check_base64(const TileDataInput& in) {
  std::string error;
  const std::optional<std::size_t> size = base64_decoded_size(in.text, error);
  std::vector<std::uint8_t> packed;
  const bool decoded = decode_base64(in.text, packed, error);
  if (decoded != size.has_value()) return "decode_base64 and base64_decoded_size disagree";
  if (decoded && packed.size() != *size) return "decode_base64 decoded another size than promised";
  std::vector<std::uint32_t> gids;
  if (!decoded && decode_tile_data(in.format, in.text, in.width, in.height, gids, error)) {
    return "decode_tile_data accepted base64 that decode_base64 refused";
  }
  if (!decoded) return {};
  if (in.format.compression != Compression::kNone) return check_decompression(in, packed);
  const bool layer = decode_tile_data(in.format, in.text, in.width, in.height, gids, error);
  if (layer != (packed.size() == layer_bytes(in))) {
    return "decode_tile_data disagrees with base64 on an uncompressed layer";
  }
  if (layer && std::memcmp(gids.data(), packed.data(), layer_bytes(in)) != 0) {
    return "decode_tile_data decoded other gids than base64";
  }
  return {};
}

std::string run_base64_decompress(std::span<const std::uint8_t> input) {
  if (input.size() < kTileDataHeader) return {};
  const TileDataInput in = parse_tile_data_input(input);
  if (in.format.encoding == TileEncoding::kBase64) return check_base64(in);
  std::vector<std::uint32_t> gids;
  std::string error;
  const bool decoded = decode_tile_data(in.format, in.text, in.width, in.height, gids, error);
  if (decoded && gids.size() * sizeof(std::uint32_t) != layer_bytes(in)) {
    return "decode_tile_data returned another number of CSV tiles than width x height";
  }
  if (!decoded && error.empty()) return "decode_tile_data failed without saying why";
  return {};
}

constexpr std::array kTargets = {
    FuzzTarget{"tmx_map", run_tmx_map},
    FuzzTarget{"tmj_map", run_tmj_map},
    FuzzTarget{"tsx_tileset", run_tsx_tileset},
    FuzzTarget{"tsj_tileset", run_tsj_tileset},
    FuzzTarget{"base64_decompress", run_base64_decompress},
    FuzzTarget{"music_manifest", run_music_manifest},
    FuzzTarget{"sound_manifest", run_sound_manifest},
    FuzzTarget{"loop_tags", run_loop_tags},
    FuzzTarget{"intensity_log", run_intensity_log},
};

}  // namespace

std::span<const FuzzTarget> fuzz_targets() {
  return kTargets;
}

const FuzzTarget* find_fuzz_target(std::string_view name) {
  for (const FuzzTarget& target : kTargets) {
    if (target.name == name) return &target;
  }
  return nullptr;
}

}  // namespace hp::tiled::fuzz
