// FixedStepClock implementation.
#include "engine/core/fixed_step_clock.h"

#include <algorithm>

namespace hp {

FixedStepClock::FixedStepClock(double step_seconds, double max_frame_seconds, int max_steps)
    : step_(step_seconds), max_frame_(max_frame_seconds), max_steps_(max_steps) {}

int FixedStepClock::advance(double frame_seconds, double speed) {
  // Negative time (a clock going backwards) counts as none; a stall counts as max_frame_.
  accumulator_ += std::clamp(frame_seconds, 0.0, max_frame_) * speed;
  int steps = 0;
  while (accumulator_ >= step_ && steps < max_steps_) {
    accumulator_ -= step_;
    ++steps;
  }
  // Whatever could not be caught up is dropped rather than carried into the next frame.
  if (steps == max_steps_) accumulator_ = std::min(accumulator_, step_ * 0.999);
  return steps;
}

}  // namespace hp
