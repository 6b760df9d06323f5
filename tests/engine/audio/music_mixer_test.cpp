// MusicMixer mixed into buffers without a device: overlapping crossfades, the limit, loops, ducks.
#include "engine/audio/music_mixer.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

namespace hp {
namespace {

// A track of constant left and right samples.
std::shared_ptr<PcmTrack> constant(const char* name, int frames, std::int16_t left,
                                   std::int16_t right) {
  auto t = std::make_shared<PcmTrack>();
  t->name = name;
  for (int i = 0; i < frames; ++i) {
    t->samples.push_back(left);
    t->samples.push_back(right);
  }
  return t;
}

std::vector<std::int16_t> mix(MusicMixer& mixer, int frames) {
  std::vector<std::int16_t> out(static_cast<std::size_t>(frames) * 2);
  mixer.mix(out.data(), frames);
  return out;
}

TEST(MusicMixer, a_crossfade_overlaps_both_tracks_at_equal_power) {
  MusicMixer mixer(1000);
  mixer.play(constant("a", 100000, 10000, 0), 1.0, 0.0);
  EXPECT_EQ(mix(mixer, 10)[0], 10000);
  mixer.play(constant("b", 100000, 0, 10000), 1.0, 1.0);  // a fades out as b fades in
  const auto fade = mix(mixer, 1000);
  const double left = fade[2 * 499], right = fade[2 * 499 + 1];  // half way
  EXPECT_GT(left, 6500);  // both tracks sound at once: a true overlap, not a cut
  EXPECT_GT(right, 6500);
  const double power = (left * left + right * right) / (10000.0 * 10000.0);
  EXPECT_NEAR(power, 1.0, 0.02);    // equal-power curves: no dip in loudness mid-fade
  for (int i = 1; i < 1000; ++i) {  // a falls and b rises every frame, no jumps
    EXPECT_LE(fade[2 * i], fade[2 * (i - 1)]);
    EXPECT_GE(fade[2 * i + 1], fade[2 * (i - 1) + 1]);
  }
  const auto after = mix(mixer, 10);
  EXPECT_EQ(after[0], 0);
  EXPECT_EQ(after[1], 10000);
  EXPECT_EQ(mixer.active_voices(), 1);
  EXPECT_EQ(mixer.current()->name, "b");
}

TEST(MusicMixer, loud_tracks_are_limited_at_full_scale_never_wrapped) {
  MusicMixer mixer(1000);
  mixer.play(constant("a", 100000, 30000, -30000), 1.0, 0.0);
  mix(mixer, 10);  // a is sounding (a track that never sounded just gives way)
  mixer.play(constant("b", 100000, 30000, -30000), 1.0, 1.0);
  const auto out = mix(mixer, 1000);
  EXPECT_EQ(out[2 * 500], 32767);  // 30000 * (0.707 + 0.707) is over full scale
  EXPECT_EQ(out[2 * 500 + 1], -32768);
  for (std::size_t i = 0; i < out.size(); i += 2) EXPECT_GT(out[i], 0);
}

TEST(MusicMixer, the_loop_wraps_sample_exactly_after_the_intro) {
  auto t = std::make_shared<PcmTrack>();
  for (int i = 0; i < 350; ++i) {  // each frame holds its own index; 300..349 is a tail
    t->samples.push_back(static_cast<std::int16_t>(i));
    t->samples.push_back(static_cast<std::int16_t>(-i));
  }
  t->loop_start = 100;  // LOOPSTART
  t->loop_end = 300;    // LOOPSTART + LOOPLENGTH
  MusicMixer mixer(44100);
  mixer.play(t, 1.0, 0.0);
  const auto out = mix(mixer, 1000);
  for (int i = 0; i < 1000; ++i) {
    const int expected = i < 300 ? i : 100 + (i - 300) % 200;
    ASSERT_EQ(out[2 * i], expected) << "frame " << i;
    ASSERT_EQ(out[2 * i + 1], -expected) << "frame " << i;
  }
}

TEST(MusicMixer, a_track_without_loop_tags_loops_whole) {
  auto t = constant("w", 3, 0, 0);
  t->samples = {1, 1, 2, 2, 3, 3};
  MusicMixer mixer(44100);
  mixer.play(t, 1.0, 0.0);
  const auto out = mix(mixer, 7);
  EXPECT_EQ(out, (std::vector<std::int16_t>{1, 1, 2, 2, 3, 3, 1, 1, 2, 2, 3, 3, 1, 1}));
}

TEST(MusicMixer, a_stinger_plays_once_over_the_ducked_bed) {
  MusicMixer mixer(48000);
  mixer.play(constant("bed", 200000, 10000, 0), 1.0, 0.0);
  mixer.sting(constant("victory", 24000, 0, 10000), 1.0, 0.25);
  const auto during = mix(mixer, 24000);
  EXPECT_NEAR(during[2 * 23999], 2500, 30);  // ducked by the stinger
  EXPECT_EQ(during[2 * 23999 + 1], 10000);   // the stinger at its own gain
  EXPECT_GT(during[0], 9000);                // the duck ramps down, no click
  const auto after = mix(mixer, 24000);
  EXPECT_EQ(after[2 * 23999], 10000);  // back up once the stinger ended
  EXPECT_EQ(after[2 * 23999 + 1], 0);
  EXPECT_EQ(mixer.active_voices(), 1);
  EXPECT_EQ(mixer.current()->name, "bed");  // the stinger never became the bed
}

TEST(MusicMixer, the_same_track_again_plays_on_instead_of_restarting) {
  MusicMixer mixer(1000);
  auto a = constant("a", 100000, 100, 100);
  mixer.play(a, 1.0, 0.0);
  mix(mixer, 300);
  mixer.play(a, 0.5, 2.0);  // the same track at a new gain
  EXPECT_EQ(mixer.position(), 300);
  EXPECT_EQ(mixer.active_voices(), 1);
  const auto out = mix(mixer, 100);
  EXPECT_LT(out[2 * 0], 100);  // the gain glides down rather than stepping
  EXPECT_GT(out[2 * 0], 90);
  EXPECT_EQ(out[2 * 99], 50);
}

TEST(MusicMixer, volume_and_gain_scale_and_stop_fades_to_silence) {
  MusicMixer mixer(1000);
  mixer.set_volume(0.5);
  mixer.play(constant("a", 100000, 10000, 10000), 0.5, 0.0);
  const auto out = mix(mixer, 512);
  EXPECT_EQ(out[2 * 511], 2500);
  mixer.stop(0.1);
  mix(mixer, 200);
  EXPECT_EQ(mixer.active_voices(), 0);
  EXPECT_EQ(mix(mixer, 4)[0], 0);
}

}  // namespace
}  // namespace hp
