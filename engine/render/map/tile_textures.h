// TileTextures: the textures a map's tiles are drawn from, one set per layer tint (Tiled tints the
// image itself, which a vertex colour cannot reproduce for half-transparent pixels; see
// tint_pixel).
#pragma once

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

#include "engine/render/draw/quad_batch.h"
#include "engine/render/map/tile_lookup.h"

namespace hp {

class TextureCache;

class TileTextures {
 public:
  TileTextures(const TileLookup& tiles, TextureCache& textures)
      : tiles_(tiles), textures_(textures) {}

  // The texture of every TileLookup source (same indexes), tinted by tint when there is one.
  const std::vector<QuadTexture>& tinted(std::optional<tiled::Color> tint);

 private:
  const TileLookup& tiles_;
  TextureCache& textures_;
  std::unordered_map<std::uint32_t, std::vector<QuadTexture>> sets_;  // by tint's red, green, blue
};

}  // namespace hp
