// The loudness meter against BS.1770-4's own figures and EBU Tech 3341's test signals.
#include "engine/audio/mix/loudness.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

namespace hp {
namespace {

constexpr double kPi = 3.14159265358979323846;

// Appends seconds of a stereo sine (both channels alike) at dbfs peak amplitude.
void add_sine(std::vector<float>& out, int rate, double hz, double dbfs, double seconds,
              double phase = 0.0) {
  const double amplitude = std::pow(10.0, dbfs / 20.0);
  const auto frames = static_cast<std::int64_t>(seconds * rate);
  for (std::int64_t i = 0; i < frames; ++i) {
    const auto s = static_cast<float>(amplitude * std::sin(2 * kPi * hz * i / rate + phase));
    out.push_back(s);
    out.push_back(s);
  }
}

TEST(Loudness, k_weighting_at_48k_is_the_standards_table) {
  const KWeighting k = k_weighting(48000);
  // BS.1770-4 Tables 1 and 2.
  EXPECT_NEAR(k.shelf[0], 1.53512485958697, 1e-9);
  EXPECT_NEAR(k.shelf[1], -2.69169618940638, 1e-9);
  EXPECT_NEAR(k.shelf[2], 1.19839281085285, 1e-9);
  EXPECT_NEAR(k.shelf[3], -1.69065929318241, 1e-9);
  EXPECT_NEAR(k.shelf[4], 0.73248077421585, 1e-9);
  EXPECT_NEAR(k.high_pass[0], 1.0, 1e-12);
  EXPECT_NEAR(k.high_pass[1], -2.0, 1e-12);
  EXPECT_NEAR(k.high_pass[2], 1.0, 1e-12);
  EXPECT_NEAR(k.high_pass[3], -1.99004745483398, 1e-9);
  EXPECT_NEAR(k.high_pass[4], 0.99007225036621, 1e-9);
}

// EBU Tech 3341, cases 1 and 2: a 1 kHz stereo sine reads its own level in LUFS, at 48 kHz
// and at the game's 44.1 kHz.
TEST(Loudness, a_1khz_sine_reads_its_level) {
  for (int rate : {48000, 44100}) {
    for (double level : {-23.0, -33.0}) {
      std::vector<float> s;
      add_sine(s, rate, 1000, level, 20);
      const LoudnessReport r = measure_loudness(s, rate);
      EXPECT_NEAR(r.integrated_lufs, level, 0.1) << rate << " Hz";
      EXPECT_NEAR(r.sample_peak_dbfs, level, 0.01);
      EXPECT_NEAR(r.seconds, 20.0, 1e-9);
    }
  }
}

// EBU Tech 3341, cases 3 and 4: the gates leave out the quiet and the silent parts.
TEST(Loudness, the_gates_leave_out_quiet_parts) {
  std::vector<float> s;
  add_sine(s, 48000, 1000, -36, 10);
  add_sine(s, 48000, 1000, -23, 60);
  add_sine(s, 48000, 1000, -36, 10);
  EXPECT_NEAR(measure_loudness(s, 48000).integrated_lufs, -23.0, 0.1);
  std::vector<float> t;
  add_sine(t, 48000, 1000, -72, 10);
  add_sine(t, 48000, 1000, -36, 10);
  add_sine(t, 48000, 1000, -23, 60);
  add_sine(t, 48000, 1000, -36, 10);
  add_sine(t, 48000, 1000, -72, 10);
  EXPECT_NEAR(measure_loudness(t, 48000).integrated_lufs, -23.0, 0.1);
}

TEST(Loudness, silence_and_a_short_signal_have_no_loudness) {
  const std::vector<float> silence(44100 * 2 * 3, 0.0f);
  const LoudnessReport r = measure_loudness(silence, 44100);
  EXPECT_TRUE(std::isinf(r.integrated_lufs) && r.integrated_lufs < 0);
  EXPECT_TRUE(std::isinf(r.true_peak_dbtp) && r.true_peak_dbtp < 0);
  std::vector<float> short_sine;
  add_sine(short_sine, 44100, 1000, -10, 0.3);  // under one 400 ms block
  EXPECT_TRUE(std::isinf(measure_loudness(short_sine, 44100).integrated_lufs));
  EXPECT_FALSE(std::isinf(measure_loudness(short_sine, 44100).true_peak_dbtp));
}

// Property: scaling any signal by g dB moves its loudness and peaks by g dB.
TEST(Loudness, gain_moves_every_figure_by_the_same_db) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 20; ++trial) {
    std::normal_distribution<float> noise(0.0f, 0.05f);
    std::vector<float> s(44100 * 2 * 2);
    for (float& x : s) x = noise(rng);
    const double g = std::uniform_real_distribution<double>(-20.0, 6.0)(rng);
    std::vector<float> louder = s;
    for (float& x : louder) x = static_cast<float>(x * std::pow(10.0, g / 20.0));
    const LoudnessReport a = measure_loudness(s, 44100), b = measure_loudness(louder, 44100);
    ASSERT_TRUE(std::isfinite(a.integrated_lufs));
    EXPECT_NEAR(b.integrated_lufs - a.integrated_lufs, g, 0.01);
    EXPECT_NEAR(b.true_peak_dbtp - a.true_peak_dbtp, g, 0.01);
    EXPECT_NEAR(b.sample_peak_dbfs - a.sample_peak_dbfs, g, 0.01);
    EXPECT_GE(a.true_peak_dbtp, a.sample_peak_dbfs - 1e-9);  // never under the samples
  }
}

