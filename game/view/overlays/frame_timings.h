// FrameTimings: the last few seconds of frame, simulation and drawing times, and their
// summary, for the F4 overlay.
#pragma once

#include <array>
#include <cstddef>

namespace hp::view {

struct FrameSample {
  double frame_ms = 0;  // from one frame's start to the next
  double sim_ms = 0;    // the simulation's ticks during the frame
  double draw_ms = 0;   // drawing the frame (before presenting it)
  int ticks = 0;        // simulation ticks run during the frame
};

struct FrameSummary {
  double fps = 0;  // frames per second over the window
  double mean_frame_ms = 0;
  double worst_frame_ms = 0;
  double mean_sim_ms = 0;
  double mean_draw_ms = 0;
  int slow_frames = 0;  // frames over kSlowFrameMs
  std::size_t count = 0;
};

class FrameTimings {
 public:
  static constexpr std::size_t kCapacity = 240;  // four seconds at 60 frames a second
  static constexpr double kSlowFrameMs = 1000.0 / 50.0;

  void record(const FrameSample& sample);
  std::size_t size() const { return count_; }
  // The i-th oldest sample still kept (i < size()).
  const FrameSample& at(std::size_t i) const;
  FrameSummary summary() const;

 private:
  std::array<FrameSample, kCapacity> samples_{};
  std::size_t next_ = 0;
  std::size_t count_ = 0;
};

}  // namespace hp::view
