// DoorView: doors that have yet to open, marked with what opens them ("opens on turn 3", "opens
// when Warden is out"), so the player can plan for the way that will open. An open door shows
// nothing: its tile layer is hidden and the ground shows through.
#pragma once

#include <string>
#include <vector>
#include "game/view/battlefield/map_labels.h"
#include "game/view/canvas/draw_context.h"

namespace hp::view {

// The closed doors' outlines, under the units.
void draw_closed_doors(const DrawContext& ctx);
// What opens each closed door, at its centre, for over the units (map_labels.h).
void door_labels(const sim::World& world, const Camera& camera, std::vector<MapLabel>& out);

// The tile layers to leave undrawn: those of the doors that have opened.
std::vector<std::string> open_door_layers(const sim::World& world);

// What opens a door, in words ("opens on turn 3"); empty for an open one.
std::string door_caption(const sim::World& world, std::size_t door);

}  // namespace hp::view
