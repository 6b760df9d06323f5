// TrackListing: the jukebox's table of tracks (format, duration, loop points, loudness, true
// peak, moments) and its validation of each file and of the manifest's entries.
#pragma once

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
  std::string duration;  // "0:33.437", or "?" when unknown
  std::string loop;      // "0:00.000-0:33.437 (0-1474560 @ 44100 Hz)", "whole track", ...
  std::string loudness;  // integrated, "-14.2 LUFS"; "?" when not decoded
  std::string peak;      // true peak, "-1.3 dBTP"; "?" when not decoded
  std::string moments;   // the manifest's moments that use it, comma-separated
  std::string problem;   // why it cannot be played, or empty
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
// The manifest's moments whose file cannot be played (a row with a problem), as errors at the
// moment's line of manifest_path.
void check_manifest_tracks(const std::string& manifest_path, const MusicManifest& manifest,
                           const std::vector<TrackRow>& rows, Diagnostics& problems);
// The rows as an aligned text table with a header line.
std::string format_track_table(const std::vector<TrackRow>& rows);

}  // namespace hp::app
