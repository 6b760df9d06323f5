// AttackPreview: the forecast walk drawn dashed, ghost rings where hero and enemy meet and where
// the knock-back leaves the enemy, and "-3 (8 → 5)" over the enemy.
#include "game/view/previews/attack_preview.h"

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
#include "game/view/canvas/overlay_drawing.h"
#include "game/view/canvas/palette.h"
#include "game/view/previews/enemy_intent.h"
#include "game/view/previews/order_consequences.h"
#include "game/view/text/order_messages.h"

namespace hp::view {
namespace {

constexpr std::uint64_t kReplanTicks = 15;  // a quarter second, while the world still moves
constexpr Rgba kRoute = palette::kPreviewRoute;
constexpr Rgba kNoRoute = palette::kPreviewNoRoute;

void ghost_ring(SDL_Renderer* renderer, Vec2 at, double radius, const Camera& camera, Rgba color) {
  const Vec2 c = camera.to_screen(at);
  const auto r = static_cast<float>(radius * camera.zoom());
  const Camera::Radii ring = camera.ground(r, r * 0.5f);
  draw_ring(renderer, static_cast<float>(c.x), static_cast<float>(c.y), ring.x, ring.y,
            std::max(1.5f, 1.5f * static_cast<float>(camera.zoom())), color);
}

std::string abandon_text(sim::AbandonReason reason) {
  switch (reason) {
    case sim::AbandonReason::kNoPath:
      return "no way there";
    case sim::AbandonReason::kStuck:
      return "would get stuck and give up";
    case sim::AbandonReason::kTargetDown:
      return "it would be down first";
  }
  return "would give up";
}

}  // namespace

AttackPreview::AttackPreview(ForecastPlay play) : play_(play) {
  if (play_ == ForecastPlay::kOnThread) thread_ = std::make_unique<AttackForecastThread>();
}

AttackPreview::~AttackPreview() = default;
AttackPreview::AttackPreview(AttackPreview&&) noexcept = default;
AttackPreview& AttackPreview::operator=(AttackPreview&&) noexcept = default;

void AttackPreview::forget() {
  hero_.reset();
  enemy_.reset();
  forecaster_.reset();
  if (thread_ && job_ != 0) thread_->drop(job_);
  job_ = 0;  // a job still playing is never taken
  played_.reset();
}

void AttackPreview::update(const sim::World& world, std::optional<sim::UnitId> hero,
                           std::optional<sim::UnitId> enemy) {
  const sim::Unit* h = hero ? world.unit(*hero) : nullptr;
  const sim::Unit* e = enemy ? world.unit(*enemy) : nullptr;
  if (!h || !e || h->side() == e->side() || !e->in_play()) {
    forget();
    return;
  }
  const bool same = hero_ == hero && enemy_ == enemy;
  const bool still = world.waiting_for_player();
  const bool holds = same && ((planned_still_ && still) ||  // nothing has moved
                              world.tick() < planned_tick_ + kReplanTicks);
  if (!holds) {
    if (!same) played_.reset();  // another pair's forecast is not this one's
    hero_ = hero;
    enemy_ = enemy;
    planned_tick_ = world.tick();
    planned_still_ = still;
    if (thread_) {
      job_ = thread_->play(sim::AttackForecaster(world, *hero, *enemy));
    } else {
      forecaster_.emplace(world, *hero, *enemy);
    }
  }
  if (thread_) {
    if (std::optional<sim::AttackForecast> done = thread_->take(job_, world))
      played_ = std::move(done);
  } else {
    forecaster_->advance(kTicksPerUpdate);
  }
}

const sim::AttackForecast* AttackPreview::forecast() const {
  if (thread_) return played_ ? &*played_ : nullptr;
  return forecaster_ ? &forecaster_->forecast() : nullptr;
}

bool AttackPreview::finished() const {
  if (thread_) return played_.has_value();
  return forecaster_ && forecaster_->finished();
}

void AttackPreview::draw(const DrawContext& ctx, LabelBoard& labels) const {
  const auto& [renderer, text, world, camera, drawn] = ctx;
  const sim::AttackForecast* forecast = this->forecast();
  if (!hero_ || !enemy_ || !forecast || !forecast->accepted) return;
  const sim::Unit* h = world.unit(*hero_);
  const sim::Unit* e = world.unit(*enemy_);
  if (!h || !e) return;
  const sim::AttackForecast& f = *forecast;
  const float thickness = static_cast<float>(std::max(2.0, 2.5 * camera.zoom()));
  // Still being played: the walk as far as it has got, no outcome yet.
  world_dashed_path(renderer, camera, f.approach, 10.0, 6.0, thickness,
                    f.lands || !finished() ? kRoute : kNoRoute);
  if (!finished()) return;
  if (f.lands) {
    // Where they meet (the enemy's ring only when it will have walked on), then the knock-back.
    ghost_ring(renderer, f.meeting, h->radius(), camera, kRoute);
    if (distance(f.enemy_at_slam, e->position) > e->radius() * 0.5) {
      ghost_ring(renderer, f.enemy_at_slam, e->radius(), camera, kNoRoute);
    }
    const Vec2 from = camera.to_screen(f.enemy_at_slam);
    const Vec2 to = camera.to_screen(f.enemy_lands);
    draw_line(renderer, static_cast<float>(from.x), static_cast<float>(from.y),
              static_cast<float>(to.x), static_cast<float>(to.y), thickness * 0.6f, kNoRoute);
    if (!f.knocks_out) ghost_ring(renderer, f.enemy_lands, e->radius(), camera, kNoRoute);
  }
  // Under the enemy's feet: the tooltip takes the space above its name first.
  const int size = std::clamp(static_cast<int>(std::lround(15 * camera.zoom())), 13, 30);
  // Where it will be hit, when a patroller walks on first (its ghost ring is there).
  const Vec2 hit_at = f.lands && distance(f.enemy_at_slam, e->position) > e->radius() * 0.5
                          ? f.enemy_at_slam
                          : e->position;
  const Vec2 over = camera.to_screen(hit_at) + Vec2{0, e->radius() * 0.9 * camera.zoom() + 4};
  // Moved off the names and numbers already there (label_board.h), the lines together.
  const double reach = 5.0 * size;
  if (!f.lands) {
    const LabelLine line{abandon_text(f.abandoned), {kNoRoute.r, kNoRoute.g, kNoRoute.b, 255}};
    placed_lines(text, labels, std::span(&line, 1), over.x, over.y, size, Nudge::kDown, reach);
    return;
  }
  std::string label = "-" + std::to_string(f.damage) + "  (" + std::to_string(e->hp) +
                      " \xE2\x86\x92 " + std::to_string(f.enemy_hp_after) +
                      (f.knocks_out ? ", out" : "") + ")";
  if (f.enemy_flees) label += "  runs first";
  // Under the damage, a line each, everything else the attack sets off there and back: so
  // waking a sentry, calling a reinforcement or turning an enemy on another hero is never a
  // surprise. Moved off the names and numbers already there, the lines together.
  const auto line = [](std::string words, Rgba tone) {
    return LabelLine{std::move(words), {tone.r, tone.g, tone.b, 255}};
  };
  std::vector<LabelLine> lines{line(label, {255, 226, 150, 255})};
  if (f.wins) lines.push_back(line("wins the battle", palette::kGoalEdge));
  if (f.stays_away) lines.push_back(line(stays_away_line(*h), kNoRoute));
  lines.push_back(line(alerts_line(world, f.alerts), palette::kAlertMark));
  lines.push_back(line(order_consequences(world, f.calls, f.doors), palette::kNews));
  if (f.complete) {
    for (std::string& change : intent_changes(world, f.plans_after)) {
      lines.push_back(line(std::move(change), palette::kIntentAttack));
    }
  }
  placed_lines(text, labels, lines, over.x, over.y, size, Nudge::kDown, reach);
  // A hollow "!" over each enemy it would alert.
  if (!f.alerts.empty()) draw_forecast_alerts(ctx, f.alerts);
}

}  // namespace hp::view
