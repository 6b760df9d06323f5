// MusicMixer mixed into buffers without a device: overlapping crossfades, the limit, loops, ducks.
#include "engine/audio/mix/music_mixer.h"

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

// A track whose frame i holds i + base on the left and -(i + base) on the right.
std::shared_ptr<PcmTrack> ramp(const char* name, int frames, int base = 0) {
  auto t = std::make_shared<PcmTrack>();
  t->name = name;
  for (int i = 0; i < frames; ++i) {
    t->samples.push_back(static_cast<std::int16_t>(i + base));
    t->samples.push_back(static_cast<std::int16_t>(-(i + base)));
  }
  return t;
}

BedCue cut(bool resume = true) {  // a change with no fade
  BedCue cue;
  cue.fade_seconds = 0.0;
  cue.resume = resume;
  return cue;
}

TEST(MusicMixer, a_bed_that_comes_back_resumes_sample_exactly_where_it_left) {
  MusicMixer mixer(1000);
  auto a = ramp("a", 20000);
  mixer.play({{a}}, cut());
  mix(mixer, 300);  // a heard up to frame 299
  mixer.play({{constant("b", 20000, 7, 7)}}, cut());
  EXPECT_EQ(mix(mixer, 200)[0], 7);
  mixer.play({{a}}, cut());
  const auto back = mix(mixer, 3);
  EXPECT_EQ(back, (std::vector<std::int16_t>{300, -300, 301, -301, 302, -302}));
}

TEST(MusicMixer, a_bed_resumes_from_where_its_fade_out_began) {
  MusicMixer mixer(1000);
  auto a = ramp("a", 20000);
  mixer.play({{a}}, cut());
  mix(mixer, 400);
  BedCue fade = cut();
  fade.fade_seconds = 0.1;  // a sounds on, quieter, for 100 more frames
  mixer.play({{constant("b", 20000, 0, 0)}}, fade);
  mix(mixer, 500);
  EXPECT_EQ(mixer.active_voices(), 1);
  mixer.play({{a}}, cut());
  EXPECT_EQ(mixer.position(), 400);
  EXPECT_EQ(mix(mixer, 1)[0], 400);
}

TEST(MusicMixer, resume_false_restarts_the_bed_from_its_top) {
  MusicMixer mixer(1000);
  auto a = ramp("a", 20000, 1);
  mixer.play({{a}}, cut());
  mix(mixer, 300);
  mixer.play({{constant("b", 20000, 7, 7)}}, cut());
  mix(mixer, 10);
  mixer.play({{a}}, cut(false));
  EXPECT_EQ(mix(mixer, 1)[0], 1);
  mixer.play({{constant("b", 20000, 7, 7)}}, cut());
  mix(mixer, 10);
  mixer.play({{a}}, cut(true));  // resume:false also forgot the old place: from the top again
  EXPECT_EQ(mix(mixer, 1)[0], 2);
}

TEST(MusicMixer, a_stinger_always_restarts) {
  MusicMixer mixer(1000);
  auto s = ramp("sting", 500, 1);
  mixer.sting(s, 1.0, 1.0);
  EXPECT_EQ(mix(mixer, 100)[0], 1);
  mix(mixer, 1000);
  mixer.sting(s, 1.0, 1.0);
  EXPECT_EQ(mix(mixer, 1)[0], 1);
}

TEST(MusicMixer, remembered_places_are_bounded_and_the_oldest_goes) {
  MusicMixer mixer(1000);
  std::vector<std::shared_ptr<PcmTrack>> beds;
  for (int i = 0; i <= MusicMixer::kResumeSlots; ++i) {
    beds.push_back(ramp(("bed" + std::to_string(i)).c_str(), 2000, 1));
    mixer.play({{beds.back()}}, cut());
    mix(mixer, 10 + i);
  }
  mixer.play({{constant("x", 100, 0, 0)}}, cut());
  mix(mixer, 1);
  mixer.play({{beds[1]}}, cut());  // the second is still remembered
  EXPECT_EQ(mix(mixer, 1)[0], 1 + 11);
  mixer.play({{beds[0]}}, cut());  // the oldest was dropped for the ninth: from its top
  EXPECT_EQ(mix(mixer, 1)[0], 1);
}

