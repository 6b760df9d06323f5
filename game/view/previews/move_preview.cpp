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

namespace {
constexpr std::uint64_t kRecheckTicks = 15;  // a quarter second, while the world still moves
}  // namespace

MovePreview::MovePreview(ForecastPlay play) {
  if (play == ForecastPlay::kOnThread) thread_ = std::make_unique<MoveForecastThread>();
}

MovePreview::~MovePreview() = default;
MovePreview::MovePreview(MovePreview&&) noexcept = default;
MovePreview& MovePreview::operator=(MovePreview&&) noexcept = default;

void MovePreview::forget() {
  hero_.reset();
  spot_.reset();
  reason_.clear();
  forecaster_.reset();
  if (thread_ && job_ != 0) thread_->drop(job_);
  job_ = 0;  // a job still playing is never taken
  taken_.reset();
}

void MovePreview::update(const sim::World& world, std::optional<sim::UnitId> hero,
                         std::optional<Vec2> spot) {
  const sim::Unit* h = hero ? world.unit(*hero) : nullptr;
  if (!h || !spot || !world.can_move(*hero)) {
    forget();
    return;
  }
  // The check plans a route and the forecast plays the walk: once per spot while the world
  // stands still, and at most every quarter second while allies still walk back (not on every
  // frame).
  const bool same = hero_ == hero && spot_ && distance(*spot_, *spot) < 1.0;
  const bool still = world.waiting_for_player();
  const bool holds =
      same && ((checked_still_ && still) || world.tick() < checked_tick_ + kRecheckTicks);
  if (!holds) {
    if (!same) {  // another hero's or spot's answer is not this one's
      taken_.reset();
      reason_.clear();
    }
    start(world, *hero, same ? *spot_ : *spot);
  }
  play_on(world, *h);
}

void MovePreview::start(const sim::World& world, sim::UnitId hero, Vec2 spot) {
  hero_ = hero;
  spot_ = spot;
  checked_tick_ = world.tick();
  checked_still_ = world.waiting_for_player();
  if (thread_) {
    job_ = thread_->play(sim::MoveForecaster(world, hero, spot));
  } else {
    forecaster_.emplace(world, hero, spot);
  }
}

void MovePreview::play_on(const sim::World& world, const sim::Unit& hero) {
  bool fresh = false;  // a new answer: the refusal's words are said once
  if (thread_) {
    if (std::optional<sim::MoveForecast> done = thread_->take(job_, world)) {
      taken_ = std::move(done);
      fresh = true;
    }
  } else if (!forecaster_->finished()) {
    fresh = !forecaster_->checked();
    forecaster_->advance(kTicksPerUpdate);
  }
  if (fresh) reason_ = move_refusal_message(hero, answer()->check, answer()->too_far_by);
}

const sim::MoveForecast* MovePreview::answer() const {
  if (thread_) return taken_ ? &*taken_ : nullptr;
  return forecaster_ && forecaster_->checked() ? &forecaster_->forecast() : nullptr;
}

std::optional<sim::MoveCheck> MovePreview::check() const {
  const sim::MoveForecast* shown = answer();
  return shown ? std::optional(shown->check) : std::nullopt;
}

const sim::MoveForecast* MovePreview::forecast() const {
  const sim::MoveForecast* shown = answer();
  if (!shown || shown->check != sim::MoveCheck::kOk) return nullptr;
  return thread_ || forecaster_->finished() ? shown : nullptr;
}

void MovePreview::draw(const DrawContext& ctx, LabelBoard& labels) const {
  const auto& [renderer, text, world, camera, drawn] = ctx;
  if (!hero_ || !spot_) return;
  const sim::Unit* h = world.unit(*hero_);
  if (!h) return;
  const std::optional<sim::MoveCheck> checked = check();
  const bool ok = checked == sim::MoveCheck::kOk;
  const Vec2 c = camera.to_screen(*spot_);
  const auto r = static_cast<float>(h->radius() * camera.zoom());
  const Camera::Radii ring = camera.ground(r, r * 0.5f);
  const auto thickness = static_cast<float>(std::max(2.0, 2.0 * camera.zoom()));
  if (!checked) {
    // The thread still checks this spot: a faint, thin ring, neither yes nor no, and no words.
    draw_ring(renderer, static_cast<float>(c.x), static_cast<float>(c.y), ring.x, ring.y,
              thickness * 0.5f, palette::kPreviewChecking, 8);
    return;
  }
  const Rgba colour = ok ? palette::kSelectRing : palette::kPreviewNoRoute;
  draw_ring(renderer, static_cast<float>(c.x), static_cast<float>(c.y), ring.x, ring.y, thickness,
            colour, 8);
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