// A sine at a quarter of the rate sampled 45 degrees off its crests: every sample is at
// -3 dB of the wave's peak, which a true-peak meter must find (EBU Tech 3341 case 19's idea).
TEST(Loudness, true_peak_finds_the_crest_between_samples) {
  std::vector<float> s;
  add_sine(s, 48000, 12000, -6.0, 2, kPi / 4);
  const LoudnessReport r = measure_loudness(s, 48000);
  EXPECT_NEAR(r.sample_peak_dbfs, -6.0 - 3.01, 0.02);
  EXPECT_NEAR(r.true_peak_dbtp, -6.0, 0.4);
  // Lower frequencies: the 4x interpolation is within a few hundredths of a dB.
  std::vector<float> t;
  add_sine(t, 44100, 997, -1.0, 2, 0.3);
  EXPECT_NEAR(measure_loudness(t, 44100).true_peak_dbtp, -1.0, 0.05);
}

TEST(Loudness, clipped_samples_are_counted_in_both_formats) {
  std::vector<std::int16_t> s(44100 * 2, 1000);
  s[10] = 32767;
  s[11] = -32768;
  s[500] = -32768;
  const LoudnessReport r = measure_loudness(s, 44100);
  EXPECT_EQ(r.full_scale_samples, 3);
  EXPECT_NEAR(r.sample_peak_dbfs, 0.0, 0.001);
  std::vector<float> f(44100 * 2, 0.1f);
  f[3] = 1.0f;
  f[4] = -1.5f;
  EXPECT_EQ(measure_loudness(f, 44100).full_scale_samples, 2);
}

TEST(Loudness, int16_and_float_agree) {
  std::vector<float> f;
  add_sine(f, 44100, 440, -12, 3);
  std::vector<std::int16_t> i(f.size());
  for (std::size_t k = 0; k < f.size(); ++k)
    i[k] = static_cast<std::int16_t>(std::lround(f[k] * 32768));
  const LoudnessReport a = measure_loudness(f, 44100), b = measure_loudness(i, 44100);
  EXPECT_NEAR(a.integrated_lufs, b.integrated_lufs, 0.01);
  EXPECT_NEAR(a.true_peak_dbtp, b.true_peak_dbtp, 0.01);
}

}  // namespace
}  // namespace hp
