// TextureCache implementation on SDL_image.
#include "engine/render/draw/texture_cache.h"

#include <SDL.h>
#include <SDL_image.h>

#include <cstdio>

#include "engine/core/log.h"

namespace hp {
namespace {

constexpr int kCheckerCell = 4;  // pixels per square of the placeholder checkerboard

void warn_missing(const std::string& path) {
  log::warning("cannot load image \"" + path + "\" (" + IMG_GetError() +
               "); drawing a placeholder. Run tools/gen_assets.py to regenerate the art.");
}

// A loud magenta/black checkerboard: nobody mistakes it for intended art.
SDL_Surface* checkerboard(int width, int height) {
  SDL_Surface* surface =
      SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888);
  if (!surface) return nullptr;
  for (int y = 0; y < height; ++y) {
    auto* row =
        reinterpret_cast<Uint32*>(static_cast<Uint8*>(surface->pixels) + y * surface->pitch);
    for (int x = 0; x < width; ++x) {
      const bool magenta = ((x / kCheckerCell) + (y / kCheckerCell)) % 2 == 0;
      row[x] = magenta ? 0xffff00ffu : 0xff000000u;
    }
  }
  return surface;
}

// The image as ARGB8888 with every opaque pixel of exactly key's colour made transparent, the way
// Tiled masks a "trans" colour. Frees image.
SDL_Surface* keyed_argb(SDL_Surface* image, std::optional<tiled::Color> key) {
  SDL_Surface* argb = SDL_ConvertSurfaceFormat(image, SDL_PIXELFORMAT_ARGB8888, 0);
  SDL_FreeSurface(image);
  if (!argb || !key) return argb;
  const Uint32 keyed = 0xff000000u | (Uint32{key->r} << 16) | (Uint32{key->g} << 8) | key->b;
  for (int y = 0; y < argb->h; ++y) {
    auto* row = reinterpret_cast<Uint32*>(static_cast<Uint8*>(argb->pixels) + y * argb->pitch);
    for (int x = 0; x < argb->w; ++x) {
      if (row[x] == keyed) row[x] = 0;
    }
  }
  return argb;
}

void tint_surface(SDL_Surface* argb, tiled::Color tint) {
  for (int y = 0; y < argb->h; ++y) {
    auto* row = reinterpret_cast<Uint32*>(static_cast<Uint8*>(argb->pixels) + y * argb->pitch);
    for (int x = 0; x < argb->w; ++x) row[x] = tint_pixel(row[x], tint);
  }
}

std::string map_texture_key(const std::string& path, std::optional<tiled::Color> key,
                            std::optional<tiled::Color> tint) {
  char suffix[32] = "";
  if (key) std::snprintf(suffix, sizeof suffix, "#%02x%02x%02x", key->r, key->g, key->b);
  std::string out = path + suffix;
  if (tint) {
    std::snprintf(suffix, sizeof suffix, "*%02x%02x%02x", tint->r, tint->g, tint->b);
    out += suffix;
  }
  return out;
}

}  // namespace

std::uint32_t tint_pixel(std::uint32_t argb, tiled::Color tint) {
  const std::uint32_t a = argb >> 24;
  std::uint32_t out = a << 24;
  const std::uint32_t channel_tint[3] = {tint.r, tint.g, tint.b};
  for (int c = 0; c < 3; ++c) {
    const int shift = 16 - 8 * c;
    const std::uint32_t premultiplied = (((argb >> shift) & 0xff) * a + 127) / 255;
    const std::uint32_t multiplied = (channel_tint[c] * (premultiplied + 255 - a) + 127) / 255;
    out |= multiplied << shift;
  }
  return out;
}

TextureCache::~TextureCache() {
  for (auto& [path, texture] : textures_) {
    if (texture != placeholder_) SDL_DestroyTexture(texture);
  }
  for (auto& [key, texture] : map_textures_) SDL_DestroyTexture(texture.texture);
  if (placeholder_) SDL_DestroyTexture(placeholder_);
}

