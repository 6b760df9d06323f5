// LoudnessMatch: music.json's "loudness" target, met by measuring a moment's decoded files
// (a layered moment: its stems summed, all heard) on a worker thread and playing them at the
// gain that brings them to the target, never past the limiter's ceiling.
#pragma once

#include <future>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/audio/mix/music_mixer.h"

namespace hp::app {

class LoudnessMatch {
 public:
  // The true peak a matched gain may bring a bed to: the bus limiter's ceiling, so the limiter
  // never has to act on music alone.
  static constexpr double kCeilingDbtp = -1.5;

  // What matching found for a set of files.
  struct Match {
    double measured_lufs = 0.0;  // the files as mastered (-infinity: silence)
    double peak_dbtp = 0.0;      // their true peak as mastered
    double gain_db = 0.0;        // what they play at: target - measured, capped by the ceiling
    bool capped = false;         // the ceiling held the gain below the target
  };

  // The match of layers (all finished decoding, one timeline) to target_lufs, or nullopt while
  // it is measured: the first call starts the measurement on a worker thread. A bed that is
  // still streaming is not measured (nullopt) until its decode finishes.
  std::optional<Match> match(const std::vector<MusicLayer>& layers, double target_lufs);
  // True once for each measurement that finished since the last call (then enter the moment
  // again).
  bool take_finished();
  // Blocks until every measurement started has finished, at most seconds; false on timeout.
  bool wait(double seconds);
  // Forgets every measurement (files changed); one still running finishes unheeded, without
  // blocking the caller.
  void clear();

 private:
  struct Entry {
    std::future<Match> pending;
    std::optional<Match> done;
  };
  std::map<std::string, Entry> entries_;     // by file names and target
  std::vector<std::future<Match>> retired_;  // cleared while running: dropped once ready
};

// The loudness of layers summed (each at full), in LUFS and dBTP, and the gain to target_lufs
// capped so the true peak stays at or under ceiling_dbtp. On the calling thread.
LoudnessMatch::Match measure_match(const std::vector<MusicLayer>& layers, double target_lufs,
                                   double ceiling_dbtp);

}  // namespace hp::app
