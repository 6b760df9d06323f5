// EventEffects implementation.
#include "game/view/battlefield/event_effects.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>

#include "engine/render/draw/shapes.h"
#include "engine/render/text/text_renderer.h"

namespace hp::view {
namespace {

constexpr double kNumberSeconds = 1.1;
constexpr double kCrossSeconds = 0.6;
constexpr double kBannerFadeSeconds = 0.25;

}  // namespace

void EventEffects::on_events(std::span<const sim::Event> events, Camera& camera) {
  const sim::Overloaded effect{[&](const sim::Slam& e) {
                                 play(SoundCue::kSlam);
                                 camera.shake(5.0, 0.3);
                                 numbers_.push_back({e.contact, "-" + std::to_string(e.damage), 0});
                               },
                               [&](const sim::KnockedOut&) {
                                 play(SoundCue::kKnockOut);
                                 camera.shake(8.0, 0.45);
                               },
                               [&](const sim::OrderRejected&) { play(SoundCue::kRefuse); },
                               [&](const sim::Flees&) { play(SoundCue::kFlee); },
                               [&](const sim::PlayerTurnBegan&) { play(SoundCue::kTurnChange); },
                               [&](const sim::EnemyTurnBegan&) { play(SoundCue::kTurnChange); },
                               [&](const sim::Victory&) { play(SoundCue::kVictory); },
                               [&](const sim::Defeat&) { play(SoundCue::kDefeat); },
                               [](const auto&) {}};
  for (const sim::Event& e : events) std::visit(effect, e);
}

void EventEffects::refuse(std::string reason) {
  if (on_refusal_) on_refusal_(reason);
  notice_ = std::move(reason);
  notice_refusal_ = true;
  notice_problem_ = false;
  notice_age_ = 0;
  notice_seconds_ = kNoticeSeconds;
  play(SoundCue::kRefuse);
}

void EventEffects::announce(std::string message) {
  notice_ = std::move(message);
  notice_refusal_ = false;
  notice_problem_ = false;
  notice_age_ = 0;
  notice_seconds_ = kNoticeSeconds;
}

void EventEffects::warn(std::string problem) {
  if (problems_held_ || (notice_problem_ && !notice_.empty())) {
    problems_waiting_.push_back(std::move(problem));
    return;
  }
  notice_ = std::move(problem);
  notice_refusal_ = false;
  notice_problem_ = true;
  notice_age_ = 0;
  notice_seconds_ = kProblemSeconds;
}

void EventEffects::hold_problems(bool held) {
  problems_held_ = held;
  if (held || problems_waiting_.empty() || (notice_problem_ && !notice_.empty())) return;
  std::string first = std::move(problems_waiting_.front());
  problems_waiting_.pop_front();
  warn(std::move(first));
}

void EventEffects::banner(std::string title, std::string line, double seconds) {
  banner_ = Banner{std::move(title), std::move(line), seconds, 0};
}

void EventEffects::reject_click(Vec2 world, std::string reason) {
  crosses_.push_back({world, 0});
  refuse(std::move(reason));
}

void EventEffects::accept_click() {
  play(SoundCue::kSelect);
}

void EventEffects::on_steps(std::span<const sim::Unit> units) {
  positions_.clear();
  for (const sim::Unit& unit : units) positions_.push_back(unit.position);
  steps_.update(units, positions_);
  for (std::size_t i = 0; i < units.size(); ++i) {
    if (units[i].in_play() && steps_.pose(i).footfall) {
      play(SoundCue::kFootstep);
      return;  // one step a tick at most: many feet at once are one sound
    }
  }
}

void EventEffects::update(double dt) {
  for (auto& n : numbers_) n.age += dt;
  for (auto& c : crosses_) c.age += dt;
  std::erase_if(numbers_, [](const FloatingNumber& n) { return n.age > kNumberSeconds; });
  std::erase_if(crosses_, [](const Cross& c) { return c.age > kCrossSeconds; });
  notice_age_ += dt;
  if (notice_age_ > notice_seconds_) notice_.clear();
  if (notice_.empty() && !problems_held_ && !problems_waiting_.empty()) {
    const std::string next = std::move(problems_waiting_.front());
    problems_waiting_.pop_front();
    warn(next);
  }
  if (banner_) {
    banner_->age += dt;
    if (banner_->seconds > 0 && banner_->age > banner_->seconds) banner_.reset();
  }
}

// A dark band across the middle with the title large and the line under it; it slides in and
// fades out, so a turn change is noticed without stopping play.
void EventEffects::draw_banner(SDL_Renderer* renderer) const {
  if (!banner_) return;
  int w = 0, h = 0;
  SDL_GetRendererOutputSize(renderer, &w, &h);
  const double ui = h >= 1200 ? 2.0 : 1.0;
  const double fade_in = std::clamp(banner_->age / kBannerFadeSeconds, 0.0, 1.0);
  const double fade_out =
      banner_->seconds > 0
          ? std::clamp((banner_->seconds - banner_->age) / kBannerFadeSeconds, 0.0, 1.0)
          : 1.0;
  const double a = std::min(fade_in, fade_out);
  const int title_size = static_cast<int>(std::lround(40 * ui));
  const int line_size = static_cast<int>(std::lround(17 * ui));
  const float band = static_cast<float>(title_size * 1.4 + line_size * 1.6 + 24 * ui);
  const float top = static_cast<float>(h) * 0.42f - band / 2;
  fill_rect(renderer, 0, top, static_cast<float>(w), band,
            {14, 12, 22, static_cast<std::uint8_t>(200 * a)});
  fill_rect(renderer, 0, top, static_cast<float>(w), 2,
            {200, 160, 90, static_cast<std::uint8_t>(255 * a)});
  fill_rect(renderer, 0, top + band - 2, static_cast<float>(w), 2,
            {200, 160, 90, static_cast<std::uint8_t>(255 * a)});
  const int slide = static_cast<int>((1.0 - fade_in) * 40 * ui);
  const auto alpha = static_cast<std::uint8_t>(255 * a);
  text_.draw(banner_->title, w / 2 - slide, static_cast<int>(top + 10 * ui), title_size,
             {255, 226, 150, alpha}, TextAlign::kCenter);
  text_.draw(banner_->line, w / 2, static_cast<int>(top + 14 * ui + title_size * 1.3), line_size,
             {230, 230, 240, alpha}, TextAlign::kCenter);
}

void EventEffects::draw(SDL_Renderer* renderer, const Camera& camera) {
  for (const Cross& c : crosses_) {
    const Vec2 s = camera.to_screen(c.world);
    const double t = c.age / kCrossSeconds;
    const auto alpha = static_cast<Uint8>(255 * (1.0 - t));
    const float arm = static_cast<float>((7.0 + 5.0 * t) * camera.zoom());
    SDL_SetRenderDrawColor(renderer, 255, 70, 60, alpha);
    for (int w = -1; w <= 1; ++w) {
      const float sx = static_cast<float>(s.x), sy = static_cast<float>(s.y);
      SDL_RenderDrawLineF(renderer, sx - arm + w, sy - arm, sx + arm + w, sy + arm);
      SDL_RenderDrawLineF(renderer, sx - arm + w, sy + arm, sx + arm + w, sy - arm);
    }
    draw_ring(renderer, static_cast<float>(s.x), static_cast<float>(s.y), arm * 1.3f, arm * 1.3f,
              2.0f, {255, 70, 60, alpha});
  }
  for (const FloatingNumber& n : numbers_) {
    const double t = n.age / kNumberSeconds;
    // Rises quickly then settles, fading in its last third.
    const double rise = 34.0 * (1.0 - (1.0 - t) * (1.0 - t));
    const Vec2 s = camera.to_screen(n.world, Vec2{0, -(18 + rise)});
    const auto alpha = static_cast<std::uint8_t>(255 * std::clamp((1.0 - t) * 3.0, 0.0, 1.0));
    const int size = std::clamp(static_cast<int>(20 * camera.zoom()), 16, 40);
    text_.draw(n.text, static_cast<int>(s.x), static_cast<int>(s.y), size, {255, 230, 90, alpha},
               TextAlign::kCenter);
  }
  draw_banner(renderer);
}

}  // namespace hp::view
