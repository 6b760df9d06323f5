// Edit distance for "did you mean": the engine's (engine/core/edit_distance.h, which the map
// reader in game/sim uses too), under the names game/app has always called it by.
#pragma once

#include "engine/core/edit_distance.h"

namespace hp::app {

using hp::closest_match;
using hp::edit_distance;

}  // namespace hp::app
