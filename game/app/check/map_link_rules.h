// The files a map names in its properties: `next_map` (the map after a victory) and `music` (a
// track of data/music playing for the player's turn).
#pragma once

#include <string>

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_model.h"

namespace hp::app {

// Reports, at the property's line: a next_map that does not exist or names this map itself
// (an error: the campaign would stop with an on-screen message), and a music track that is
// not in music_folder (with "did you mean"), is no music format, or (when SDL_mixer is open)
// cannot be played or breaks TrackProblems' rules: errors, since the map would play with the
// wrong music.
void check_map_links(const tiled::Map& map, const std::string& music_folder,
                     Diagnostics& diagnostics);

}  // namespace hp::app
