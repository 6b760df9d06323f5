// FontCoverage: which of a chain of fonts draws each character (the first that has it), so
// names and messages in any script are drawn rather than boxes, and `check` can say which
// characters no installed font has.
#pragma once

#include <string>
#include <string_view>
#include <vector>

typedef struct _TTF_Font TTF_Font;

namespace hp {

class FontCoverage {
 public:
  // Opens each font (a .ttf, or the first face of a .ttc) to look glyphs up; one that does not
  // open is left out (it has no characters).
  explicit FontCoverage(std::vector<std::string> paths);
  ~FontCoverage();
  FontCoverage(const FontCoverage&) = delete;
  FontCoverage& operator=(const FontCoverage&) = delete;

  const std::vector<std::string>& paths() const { return paths_; }
  // Whether font i opened.
  bool opened(std::size_t i) const { return i < fonts_.size() && fonts_[i] != nullptr; }
  // The index in paths() of the first font with a glyph for cp; -1 when none has one.
  int font_for(char32_t cp) const;
  // The characters of text no font has (each once, in order of appearance).
  std::vector<char32_t> missing(std::string_view text) const;

 private:
  std::vector<std::string> paths_;
  std::vector<TTF_Font*> fonts_;
  bool started_ = false;  // this object's TTF_Init (SDL_ttf counts them)
};

// "U+1F600": how a message names a character.
std::string code_point_name(char32_t cp);

}  // namespace hp