TEST(MusicMixer, frames_to_boundary_finds_the_next_beat_or_bar) {
  MusicTiming t{60.0, 4, 0.5};  // at 1000 Hz: beats every 1000 frames from frame 500
  EXPECT_EQ(frames_to_boundary(t, MusicSync::kBar, 0, 100000, 1000), 500);
  EXPECT_EQ(frames_to_boundary(t, MusicSync::kBar, 500, 100000, 1000), 0);
  EXPECT_EQ(frames_to_boundary(t, MusicSync::kBar, 501, 100000, 1000), 3999);
  EXPECT_EQ(frames_to_boundary(t, MusicSync::kBeat, 501, 100000, 1000), 999);
  EXPECT_EQ(frames_to_boundary(t, MusicSync::kBar, 3000, 4000, 1000), 1000);  // the loop's end
  EXPECT_EQ(frames_to_boundary(t, MusicSync::kNone, 3000, 100000, 1000), -1);
  EXPECT_EQ(frames_to_boundary(MusicTiming{}, MusicSync::kBar, 3000, 100000, 1000), -1);
  // The theme's tempo: a 16th is 5760 frames at 44.1 kHz, a bar 92160.
  const MusicTiming theme{44100.0 * 60 / (5760 * 4), 4, 0.0};
  EXPECT_EQ(frames_to_boundary(theme, MusicSync::kBar, 92161, 10000000, 44100), 92159);
  EXPECT_EQ(frames_to_boundary(theme, MusicSync::kBar, 15 * 92160 - 3, 10000000, 44100), 3);
}

// Plays a (left 10000, 60 bpm in 4/4 at 1000 Hz) for `before` frames, then asks for b (right
// 10000) with cue; returns the frame of b's first sound, mixing in odd-sized pieces.
int first_frame_of_b(int before, MusicSync sync, double max_delay) {
  MusicMixer mixer(1000);
  BedCue a_cue = cut();
  a_cue.timing = MusicTiming{60.0, 4, 0.0};
  mixer.play({{constant("a", 100000, 10000, 0)}}, a_cue);
  mix(mixer, before);
  BedCue cue = cut();
  cue.sync = sync;
  cue.max_delay = max_delay;
  mixer.play({{constant("b", 100000, 0, 10000)}}, cue);
  for (int at = before; at < before + 20000; at += 7) {
    const auto out = mix(mixer, 7);
    for (int i = 0; i < 7; ++i) {
      if (out[2 * i + 1] != 0) {
        EXPECT_EQ(out[2 * i], 0) << "a still sounds where b starts: a cut, not a crossfade";
        return at + i;
      }
      EXPECT_EQ(out[2 * i], 10000) << "a stops before b starts at frame " << at + i;
    }
  }
  return -1;
}

TEST(MusicMixer, a_timed_change_starts_exactly_on_the_next_bar) {
  EXPECT_EQ(first_frame_of_b(1500, MusicSync::kBar, 10.0), 4000);
  EXPECT_EQ(first_frame_of_b(4000, MusicSync::kBar, 10.0), 4000);  // on a bar line: at once
  EXPECT_EQ(first_frame_of_b(1500, MusicSync::kBeat, 10.0), 2000);
}

TEST(MusicMixer, a_timed_change_waits_no_longer_than_max_delay) {
  EXPECT_EQ(first_frame_of_b(1500, MusicSync::kBar, 0.5), 2000);
  EXPECT_EQ(first_frame_of_b(1500, MusicSync::kBar, 0.0), 1500);
}

