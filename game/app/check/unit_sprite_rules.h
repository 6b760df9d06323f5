// The image a unit's `sprite` property names: the game draws it instead of the default figure,
// so a missing or unreadable file is a unit that would not look as drawn in Tiled's plan.
#pragma once

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_model.h"

namespace hp::app {

// Reports, at the property's line, each Hero or Enemy whose sprite is not a file, or not an
// image the game reads (PNG, GIF, BMP or JPEG by its header), naming the file looked for.
void check_unit_sprites(const tiled::Map& map, Diagnostics& diagnostics);

}  // namespace hp::app
