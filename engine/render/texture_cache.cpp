// TextureCache implementation on SDL_image.
#include "engine/render/texture_cache.h"

#include <SDL.h>
#include <SDL_image.h>

#include "engine/core/log.h"

namespace hp {

TextureCache::~TextureCache() {
  for (auto& [path, texture] : textures_) {
    if (texture != placeholder_) SDL_DestroyTexture(texture);
  }
  if (placeholder_) SDL_DestroyTexture(placeholder_);
}

SDL_Texture* TextureCache::get(const std::string& path, std::optional<tiled::Color> color_key) {
  auto it = textures_.find(path);
  if (it != textures_.end()) return it->second;
  SDL_Texture* texture = load(path, color_key);
  real_[path] = texture != nullptr;
  if (!texture) {
    log::warning("cannot load image \"" + path + "\" (" + IMG_GetError() +
                 "); drawing a placeholder. Run tools/gen_assets.py to regenerate the art.");
    texture = placeholder();
  }
  textures_[path] = texture;
  return texture;
}

bool TextureCache::loaded(const std::string& path) const {
  auto it = real_.find(path);
  return it != real_.end() && it->second;
}

SDL_Texture* TextureCache::load(const std::string& path, std::optional<tiled::Color> color_key) {
  SDL_Surface* surface = IMG_Load(path.c_str());
  if (!surface) return nullptr;
  if (color_key) {
    SDL_SetColorKey(surface, SDL_TRUE,
                    SDL_MapRGB(surface->format, color_key->r, color_key->g, color_key->b));
  }
  SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer_, surface);
  SDL_FreeSurface(surface);
  if (texture) SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
  return texture;
}

SDL_Texture* TextureCache::placeholder() {
  if (placeholder_) return placeholder_;
  // A loud magenta/black checkerboard: nobody mistakes it for intended art.
  constexpr int kSize = 16;
  SDL_Surface* surface =
      SDL_CreateRGBSurfaceWithFormat(0, kSize, kSize, 32, SDL_PIXELFORMAT_ARGB8888);
  if (!surface) return nullptr;
  auto* pixels = static_cast<Uint32*>(surface->pixels);
  for (int y = 0; y < kSize; ++y) {
    for (int x = 0; x < kSize; ++x) {
      const bool magenta = ((x / 4) + (y / 4)) % 2 == 0;
      pixels[y * (surface->pitch / 4) + x] = magenta ? 0xffff00ffu : 0xff000000u;
    }
  }
  placeholder_ = SDL_CreateTextureFromSurface(renderer_, surface);
  SDL_FreeSurface(surface);
  return placeholder_;
}

}  // namespace hp
