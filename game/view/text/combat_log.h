// CombatLog: the battle's events as lines of text (who hit whom for how much, who fled, who was
// knocked out, orders refused and why), shown in a panel toggled with L that scrolls back.
#pragma once

#include <cstddef>
#include <deque>
#include <string>
#include <vector>

#include "game/view/canvas/screen_rect.h"

struct SDL_Renderer;

namespace hp {
class TextRenderer;
}

namespace hp::view {

class CombatLog {
 public:
  static constexpr std::size_t kKept = 500;  // lines remembered (the oldest go first)
  static constexpr std::size_t kShown = 10;  // lines the panel shows at once

  // One line, and how many times in a row it came (click spam folds into one line).
  struct Entry {
    std::string text;
    int repeats = 1;
    // As shown: "Refused: it is the enemies' turn (x5)".
    std::string shown() const;
  };

  // A line after the others; the same text as the last line counts it again instead.
  void add(std::string line);
  void clear();
  void toggle() { shown_ = !shown_; }
  bool shown() const { return shown_; }
  const std::deque<Entry>& entries() const { return entries_; }
  // Scrolls the panel `lines` older (negative: newer), within what is kept.
  void scroll(int lines);
  // Lines between the newest and the last one shown (0: the panel follows new lines).
  std::size_t scrolled_back() const { return back_; }
  // What the panel shows now, oldest first (at most kShown).
  std::vector<std::string> visible() const;
  // The panel in the bottom-left corner of an output of the given size, newest line last.
  void draw(SDL_Renderer* renderer, TextRenderer& text, int output_h, double ui_scale);
  // Whether an output pixel is on the panel as last drawn (the mouse wheel scrolls it there).
  bool covers(int x, int y) const;
  // The panel as last drawn, output pixels (empty while hidden).
  ScreenRect box() const {
    return {static_cast<double>(drawn_.x), static_cast<double>(drawn_.y),
            static_cast<double>(drawn_.w), static_cast<double>(drawn_.h)};
  }

 private:
  std::deque<Entry> entries_;
  std::size_t back_ = 0;  // scrolled back by this many lines
  bool shown_ = false;
  // The panel as last drawn, in output pixels (empty while hidden).
  struct Rect {
    int x = 0, y = 0, w = 0, h = 0;
  };
  Rect drawn_;
};

}  // namespace hp::view
