// SoundManifest: data/sounds/sounds.json, which files play for which game event, and how loud.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/diagnostic.h"
#include "game/view/battlefield/sound_cue.h"

namespace hp::app {

using view::SoundCue;

// "select", "refuse", "slam", "footstep", "knock_out", "flee", "turn_change", "victory",
// "defeat": the manifest's keys, in SoundCue's order.
const char* cue_key(SoundCue cue);
// Whether a file name is a sound the folder offers (.wav, .ogg, .flac, .opus, .mp3; any case).
bool is_sound_file(std::string_view name);
// The longest effect decoded, in seconds: a longer file is refused (it is music, most likely).
constexpr double kMaxSoundSeconds = 20.0;
// What the game and the jukebox say of a file that cannot be decoded, given the decoder's
// reason: "cannot play it (REASON); export it again as 16-bit WAV, 44.1 kHz".
std::string unplayable_sound(const std::string& reason);

// One event's sound.
struct EventSound {
  std::vector<std::string> files;  // variations, file names in the sounds folder; never empty
  double gain_db = 0.0;            // -60..12 dB on top of the file as mastered
  double duck_db = 0.0;            // -30..0 dB: the music dips by this while it sounds (0: not)
  double min_interval = 0.0;       // seconds 0..5: a play sooner than this after the last is
                                   // dropped (footsteps of a crowd)
};

struct SoundManifest {
  bool present = false;  // a manifest file was read
  bool parsed = false;   // and it was a JSON object, so its events could be read
  // The events the manifest has an entry for, right or wrong (a wrong one is left out of events).
  std::array<bool, view::kSoundCues> named{};
  std::array<std::optional<EventSound>, view::kSoundCues> events;

  const std::optional<EventSound>& at(SoundCue cue) const {
    return events[static_cast<std::size_t>(cue)];
  }
};

// Parses a manifest. files: the sound files in the folder, to check names against. Every
// problem goes to problems as "path:line: error: what; how to fix it"; an event with a problem
// is left out, the rest is kept.
SoundManifest parse_sound_manifest(std::string_view text, const std::string& path,
                                   const std::vector<std::string>& files, Diagnostics& problems);
// Reads and parses path; a missing file is no error (present stays false).
SoundManifest load_sound_manifest(const std::string& path, const std::vector<std::string>& files,
                                  Diagnostics& problems);

}  // namespace hp::app
