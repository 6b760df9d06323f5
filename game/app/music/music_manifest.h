// MusicManifest: data/music/music.json, which track plays at which moment of the game.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/audio/mix/music_mixer.h"
#include "engine/core/diagnostic.h"
#include "game/app/music/intensity_shape.h"

namespace hp::app {

// The moments the game changes music on.
// kResult: the bed after the battle ends (after the victory's or defeat's stinger); optional.
enum class Moment { kTitle, kPlayerTurn, kEnemyTurn, kVictory, kDefeat, kResult };
constexpr int kMoments = 6;
// "title", "player_turn", "enemy_turn", "victory", "defeat", "result": the manifest's keys.
const char* moment_key(Moment moment);

// One stem of a layered moment: a file heard while the game's intensity is inside its range.
struct StemMusic {
  std::string track;             // file name in the music folder
  double low = 0.0, high = 1.0;  // intensity range, 0..1
  int line = 0;                  // in the manifest, for messages about the decoded files
};

// One moment's music.
struct MomentMusic {
  std::string track;             // file name in the music folder (empty when stems are given)
  std::vector<StemMusic> stems;  // or stems of equal length looped together (1..6)
  double gain_db = 0.0;          // -60..12 dB on top of the track as mastered
  double crossfade = 2.0;        // seconds from the previous track, 0..30
  bool stinger = false;          // play once over the ducked current track instead of replacing it
  bool resume = true;            // a bed that comes back continues where it left off
  MusicTiming timing;            // the track's tempo (bpm 0: none), for changes away from it
  MusicSync sync = MusicSync::kBar;  // changes into this moment wait for the bed's bar or beat
  double max_delay = 4.0;            // seconds, 0..30: the longest such a change waits
  int line = 0;                      // the moment's line in the manifest
  // The moment's own "intensity" block over the manifest's (else the manifest's holds).
  std::optional<IntensityShape> intensity;
  // "loudness": the integrated LUFS it is played at (its files measured once decoded, the gain
  // capped at the limiter's ceiling), instead of gain_db; from the top level unless it gives
  // its own or a gain_db.
  std::optional<double> loudness_lufs;

  // The files it plays: the track, or the stems.
  std::vector<std::string> files() const;
};

// Which "intensity" block shapes a moment on a map: the map's "maps" entry (over the moment's),
// the moment's own, or the top level's (over the defaults).
enum class IntensityBlock { kMap, kMoment, kTopLevel };

// A map's own entry in "maps": its "intensity" block applied over each moment's shape.
struct MapMusic {
  std::array<IntensityShape, kMoments> intensity;  // by moment: the map's block over the moment's
  int line = 0;                                    // the entry's line in the manifest
};

struct MusicManifest {
  bool present = false;    // a manifest file was read (else the library's first track plays)
  double crossfade = 2.0;  // the default crossfade, seconds
  double duck_db = -12.0;  // what the current track drops by under a stinger, -60..0 dB
  std::array<std::optional<MomentMusic>, kMoments> moments;
  // How the battle drives the stems: the top-level "intensity" block over the defaults.
  IntensityShape intensity = default_intensity_shape();
  std::optional<double> loudness_lufs;  // the top-level "loudness", for moments without gain_db
  // "maps": entries by the map's file name ("fortress.tmx"); on that map its "intensity" block
  // goes over the moment's (or the top level's) shaping.
  std::map<std::string, MapMusic> maps;

  // The block in force on the map of that file name at moment, and the shaping it gives.
  IntensityBlock intensity_block(Moment moment, const std::string& map_name) const;
  const IntensityShape& intensity_at(Moment moment, const std::string& map_name) const;

  const std::optional<MomentMusic>& at(Moment m) const {
    return moments[static_cast<std::size_t>(m)];
  }
};

// Parses a manifest. tracks: the files in the music folder, to check the names against.
// Every problem goes to problems as "path:line: error: what; how to fix it"; entries with
// problems are left out, the rest is kept.
MusicManifest parse_music_manifest(std::string_view text, const std::string& path,
                                   const std::vector<std::string>& tracks, Diagnostics& problems);
// Reads and parses path; a missing file is no error (present stays false).
MusicManifest load_music_manifest(const std::string& path, const std::vector<std::string>& tracks,
                                  Diagnostics& problems);

}  // namespace hp::app
