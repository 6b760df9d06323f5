// ForecastPlay: where the previews play their forecasts, in the frames or on a thread.
#pragma once

namespace hp::view {

// Where a forecast is played: a slice of ticks in each frame's update (the same frames give the
// same pictures: the headless demo, scripted play, tests), or on a thread of its own (the window:
// no frame waits on a forecast, which shows the frame after it is done).
enum class ForecastPlay { kInFrames, kOnThread };

}  // namespace hp::view
