// EffectsMixer without a device: voices add, end, ask for ducks, follow the volume, get stolen.
#include "engine/audio/mix/effects_mixer.h"

#include <gtest/gtest.h>

#include <vector>

namespace hp {
namespace {

std::shared_ptr<PcmTrack> constant(int frames, std::int16_t value) {
  auto t = std::make_shared<PcmTrack>();
  t->name = "fx";
  t->samples.assign(static_cast<std::size_t>(frames) * 2, value);
  return t;
}

std::vector<float> mix(EffectsMixer& fx, int frames, double* duck = nullptr) {
  std::vector<float> out(static_cast<std::size_t>(frames) * 2, 0.0f);
  const double d = fx.mix_add(out.data(), frames);
  if (duck) *duck = d;
  return out;
}

TEST(EffectsMixer, voices_add_at_their_gain_and_end_with_their_sound) {
  EffectsMixer fx(44100);
  fx.play(constant(100, 1000), 1.0, 1.0);
  fx.play(constant(50, 2000), 0.5, 1.0);
  const auto out = mix(fx, 200);
  EXPECT_FLOAT_EQ(out[0], 2000.0f);       // 1000 + 0.5 x 2000
  EXPECT_FLOAT_EQ(out[60 * 2], 1000.0f);  // the short one ended
  EXPECT_FLOAT_EQ(out[150 * 2], 0.0f);
  EXPECT_EQ(fx.active_voices(), 0);
}

TEST(EffectsMixer, it_adds_to_what_is_there) {
  EffectsMixer fx(44100);
  fx.play(constant(10, 100), 1.0, 1.0);
  std::vector<float> out(20, 5.0f);
  fx.mix_add(out.data(), 10);
  EXPECT_FLOAT_EQ(out[0], 105.0f);
}

TEST(EffectsMixer, the_lowest_duck_of_the_sounding_voices_is_reported) {
  EffectsMixer fx(44100);
  double duck = 0;
  mix(fx, 10, &duck);
  EXPECT_EQ(duck, 1.0);
  fx.play(constant(100, 0), 1.0, 0.5);
  fx.play(constant(20, 0), 1.0, 0.25);
  mix(fx, 10, &duck);
  EXPECT_EQ(duck, 0.25);
  mix(fx, 20, &duck);  // the second ends within this block
  mix(fx, 10, &duck);
  EXPECT_EQ(duck, 0.5);
  mix(fx, 100, &duck);
  mix(fx, 10, &duck);
  EXPECT_EQ(duck, 1.0);
}

TEST(EffectsMixer, the_volume_ramps_instead_of_stepping) {
  EffectsMixer fx(1000);  // the 30 ms ramp is 30 frames here
  fx.play(constant(1000, 1000), 1.0, 1.0);
  fx.set_volume(0.0);
  std::vector<float> out;
  for (int block = 0; block < 6; ++block) {  // the ramp is linear within each call
    const auto part = mix(fx, 10);
    out.insert(out.end(), part.begin(), part.end());
  }
  EXPECT_FLOAT_EQ(out[0], 1000.0f);
  EXPECT_GT(out[10 * 2], 0.0f);
  EXPECT_LT(out[10 * 2], 1000.0f);
  EXPECT_FLOAT_EQ(out[59 * 2], 0.0f);
}

TEST(EffectsMixer, a_sound_past_the_voices_replaces_the_one_nearest_its_end) {
  EffectsMixer fx(44100);
  for (int i = 0; i < EffectsMixer::kVoices; ++i) fx.play(constant(1000 + i, 1), 1.0, 1.0);
  fx.play(constant(5000, 100), 1.0, 1.0);
  EXPECT_EQ(fx.active_voices(), EffectsMixer::kVoices);
  const auto out = mix(fx, 1002);
  EXPECT_FLOAT_EQ(out[0], 115.0f);         // 15 old voices of 1 and the new one of 100
  EXPECT_FLOAT_EQ(out[1000 * 2], 115.0f);  // the 1000-frame voice was the one replaced
  EXPECT_FLOAT_EQ(out[1001 * 2], 114.0f);
}

}  // namespace
}  // namespace hp
