// EnemyIntent: arrows from each enemy to its hero (or, out of reach, to where it will stand),
// then one damage label per threatened hero.
#include "game/view/previews/enemy_intent.h"

#include <algorithm>
#include <cmath>
#include <span>
#include <string>
#include <vector>

#include "engine/render/draw/shapes.h"
#include "engine/render/text/text_renderer.h"
#include "game/sim/world/world.h"
#include "game/view/canvas/camera.h"
#include "game/view/canvas/overlay_drawing.h"
#include "game/view/canvas/palette.h"

namespace hp::view {
namespace {

constexpr double kDash = 8.0, kGap = 6.0;  // world pixels

Rgba intent_colour() {
  return palette::kIntentAttack;
}

void line(SDL_Renderer* renderer, Vec2 a, Vec2 b, float thickness) {
  draw_line(renderer, static_cast<float>(a.x), static_cast<float>(a.y), static_cast<float>(b.x),
            static_cast<float>(b.y), thickness, intent_colour());
}

// Dashes (the enemies' shape, as their rings) from the enemy's edge to `to`, and a head.
void draw_arrow(SDL_Renderer* renderer, const Camera& camera, const sim::Unit& enemy, Vec2 to,
                double head) {
  const Vec2 along = normalized(to - enemy.position);
  const Vec2 from = enemy.position + along * enemy.radius();
  const double length = distance(from, to);
  if (length <= 0.0) return;
  const float thickness = static_cast<float>(std::max(1.5, 2.0 * camera.zoom()));
  for (double t = 0; t < length; t += kDash + kGap) {
    line(renderer, camera.to_screen(from + along * t),
         camera.to_screen(from + along * std::min(t + kDash, length)), thickness);
  }
  const Vec2 side{-along.y, along.x};
  const Vec2 tip = camera.to_screen(to);
  line(renderer, tip, camera.to_screen(to - along * head + side * head * 0.6), thickness);
  line(renderer, tip, camera.to_screen(to - along * head - side * head * 0.6), thickness);
}

void draw_attack(SDL_Renderer* renderer, const Camera& camera, const sim::Unit& enemy,
                 const sim::Unit& hero) {
  const Vec2 along = normalized(hero.position - enemy.position);
  draw_arrow(renderer, camera, enemy, hero.position - along * (hero.radius() * 1.2),
             hero.radius() * 0.6);
}

// No hero within its reach: fainter dashes along the way it will walk, and a dashed ring where
// it will stand (no head: it will not strike).
void draw_advance(SDL_Renderer* renderer, const Camera& camera, const sim::Unit& enemy,
                  std::span<const Vec2> path) {
  const Rgba faint = palette::kIntentAdvance;
  const float thickness = static_cast<float>(std::max(2.0, 2.0 * camera.zoom()));
  world_dashed_path(renderer, camera, path, kDash, kGap, thickness, faint, enemy.radius());
  const Vec2 c = camera.to_screen(path.back());
  const auto r = static_cast<float>(enemy.radius() * camera.zoom());
  const Camera::Radii ring = camera.ground(r, r * 0.5f);
  draw_ring(renderer, static_cast<float>(c.x), static_cast<float>(c.y), ring.x, ring.y, thickness,
            faint, 8);
}

}  // namespace

void draw_enemy_intents(const DrawContext& ctx, LabelBoard& labels) {
  const auto& [renderer, text, world, camera, drawn] = ctx;
  if (world.turns().side != sim::TurnSide::kPlayer ||
      world.turns().outcome != sim::Outcome::kOngoing) {
    return;
  }
  std::vector<int> damage(world.units().size(), 0);
  for (const sim::Unit& enemy : world.units()) {
    if (enemy.side() != sim::Side::kEnemy || !enemy.in_play()) continue;
    const std::optional<sim::UnitId> target = world.intent(enemy.id);
    const sim::Unit* hero = target ? world.unit(*target) : nullptr;
    if (!hero) {
      const std::span<const Vec2> path = world.advance_path(enemy.id);
      if (path.size() >= 2) draw_advance(renderer, camera, enemy, path);
      continue;
    }
    draw_attack(renderer, camera, enemy, *hero);
    damage[hero->id.index] += enemy.spec.attack;
  }
  const int size = std::clamp(static_cast<int>(std::lround(13 * camera.zoom())), 12, 26);
  const Rgba c = intent_colour();
  for (const sim::Unit& hero : world.units()) {
    const int coming = damage[hero.id.index];
    if (coming == 0) continue;
    // Under the hero's feet, clear of its name and HP bar above it; moved off any other label or
    // hero there. A hero off screen gets none (its arrows still point at it).
    const Vec2 at = camera.to_screen(hero.position) + Vec2{0, hero.radius() * 1.3 * camera.zoom()};
    if (!inside({at.x, at.y, 0, 0}, camera.view_rect())) continue;
    const LabelLine line{
        "-" + std::to_string(coming) + (coming >= hero.hp ? " (out)" : "") + " next turn",
        {c.r, c.g, c.b, 255}};
    placed_lines(text, labels, std::span(&line, 1), at.x, at.y, size, Nudge::kDown, 4.0 * size);
  }
}

}  // namespace hp::view
