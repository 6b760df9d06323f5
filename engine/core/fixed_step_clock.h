// FixedStepClock: turns variable frame times into whole 60 Hz simulation steps plus a blend factor.
#pragma once

namespace hp {

// The "fix your timestep" accumulator (Game Programming Patterns, "Game Loop"). Real time is fed
// in; the loop runs the returned number of fixed steps and draws with alpha() between the last
// two states. Long stalls are clamped so a hitch never makes units jump through each other.
class FixedStepClock {
 public:
  // step_seconds: length of one simulation step. max_frame_seconds: longest frame credited
  // (Solarus drops lag over 200 ms). max_steps: catch-up steps allowed in one frame.
  explicit FixedStepClock(double step_seconds, double max_frame_seconds = 0.2, int max_steps = 8);

  // Credits frame_seconds of real time (scaled by speed) and returns how many steps to run now.
  int advance(double frame_seconds, double speed = 1.0);
  // How far the present lies between the previous and the current simulation state, in [0, 1).
  double alpha() const { return accumulator_ / step_; }
  double step_seconds() const { return step_; }

 private:
  double step_;
  double max_frame_;
  int max_steps_;
  double accumulator_ = 0.0;
};

}  // namespace hp
