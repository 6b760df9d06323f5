// WindowLoop: the windowed game one frame at a time. A native build calls frame() in a loop;
// a browser cannot block in a loop of its own and calls it from each animation frame instead,
// so everything a frame does (input, the fixed 60 Hz steps, hot reload, effects, drawing, the
// frame log) lives here once for both.
#pragma once

#include <cstdio>
#include <memory>
#include <string>

#include "engine/core/fixed_step_clock.h"
#include "engine/platform/platform.h"
#include "game/app/scene/battle_scene.h"
#include "game/app/scene/map_reloader.h"

namespace hp::app {

struct WindowLoopOptions {
  long frames = -1;        // stop after this many frames (-1: until the player quits)
  std::string screenshot;  // written after the last of `frames`
  std::string frame_log;   // every frame's time, frame, simulation and draw milliseconds
};

class WindowLoop {
 public:
  WindowLoop(Platform& platform, BattleScene& scene, WindowLoopOptions options);

  // Plays one frame: real time since the last feeds the fixed step, frames interpolate between
  // ticks. False once the game is over (the player quit, or the last of `frames` was shown).
  bool frame();

 private:
  Platform& platform_;
  BattleScene& scene_;
  WindowLoopOptions options_;
  FixedStepClock clock_;
  MapReloader reloader_;
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> log_file_{nullptr, &std::fclose};
  double start_ = 0, last_ = 0;
  long frame_ = 0;
};

}  // namespace hp::app
