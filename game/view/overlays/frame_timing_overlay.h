// FrameTimingOverlay (F4): a graph of the last four seconds of frames (each bar a frame: its
// simulation part, its drawing part and the rest), the 60 fps line, and the summary in figures.
#pragma once

#include "game/view/overlays/frame_timings.h"

struct SDL_Renderer;

namespace hp {
class TextRenderer;
}

namespace hp::view {

class FrameTimingOverlay {
 public:
  FrameTimingOverlay(SDL_Renderer* renderer, TextRenderer& text)
      : renderer_(renderer), text_(text) {}

  void toggle() { visible_ = !visible_; }
  bool visible() const { return visible_; }
  void record(const FrameSample& sample) { timings_.record(sample); }
  const FrameTimings& timings() const { return timings_; }
  // In the top-right corner below the bar.
  void draw(int output_w, int top, double ui_scale) const;
  // The height draw takes below top (with its margin) when visible, else 0: what goes under it.
  int height(double ui_scale) const;

 private:
  SDL_Renderer* renderer_;
  TextRenderer& text_;
  FrameTimings timings_;
  bool visible_ = false;
};

}  // namespace hp::view
