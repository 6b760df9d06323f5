// EventEffects: turns simulation events into what players see and hear (sound, shake, numbers).
#pragma once

#include <deque>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/model/events.h"
#include "game/sim/model/unit.h"
#include "game/view/battlefield/sound_cue.h"
#include "game/view/battlefield/walk_cycle.h"
#include "game/view/canvas/camera.h"

struct SDL_Renderer;

namespace hp {
class TextRenderer;
}  // namespace hp

namespace hp::view {

class EventEffects {
 public:
  explicit EventEffects(TextRenderer& text) : text_(text) {}

  // Where the sounds go (data/sounds/sounds.json says which file each cue plays).
  void set_sound(SoundCuePlayer play) { sound_ = std::move(play); }
  // Reacts to the events of one simulation tick.
  void on_events(std::span<const sim::Event> events, Camera& camera);
  // Follows the units' walking after a tick: a foot coming down is a footstep (the same steps
  // the walk cycle draws; the sound's min_interval keeps a crowd from machine-gunning).
  void on_steps(std::span<const sim::Unit> units);
  // A click that did nothing: a fading red cross where it landed, a buzz, and why.
  void reject_click(Vec2 world, std::string reason);
  // A successful pick: a soft blip.
  void accept_click();
  // A key press that did nothing: the buzz and why, without a cross.
  void refuse(std::string reason);
  // Called with every refusal's reason (the combat log keeps them).
  void on_refusal(std::function<void(const std::string&)> listener) {
    on_refusal_ = std::move(listener);
  }
  // How long the notice line shows a refusal or news, and a problem (time to read a path and
  // a fix).
  static constexpr double kNoticeSeconds = 2.5;
  static constexpr double kProblemSeconds = 8.0;
  // A message for the notice line (a turn beginning, the battle's end), without the buzz.
  void announce(std::string message);
  // A problem for the notice line (a map's warning, an audio problem), for kProblemSeconds;
  // while another problem shows, or problems are held, it waits its turn, so no problem hides
  // another and none is shown where nobody can read it.
  void warn(std::string problem);
  // While held (a screen covers the notice line: the title), problems wait; released, the first
  // of them shows at once.
  void hold_problems(bool held);
  // A banner across the middle of the screen: big title, smaller line under it. It fades after
  // `seconds`, or stays while `seconds` is 0 (the battle's result).
  void banner(std::string title, std::string line, double seconds);
  // Ages the effects by dt seconds of real time.
  void update(double dt);
  void draw(SDL_Renderer* renderer, const Camera& camera);
  // Whether a banner is showing (the turn change's, or the result's).
  bool banner_showing() const { return banner_.has_value(); }
  // The latest explanation for a rejected click or announcement, empty once it has faded.
  const std::string& notice() const { return notice_; }
  // Whether that notice explains a refusal (drawn in red) rather than announcing news.
  bool notice_is_refusal() const { return notice_refusal_; }

 private:
  void draw_banner(SDL_Renderer* renderer) const;
  void play(SoundCue cue) const {
    if (sound_) sound_(cue);
  }
  std::function<void(const std::string&)> on_refusal_;
  SoundCuePlayer sound_;
  WalkCycle steps_;              // driven by the ticks, so footsteps sound headless too
  std::vector<Vec2> positions_;  // kept between ticks: no allocation per tick

  struct FloatingNumber {
    Vec2 world;
    std::string text;
    double age = 0;
  };
  struct Cross {
    Vec2 world;
    double age = 0;
  };

  TextRenderer& text_;
  std::vector<FloatingNumber> numbers_;
  std::vector<Cross> crosses_;
  std::string notice_;
  bool notice_refusal_ = false;
  double notice_age_ = 0;
  double notice_seconds_ = kNoticeSeconds;  // how long the current notice stays
  bool notice_problem_ = false;             // the notice is warn()'s
  bool problems_held_ = false;              // hold_problems
  std::deque<std::string> problems_waiting_;
  struct Banner {
    std::string title;
    std::string line;
    double seconds = 0;  // 0: stays
    double age = 0;
  };
  std::optional<Banner> banner_;
};

}  // namespace hp::view
