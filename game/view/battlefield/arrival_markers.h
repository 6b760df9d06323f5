// ArrivalMarkers: where reinforcements will step onto the field, shown before they come (Into
// the Breach's rule: a threat is seen a turn before it lands). Due next turn: a pulsing ring in
// its side's colour and style with "NAME arrives next turn"; due later: a faint ring and the turn.
#pragma once

struct SDL_Renderer;

namespace hp {
class TextRenderer;
}

namespace hp::sim {
class World;
}

namespace hp::view {

class Camera;

void draw_arrival_markers(SDL_Renderer* renderer, TextRenderer& text, const sim::World& world,
                          const Camera& camera, double real_seconds);

}  // namespace hp::view
