// The simulation's fixed step: 60 ticks a second, and how many whole ticks a span of time takes.
#pragma once

#include <algorithm>
#include <cmath>

namespace hp::sim {

inline constexpr int kTicksPerSecond = 60;
inline constexpr double kTickSeconds = 1.0 / kTicksPerSecond;  // seconds per tick

// Ticks covering `seconds` of simulated time (at least one).
inline int ticks_for(double seconds) {
  return std::max(1, static_cast<int>(std::lround(seconds * kTicksPerSecond)));
}

}  // namespace hp::sim
