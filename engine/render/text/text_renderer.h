// TextRenderer: draws short labels (unit names, HUD lines) with SDL_ttf, caching each rendering.
// Each character comes from the first font of a chain that has it (Latin, Greek and Cyrillic
// from the first, CJK and symbols from the fallbacks), so a name in any script is drawn.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "engine/render/text/font_coverage.h"

struct SDL_Renderer;
struct SDL_Surface;
struct SDL_Texture;
typedef struct _TTF_Font TTF_Font;

namespace hp {

struct TextColor {
  std::uint8_t r = 255, g = 255, b = 255, a = 255;
};

enum class TextAlign { kLeft, kCenter, kRight };

class TextRenderer {
 public:
  // Opens font_path; when it cannot, warns once and draws nothing (text is never fatal).
  TextRenderer(SDL_Renderer* renderer, const std::string& font_path);
  // The same with fallbacks after it, each tried for a character the ones before lack; a
  // fallback that will not open is skipped.
  TextRenderer(SDL_Renderer* renderer, const std::string& font_path,
               const std::vector<std::string>& fallbacks);
  ~TextRenderer();
  TextRenderer(const TextRenderer&) = delete;
  TextRenderer& operator=(const TextRenderer&) = delete;

  // Draws text with its anchor at (x, y) (top edge; horizontal position per align), with a
  // one-pixel dark outline so it reads on any background. size is in output pixels.
  void draw(const std::string& text, int x, int y, int size, TextColor color,
            TextAlign align = TextAlign::kLeft);
  // Width and height text would take at size.
  void measure(const std::string& text, int size, int& w, int& h);
  // text broken into lines no wider than max_width at size, at spaces (a single word wider
  // than that keeps its own line). Kept like the renderings: screens wrap the same briefing
  // every frame.
  const std::vector<std::string>& wrap(const std::string& text, int size, int max_width);
  bool available() const { return !font_path_.empty(); }
  // How many renderings SDL_ttf has made so far (tests: what must come from the cache).
  std::size_t renders() const { return renders_; }

 private:
  // A stretch of text drawn with one font of the chain.
  struct Run {
    std::size_t font = 0;
    std::string text;
  };
  std::vector<Run> runs(const std::string& text) const;
  TTF_Font* font(std::size_t index, int size);
  struct Entry;
  // text rendered opaque in color's red, green and blue, from the cache when it is there; null
  // when nothing could be rendered.
  Entry* rendering(const std::string& text, int size, TextColor color);
  // A rendering's texture, made the first time it is asked for.
  SDL_Texture* texture_of(Entry& entry);
  // The opaque label: its outline and fill composed (outlined_label.h), from the cache when it is
  // there; w and h are the composed picture's, two pixels more than the fill's each way.
  SDL_Texture* outlined(const std::string& text, int size, TextColor color, int& w, int& h);
  void make_room();

  struct Entry {
    SDL_Texture* texture = nullptr;  // a rendering's only once drawn in layers (texture_of)
    SDL_Surface* surface = nullptr;  // a rendering's pixels; null for a composed label
    int w = 0, h = 0;
    std::uint64_t used = 0;  // uses_ when it was last drawn
  };
  static void forget(Entry& entry);
  SDL_Renderer* renderer_;
  std::string font_path_;  // empty when the first font will not open: nothing is drawn
  std::unique_ptr<FontCoverage> coverage_;
  std::map<std::pair<std::size_t, int>, TTF_Font*> fonts_;  // (font, size)
  // (text, size, rgb, with kOutlinedKey for a composed label)
  std::map<std::tuple<std::string, int, std::uint32_t>, Entry> cache_;
  std::uint64_t uses_ = 0;  // renderings looked up or made so far
  std::size_t renders_ = 0;
  std::map<std::tuple<std::string, int, int>, std::vector<std::string>> wraps_;
};

}  // namespace hp
