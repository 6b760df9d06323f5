// TextureCache: loads each image once per renderer; a missing image becomes a visible placeholder.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "engine/tiled/map_model.h"

struct SDL_Renderer;
struct SDL_Surface;
struct SDL_Texture;

namespace hp {

// A texture the map renderer draws from: the image padded with transparent texels on the right and
// at the bottom up to a power of two in each direction (when the renderer allows that size; one
// texel otherwise). Then every texel edge is an exact float texture coordinate, which SDL's
// software renderer needs to copy tiles texel for texel, and coordinates may reach one texel past
// any tile, which its triangle path needs (see QuadBatch).
struct MapTexture {
  SDL_Texture* texture = nullptr;  // never null once returned by TextureCache
  int width = 0;                   // the image's size, pixels
  int height = 0;
  int texture_width = 0;  // the texture's size (the image's plus the padding), texels
  int texture_height = 0;
  bool loaded = false;  // false when the image could not be read (texture is a placeholder)
};

// One straight-alpha ARGB pixel tinted as Tiled 1.8 tints an image: a Multiply fill with the tint
// (made opaque), then the original alpha put back. Opaque pixels come out as colour times tint;
// half-transparent ones also pick up tint times (1 - alpha), so they brighten towards the tint.
std::uint32_t tint_pixel(std::uint32_t argb, tiled::Color tint);

class TextureCache {
 public:
  explicit TextureCache(SDL_Renderer* renderer) : renderer_(renderer) {}
  ~TextureCache();
  TextureCache(const TextureCache&) = delete;
  TextureCache& operator=(const TextureCache&) = delete;

  // The texture for the image at path. Never null: an unreadable image yields a magenta
  // checkerboard and one warning naming it.
  SDL_Texture* get(const std::string& path);
  // Whether path loaded for real (false after falling back to the placeholder).
  bool loaded(const std::string& path) const;
  // Drops every texture made from the image at path, so the next use reads the file again (the
  // image changed on disk: hot reload).
  void forget(const std::string& path);

  // The padded texture for map drawing, with color_key made transparent (Tiled's "trans": opaque
  // pixels of exactly that colour) and tinted by tint's red, green and blue the way Tiled 1.8
  // tints (see tint_pixel). An unreadable image becomes a magenta checkerboard of
  // expected_width x expected_height (16 x 16 when unknown) and one warning.
  const MapTexture& map_texture(const std::string& path, std::optional<tiled::Color> color_key,
                                std::optional<tiled::Color> tint = std::nullopt,
                                int expected_width = 0, int expected_height = 0);

 private:
  SDL_Texture* load(const std::string& path);
  SDL_Texture* placeholder();
  MapTexture load_map_texture(const std::string& path, std::optional<tiled::Color> color_key,
                              std::optional<tiled::Color> tint, int expected_width,
                              int expected_height);
  SDL_Texture* padded_texture(SDL_Surface* image, int width, int height);  // frees image
  int padded_size(int size) const;

  SDL_Renderer* renderer_;
  std::unordered_map<std::string, SDL_Texture*> textures_;
  std::unordered_map<std::string, bool> real_;
  std::unordered_map<std::string, MapTexture> map_textures_;
  std::unordered_set<std::string> missing_;  // map images already warned about
  SDL_Texture* placeholder_ = nullptr;
};

}  // namespace hp
