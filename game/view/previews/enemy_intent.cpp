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
#include "game/view/battlefield/world_view.h"
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
void draw_arrow(SDL_Renderer* renderer, const Camera& camera, const sim::EnemyPlan& enemy, Vec2 to,
                double head) {
  const Vec2 along = normalized(to - enemy.at);
  const Vec2 from = enemy.at + along * enemy.radius;
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

void draw_attack(SDL_Renderer* renderer, const Camera& camera, const sim::EnemyPlan& enemy) {
  const Vec2 along = normalized(enemy.target_at - enemy.at);
  draw_arrow(renderer, camera, enemy, enemy.target_at - along * (enemy.target_radius * 1.2),
             enemy.target_radius * 0.6);
}

// No hero within its reach: fainter dashes along the way it will walk, and a dashed ring where
// it will stand (no head: it will not strike).
void draw_advance(SDL_Renderer* renderer, const Camera& camera, const sim::EnemyPlan& enemy) {
  const std::span<const Vec2> path = enemy.advance;
  const Rgba faint = palette::kIntentAdvance;
  const float thickness = static_cast<float>(std::max(2.0, 2.0 * camera.zoom()));
  world_dashed_path(renderer, camera, path, kDash, kGap, thickness, faint, enemy.radius);
  const Vec2 c = camera.to_screen(path.back());
  const auto r = static_cast<float>(enemy.radius * camera.zoom());
  const Camera::Radii ring = camera.ground(r, r * 0.5f);
  draw_ring(renderer, static_cast<float>(c.x), static_cast<float>(c.y), ring.x, ring.y, thickness,
            faint, 8);
}

}  // namespace

void draw_enemy_intents(const DrawContext& ctx, LabelBoard& labels) {
  draw_enemy_intents(ctx, sim::enemy_plans(ctx.world), labels);
}

void draw_enemy_intents(const DrawContext& ctx, std::span<const sim::EnemyPlan> plans,
                        LabelBoard& labels) {
  const auto& [renderer, text, world, camera, drawn] = ctx;
  if (world.turns().side != sim::TurnSide::kPlayer ||
      world.turns().outcome != sim::Outcome::kOngoing) {
    return;
  }
  // Damage coming to each hero, and where it will stand then.
  struct Threat {
    int damage = 0;
    Vec2 at;
    double radius = 0;
  };
  std::vector<Threat> threats(world.units().size());
  for (const sim::EnemyPlan& enemy : plans) {
    if (!enemy.attacks) {
      if (enemy.advance.size() >= 2) draw_advance(renderer, camera, enemy);
      continue;
    }
    draw_attack(renderer, camera, enemy);
    Threat& threat = threats[enemy.attacks->index];
    threat.damage += enemy.attack;
    threat.at = enemy.target_at;
    threat.radius = enemy.target_radius;
  }
  const int size = std::clamp(static_cast<int>(std::lround(13 * camera.zoom())), 12, 26);
  const Rgba c = intent_colour();
  for (const sim::Unit& hero : world.units()) {
    const Threat& threat = threats[hero.id.index];
    if (threat.damage == 0) continue;
    // Under the hero's feet, clear of its name and HP bar above it; moved off any other label or
    // hero there, but never so far that it reads as a neighbour's. A hero off screen gets none
    // (its arrows still point at it).
    const Vec2 at = camera.to_screen(threat.at) + Vec2{0, threat.radius * 1.3 * camera.zoom()};
    if (!inside({at.x, at.y, 0, 0}, camera.view_rect())) continue;
    const LabelLine line{"-" + std::to_string(threat.damage) +
                             (threat.damage >= hero.hp ? " (out)" : "") + " next turn",
                         {c.r, c.g, c.b, 255}};
    const ScreenRect owner = body_rect(hero, camera.to_screen(threat.at), camera.zoom());
    placed_lines(text, labels, std::span(&line, 1), at.x, at.y, size, Nudge::kDown, 4.0 * size,
                 &owner);
  }
}

std::vector<std::string> intent_changes(const sim::World& world,
                                        std::span<const sim::EnemyPlan> after) {
  const auto name = [&](sim::UnitId id) {
    const sim::Unit* unit = world.unit(id);
    return unit ? unit->name() : std::string("?");
  };
  std::vector<std::string> lines;
  for (const sim::EnemyPlan& plan : after) {
    const std::optional<sim::UnitId> now = world.intent(plan.enemy);
    if (now == plan.attacks) continue;
    if (!plan.attacks) {
      lines.push_back(name(plan.enemy) + " leaves " + name(*now) + " alone");
    } else if (!now) {
      lines.push_back(name(plan.enemy) + " comes for " + name(*plan.attacks));
    } else {
      lines.push_back(name(plan.enemy) + " turns on " + name(*plan.attacks) + " (not " +
                      name(*now) + ")");
    }
  }
  constexpr std::size_t kShown = 2;  // more would bury the map: the arrows show them all
  if (lines.size() > kShown) {
    const std::size_t more = lines.size() - (kShown - 1);
    lines.resize(kShown - 1);
    lines.push_back("and " + std::to_string(more) + " more enemies change targets");
  }
  return lines;
}

}  // namespace hp::view
