// The unit sprites' files, as tools/gen_assets.py writes them under data/art/units.
#pragma once

#include "game/app/content/data_paths.h"
#include "game/view/battlefield/world_view.h"

namespace hp::app {

// Where each of the unit sprites is in this data folder (the game, and tests that draw a battle).
view::UnitArt unit_art_files(const DataPaths& paths);

}  // namespace hp::app
