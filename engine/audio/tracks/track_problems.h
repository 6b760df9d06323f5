// TrackProblems: what makes a music file play wrong in the game (loop points, a damaged body,
// the sample rate, the length), found from its probe and decode; the jukebox's validator and
// the game's warnings share them.
#pragma once

#include <string>
#include <vector>

#include "engine/audio/tracks/pcm_track.h"
#include "engine/audio/tracks/track_decoder.h"

namespace hp {

struct TrackProblem {
  bool error = true;    // false: a warning (it plays, but not quite as delivered)
  std::string message;  // "what is wrong; how to fix it", without the path
};

// The decode is judged cut short when it is this much shorter than the container says.
constexpr double kEarlyEndToleranceSeconds = 0.1;

// A track SDL_mixer decodes whole (not streamed) longer than this is warned about: it starts
// only once decoded (see docs/composing.md for how long that takes).
constexpr double kWholeDecodeWarnSeconds = 60.0;

// info: the probe's answer. track: the decode, or nullptr when only probed (the checks that need
// the samples are skipped). device_rate: the mixer's frames per second.
std::vector<TrackProblem> find_track_problems(const TrackInfo& info, const PcmTrack* track,
                                              int device_rate, double max_seconds);

}  // namespace hp
