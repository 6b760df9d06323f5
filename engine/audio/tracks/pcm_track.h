// PcmTrack: a music track decoded to memory at the device format, with its loop in frames.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace hp {

struct PcmTrack {
  std::string name;                   // file name, for messages and the jukebox
  std::vector<std::int16_t> samples;  // interleaved stereo, left then right
  std::int64_t loop_start = 0;        // frame a loop returns to (after an intro)
  std::int64_t loop_end = 0;          // frame after the last looped one; 0 means the whole track

  std::int64_t frames() const { return static_cast<std::int64_t>(samples.size() / 2); }
  // The loop's end, clamped to the track; the whole track when no loop is set.
  std::int64_t effective_loop_end() const {
    return loop_end > loop_start && loop_end <= frames() ? loop_end : frames();
  }
  std::int64_t effective_loop_start() const {
    return loop_start < effective_loop_end() ? loop_start : 0;
  }
};

}  // namespace hp
