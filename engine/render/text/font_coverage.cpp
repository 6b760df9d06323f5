// FontCoverage on SDL_ttf: TTF_GlyphIsProvided32 on each font in turn.
#include "engine/render/text/font_coverage.h"

#include <SDL_ttf.h>

#include <algorithm>
#include <cstdio>

#include "engine/core/log.h"
#include "engine/core/utf8.h"

namespace hp {
namespace {

constexpr int kLookupSize = 16;  // any size will do: a font has a glyph at every size or none

// Characters that draw as nothing (spaces, controls) whichever font is asked.
bool is_blank(char32_t cp) {
  return cp <= 0x20 || cp == 0x7F || (cp >= 0x80 && cp < 0xA0) || cp == 0x200B || cp == 0xFEFF;
}

}  // namespace

FontCoverage::FontCoverage(std::vector<std::string> paths) : paths_(std::move(paths)) {
  started_ = TTF_Init() == 0;
  fonts_.assign(paths_.size(), nullptr);
  if (!started_) {
    log::warning(std::string("cannot start SDL_ttf (") + TTF_GetError() + "); no text is drawn");
    return;
  }
  for (std::size_t i = 0; i < paths_.size(); ++i) {
    fonts_[i] = TTF_OpenFontIndex(paths_[i].c_str(), kLookupSize, 0);
  }
}

FontCoverage::~FontCoverage() {
  for (TTF_Font* font : fonts_) {
    if (font) TTF_CloseFont(font);
  }
  if (started_) TTF_Quit();
}

int FontCoverage::font_for(char32_t cp) const {
  for (std::size_t i = 0; i < fonts_.size(); ++i) {
    if (fonts_[i] && TTF_GlyphIsProvided32(fonts_[i], static_cast<Uint32>(cp))) {
      return static_cast<int>(i);
    }
  }
  return -1;
}

std::vector<char32_t> FontCoverage::missing(std::string_view text) const {
  std::vector<char32_t> out;
  for (char32_t cp : utf8::code_points(text)) {
    if (is_blank(cp) || font_for(cp) >= 0) continue;
    if (std::find(out.begin(), out.end(), cp) == out.end()) out.push_back(cp);
  }
  return out;
}

std::string code_point_name(char32_t cp) {
  char text[16];
  std::snprintf(text, sizeof text, "U+%04X", static_cast<unsigned>(cp));
  return text;
}

}  // namespace hp
