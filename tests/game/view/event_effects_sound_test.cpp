// EventEffects' sounds: which cue each event, click and step plays (sounds.json says the files).
#include <gtest/gtest.h>

#include <vector>

#include "engine/render/text/text_renderer.h"
#include "game/view/battlefield/event_effects.h"

namespace hp::view {
namespace {

class EventEffectsSound : public ::testing::Test {
 protected:
  EventEffectsSound() : text_(nullptr, "no-font.ttf"), effects_(text_) {
    effects_.set_sound([this](SoundCue cue) { cues_.push_back(cue); });
  }
  TextRenderer text_;  // draws nothing without a font; the sounds do not need it
  EventEffects effects_;
  Camera camera_;
  std::vector<SoundCue> cues_;
};

TEST_F(EventEffectsSound, each_sim_event_with_a_sound_plays_its_cue) {
  const std::vector<sim::Event> events = {
      sim::Slam{},    sim::KnockedOut{},      sim::OrderRejected{},
      sim::Flees{},   sim::PlayerTurnBegan{}, sim::EnemyTurnBegan{},
      sim::Victory{}, sim::Defeat{},          sim::RouteReplanned{}};  // no sound
  effects_.on_events(events, camera_);
  EXPECT_EQ(cues_,
            (std::vector<SoundCue>{SoundCue::kSlam, SoundCue::kKnockOut, SoundCue::kRefuse,
                                   SoundCue::kFlee, SoundCue::kTurnChange, SoundCue::kTurnChange,
                                   SoundCue::kVictory, SoundCue::kDefeat}));
}

TEST_F(EventEffectsSound, clicks_select_and_refusals_buzz) {
  effects_.accept_click();
  effects_.refuse("no");
  effects_.reject_click({1, 2}, "no");
  EXPECT_EQ(cues_,
            (std::vector<SoundCue>{SoundCue::kSelect, SoundCue::kRefuse, SoundCue::kRefuse}));
}

sim::Unit walker(Vec2 at) {
  sim::Unit unit;
  unit.spec.radius = 12.8;
  unit.position = at;
  unit.velocity = {96, 0};
  return unit;
}

// Walks units east at 96 px/s for two seconds: 192 px at 14.08 px a step is 13 footfalls each.
void walk(EventEffects& effects, std::vector<sim::Unit>& units) {
  for (int tick = 0; tick <= 120; ++tick) {
    effects.on_steps(units);
    for (sim::Unit& u : units) u.position.x += 96.0 / 60;
  }
}

TEST_F(EventEffectsSound, a_walking_unit_steps_once_a_footfall) {
  std::vector<sim::Unit> units = {walker({0, 0})};
  walk(effects_, units);
  EXPECT_EQ(cues_, std::vector<SoundCue>(13, SoundCue::kFootstep));
}

TEST_F(EventEffectsSound, feet_landing_on_one_tick_are_one_sound) {
  std::vector<sim::Unit> crowd(10, walker({0, 0}));  // ten in step
  walk(effects_, crowd);
  EXPECT_EQ(cues_, std::vector<SoundCue>(13, SoundCue::kFootstep));
}

TEST_F(EventEffectsSound, standing_units_make_no_steps) {
  sim::Unit unit = walker({0, 0});
  unit.velocity = {};
  const std::vector<sim::Unit> units = {unit};
  for (int tick = 0; tick < 60; ++tick) effects_.on_steps(units);
  EXPECT_TRUE(cues_.empty());
}

}  // namespace
}  // namespace hp::view
