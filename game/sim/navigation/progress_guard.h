// ProgressGuard: notices a walker that stopped getting closer, so an action cannot run forever.
#pragma once

namespace hp::sim {

// Tracks the best distance to a goal; stuck when it has not improved by min_progress pixels
// within window_ticks ticks (steering can stall in front of an obstacle or orbit a goal).
class ProgressGuard {
 public:
  ProgressGuard() = default;
  ProgressGuard(int window_ticks, double min_progress)
      : window_ticks_(window_ticks), min_progress_(min_progress) {}

  // Records this tick's distance to the goal; returns true once the walker counts as stuck.
  bool stuck_after(double distance);

 private:
  int window_ticks_ = 180;
  double min_progress_ = 4.0;  // pixels
  double best_ = -1.0;         // < 0: nothing recorded yet
  int ticks_since_best_ = 0;
};

}  // namespace hp::sim
