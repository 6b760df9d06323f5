// EventEffects: turns simulation events into what players see and hear (sound, shake, numbers).
#pragma once

#include <span>
#include <string>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/events.h"
#include "game/view/camera.h"

struct SDL_Renderer;

namespace hp {
class Audio;
class TextRenderer;
}  // namespace hp

namespace hp::view {

class EventEffects {
 public:
  EventEffects(Audio& audio, TextRenderer& text) : audio_(audio), text_(text) {}

  // Reacts to the events of one simulation tick.
  void on_events(std::span<const sim::Event> events, Camera& camera);
  // A click that did nothing: a fading red cross where it landed, a buzz, and why.
  void reject_click(Vec2 world, std::string reason);
  // A successful pick: a soft blip.
  void accept_click();
  // A key press that did nothing: the buzz and why, without a cross.
  void refuse(std::string reason);
  // A message for the notice line (a turn beginning, the battle's end), without the buzz.
  void announce(std::string message);
  // Ages the effects by dt seconds of real time.
  void update(double dt);
  void draw(SDL_Renderer* renderer, const Camera& camera);
  // The latest explanation for a rejected click, empty once it has faded.
  const std::string& notice() const { return notice_; }

 private:
  struct FloatingNumber {
    Vec2 world;
    std::string text;
    double age = 0;
  };
  struct Cross {
    Vec2 world;
    double age = 0;
  };

  Audio& audio_;
  TextRenderer& text_;
  std::vector<FloatingNumber> numbers_;
  std::vector<Cross> crosses_;
  std::string notice_;
  double notice_age_ = 0;
};

}  // namespace hp::view
