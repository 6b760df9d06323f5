// TextRenderer implementation on SDL_ttf.
#include "engine/render/text/text_renderer.h"

#include <SDL.h>
#include <SDL_ttf.h>

#include <algorithm>

#include "engine/core/log.h"
#include "engine/core/utf8.h"
#include "engine/render/text/outlined_label.h"

namespace hp {
namespace {

// Labels are few and mostly static (names, HUD); past this many cached renderings the least
// recently drawn half goes (make_room), so that changing text (timers, numbers) cannot grow
// memory without bound.
constexpr std::size_t kMaxCachedTexts = 512;

// The colour without its alpha: a rendering is made opaque and drawn at any alpha.
std::uint32_t pack_rgb(TextColor c) {
  return (std::uint32_t{c.r} << 16) | (std::uint32_t{c.g} << 8) | c.b;
}

// In a cache key's colour: the outlined label composed from the renderings of that colour.
constexpr std::uint32_t kOutlinedKey = 1u << 24;

// The outline's colour, a dark that reads on any map.
constexpr TextColor kOutlineColor{20, 16, 24, 255};

}  // namespace

TextRenderer::TextRenderer(SDL_Renderer* renderer, const std::string& font_path)
    : TextRenderer(renderer, font_path, {}) {}

TextRenderer::TextRenderer(SDL_Renderer* renderer, const std::string& font_path,
                           const std::vector<std::string>& fallbacks)
    : renderer_(renderer) {
  std::vector<std::string> chain{font_path};
  chain.insert(chain.end(), fallbacks.begin(), fallbacks.end());
  coverage_ = std::make_unique<FontCoverage>(chain);
  if (!coverage_->opened(0)) {
    log::warning("cannot open the font \"" + font_path +
                 "\"; no text is drawn. Install it with: sudo apt-get install fonts-dejavu-core");
    return;
  }
  for (std::size_t i = 1; i < chain.size(); ++i) {
    if (!coverage_->opened(i)) {
      log::warning("cannot open the fallback font \"" + chain[i] +
                   "\"; the characters only it has are drawn as boxes (tools/setup.sh play "
                   "installs it)");
    }
  }
  font_path_ = font_path;
}

TextRenderer::~TextRenderer() {
  for (auto& [key, entry] : cache_) forget(entry);
  for (auto& [key, f] : fonts_) {
    if (f) TTF_CloseFont(f);
  }
}

TTF_Font* TextRenderer::font(std::size_t index, int size) {
  if (font_path_.empty()) return nullptr;
  const auto key = std::make_pair(index, size);
  auto it = fonts_.find(key);
  if (it != fonts_.end()) return it->second;
  TTF_Font* f = TTF_OpenFontIndex(coverage_->paths()[index].c_str(), size, 0);
  if (f) TTF_SetFontHinting(f, TTF_HINTING_LIGHT);
  fonts_[key] = f;
  return f;
}

// Consecutive characters from one font make a run; a character no font has stays with the
// first font (its box), and one every font draws alike (a space) stays in the run it is in.
std::vector<TextRenderer::Run> TextRenderer::runs(const std::string& text) const {
  std::vector<Run> out;
  for (std::size_t at = 0, length = 0; at < text.size(); at += length) {
    const char32_t cp = utf8::decode(text, at, length);
    const int found = cp == U' ' ? -1 : coverage_->font_for(cp);
    const std::size_t font =
        found < 0 ? (out.empty() ? 0 : out.back().font) : static_cast<std::size_t>(found);
    if (out.empty() || out.back().font != font) out.push_back({font, {}});
    out.back().text.append(text, at, length);
  }
  return out;
}

TextRenderer::Entry* TextRenderer::rendering(const std::string& text, int size, TextColor color) {
  const auto key = std::make_tuple(text, size, pack_rgb(color));
  auto it = cache_.find(key);
  if (it != cache_.end()) {
    it->second.used = ++uses_;
    return &it->second;
  }
  if (font_path_.empty() || text.empty()) return nullptr;
  ++renders_;
  // Each run drawn in its font, then laid side by side on their common baseline.
  std::vector<std::pair<SDL_Surface*, int>> pieces;  // surface, its font's ascent
  int width = 0, ascent = 0, descent = 0;
  for (const Run& run : runs(text)) {
    TTF_Font* f = font(run.font, size);
    if (!f) continue;
    SDL_Surface* piece =
        TTF_RenderUTF8_Blended(f, run.text.c_str(), {color.r, color.g, color.b, 255});
    if (!piece) continue;
    pieces.emplace_back(piece, TTF_FontAscent(f));
    width += piece->w;
    ascent = std::max(ascent, TTF_FontAscent(f));
    descent = std::max(descent, piece->h - TTF_FontAscent(f));
  }
  if (pieces.empty()) return nullptr;
  SDL_Surface* surface = pieces.size() == 1 ? pieces[0].first : nullptr;
  if (!surface) {
    surface =
        SDL_CreateRGBSurfaceWithFormat(0, width, ascent + descent, 32, SDL_PIXELFORMAT_ARGB8888);
    int x = 0;
    for (auto& [piece, piece_ascent] : pieces) {
      SDL_SetSurfaceBlendMode(piece, SDL_BLENDMODE_NONE);  // copy the glyphs' own alpha
      SDL_Rect dest{x, ascent - piece_ascent, piece->w, piece->h};
      if (surface) SDL_BlitSurface(piece, nullptr, surface, &dest);
      x += piece->w;
      SDL_FreeSurface(piece);
    }
    if (!surface) return nullptr;
  }
  make_room();
  Entry& entry = cache_[key];
  entry = {nullptr, surface, surface->w, surface->h, ++uses_};
  return &entry;
}

SDL_Texture* TextRenderer::texture_of(Entry& entry) {
  // Made on first use: an opaque label only ever draws its composed picture (outlined()), so
  // its two renderings never go to the renderer.
  if (!entry.texture && entry.surface) {
    entry.texture = SDL_CreateTextureFromSurface(renderer_, entry.surface);
  }
  return entry.texture;
}

SDL_Texture* TextRenderer::outlined(const std::string& text, int size, TextColor color, int& w,
                                    int& h) {
  const auto key = std::make_tuple(text, size, pack_rgb(color) | kOutlinedKey);
  if (auto it = cache_.find(key); it != cache_.end()) {
    it->second.used = ++uses_;
    w = it->second.w;
    h = it->second.h;
    return it->second.texture;
  }
  // The second lookup's make_room() keeps the first: it was just used.
  Entry* outline = rendering(text, size, kOutlineColor);
  Entry* fill = outline ? rendering(text, size, color) : nullptr;
  if (!fill) return nullptr;
  SDL_Surface* composed = compose_outlined_label(outline->surface, fill->surface);
  if (!composed) return nullptr;
  SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer_, composed);
  w = composed->w;
  h = composed->h;
  SDL_FreeSurface(composed);
  if (!texture) return nullptr;
  SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
  make_room();
  cache_[key] = {texture, nullptr, w, h, ++uses_};
  return texture;
}

