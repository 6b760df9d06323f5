// Queued orders over the map: a numbered badge on each queued order's enemy or spot (a dashed
// ring marks a queued move's spot), so the player sees what will happen next, in what order.
#pragma once

#include <span>
#include <string>

#include "engine/core/vec2.h"

struct SDL_Renderer;

namespace hp {
class TextRenderer;
}

namespace hp::view {

class Camera;

struct QueuedMarker {
  Vec2 where;            // world pixels: the enemy to attack, or the spot to move to
  bool move = false;     // a move's spot gets a ring
  double radius = 12.0;  // the hero's radius, for the ring
  std::string label;     // "1", "2", ...
  int slot = 0;          // how many markers on the same target come before this one
};

void draw_queued_orders(SDL_Renderer* renderer, TextRenderer& text, const Camera& camera,
                        std::span<const QueuedMarker> markers);

}  // namespace hp::view
