// ArrivalMarkers: where reinforcements will step onto the field, shown before they come (Into
// the Breach's rule: a threat is seen a turn before it lands). Due next turn: a pulsing ring in
// its side's colour and style with "NAME arrives next turn"; due later: a faint ring and the turn.
#pragma once

#include "game/view/canvas/draw_context.h"

namespace hp::view {

void draw_arrival_markers(const DrawContext& ctx, double real_seconds);

}  // namespace hp::view
