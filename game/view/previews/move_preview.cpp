// MovePreview: one check_move per pointer position (it plans a route), a ring and a line of text.
#include "game/view/previews/move_preview.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>

#include "engine/render/draw/shapes.h"
#include "engine/render/text/text_renderer.h"
#include "game/sim/world/world.h"
#include "game/view/battlefield/aggro_marks.h"
#include "game/view/canvas/camera.h"
#include "game/view/canvas/palette.h"
#include "game/view/text/order_messages.h"

namespace hp::view {

std::string move_consequences(const sim::World& world, const sim::MoveForecast& forecast) {
  std::string line;
  const auto add = [&](const std::string& part) { line += (line.empty() ? "" : "; ") + part; };
  std::string called;
  for (std::size_t i = 0; i < forecast.calls.size(); ++i) {
    const sim::Unit* unit = world.unit(forecast.calls[i]);
    called += (i == 0                           ? ""
               : i + 1 == forecast.calls.size() ? " and "
                                                : ", ") +
              (unit ? unit->name() : std::string("?"));
  }
  if (!called.empty()) add("calls " + called + " (next turn)");
  for (const std::size_t door : forecast.doors) {
    const std::string& name = world.setup().doors[door].name;
    add("opens " + (name.empty() ? std::string("a door") : name));
  }
  return line;
}

void MovePreview::update(const sim::World& world, std::optional<sim::UnitId> hero,
                         std::optional<Vec2> spot) {
  const sim::Unit* h = hero ? world.unit(*hero) : nullptr;
  if (!h || !spot || !world.can_move(*hero)) {
    hero_.reset();
    spot_.reset();
    forecaster_.reset();
    return;
  }
  // check_move plans a route: once per spot while the world stands still, and at most every
  // quarter second while allies still walk back (not on every frame).
  constexpr std::uint64_t kRecheckTicks = 15;
  const bool same = hero_ == hero && spot_ && distance(*spot_, *spot) < 1.0 &&
                    (world.waiting_for_player() || world.tick() < checked_tick_ + kRecheckTicks);
  if (!same) {
    hero_ = hero;
    spot_ = spot;
    checked_tick_ = world.tick();
    check_ = world.check_move(*hero, *spot);
    // Too far: by how much, from the route the rule measured (one more plan, once per spot).
    const double too_far_by = check_ == sim::MoveCheck::kTooFar
                                  ? world.move_route(*hero, *spot).length - h->reach()
                                  : 0.0;
    reason_ = move_refusal_message(*h, check_, too_far_by);
    forecaster_.reset();
    if (check_ == sim::MoveCheck::kOk) forecaster_.emplace(world, *hero, *spot);
  }
  if (forecaster_) forecaster_->advance(kTicksPerUpdate);
}

void MovePreview::draw(const DrawContext& ctx) const {
  const auto& [renderer, text, world, camera, drawn] = ctx;
  if (!hero_ || !spot_) return;
  const sim::Unit* h = world.unit(*hero_);
  if (!h) return;
  const bool ok = check_ == sim::MoveCheck::kOk;
  const Rgba colour = ok ? palette::kSelectRing : palette::kPreviewNoRoute;
  const Vec2 c = camera.to_screen(*spot_);
  const auto r = static_cast<float>(h->radius() * camera.zoom());
  const Camera::Radii ring = camera.ground(r, r * 0.5f);
  draw_ring(renderer, static_cast<float>(c.x), static_cast<float>(c.y), ring.x, ring.y,
            static_cast<float>(std::max(2.0, 2.0 * camera.zoom())), colour, 8);
  const int size = std::clamp(static_cast<int>(std::lround(13 * camera.zoom())), 12, 24);
  const std::string label = ok ? "move " + h->name() + " here" : reason_;
  // Centred under the ring, but kept inside the view near its edges.
  int w = 0, th = 0;
  text.measure(label, size, w, th);
  const ScreenRect view = camera.view_rect();
  const double half = w / 2.0;
  const double x =
      std::clamp(c.x, view.x + half + 4, std::max(view.x + half + 4, view.right() - half - 4));
  const int y = static_cast<int>(c.y + r * 0.6f + 4);
  text.draw(label, static_cast<int>(x), y, size, {colour.r, colour.g, colour.b, 255},
            TextAlign::kCenter);
  const sim::MoveForecast* f = forecast();
  if (!ok || !f) return;
  // What the walk sets off, a line each: the player sees it before giving the order.
  int line_y = y + th;
  const auto say = [&](const std::string& line, Rgba tone) {
    if (line.empty()) return;
    text.draw(line, static_cast<int>(x), line_y, size, {tone.r, tone.g, tone.b, 255},
              TextAlign::kCenter);
    line_y += th;
  };
  if (f->wins) say("wins the battle", palette::kGoalEdge);
  say(move_consequences(world, *f), palette::kNews);
  if (f->alerts.empty()) return;
  say(alerts_line(world, f->alerts), palette::kAlertMark);
  draw_forecast_alerts(ctx, f->alerts);
}

}  // namespace hp::view
