// MusicOverlay: text lines, then one bar per stem: the range in grey, the heard gain filled,
// the intensity a white tick.
#include "game/view/overlays/music_overlay.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/render/draw/shapes.h"
#include "engine/render/text/text_renderer.h"

namespace hp::view {
namespace {

constexpr TextColor kText{235, 235, 245, 255};
constexpr Rgba kRange{70, 70, 90, 255};
constexpr Rgba kHeard{120, 220, 140, 255};
constexpr Rgba kTick{255, 255, 255, 255};

}  // namespace

void MusicOverlay::draw(const MusicReadout& readout, int output_w, int top, double ui_scale) const {
  if (!visible_) return;
  const int size = static_cast<int>(std::lround(12 * ui_scale));
  const float line_h = static_cast<float>(size) * 1.3f;
  const float pad = static_cast<float>(8 * ui_scale);
  const float bar_w = static_cast<float>(150 * ui_scale);
  const float bar_h = static_cast<float>(size) * 0.8f;
  const std::string heading = "music: " + readout.moment + "  " + readout.track;
  int widest = 0, w = 0, h = 0;
  for (const std::string& line : readout.lines) {
    text_.measure("  " + line, size, w, h);
    widest = std::max(widest, w);
  }
  text_.measure(heading, size, w, h);
  widest = std::max(widest, w);
  for (const MusicReadout::Stem& stem : readout.stems) {
    text_.measure(stem.name + " 0.00", size, w, h);
    widest = std::max(widest, w + static_cast<int>(pad + bar_w));
  }
  const float box_w =
      static_cast<float>(std::max(widest, static_cast<int>(300 * ui_scale))) + 2 * pad;
  const std::size_t rows = 2 + readout.lines.size() + readout.stems.size();
  const float box_h = 2 * pad + line_h * static_cast<float>(rows);
  const float x0 = static_cast<float>(output_w) - box_w - pad;
  const float y0 = static_cast<float>(top) + pad;
  fill_rect(renderer_, x0, y0, box_w, box_h, {16, 14, 24, 220});
  const int tx = static_cast<int>(x0 + pad);
  float y = y0 + pad;
  auto say = [&](const std::string& line) {
    text_.draw(line, tx, static_cast<int>(y), size, kText);
    y += line_h;
  };
  say(heading);
  char figures[96];
  std::snprintf(figures, sizeof figures, "intensity %.2f  (the measures call for %.2f)",
                readout.intensity, readout.tension);
  say(figures);
  for (const std::string& line : readout.lines) say("  " + line);
  for (const MusicReadout::Stem& stem : readout.stems) {
    const float bx = x0 + box_w - pad - bar_w, by = y + (line_h - bar_h) / 2;
    const float lo = static_cast<float>(stem.low), hi = static_cast<float>(stem.high);
    fill_rect(renderer_, bx + lo * bar_w, by, std::max(1.0f, (hi - lo) * bar_w), bar_h, kRange);
    const float heard = static_cast<float>(std::clamp(stem.gain, 0.0, 1.0));
    fill_rect(renderer_, bx + lo * bar_w, by + bar_h * 0.3f, (hi - lo) * bar_w * heard,
              bar_h * 0.4f, kHeard);
    const float at = static_cast<float>(std::clamp(readout.intensity, 0.0, 1.0));
    fill_rect(renderer_, bx + at * bar_w, by - 1, std::max(1.0f, static_cast<float>(ui_scale)),
              bar_h + 2, kTick);
    char label[128];
    std::snprintf(label, sizeof label, "%s %.2f", stem.name.c_str(), stem.gain);
    say(label);
  }
}

}  // namespace hp::view