TEST(MusicMixer, a_bed_without_timing_changes_at_once_whatever_the_sync) {
  MusicMixer mixer(1000);
  mixer.play({{constant("a", 100000, 10000, 0)}}, cut());
  mix(mixer, 1500);
  BedCue cue = cut();
  cue.sync = MusicSync::kBar;
  cue.max_delay = 10.0;
  mixer.play({{constant("b", 100000, 0, 10000)}}, cue);
  EXPECT_EQ(mixer.pending_start(), -1);
  EXPECT_EQ(mixer.current()->name, "b");
  EXPECT_EQ(mix(mixer, 1)[1], 10000);
}

TEST(MusicMixer, the_first_bed_starts_at_once_whatever_its_own_grid) {
  MusicMixer mixer(1000);
  BedCue cue = cut();
  cue.timing = MusicTiming{60.0, 4, 0.5};  // its first bar line is 500 frames in
  cue.sync = MusicSync::kBar;
  cue.max_delay = 10.0;
  mixer.play({{constant("a", 100000, 10000, 0)}}, cue);
  EXPECT_EQ(mixer.pending_start(), -1);
  EXPECT_EQ(mix(mixer, 1)[0], 10000);
}

TEST(MusicMixer, a_newer_change_replaces_one_still_waiting) {
  MusicMixer mixer(1000);
  BedCue a_cue = cut();
  a_cue.timing = MusicTiming{60.0, 4, 0.0};
  mixer.play({{constant("a", 100000, 10000, 0)}}, a_cue);
  mix(mixer, 100);
  BedCue cue = cut();
  cue.sync = MusicSync::kBar;
  cue.max_delay = 10.0;
  mixer.play({{constant("b", 100000, 0, 10000)}}, cue);
  EXPECT_EQ(mixer.pending_start(), 4000);
  EXPECT_EQ(mixer.current()->name, "a");  // a plays until the bar
  mixer.play({{constant("c", 100000, 5, 5)}}, cue);
  EXPECT_EQ(mixer.pending_start(), 4000);
  const auto out = mix(mixer, 4000);
  EXPECT_EQ(out[2 * 3899], 10000);
  EXPECT_EQ(out[2 * 3900], 5);  // c, and b never sounded
  EXPECT_EQ(mixer.current()->name, "c");
}

TEST(MusicMixer, a_stinger_can_land_on_the_beat) {
  MusicMixer mixer(1000);
  BedCue a_cue = cut();
  a_cue.timing = MusicTiming{120.0, 4, 0.0};  // beats every 500 frames
  mixer.play({{constant("a", 100000, 0, 0)}}, a_cue);
  mix(mixer, 1200);
  mixer.sting(constant("s", 100, 9, 9), 1.0, 1.0, MusicSync::kBeat, 2.0);
  const auto out = mix(mixer, 400);
  EXPECT_EQ(out[2 * 299], 0);
  EXPECT_EQ(out[2 * 300], 9);  // frame 1500
}

// Two stems whose frames hold their index (and a tenth of it): any slip between them shows.
TEST(MusicMixer, stems_stay_sample_locked_and_loop_on_the_first_stems_points) {
  auto drums = ramp("drums", 1000);
  drums->loop_start = 100;
  drums->loop_end = 900;
  auto lead = std::make_shared<PcmTrack>();
  lead->name = "lead";
  for (int i = 0; i < 1000; ++i) {
    lead->samples.push_back(static_cast<std::int16_t>(10000 + i / 10));
    lead->samples.push_back(0);
  }
  MusicMixer mixer(44100);
  mixer.play({{drums, 0.0, 1.0}, {lead, 0.0, 1.0}}, cut());
  std::vector<std::int16_t> out;
  for (int i = 0; i < 30; ++i) {  // device-like pieces of varying size
    const auto part = mix(mixer, 37 + i * 11);
    out.insert(out.end(), part.begin(), part.end());
  }
  for (std::size_t f = 0; f < out.size() / 2; ++f) {
    const int p = f < 900 ? static_cast<int>(f) : 100 + static_cast<int>(f - 900) % 800;
    ASSERT_EQ(out[2 * f], p + 10000 + p / 10) << "frame " << f;
    ASSERT_EQ(out[2 * f + 1], -p) << "frame " << f;
  }
}

