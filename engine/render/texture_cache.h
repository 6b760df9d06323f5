// TextureCache: loads each image once per renderer; a missing image becomes a visible placeholder.
#pragma once

#include <optional>
#include <string>
#include <unordered_map>

#include "engine/tiled/map_model.h"

struct SDL_Renderer;
struct SDL_Texture;

namespace hp {

class TextureCache {
 public:
  explicit TextureCache(SDL_Renderer* renderer) : renderer_(renderer) {}
  ~TextureCache();
  TextureCache(const TextureCache&) = delete;
  TextureCache& operator=(const TextureCache&) = delete;

  // The texture for the image at path (with color_key made transparent, as Tiled's "trans").
  // Never null: an unreadable image yields a magenta checkerboard and one warning naming it.
  SDL_Texture* get(const std::string& path, std::optional<tiled::Color> color_key = std::nullopt);
  // Whether path loaded for real (false after falling back to the placeholder).
  bool loaded(const std::string& path) const;

 private:
  SDL_Texture* load(const std::string& path, std::optional<tiled::Color> color_key);
  SDL_Texture* placeholder();

  SDL_Renderer* renderer_;
  std::unordered_map<std::string, SDL_Texture*> textures_;
  std::unordered_map<std::string, bool> real_;
  SDL_Texture* placeholder_ = nullptr;
};

}  // namespace hp
