// Check rule: names the game draws (units', the map's title) with characters no installed font
// has, which would show as boxes.
#pragma once

#include "engine/core/diagnostic.h"
#include "engine/render/text/font_coverage.h"
#include "engine/tiled/map_model.h"

namespace hp::app {

// A warning at each unit (Hero or Enemy object) whose name, and at the map's title or
// briefing, that has characters none of `fonts` draws, naming them (U+1F600) and what to do.
void check_glyphs(const tiled::Map& map, const FontCoverage& fonts, Diagnostics& diagnostics);

// The fonts the game draws with (content/data_paths: hud_font and fallback_fonts), opened once.
const FontCoverage& game_fonts();

}  // namespace hp::app
