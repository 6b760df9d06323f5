// What the F5 music overlay shows, read off the music director.
#pragma once

#include "game/app/music/music_director.h"
#include "game/view/overlays/music_overlay.h"

namespace hp::app {

// The moment, the bed, each measure with what it adds under the shape in force, the tension
// and the intensity, and each stem's range and heard level.
view::MusicReadout music_readout(const MusicDirector& music);

}  // namespace hp::app
