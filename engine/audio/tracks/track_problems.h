// TrackProblems: what makes a music file play wrong in the game (loop points, a cut or damaged
// body, a loop the resampler cannot keep exact, the length, uneven stems), found from its probe
// and decode. The one set of rules: the jukebox's validator and the game's loader both call
// these, so both say the same words about the same file.
#pragma once

#include <cstdint>
#include <optional>
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

// What makes a sound effect play other than as made, from its decode: a file cut short (its
// other checks, the length and whether it opens, are the decode's own refusals). The sounds
// listing and the game's SoundDirector share it.
std::vector<TrackProblem> find_sound_problems(const TrackInfo& info, const PcmTrack& sound,
                                              int device_rate);

// A file the game cannot open or decode at all (why: the decoder's reason, e.g. "SDL_mixer
// cannot open it (...)"): it is never played.
TrackProblem unplayable_problem(const std::string& why);

// One stem of a set the game loops together: its file and decoded length.
struct StemLength {
  std::string name;
  std::int64_t frames = 0;  // at device_rate
};

// Stems of one moment must be of one length (the game will not play them otherwise); the
// problem names the first that differs from the first stem, with both lengths.
std::optional<TrackProblem> find_stem_problem(const std::vector<StemLength>& stems,
                                              int device_rate);

}  // namespace hp
