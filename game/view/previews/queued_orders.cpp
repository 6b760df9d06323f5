// Queued orders: a dark badge with the number, up and left of the target so it clears the name.
#include "game/view/previews/queued_orders.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>

#include "engine/render/draw/shapes.h"
#include "engine/render/text/text_renderer.h"
#include "game/view/canvas/camera.h"
#include "game/view/canvas/palette.h"

namespace hp::view {

void draw_queued_orders(SDL_Renderer* renderer, TextRenderer& text, const Camera& camera,
                        std::span<const QueuedMarker> markers) {
  const double zoom = camera.zoom();
  const int size = std::clamp(static_cast<int>(std::lround(14 * zoom)), 12, 26);
  for (const QueuedMarker& m : markers) {
    const Vec2 at = camera.to_screen(m.where);
    if (m.move) {
      const auto r = static_cast<float>(m.radius * zoom);
      const Camera::Radii ring = camera.ground(r, r * 0.5f);
      draw_ring(renderer, static_cast<float>(at.x), static_cast<float>(at.y), ring.x, ring.y,
                static_cast<float>(std::max(1.5, 1.5 * zoom)), palette::kSelectRing, 8);
    }
    const float badge = static_cast<float>(size) + 6.0f;
    const float x = static_cast<float>(at.x - m.radius * zoom) - badge +
                    static_cast<float>(m.slot) * (badge + 2.0f);
    const float y = static_cast<float>(at.y - m.radius * 1.6 * zoom) - badge;
    fill_rect(renderer, x, y, badge, badge, {20, 20, 28, 220});
    text.draw(m.label, static_cast<int>(x + badge / 2), static_cast<int>(y + 2), size,
              {palette::kSelectRing.r, palette::kSelectRing.g, palette::kSelectRing.b, 255},
              TextAlign::kCenter);
  }
}

}  // namespace hp::view
