// The floors the loads are measured against: decoding only the tile data of one encoding, with
// the fastest decoders at hand, into layer-sized gid vectors (no XML, no JSON, no objects).
#pragma once

#include <libdeflate.h>
#include <zstd.h>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "tools/bench/load/load_fixture.h"

namespace hp::bench {

// The floor's decoders, kept for many layers (the minimal reader uses them too): CSV with a
// digit-and-comma loop, base64 in one table-driven pass, zlib and gzip with libdeflate given the
// exact output size, zstd with ZSTD_decompressDCtx.
class LayerDecoder {
 public:
  LayerDecoder();
  // Decodes text into gids (already the layer's size); false unless it fills them exactly.
  bool decode(FixtureEncoding encoding, std::string_view text, std::vector<std::uint32_t>& gids);

 private:
  std::unique_ptr<libdeflate_decompressor, void (*)(libdeflate_decompressor*)> inflater_;
  std::unique_ptr<ZSTD_DCtx, std::size_t (*)(ZSTD_DCtx*)> zstd_;
};

// Decodes every layer's text in encoding with a new LayerDecoder into a new vector of gids
// (which it then drops). Trusts its input (it is the fixture's own) beyond what it needs to stay
// in bounds. Returns an error, or "" when every layer decoded to the fixture's gids (checked
// only when check is set).
std::string decode_floor(FixtureEncoding encoding, const std::vector<FixtureLayer>& layers,
                         bool check = false);

}  // namespace hp::bench
