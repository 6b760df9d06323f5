// HudLayout: one row or two by the window's width, then the message fitted to what is left.
#include "game/view/screens/hud_layout.h"

#include <algorithm>
#include <cmath>

#include "game/view/screens/hud.h"

namespace hp::view {
namespace {

constexpr double kLineHeight = 1.3;   // a text line's height, in font sizes
constexpr double kMessageRoom = 300;  // what the message needs beside the title, at UI 1
constexpr double kTitleRow = 26;      // the title's row on a two-row bar, at UI 1
constexpr int kMessageLines = 2;      // the most the message is wrapped onto
const std::string kEllipsis = "...";

struct Metrics {
  int size, small, pad;
  explicit Metrics(double ui)
      : size(static_cast<int>(std::lround(15 * ui))),
        small(static_cast<int>(std::lround(11 * ui))),
        pad(static_cast<int>(std::lround(14 * ui))) {}
};

double line_height(int size) {
  return std::ceil(size * kLineHeight);
}

// The title a row can hold: the full one when the message keeps `keep` pixels beside it, else
// the short one; empty when neither does (the caller then tries two rows).
std::string title_for(const MeasureText& measure, const Metrics& m, int width, double keep,
                      const std::string& title, const std::string& short_title) {
  for (const std::string* t : {&title, &short_title}) {
    if (width - 3 * m.pad - measure(*t, m.size) >= keep) return *t;
  }
  return {};
}

// `text` cut at its end, a whole UTF-8 character at a time, until it and "..." fit `room`.
std::string cut_to(const MeasureText& measure, std::string text, int size, double room) {
  if (measure(text, size) <= room) return text;
  while (!text.empty()) {
    text.pop_back();
    while (!text.empty() && (static_cast<unsigned char>(text.back()) & 0xC0) == 0x80) {
      text.pop_back();
    }
    if (!text.empty() && (static_cast<unsigned char>(text.back()) & 0x80) != 0) text.pop_back();
    if (measure(text + kEllipsis, size) <= room) return text + kEllipsis;
  }
  return kEllipsis;
}

// Greedy word wrap into lines no wider than `room` (a word wider than it gets a line of its own).
std::vector<std::string> wrap(const MeasureText& measure, const std::string& text, int size,
                              double room) {
  std::vector<std::string> lines;
  std::string line;
  std::size_t at = 0;
  while (at <= text.size()) {
    const std::size_t space = std::min(text.find(' ', at), text.size());
    const std::string word = text.substr(at, space - at);
    const std::string longer = line.empty() ? word : line + " " + word;
    if (!line.empty() && measure(longer, size) > room) {
      lines.push_back(line);
      line = word;
    } else {
      line = longer;
    }
    at = space + 1;
  }
  if (!line.empty()) lines.push_back(line);
  return lines;
}

// The message in a box `room` wide and `tall` high: the biggest size it fits on one line, else on
// two, else cut short on two lines at the smallest size.
std::vector<std::pair<std::string, int>> fit_message(const MeasureText& measure, const Metrics& m,
                                                     const std::string& message, double room,
                                                     double tall) {
  for (int size = m.size; size >= m.small; --size) {
    if (measure(message, size) <= room) return {{message, size}};
  }
  for (int size = m.size; size >= m.small; --size) {
    if (kMessageLines * line_height(size) > tall) continue;
    const std::vector<std::string> lines = wrap(measure, message, size, room);
    bool fits = lines.size() <= kMessageLines;
    for (const std::string& l : lines) fits = fits && measure(l, size) <= room;
    if (!fits) continue;
    std::vector<std::pair<std::string, int>> out;
    for (const std::string& l : lines) out.emplace_back(l, size);
    return out;
  }
  std::vector<std::string> lines = wrap(measure, message, m.small, room);
  std::vector<std::pair<std::string, int>> out;
  for (std::size_t i = 0; i < lines.size() && i < kMessageLines; ++i) {
    std::string l = lines[i];
    if (i + 1 == kMessageLines && lines.size() > kMessageLines) l += " " + lines[i + 1];
    out.emplace_back(cut_to(measure, l, m.small, room), m.small);
  }
  return out;
}

int two_row_height(const Metrics& m, double ui) {
  return static_cast<int>(
      std::lround(kTitleRow * ui + kMessageLines * line_height(m.small) + 6 * ui));
}

}  // namespace

int hud_height(const MeasureText& measure, int output_width, double ui_scale,
               const std::string& title, const std::string& short_title) {
  const Metrics m(ui_scale);
  const bool one_row =
      !title_for(measure, m, output_width, kMessageRoom * ui_scale, title, short_title).empty();
  return one_row ? static_cast<int>(std::lround(kHudHeight * ui_scale))
                 : two_row_height(m, ui_scale);
}

HudLayout layout_hud(const MeasureText& measure, int output_width, double ui_scale,
                     const std::string& title, const std::string& short_title,
                     const std::string& message) {
  const Metrics m(ui_scale);
  HudLayout out;
  out.height = hud_height(measure, output_width, ui_scale, title, short_title);
  const double keep = kMessageRoom * ui_scale;
  std::string shown = title_for(measure, m, output_width, keep, title, short_title);
  const bool one_row = !shown.empty();
  const double row = one_row ? out.height - 2 : kTitleRow * ui_scale;  // less the bottom rule
  if (!one_row) {
    const double across = output_width - 2.0 * m.pad;
    shown = measure(title, m.size) <= across ? title : cut_to(measure, short_title, m.size, across);
  }
  const int title_w = measure(shown, m.size);
  out.title = {shown,
               m.size,
               {static_cast<double>(m.pad), std::floor((row - line_height(m.size)) / 2),
                static_cast<double>(title_w), line_height(m.size)}};
  // The message: beside the title, right-aligned, or across the second row.
  const double right = output_width - m.pad;
  const double room = one_row ? right - (m.pad + title_w + m.pad) : right - m.pad;
  const double top = one_row ? 0 : row;
  const double tall = one_row ? row : out.height - 2 - row;
  const auto lines = fit_message(measure, m, message, room, tall);
  double block = 0;
  for (const auto& [text, size] : lines) block += line_height(size);
  double y = top + std::floor((tall - block) / 2);
  for (const auto& [text, size] : lines) {
    const double w = measure(text, size);
    const double x = one_row ? right - w : static_cast<double>(m.pad);
    out.message.push_back({text, size, {x, y, w, line_height(size)}});
    y += line_height(size);
  }
  return out;
}

}  // namespace hp::view
