// A battle's intensity measures recorded over time (`play --intensity-log FILE`), so the
// jukebox can replay them under the manifest's shaping (`jukebox --intensity-log FILE`) and a
// composer hears the stems follow a real fight while tuning "intensity" in music.json.
#pragma once

#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/diagnostic.h"
#include "game/app/music/intensity_shape.h"

namespace hp::app {

struct IntensitySample {
  double seconds = 0.0;  // since the battle began, as the music heard it
  IntensityInputs inputs;
};

// Writes one sample each kEvery seconds: "seconds gap_reaches wounds last_enemy both_sides"
// (gap "none" when no pair is in play), after a header line naming the columns.
class IntensityLogWriter {
 public:
  static constexpr double kEvery = 0.1;
  // False (and nothing written later) when path cannot be written.
  bool open(const std::string& path);
  // Adds dt to the clock and writes a sample when one is due.
  void record(const IntensityInputs& inputs, double dt);

 private:
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> file_{nullptr, &std::fclose};
  double seconds_ = 0.0;
  double next_ = 0.0;
};

// Parses a log as the writer writes it; each bad line goes to problems as path:line with what
// is wrong (the samples read so far are kept).
std::vector<IntensitySample> parse_intensity_log(std::string_view text, const std::string& path,
                                                 Diagnostics& problems);

// The inputs at seconds: the last sample at or before it (the first before the log begins).
IntensityInputs inputs_at(const std::vector<IntensitySample>& log, double seconds);

}  // namespace hp::app