void TextRenderer::forget(Entry& entry) {
  if (entry.texture) SDL_DestroyTexture(entry.texture);
  if (entry.surface) SDL_FreeSurface(entry.surface);
  entry = {};
}

// Once full, the renderings drawn least recently go, half of them: the labels on screen are
// drawn every frame and stay. Clearing it all made the next frame render every label on screen
// again at once.
void TextRenderer::make_room() {
  if (cache_.size() < kMaxCachedTexts) return;
  std::vector<std::uint64_t> uses;
  uses.reserve(cache_.size());
  for (const auto& [key, entry] : cache_) uses.push_back(entry.used);
  const auto middle = uses.begin() + static_cast<std::ptrdiff_t>(uses.size() / 2);
  std::nth_element(uses.begin(), middle, uses.end());
  const std::uint64_t keep_from = *middle;
  for (auto it = cache_.begin(); it != cache_.end();) {
    if (it->second.used >= keep_from) {
      ++it;
      continue;
    }
    forget(it->second);
    it = cache_.erase(it);
  }
}

void TextRenderer::measure(const std::string& text, int size, int& w, int& h) {
  w = h = 0;
  if (font_path_.empty()) return;
  int ascent = 0, descent = 0;
  for (const Run& run : runs(text)) {
    TTF_Font* f = font(run.font, size);
    int run_w = 0, run_h = 0;
    if (!f || TTF_SizeUTF8(f, run.text.c_str(), &run_w, &run_h) != 0) continue;
    w += run_w;
    ascent = std::max(ascent, TTF_FontAscent(f));
    descent = std::max(descent, run_h - TTF_FontAscent(f));
  }
  h = ascent + descent;
}

