// MovePreview: one check_move per pointer position (it plans a route), a ring and a line of text.
#include "game/view/previews/move_preview.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "engine/render/draw/shapes.h"
#include "engine/render/text/text_renderer.h"
#include "game/sim/world/world.h"
#include "game/view/battlefield/aggro_marks.h"
#include "game/view/canvas/camera.h"
#include "game/view/canvas/palette.h"
#include "game/view/previews/enemy_intent.h"
#include "game/view/previews/order_consequences.h"
#include "game/view/text/order_messages.h"

namespace hp::view {

std::string move_consequences(const sim::World& world, const sim::MoveForecast& forecast) {
  return order_consequences(world, forecast.calls, forecast.doors);
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
    reason_ = move_refusal_message(*h, check_);
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
  // Above the ring, as a unit's name stands above it, the last line nearest the ring: under it
  // goes the damage the enemies would then deal there ("-3 next turn", enemy_intent.h).
  std::vector<std::pair<std::string, Rgba>> lines{
      {ok ? "move " + h->name() + " here" : reason_, colour}};
  const sim::MoveForecast* f = ok ? forecast() : nullptr;
  if (f) {
    // What the walk sets off: the player sees it before giving the order.
    if (f->wins) lines.emplace_back("wins the battle", palette::kGoalEdge);
    lines.emplace_back(move_consequences(world, *f), palette::kNews);
    lines.emplace_back(alerts_line(world, f->alerts), palette::kAlertMark);
    if (f->complete) {
      for (std::string& change : intent_changes(world, f->plans_after)) {
        lines.emplace_back(std::move(change), palette::kIntentAttack);
      }
    }
  }
  std::erase_if(lines, [](const auto& line) { return line.first.empty(); });
  // Centred over the ring, but kept inside the view near its edges.
  int widest = 0, th = 0;
  for (const auto& [line, tone] : lines) {
    int w = 0;
    text.measure(line, size, w, th);
    widest = std::max(widest, w);
  }
  const ScreenRect view = camera.view_rect();
  const double half = widest / 2.0;
  const double x =
      std::clamp(c.x, view.x + half + 4, std::max(view.x + half + 4, view.right() - half - 4));
  int y = static_cast<int>(c.y - ring.y - 4) - th * static_cast<int>(lines.size());
  y = std::max(y, static_cast<int>(view.y) + 2);
  for (const auto& [line, tone] : lines) {
    text.draw(line, static_cast<int>(x), y, size, {tone.r, tone.g, tone.b, 255},
              TextAlign::kCenter);
    y += th;
  }
  if (f && !f->alerts.empty()) draw_forecast_alerts(ctx, f->alerts);
}

}  // namespace hp::view
