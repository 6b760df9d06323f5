// FrameTimingOverlay: bars scaled so 40 ms fills the graph; the 16.7 ms line marks 60 fps.
#include "game/view/overlays/frame_timing_overlay.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/render/draw/shapes.h"
#include "engine/render/text/text_renderer.h"

namespace hp::view {
namespace {

constexpr double kGraphMs = 40.0;
constexpr Rgba kSim{90, 160, 255, 255};    // blue: simulation
constexpr Rgba kDraw{255, 200, 90, 255};   // amber: drawing
constexpr Rgba kRest{120, 120, 140, 255};  // grey: waiting for vsync, events, the rest
constexpr Rgba kTarget{255, 255, 255, 140};

}  // namespace

namespace {

float graph_height(double ui_scale) {
  return static_cast<float>(80 * ui_scale);
}
int text_size(double ui_scale) {
  return static_cast<int>(std::lround(12 * ui_scale));
}
float box_height(double ui_scale) {
  const float pad = static_cast<float>(8 * ui_scale);
  return graph_height(ui_scale) + 3 * pad + 3 * static_cast<float>(text_size(ui_scale)) * 1.3f;
}

}  // namespace

int FrameTimingOverlay::height(double ui_scale) const {
  return visible_ ? static_cast<int>(std::ceil(box_height(ui_scale) + 8 * ui_scale)) : 0;
}

void FrameTimingOverlay::draw(int output_w, int top, double ui_scale) const {
  if (!visible_) return;
  const float bar_w = static_cast<float>(std::max(1.0, ui_scale));
  const float graph_w = bar_w * FrameTimings::kCapacity;
  const float graph_h = graph_height(ui_scale);
  const int size = text_size(ui_scale);
  const float pad = static_cast<float>(8 * ui_scale);
  // Wide enough for the figures' lines too.
  const float box_w = std::max(graph_w, static_cast<float>(290 * ui_scale)) + 2 * pad;
  const float box_h = box_height(ui_scale);
  const float x0 = static_cast<float>(output_w) - box_w - pad;
  const float y0 = static_cast<float>(top) + pad;
  fill_rect(renderer_, x0, y0, box_w, box_h, {16, 14, 24, 220});
  const float gx = x0 + pad, gy = y0 + pad;
  auto height_of = [&](double ms) {
    return static_cast<float>(std::min(ms, kGraphMs) / kGraphMs * graph_h);
  };
  for (std::size_t i = 0; i < timings_.size(); ++i) {
    const FrameSample& f = timings_.at(i);
    const float x = gx + bar_w * static_cast<float>(i);
    const float base = gy + graph_h;
    const float total = height_of(f.frame_ms);
    const float sim = std::min(total, height_of(f.sim_ms));
    const float draw = std::min(total - sim, height_of(f.draw_ms));
    fill_rect(renderer_, x, base - total, bar_w, total - sim - draw, kRest);
    fill_rect(renderer_, x, base - sim - draw, bar_w, draw, kDraw);
    fill_rect(renderer_, x, base - sim, bar_w, sim, kSim);
  }
  fill_rect(renderer_, gx, gy + graph_h - height_of(1000.0 / 60.0), graph_w, 1, kTarget);
  const FrameSummary s = timings_.summary();
  char line[160];
  int ty = static_cast<int>(gy + graph_h + pad);
  std::snprintf(line, sizeof line, "%.0f fps  frame %.1f ms (worst %.1f)", s.fps, s.mean_frame_ms,
                s.worst_frame_ms);
  text_.draw(line, static_cast<int>(gx), ty, size, {235, 235, 245, 255});
  ty += static_cast<int>(size * 1.3);
  std::snprintf(line, sizeof line, "sim %.2f ms  draw %.2f ms", s.mean_sim_ms, s.mean_draw_ms);
  text_.draw(line, static_cast<int>(gx), ty, size, {235, 235, 245, 255});
  ty += static_cast<int>(size * 1.3);
  std::snprintf(line, sizeof line, "%d slow frames (over %.0f ms) of %zu", s.slow_frames,
                FrameTimings::kSlowFrameMs, s.count);
  text_.draw(line, static_cast<int>(gx), ty, size, {235, 235, 245, 255});
}

}  // namespace hp::view