void TextureCache::forget(const std::string& path) {
  if (auto it = textures_.find(path); it != textures_.end()) {
    if (it->second != placeholder_) SDL_DestroyTexture(it->second);
    textures_.erase(it);
  }
  real_.erase(path);
  missing_.erase(path);
  // Map textures are keyed by path plus "#key" and "*tint" suffixes (map_texture_key).
  std::erase_if(map_textures_, [&](const auto& entry) {
    const std::string& key = entry.first;
    const bool same =
        key.size() >= path.size() && key.compare(0, path.size(), path) == 0 &&
        (key.size() == path.size() || key[path.size()] == '#' || key[path.size()] == '*');
    if (same) SDL_DestroyTexture(entry.second.texture);
    return same;
  });
}

SDL_Texture* TextureCache::get(const std::string& path) {
  auto it = textures_.find(path);
  if (it != textures_.end()) return it->second;
  SDL_Texture* texture = load(path);
  real_[path] = texture != nullptr;
  if (!texture) {
    warn_missing(path);
    texture = placeholder();
  }
  textures_[path] = texture;
  return texture;
}

bool TextureCache::loaded(const std::string& path) const {
  auto it = real_.find(path);
  return it != real_.end() && it->second;
}

SDL_Texture* TextureCache::load(const std::string& path) {
  SDL_Surface* surface = IMG_Load(path.c_str());
  if (!surface) return nullptr;
  SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer_, surface);
  SDL_FreeSurface(surface);
  if (texture) SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
  return texture;
}

SDL_Texture* TextureCache::placeholder() {
  if (placeholder_) return placeholder_;
  SDL_Surface* surface = checkerboard(16, 16);
  if (!surface) return nullptr;
  placeholder_ = SDL_CreateTextureFromSurface(renderer_, surface);
  SDL_FreeSurface(surface);
  return placeholder_;
}

const MapTexture& TextureCache::map_texture(const std::string& path,
                                            std::optional<tiled::Color> color_key,
                                            std::optional<tiled::Color> tint, int expected_width,
                                            int expected_height) {
  if (tint && tint->r == 255 && tint->g == 255 && tint->b == 255 && tint->a == 255) tint.reset();
  const std::string key = map_texture_key(path, color_key, tint);
  auto it = map_textures_.find(key);
  if (it != map_textures_.end()) return it->second;
  return map_textures_[key] =
             load_map_texture(path, color_key, tint, expected_width, expected_height);
}

MapTexture TextureCache::load_map_texture(const std::string& path,
                                          std::optional<tiled::Color> color_key,
                                          std::optional<tiled::Color> tint, int expected_width,
                                          int expected_height) {
  MapTexture out;
  SDL_Surface* image = IMG_Load(path.c_str());
  out.loaded = image != nullptr;
  if (image) {
    image = keyed_argb(image, color_key);
    if (image && tint) tint_surface(image, *tint);
  } else {
    if (missing_.insert(path).second) warn_missing(path);
    image = checkerboard(expected_width > 0 ? expected_width : 16,
                         expected_height > 0 ? expected_height : 16);
  }
  if (!image) return out;
  out.width = image->w;
  out.height = image->h;
  out.texture_width = padded_size(image->w);
  out.texture_height = padded_size(image->h);
  out.texture = padded_texture(image, out.texture_width, out.texture_height);
  return out;
}

SDL_Texture* TextureCache::padded_texture(SDL_Surface* image, int width, int height) {
  SDL_Surface* padded =
      SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888);
  SDL_Texture* texture = nullptr;
  if (padded) {
    SDL_FillRect(padded, nullptr, 0);  // transparent padding
    SDL_SetSurfaceBlendMode(image, SDL_BLENDMODE_NONE);
    SDL_BlitSurface(image, nullptr, padded, nullptr);
    texture = SDL_CreateTextureFromSurface(renderer_, padded);
    SDL_FreeSurface(padded);
  }
  SDL_FreeSurface(image);
  if (texture) SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
  return texture;
}

int TextureCache::padded_size(int size) const {
  SDL_RendererInfo info;
  const int limit = SDL_GetRendererInfo(renderer_, &info) == 0 ? info.max_texture_width : 0;
  int power = 1;
  while (power < size + 1) power *= 2;
  return limit > 0 && power > limit ? size + 1 : power;
}

}  // namespace hp