TEST(MusicMixer, a_stem_fades_in_and_out_as_intensity_crosses_its_range) {
  MusicMixer mixer(1000);
  mixer.set_intensity(0.1);
  mixer.play({{constant("base", 100000, 10000, 0), 0.0, 1.0},
              {constant("top", 100000, 0, 10000), 0.5, 1.0}},
             cut());
  EXPECT_EQ(mix(mixer, 100)[2 * 99 + 1], 0);  // out of range: silent
  mixer.set_intensity(0.8);
  const auto in = mix(mixer, 1100);
  EXPECT_NEAR(in[2 * 499 + 1], 7071, 15);  // half way through a ~1 s equal-power fade
  for (int i = 1; i < 1100; ++i) ASSERT_GE(in[2 * i + 1], in[2 * (i - 1) + 1]);
  EXPECT_EQ(in[2 * 1099 + 1], 10000);
  for (int i = 0; i < 1100; ++i) ASSERT_EQ(in[2 * i], 10000);  // the base never moves
  const auto layers = mixer.current_layers();
  ASSERT_EQ(layers.size(), 2u);
  EXPECT_EQ(layers[1].name, "top");
  EXPECT_DOUBLE_EQ(layers[1].gain, 1.0);
  mixer.set_intensity(0.3);
  const auto out = mix(mixer, 1100);
  for (int i = 1; i < 1100; ++i) ASSERT_LE(out[2 * i + 1], out[2 * (i - 1) + 1]);
  EXPECT_EQ(out[2 * 1099 + 1], 0);
}

TEST(MusicMixer, the_stem_fade_is_as_long_as_set) {
  MusicMixer mixer(1000);
  mixer.set_stem_fade(0.25);
  mixer.set_intensity(0.1);
  mixer.play({{constant("base", 100000, 10000, 0), 0.0, 1.0},
              {constant("top", 100000, 0, 10000), 0.5, 1.0}},
             cut());
  mix(mixer, 10);
  mixer.set_intensity(0.8);
  const auto in = mix(mixer, 300);
  EXPECT_NEAR(in[2 * 124 + 1], 7071, 30);  // half way through 250 frames: -3 dB
  EXPECT_LT(in[2 * 248 + 1], 10000);
  EXPECT_EQ(in[2 * 249 + 1], 10000);  // full after exactly 250 frames
  mixer.set_stem_fade(0.0);           // clamped to 0.05 s: never a click
  mixer.set_intensity(0.1);
  const auto out = mix(mixer, 60);
  EXPECT_GT(out[2 * 10 + 1], 0);
  EXPECT_EQ(out[2 * 49 + 1], 0);
}

TEST(MusicMixer, a_stem_of_another_length_is_left_out) {
  MusicMixer mixer(1000);
  mixer.play({{constant("base", 1000, 100, 0)}, {constant("short", 999, 0, 100)}}, cut());
  EXPECT_EQ(mixer.current_layers().size(), 1u);
  const auto out = mix(mixer, 2000);
  EXPECT_EQ(out[2 * 1500 + 1], 0);
}

TEST(MusicMixer, a_layered_bed_resumes_as_one) {
  MusicMixer mixer(1000);
  auto a = ramp("a", 5000), b = ramp("b", 5000);
  mixer.play({{a}, {b}}, cut());
  mix(mixer, 321);
  mixer.play({{constant("x", 100, 0, 0)}}, cut());
  mix(mixer, 10);
  mixer.play({{a}, {b}}, cut());
  EXPECT_EQ(mix(mixer, 1)[0], 2 * 321);
}

}  // namespace
}  // namespace hp
