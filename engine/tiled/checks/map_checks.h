// MapChecks: the rules on a map's own attributes, whichever format it came from.
#pragma once

#include <string_view>

#include "engine/tiled/map_model.h"
#include "engine/tiled/read/read_context.h"

namespace hp::tiled {

// Refuses every orientation but orthogonal (reported at line, saying how to change it).
bool check_orientation(std::string_view orientation, const ReadContext& context, int line);

// Sets map.render_order, or reports an unknown order at line and keeps the default.
bool read_render_order(std::string_view order, const ReadContext& context, int line, Map& map);

// Refuses a map whose claimed size is past the limits, before any layer is read.
bool check_map_size(const Map& map, const ReadContext& context, int line);

}  // namespace hp::tiled
