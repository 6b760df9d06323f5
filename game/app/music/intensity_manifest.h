// music.json's "intensity" blocks (top level, or inside a moment): how the battle's measures
// become the stems' intensity (docs/composing.md, "Shaping the intensity").
#pragma once

#include <nlohmann/json.hpp>

#include <string_view>
#include <vector>

#include "game/app/content/manifest_checker.h"
#include "game/app/music/intensity_shape.h"

namespace hp::app {

// Reads the block at keys (e.g. {"intensity"} or {"moments", "player_turn", "intensity"}) over
// shape: each field given replaces the one in shape, the rest is kept. Every problem goes to c
// with the block's line and a fix; false when there was one (shape is then left as it was).
bool read_intensity_shape(const ManifestChecker& c, const nlohmann::json& block,
                          const std::vector<std::string_view>& keys, IntensityShape& shape);

}  // namespace hp::app
