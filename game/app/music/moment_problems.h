// MomentProblems: what keeps a moment's music from playing as the manifest says it (stems of
// different lengths), worded once for the game's log and notice and the jukebox's listing.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/audio/tracks/track_problems.h"
#include "engine/core/diagnostic.h"
#include "game/app/music/music_manifest.h"

namespace hp::app {

// The moment's stems against each other (lengths: each stem's decoded frames, in the order of
// music.stems); an error at the line of the first stem that differs, or nothing.
std::optional<Diagnostic> stem_problem(const std::string& manifest_path, Moment moment,
                                       const MomentMusic& music,
                                       const std::vector<StemLength>& lengths, int device_rate);

// The moments whose music stands in when a moment's own cannot play (missing from the manifest,
// misspelt there, a file missing or refused, stems of different lengths), nearest first; the
// game plays the first that can. The looping moments stand in for each other, so a battle is
// never silent and the title's music never carries on into it when another bed can play:
//
//   title        -> player_turn, enemy_turn
//   player_turn  -> enemy_turn, title
//   enemy_turn   -> player_turn, title
//   victory, defeat: none (a stinger that cannot play is left out; the bed plays on)
//   result: none (without a result track that can play, the battle's bed fades out)
const std::vector<Moment>& fallback_moments(Moment moment);

}  // namespace hp::app
