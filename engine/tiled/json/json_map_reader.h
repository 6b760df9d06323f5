// JsonMapReader: a .tmj (or .json) map file -> Map, the same as from a .tmx.
#pragma once

#include <string_view>

#include "engine/tiled/map_model.h"
#include "engine/tiled/read/read_context.h"

namespace hp::tiled {

// Reads the JSON map in contents into map (whose path the caller set). Non-orthogonal maps are
// refused. Every problem is reported through context, and reading goes on past those that
// leave the rest readable; returns false when reading had to stop early.
bool read_json_map(std::string_view contents, const ReadContext& context, Map& map);

}  // namespace hp::tiled
