// TextRenderer implementation on SDL_ttf.
#include "engine/render/text_renderer.h"

#include <SDL.h>
#include <SDL_ttf.h>

#include "engine/core/log.h"

namespace hp {
namespace {

// Labels are few and mostly static (names, HUD); past this many cached renderings the cache is
// cleared so that changing text (timers, numbers) cannot grow memory without bound.
constexpr std::size_t kMaxCachedTexts = 512;

std::uint32_t pack(TextColor c) {
  return (std::uint32_t{c.r} << 24) | (std::uint32_t{c.g} << 16) | (std::uint32_t{c.b} << 8) | c.a;
}

}  // namespace

TextRenderer::TextRenderer(SDL_Renderer* renderer, const std::string& font_path)
    : renderer_(renderer) {
  if (!TTF_WasInit() && TTF_Init() != 0) {
    log::warning(std::string("cannot start SDL_ttf (") + TTF_GetError() + "); no text is drawn");
    return;
  }
  SDL_RWops* probe = SDL_RWFromFile(font_path.c_str(), "rb");
  if (!probe) {
    log::warning("cannot open the font \"" + font_path +
                 "\"; no text is drawn. Install it with: sudo apt-get install fonts-dejavu-core");
    return;
  }
  SDL_RWclose(probe);
  font_path_ = font_path;
}

TextRenderer::~TextRenderer() {
  for (auto& [key, entry] : cache_) SDL_DestroyTexture(entry.texture);
  for (auto& [size, f] : fonts_) TTF_CloseFont(f);
  if (TTF_WasInit()) TTF_Quit();
}

TTF_Font* TextRenderer::font(int size) {
  if (font_path_.empty()) return nullptr;
  auto it = fonts_.find(size);
  if (it != fonts_.end()) return it->second;
  TTF_Font* f = TTF_OpenFont(font_path_.c_str(), size);
  if (f) TTF_SetFontHinting(f, TTF_HINTING_LIGHT);
  fonts_[size] = f;
  return f;
}

SDL_Texture* TextRenderer::rendered(const std::string& text, int size, TextColor color, int& w,
                                    int& h) {
  const auto key = std::make_tuple(text, size, pack(color));
  auto it = cache_.find(key);
  if (it != cache_.end()) {
    w = it->second.w;
    h = it->second.h;
    return it->second.texture;
  }
  TTF_Font* f = font(size);
  if (!f || text.empty()) return nullptr;
  SDL_Surface* surface =
      TTF_RenderUTF8_Blended(f, text.c_str(), {color.r, color.g, color.b, color.a});
  if (!surface) return nullptr;
  SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer_, surface);
  w = surface->w;
  h = surface->h;
  SDL_FreeSurface(surface);
  if (cache_.size() >= kMaxCachedTexts) {
    for (auto& [k, entry] : cache_) SDL_DestroyTexture(entry.texture);
    cache_.clear();
  }
  cache_[key] = {texture, w, h};
  return texture;
}

void TextRenderer::measure(const std::string& text, int size, int& w, int& h) {
  w = h = 0;
  TTF_Font* f = font(size);
  if (f) TTF_SizeUTF8(f, text.c_str(), &w, &h);
}

void TextRenderer::draw(const std::string& text, int x, int y, int size, TextColor color,
                        TextAlign align) {
  int w = 0, h = 0;
  SDL_Texture* outline = rendered(text, size, {20, 16, 24, color.a}, w, h);
  SDL_Texture* fill = rendered(text, size, color, w, h);
  if (!fill) return;
  if (align == TextAlign::kCenter) x -= w / 2;
  if (align == TextAlign::kRight) x -= w;
  if (outline) {
    static constexpr int kOffsets[8][2] = {{-1, 0},  {1, 0}, {0, -1}, {0, 1},
                                           {-1, -1}, {1, 1}, {-1, 1}, {1, -1}};
    for (const auto& o : kOffsets) {
      const SDL_Rect dest{x + o[0], y + o[1], w, h};
      SDL_RenderCopy(renderer_, outline, nullptr, &dest);
    }
  }
  const SDL_Rect dest{x, y, w, h};
  SDL_RenderCopy(renderer_, fill, nullptr, &dest);
}

}  // namespace hp
