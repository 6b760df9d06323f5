// EventEffects implementation.
#include "game/view/event_effects.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>

#include "engine/audio/audio.h"
#include "engine/render/shapes.h"
#include "engine/render/text_renderer.h"

namespace hp::view {
namespace {

constexpr double kNumberSeconds = 1.1;
constexpr double kCrossSeconds = 0.6;
constexpr double kNoticeSeconds = 2.5;

}  // namespace

void EventEffects::on_events(std::span<const sim::Event> events, Camera& camera) {
  for (const sim::Event& e : events) {
    switch (e.type) {
      case sim::EventType::kSlam:
        audio_.play_effect("slam");
        camera.shake(5.0, 0.3);
        numbers_.push_back({e.where, "-" + std::to_string(e.amount), 0});
        break;
      case sim::EventType::kKnockedOut:
        camera.shake(8.0, 0.45);
        break;
      case sim::EventType::kOrderRejected:
        audio_.play_effect("deny");
        break;
      default:
        break;
    }
  }
}

void EventEffects::refuse(std::string reason) {
  announce(std::move(reason));
  audio_.play_effect("deny");
}

void EventEffects::announce(std::string message) {
  notice_ = std::move(message);
  notice_age_ = 0;
}

void EventEffects::reject_click(Vec2 world, std::string reason) {
  crosses_.push_back({world, 0});
  notice_ = std::move(reason);
  notice_age_ = 0;
  audio_.play_effect("deny");
}

void EventEffects::accept_click() {
  audio_.play_effect("select");
}

void EventEffects::update(double dt) {
  for (auto& n : numbers_) n.age += dt;
  for (auto& c : crosses_) c.age += dt;
  std::erase_if(numbers_, [](const FloatingNumber& n) { return n.age > kNumberSeconds; });
  std::erase_if(crosses_, [](const Cross& c) { return c.age > kCrossSeconds; });
  notice_age_ += dt;
  if (notice_age_ > kNoticeSeconds) notice_.clear();
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
    const Vec2 s = camera.to_screen(n.world - Vec2{0, 18 + rise});
    const auto alpha = static_cast<std::uint8_t>(255 * std::clamp((1.0 - t) * 3.0, 0.0, 1.0));
    const int size = std::clamp(static_cast<int>(20 * camera.zoom()), 16, 40);
    text_.draw(n.text, static_cast<int>(s.x), static_cast<int>(s.y), size, {255, 230, 90, alpha},
               TextAlign::kCenter);
  }
}

}  // namespace hp::view
