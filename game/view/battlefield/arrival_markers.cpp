#include "game/view/battlefield/arrival_markers.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>

#include "engine/render/draw/shapes.h"
#include "game/sim/world/world.h"
#include "game/view/canvas/camera.h"
#include "game/view/canvas/overlay_drawing.h"
#include "game/view/canvas/palette.h"

namespace hp::view {

void draw_arrival_markers(const DrawContext& ctx, double real_seconds) {
  const auto& [renderer, text, world, camera, drawn] = ctx;
  const int turn = world.turns().turn;
  const double zoom = camera.zoom();
  for (const sim::Unit& unit : world.units()) {
    if (!unit.arriving || unit.arrival_turn == 0) continue;
    const bool next = unit.arrival_turn <= turn + 1;
    const bool enemy = unit.side() == sim::Side::kEnemy;
    Rgba colour = enemy ? palette::kEnemyRing : palette::kHeroRing;
    const Vec2 at = camera.to_screen(unit.spec.position);
    const float r = static_cast<float>(unit.radius() * zoom);
    const float x = static_cast<float>(at.x), y = static_cast<float>(at.y);
    if (next) {
      // The ring breathes so the eye finds it; enemies' is dashed as their rings are.
      const double pulse = 0.5 + 0.5 * std::sin(real_seconds * 5.0);
      Rgba fill = colour;
      fill.a = static_cast<std::uint8_t>(40 + 40 * pulse);
      const Camera::Radii spot = camera.ground(r * 1.1f, r * 1.1f);
      fill_ellipse(renderer, x, y, spot.x, spot.y, fill);
      ctx.note(ellipse_box(x, y, spot.x, spot.y));
      const Camera::Radii ring = camera.ground(r * static_cast<float>(1.1 + 0.25 * pulse),
                                               r * static_cast<float>(1.1 + 0.25 * pulse));
      draw_ring(renderer, x, y, ring.x, ring.y, static_cast<float>(2.5 * zoom), colour,
                enemy ? 2 : 0);
      ctx.note(ellipse_box(x, y, ring.x, ring.y, 2.5 * zoom));
      // A down arrow over the spot: something comes here.
      const float head = r * 0.6f;
      const float top = y - r * 2.4f;
      draw_line(renderer, x, top, x, y - r * 1.4f, static_cast<float>(2.0 * zoom), colour);
      draw_line(renderer, x - head * 0.6f, y - r * 1.4f - head * 0.6f, x, y - r * 1.4f,
                static_cast<float>(2.0 * zoom), colour);
      draw_line(renderer, x + head * 0.6f, y - r * 1.4f - head * 0.6f, x, y - r * 1.4f,
                static_cast<float>(2.0 * zoom), colour);
      const Vec2 arrow[] = {{x - head * 0.6, top}, {x + head * 0.6, y - r * 1.4}};
      ctx.note(points_box(arrow, 2.0 * zoom));
    } else {
      colour.a = 120;
      const Camera::Radii ring = camera.ground(r, r);
      draw_ring(renderer, x, y, ring.x, ring.y, static_cast<float>(1.5 * zoom), colour,
                enemy ? 2 : 0);
      ctx.note(ellipse_box(x, y, ring.x, ring.y, 1.5 * zoom));
    }
  }
}

void arrival_labels(const sim::World& world, const Camera& camera, std::vector<MapLabel>& out) {
  const int turn = world.turns().turn;
  const double zoom = camera.zoom();
  for (const sim::Unit& unit : world.units()) {
    if (!unit.arriving || unit.arrival_turn == 0) continue;
    const bool next = unit.arrival_turn <= turn + 1;
    const Rgba colour = unit.side() == sim::Side::kEnemy ? palette::kEnemyRing : palette::kHeroRing;
    const Vec2 at = camera.to_screen(unit.spec.position);
    const int size = static_cast<int>(std::lround(std::clamp(12.0 * zoom, 11.0, 20.0)));
    std::string label =
        unit.name() +
        (next ? " arrives next turn" : " arrives on turn " + std::to_string(unit.arrival_turn));
    // Under its ring, giving way downwards first: the arrow over the ring points at the spot.
    out.push_back({std::move(label),
                   {at.x, std::floor(at.y + unit.radius() * zoom * 1.5)},
                   size,
                   {colour.r, colour.g, colour.b, 255},
                   Nudge::kDown,
                   {}});
  }
}

}  // namespace hp::view
