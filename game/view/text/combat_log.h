// CombatLog: the battle's last events as lines of text (who hit whom for how much, who fled,
// who was knocked out, orders refused and why), shown in a panel toggled with L.
#pragma once

#include <cstddef>
#include <deque>
#include <string>

struct SDL_Renderer;

namespace hp {
class TextRenderer;
}

namespace hp::view {

class CombatLog {
 public:
  static constexpr std::size_t kKept = 10;  // lines remembered and shown

  void add(std::string line);
  void clear() { lines_.clear(); }
  void toggle() { shown_ = !shown_; }
  bool shown() const { return shown_; }
  const std::deque<std::string>& lines() const { return lines_; }
  // The panel in the bottom-left corner of an output of the given size, newest line last.
  void draw(SDL_Renderer* renderer, TextRenderer& text, int output_h, double ui_scale) const;

 private:
  std::deque<std::string> lines_;
  bool shown_ = false;
};

}  // namespace hp::view