const std::vector<std::string>& TextRenderer::wrap(const std::string& text, int size,
                                                   int max_width) {
  const auto key = std::make_tuple(text, size, max_width);
  if (const auto kept = wraps_.find(key); kept != wraps_.end()) return kept->second;
  if (wraps_.size() >= kMaxCachedTexts) wraps_.clear();
  std::vector<std::string>& lines = wraps_[key];
  std::string line;
  for (std::size_t at = 0; at <= text.size();) {
    const std::size_t end = std::min(text.find(' ', at), text.size());
    const std::string word = text.substr(at, end - at);
    const std::string longer = line.empty() ? word : line + " " + word;
    int w = 0, h = 0;
    measure(longer, size, w, h);
    if (w > max_width && !line.empty()) {
      lines.push_back(line);
      line = word;
    } else {
      line = longer;
    }
    at = end + 1;
  }
  if (!line.empty()) lines.push_back(line);
  return lines;
}

void TextRenderer::draw(const std::string& text, int x, int y, int size, TextColor color,
                        TextAlign align) {
  if (color.a == 0) return;
  int w = 0, h = 0;
  if (color.a == 255) {
    // One copy of the outline and fill composed (outlined_label.h), one pixel larger all round.
    if (SDL_Texture* label = outlined(text, size, color, w, h)) {
      const int fill_w = w - 2;
      if (align == TextAlign::kCenter) x -= fill_w / 2;
      if (align == TextAlign::kRight) x -= fill_w;
      const SDL_Rect dest{x - 1, y - 1, w, h};
      SDL_RenderCopy(renderer_, label, nullptr, &dest);
      return;
    }
  }
  Entry* outline_rendering = rendering(text, size, kOutlineColor);
  Entry* fill_rendering = rendering(text, size, color);  // keeps the outline's: just used
  SDL_Texture* outline = outline_rendering ? texture_of(*outline_rendering) : nullptr;
  SDL_Texture* fill = fill_rendering ? texture_of(*fill_rendering) : nullptr;
  if (!fill) return;
  w = fill_rendering->w;
  h = fill_rendering->h;
  // A fading label (a turn's banner, a floating number) is one rendering drawn fainter: with the
  // alpha in the cache's key each step of a fade was rendered anew, two textures a frame, and
  // filled the cache within a few turns. Its nine layers are drawn one by one: each lets the
  // background through, as one faint copy of the composed label would not.
  if (outline) SDL_SetTextureAlphaMod(outline, color.a);
  SDL_SetTextureAlphaMod(fill, color.a);
  if (align == TextAlign::kCenter) x -= w / 2;
  if (align == TextAlign::kRight) x -= w;
  if (outline) {
    for (const auto& o : kOutlineOffsets) {
      const SDL_Rect dest{x + o[0], y + o[1], w, h};
      SDL_RenderCopy(renderer_, outline, nullptr, &dest);
    }
  }
  const SDL_Rect dest{x, y, w, h};
  SDL_RenderCopy(renderer_, fill, nullptr, &dest);
}

}  // namespace hp
