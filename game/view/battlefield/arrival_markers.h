// ArrivalMarkers: where reinforcements will step onto the field, shown before they come (Into
// the Breach's rule: a threat is seen a turn before it lands). Due next turn: a pulsing ring in
// its side's colour and style with "NAME arrives next turn"; due later: a faint ring and the turn.
#pragma once

#include <vector>

#include "game/view/battlefield/map_labels.h"
#include "game/view/canvas/draw_context.h"

namespace hp::view {

// The rings and arrows, under the units.
void draw_arrival_markers(const DrawContext& ctx, double real_seconds);
// "NAME arrives next turn" or "on turn N" under each ring, for over the units (map_labels.h).
void arrival_labels(const sim::World& world, const Camera& camera, std::vector<MapLabel>& out);

}  // namespace hp::view
