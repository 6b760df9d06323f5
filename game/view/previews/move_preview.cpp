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
#include "game/view/canvas/overlay_drawing.h"
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

void MovePreview::draw(const DrawContext& ctx, LabelBoard& labels) const {
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
  // Under the ring, a line each: what the walk would set off, so the player sees it before giving
  // the order, or why it cannot be given; then whom the enemies would go for once the hero stands
  // there. Kept inside the view and off the names, bars and numbers already there (a red refusal
  // must not cover a name, nor the "-3 next turn" the enemies' plans put under the spot).
  std::vector<LabelLine> lines{
      {ok ? "move " + h->name() + " here" : reason_, {colour.r, colour.g, colour.b, 255}}};
  const sim::MoveForecast* f = ok ? forecast() : nullptr;
  const auto say = [&](std::string line, Rgba tone) {
    lines.push_back({std::move(line), {tone.r, tone.g, tone.b, 255}});
  };
  if (f && f->wins) say("wins the battle", palette::kGoalEdge);
  if (f) say(move_consequences(world, *f), palette::kNews);
  if (f && !f->alerts.empty()) say(alerts_line(world, f->alerts), palette::kAlertMark);
  if (f && f->complete) {
    for (std::string& change : intent_changes(world, f->plans_after)) {
      say(std::move(change), palette::kIntentAttack);
    }
  }
  placed_lines(text, labels, lines, c.x, c.y + r * 0.6f + 4, size, Nudge::kDown, 6.0 * size);
  if (f && !f->alerts.empty()) draw_forecast_alerts(ctx, f->alerts);
}

}  // namespace hp::view
