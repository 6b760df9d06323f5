// TrackListing: the jukebox's table of tracks (format, duration, loop points, loudness, true
// peak, moments) and its validation of each file and of the manifest's entries.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/audio/tracks/music_library.h"
#include "engine/core/diagnostic.h"
#include "game/app/music/music_manifest.h"

namespace hp::app {

// One row of the table.
struct TrackRow {
  std::string name;
  std::string format;
  std::string duration;      // "0:33.437", or "?" when unknown
  std::string loop;          // "0:00.000-0:33.437 (0-1474560 @ 44100 Hz)", "whole track", ...
  std::string loudness;      // integrated, "-14.2 LUFS"; "?" when not decoded
  std::string peak;          // true peak, "-1.3 dBTP"; "?" when not decoded
  std::string moments;       // the manifest's moments that use it, comma-separated
  std::string problem;       // why it cannot be played, or empty
  std::int64_t frames = -1;  // decoded length at the device's rate; -1 when not decoded
};

// How far list_tracks looks into each file.
enum class ListDepth {
  kTags,    // loop tags only (no mixer open)
  kProbe,   // SDL_mixer opens each file for its duration
  kDecode,  // each file is decoded in full: loudness, true peak and every check of TrackProblems
};

// Builds the rows; each file's problems go to problems as "path: error|warning: ...".
std::vector<TrackRow> list_tracks(const MusicLibrary& library, const MusicManifest& manifest,
                                  ListDepth depth, Diagnostics& problems);
// The manifest's moments whose file cannot be played (a row with a problem), and layered
// moments whose stems differ in length (the game's own rule: moment_problems), as errors at the
// moment's (or stem's) line of manifest_path.
void check_manifest_tracks(const std::string& manifest_path, const MusicManifest& manifest,
                           const std::vector<TrackRow>& rows, Diagnostics& problems);
// Each layered moment's stems summed as the game plays them with all of them heard (the
// manifest's gain_db, the volumes full, before the limiter), 4x oversampled: one line each,
// "player_turn: 3 stems at once at 0.0 dB: true peak -1.0 dBTP, -12.9 LUFS". Stems that cannot
// be decoded, or differ in length, are left out (their errors say why).
std::vector<std::string> stem_sum_lines(const MusicLibrary& library, const MusicManifest& manifest,
                                        const std::vector<TrackRow>& rows);
// The rows as an aligned text table with a header line.
std::string format_track_table(const std::vector<TrackRow>& rows);

}  // namespace hp::app
