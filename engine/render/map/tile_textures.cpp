// TileTextures implementation.
#include "engine/render/map/tile_textures.h"

#include "engine/render/draw/texture_cache.h"

namespace hp {

const std::vector<QuadTexture>& TileTextures::tinted(std::optional<tiled::Color> tint) {
  const std::uint32_t key =
      tint ? (std::uint32_t{tint->r} << 16) | (std::uint32_t{tint->g} << 8) | tint->b
           : 0x01000000u;  // no tint: a key no colour has
  auto it = sets_.find(key);
  if (it != sets_.end()) return it->second;
  std::vector<QuadTexture> set;
  for (const TileSource& source : tiles_.sources()) {
    const MapTexture& texture = textures_.map_texture(
        source.path, source.color_key, tint, source.expected_width, source.expected_height);
    set.push_back({texture.texture, texture.texture_width, texture.texture_height});
  }
  return sets_.emplace(key, std::move(set)).first->second;
}

}  // namespace hp
