// FrameTimings: a ring buffer and sums over it.
#include "game/view/overlays/frame_timings.h"

#include <algorithm>

namespace hp::view {

void FrameTimings::record(const FrameSample& sample) {
  samples_[next_] = sample;
  next_ = (next_ + 1) % kCapacity;
  count_ = std::min(count_ + 1, kCapacity);
}

const FrameSample& FrameTimings::at(std::size_t i) const {
  return samples_[(next_ + kCapacity - count_ + i) % kCapacity];
}

FrameSummary FrameTimings::summary() const {
  FrameSummary s;
  s.count = count_;
  if (count_ == 0) return s;
  double frames = 0, sim = 0, draw = 0;
  for (std::size_t i = 0; i < count_; ++i) {
    const FrameSample& f = at(i);
    frames += f.frame_ms;
    sim += f.sim_ms;
    draw += f.draw_ms;
    s.worst_frame_ms = std::max(s.worst_frame_ms, f.frame_ms);
    if (f.frame_ms > kSlowFrameMs) ++s.slow_frames;
  }
  const double n = static_cast<double>(count_);
  s.mean_frame_ms = frames / n;
  s.mean_sim_ms = sim / n;
  s.mean_draw_ms = draw / n;
  s.fps = frames > 0 ? 1000.0 * n / frames : 0;
  return s;
}

}  // namespace hp::view
