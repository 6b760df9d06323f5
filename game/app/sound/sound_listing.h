// SoundListing: the jukebox's check of a sounds folder: sounds.json's mistakes, each file
// decoded as the game decodes it, the events left silent, and a table to balance them by.
#pragma once

#include <string>
#include <vector>

#include "engine/core/diagnostic.h"
#include "game/app/sound/sound_manifest.h"

namespace hp::app {

// One line of the table: a file an event plays, an event without sound, or a file no event
// plays.
struct SoundRow {
  std::string event;         // "slam"; "-" for a file no event plays
  std::string file;          // "slam_1.wav"; "(silent)" for an event without one
  std::string format;        // what the game plays it from: "WAV 16-bit 44100 Hz", or with
                             // ", converted" when it is resampled or its samples converted
  std::string gain;          // the event's gain_db, "-6.0 dB"; "-" when there is no event
  std::string duck;          // the event's duck_db, "-5.0 dB"; "-" for none
  std::string duration;      // "0.42 s"; "?" when not decoded
  std::string peak;          // the file's true peak, "-3.0 dBTP"; "?" not decoded, "cannot play"
  std::string peak_at_gain;  // the true peak played at the event's gain (volumes full, before
                             // the limiter), "-9.0 dBTP"; "-" when there is no event
};

struct SoundListing {
  std::string manifest_path;  // FOLDER/sounds.json
  bool manifest_present = false;
  int files = 0;               // sound files in the folder
  std::vector<SoundRow> rows;  // the events in the game's order, then the files none plays
};

// The sound files in folder (is_sound_file), sorted by name; none when it cannot be read.
std::vector<std::string> sound_files_in(const std::string& folder);

// Reads folder's sounds.json and decodes every sound file in the folder as the game does, at
// rate frames per second (the open mixer's; 0: no mixer, nothing is decoded). Every problem
// goes to problems: the manifest's mistakes at their lines, a file that cannot be decoded
// (error), an event naming such a file (error, at the event's line) and each event without a
// sound (warning, unless the manifest names it and its mistake is reported already, or the
// manifest is not JSON at all).
SoundListing list_sounds(const std::string& folder, int rate, Diagnostics& problems);

// The rows as an aligned text table with a header line (EVENT, FILE, FORMAT, GAIN, DUCK, DURATION,
// TRUE PEAK, PEAK AT GAIN).
std::string format_sound_table(const std::vector<SoundRow>& rows);

}  // namespace hp::app
