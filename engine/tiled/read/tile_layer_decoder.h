// TileLayerDecoder: the text of a <data> element (CSV or base64, maybe compressed) -> gids.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/tiled/read/decompress.h"

namespace hp::tiled {

enum class TileEncoding { kCsv, kBase64 };

// How a <data> element is written: its encoding and compression attributes.
struct TileDataFormat {
  TileEncoding encoding = TileEncoding::kCsv;
  Compression compression = Compression::kNone;  // base64 only
};

// Decodes text into exactly width*height gids (row-major, flip bits kept), replacing gids.
// On failure returns false and sets error to what is wrong, e.g. "tile data has 99 tiles,
// expected 100 (10x10)". Memory is sized by width*height (which the caller has bounded) or by
// the text, never by a count the data claims; there are no per-tile allocations.
bool decode_tile_data(TileDataFormat format, std::string_view text, int width, int height,
                      std::vector<std::uint32_t>& gids, std::string& error);

// "tile data has 99 tiles, expected 100 (10x10)", for any reader that counts tiles itself.
std::string tile_count_mismatch(std::size_t actual, int width, int height);

}  // namespace hp::tiled
