// MusicManifest: data/music/music.json, which track plays at which moment of the game.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/diagnostic.h"

namespace hp::app {

// The moments the game changes music on.
enum class Moment { kTitle, kPlayerTurn, kEnemyTurn, kVictory, kDefeat };
constexpr int kMoments = 5;
// "title", "player_turn", "enemy_turn", "victory", "defeat": the manifest's keys.
const char* moment_key(Moment moment);

// One moment's music.
struct MomentMusic {
  std::string track;       // file name in the music folder
  double gain_db = 0.0;    // -60..12 dB on top of the track as mastered
  double crossfade = 2.0;  // seconds from the previous track, 0..30
  bool stinger = false;    // play once over the ducked current track instead of replacing it
};

struct MusicManifest {
  bool present = false;    // a manifest file was read (else the library's first track plays)
  double crossfade = 2.0;  // the default crossfade, seconds
  double duck_db = -12.0;  // what the current track drops by under a stinger, -60..0 dB
  std::array<std::optional<MomentMusic>, kMoments> moments;

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
