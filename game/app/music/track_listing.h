// TrackListing: the jukebox's table of tracks: format, duration, loop points, moments.
#pragma once

#include <string>
#include <vector>

#include "engine/audio/music_library.h"
#include "game/app/music/music_manifest.h"

namespace hp::app {

// One row of the table.
struct TrackRow {
  std::string name;
  std::string format;
  std::string duration;  // "0:33.437", or "?" when unknown
  std::string loop;      // "0:00.000-0:33.437 (0-1474560 @ 44100 Hz)", "whole track", ...
  std::string moments;   // the manifest's moments that use it, comma-separated
  std::string problem;   // why SDL_mixer cannot open it, or empty
};

// Builds the rows; probe: whether SDL_mixer is open to read durations (else "?").
std::vector<TrackRow> list_tracks(const MusicLibrary& library, const MusicManifest& manifest,
                                  bool probe);
// The rows as an aligned text table with a header line.
std::string format_track_table(const std::vector<TrackRow>& rows);

}  // namespace hp::app
