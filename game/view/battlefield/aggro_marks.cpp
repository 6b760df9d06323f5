// AggroMarks: dotted rings, a "!" badge (a disc with the mark, popping in), and the words.
#include "game/view/battlefield/aggro_marks.h"

#include <algorithm>
#include <cmath>

#include "engine/render/draw/shapes.h"
#include "engine/render/text/text_renderer.h"
#include "game/sim/world/world.h"
#include "game/view/canvas/camera.h"
#include "game/view/canvas/palette.h"

namespace hp::view {
namespace {

constexpr int kRingDash = 1;          // fortieths of the way round: a fine dotted ring
constexpr double kPopSeconds = 0.18;  // the badge grows to full size this fast
constexpr double kBadgeRadius = 9.0;  // world pixels at full size

}  // namespace

void draw_aggro_ranges(SDL_Renderer* renderer, const sim::World& world, const Camera& camera,
                       std::vector<DrawnArea>* drawn) {
  if (world.turns().outcome != sim::Outcome::kOngoing) return;
  const float thickness = static_cast<float>(std::max(1.0, 1.5 * camera.zoom()));
  Rgba fill = palette::kAggroRange;
  fill.a = 22;  // the area, barely there: the ring carries it
  for (const sim::Unit& enemy : world.units()) {
    if (!enemy.in_play() || !enemy.unalerted()) continue;
    const Vec2 c = camera.to_screen(enemy.position);
    const auto r = static_cast<float>(enemy.spec.aggro_range * camera.zoom());
    const auto cx = static_cast<float>(c.x), cy = static_cast<float>(c.y);
    const Camera::Radii range = camera.ground(r, r);  // the ground it watches
    fill_ellipse(renderer, cx, cy, range.x, range.y, fill);
    draw_ring(renderer, cx, cy, range.x, range.y, thickness, palette::kAggroRange, kRingDash);
    if (drawn) drawn->push_back({kOnTheGround, ellipse_box(cx, cy, range.x, range.y, thickness)});
  }
}

void draw_alert_mark(SDL_Renderer* renderer, TextRenderer& text, Vec2 at, double zoom, double age,
                     bool forecast) {
  const double pop = forecast ? 1.0 : std::clamp(age / kPopSeconds, 0.0, 1.0);
  const double fade =
      forecast ? 1.0 : std::clamp((kAlertMarkSeconds - age) / (kAlertMarkSeconds * 0.3), 0.0, 1.0);
  if (fade <= 0.0) return;
  // A little overshoot as it pops, so the eye catches it.
  const double scale = pop < 1.0 ? 1.25 * pop : 1.0;
  const auto r = static_cast<float>(kBadgeRadius * std::max(zoom, 0.75) * scale);
  const auto alpha = static_cast<std::uint8_t>(255 * fade);
  const Rgba mark{palette::kAlertMark.r, palette::kAlertMark.g, palette::kAlertMark.b, alpha};
  const auto x = static_cast<float>(at.x), y = static_cast<float>(at.y);
  if (forecast) {
    fill_ellipse(renderer, x, y, r, r, {20, 16, 24, 170});
    draw_ring(renderer, x, y, r, r, std::max(1.5f, r * 0.18f), mark);
  } else {
    fill_ellipse(renderer, x, y, r + 1.5f, r + 1.5f, {20, 16, 24, alpha});
    fill_ellipse(renderer, x, y, r, r, mark);
  }
  const int size = std::max(10, static_cast<int>(std::lround(r * 1.7)));
  const TextColor ink =
      forecast ? TextColor{mark.r, mark.g, mark.b, 255} : TextColor{30, 20, 20, alpha};
  text.draw("!", static_cast<int>(std::lround(at.x)),
            static_cast<int>(std::lround(at.y - size * 0.62)), size, ink, TextAlign::kCenter);
}

void draw_forecast_alerts(const DrawContext& ctx, std::span<const sim::UnitId> enemies) {
  const auto& [renderer, text, world, camera, drawn] = ctx;
  for (const sim::UnitId id : enemies) {
    const sim::Unit* enemy = world.unit(id);
    if (!enemy) continue;
    // Beside the head, clear of the name and HP bar above it.
    const Vec2 beside_head{enemy->radius() * 2.3, -enemy->radius() * 2.2};
    draw_alert_mark(renderer, text, camera.to_screen(enemy->position, beside_head), camera.zoom(),
                    0.0, true);
  }
}

std::string alerts_line(const sim::World& world, std::span<const sim::UnitId> enemies) {
  std::string names;
  for (std::size_t i = 0; i < enemies.size(); ++i) {
    const sim::Unit* enemy = world.unit(enemies[i]);
    if (i > 0) names += i + 1 == enemies.size() ? " and " : ", ";
    names += enemy ? enemy->name() : std::string("?");
  }
  return names.empty() ? names : "alerts " + names;
}

std::string alert_message(const sim::Unit& enemy, const sim::Unit* hero, sim::AlertCause cause) {
  const std::string who = hero ? hero->name() : std::string("a hero");
  if (cause == sim::AlertCause::kSlammed) return who + "'s slam alerts " + enemy.name();
  return enemy.name() + " notices " + who;
}

std::string waits_message(const sim::World& world, const sim::Unit& enemy) {
  if (enemy.unalerted()) return enemy.name() + " has not noticed your heroes";
  return enemy.name() + (world.patrol_progress(enemy.id)
                             ? " has no hero in reach and keeps to its patrol"
                             : " can reach no hero and waits");
}

std::string aggro_note(const sim::Unit& enemy) {
  if (enemy.spec.aggro_range <= 0) return {};
  if (enemy.alerted) return "alerted: hunts your heroes";
  return "unaware: notices a hero within " +
         std::to_string(static_cast<int>(std::lround(enemy.spec.aggro_range))) + " px";
}

}  // namespace hp::view
