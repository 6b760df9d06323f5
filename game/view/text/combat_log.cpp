// CombatLog: a bounded list of folded lines, a scroll position, and its panel.
#include "game/view/text/combat_log.h"

#include <algorithm>
#include <cmath>

#include "engine/render/draw/shapes.h"
#include "engine/render/text/text_renderer.h"

namespace hp::view {

std::string CombatLog::Entry::shown() const {
  return repeats > 1 ? text + " (x" + std::to_string(repeats) + ")" : text;
}

void CombatLog::add(std::string line) {
  if (!entries_.empty() && entries_.back().text == line) {
    ++entries_.back().repeats;
    return;
  }
  entries_.push_back({std::move(line), 1});
  // Scrolled back, the lines read stay in place while new ones come below them.
  if (back_ > 0) ++back_;
  while (entries_.size() > kKept) entries_.pop_front();
  back_ = std::min(back_, entries_.size() > kShown ? entries_.size() - kShown : 0);
}

void CombatLog::clear() {
  entries_.clear();
  back_ = 0;
}

void CombatLog::scroll(int lines) {
  const std::size_t most = entries_.size() > kShown ? entries_.size() - kShown : 0;
  const long long next = static_cast<long long>(back_) + lines;
  back_ = static_cast<std::size_t>(std::clamp<long long>(next, 0, static_cast<long long>(most)));
}

std::vector<std::string> CombatLog::visible() const {
  const std::size_t end = entries_.size() - back_;
  const std::size_t begin = end > kShown ? end - kShown : 0;
  std::vector<std::string> lines;
  for (std::size_t i = begin; i < end; ++i) lines.push_back(entries_[i].shown());
  return lines;
}

void CombatLog::draw(SDL_Renderer* renderer, TextRenderer& text, int output_h, double ui_scale) {
  drawn_ = {};
  if (!shown_) return;
  const int size = std::max(12, static_cast<int>(std::lround(14 * ui_scale)));
  const int line_height = size + size / 3;
  const int pad = size / 2;
  const std::vector<std::string> lines = visible();
  const int rows = static_cast<int>(std::max<std::size_t>(lines.size(), 1));
  const int height = rows * line_height + 2 * pad + line_height;
  // The title says where in the log the panel is, once there is more than fits.
  std::string title = "Combat log (L hides it)";
  if (entries_.size() > kShown) {
    const std::size_t last = entries_.size() - back_;
    title = "Combat log: " + std::to_string(last - lines.size() + 1) + "-" + std::to_string(last) +
            " of " + std::to_string(entries_.size()) + " (wheel, PgUp/PgDn scroll; L hides)";
  }
  // As wide as the widest line (a long refusal must not spill over the map).
  int widest = size * 34;
  for (const std::string& line : lines) {
    int w = 0, h = 0;
    text.measure(line, size, w, h);
    widest = std::max(widest, w + 2 * pad);
  }
  int title_w = 0, title_h = 0;
  text.measure(title, size, title_w, title_h);
  widest = std::max(widest, title_w + 2 * pad);
  const int top = output_h - height - pad;
  drawn_ = {pad, top, widest, height};
  fill_rect(renderer, static_cast<float>(pad), static_cast<float>(top), static_cast<float>(widest),
            static_cast<float>(height), {10, 10, 18, 200});
  int y = top + pad;
  text.draw(title, 2 * pad, y, size, {255, 226, 150, 255});
  y += line_height;
  if (lines.empty()) text.draw("Nothing has happened yet", 2 * pad, y, size, {200, 200, 210, 255});
  for (const std::string& line : lines) {
    text.draw(line, 2 * pad, y, size, {235, 235, 240, 255});
    y += line_height;
  }
}

bool CombatLog::covers(int x, int y) const {
  return x >= drawn_.x && x < drawn_.x + drawn_.w && y >= drawn_.y && y < drawn_.y + drawn_.h;
}

}  // namespace hp::view
