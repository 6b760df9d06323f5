// Limiter on float frames without a device: the ceiling holds, quiet audio passes untouched, and
// the gain moves smoothly.
#include "engine/audio/mix/limiter.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <vector>

namespace hp {
namespace {

constexpr int kRate = 44100;
constexpr double kFullScale = 32768.0;

// A stereo sine at amplitude (frame units) and freq Hz, frames long.
std::vector<float> sine(double amplitude, double freq, int frames) {
  std::vector<float> out(static_cast<std::size_t>(frames) * 2);
  for (int i = 0; i < frames; ++i) {
    const auto v =
        static_cast<float>(amplitude * std::sin(2 * std::numbers::pi * freq * i / kRate));
    out[i * 2] = v;
    out[i * 2 + 1] = -v;
  }
  return out;
}

float sample_peak(const std::vector<float>& frames) {
  float peak = 0;
  for (float v : frames) peak = std::max(peak, std::abs(v));
  return peak;
}

TEST(Limiter, quiet_audio_passes_bit_exact_only_delayed) {
  Limiter limiter(kRate, kFullScale);
  const std::vector<float> in = sine(20000.0, 440.0, 20000);  // -4.3 dBFS, under the ceiling
  std::vector<float> out = in;
  limiter.process(out.data(), 20000);
  const int d = limiter.latency();
  ASSERT_GT(d, 0);
  for (int i = 0; i < d * 2; ++i) EXPECT_EQ(out[i], 0.0f);
  for (int i = d * 2; i < 40000; ++i) ASSERT_EQ(out[i], in[i - d * 2]) << i;
  EXPECT_EQ(limiter.gain_db(), 0.0);
}

TEST(Limiter, a_loud_sine_stays_under_the_ceiling) {
  Limiter limiter(kRate, kFullScale);                             // ceiling -1.5 dB
  std::vector<float> out = sine(2.0 * kFullScale, 997.0, 44100);  // +6 dBFS
  limiter.process(out.data(), 44100);
  const double ceiling = kFullScale * std::pow(10.0, -1.5 / 20.0);
  EXPECT_LE(sample_peak(out), ceiling * 1.0001);
  EXPECT_NEAR(limiter.gain_db(), -7.5, 0.6);  // about what the excess asks for
}

TEST(Limiter, a_sudden_peak_is_met_by_a_ramp_not_a_step) {
  Limiter limiter(kRate, kFullScale);
  std::vector<float> in = sine(8000.0, 220.0, 20000);
  for (int i = 10000; i < 10100; ++i) in[i * 2] = in[i * 2 + 1] = 60000.0f;  // a 2 ms spike
  std::vector<float> out = in;
  limiter.process(out.data(), 20000);
  const int d = limiter.latency();
  double largest_step = 0, lowest = 1, previous = 1;
  for (int i = d; i < 20000; ++i) {
    const double in_l = in[(i - d) * 2];
    if (std::abs(in_l) < 100) continue;  // the gain is only visible where there is signal
    const double g = out[i * 2] / in_l;
    largest_step = std::max(largest_step, std::abs(g - previous));
    lowest = std::min(lowest, g);
    previous = g;
  }
  const double ceiling = kFullScale * std::pow(10.0, -1.5 / 20.0);
  EXPECT_LE(sample_peak(out), ceiling * 1.0001);
  // The spike's edges ring between samples (its true peak is above 60000), so a little lower.
  EXPECT_LE(lowest, ceiling / 60000.0);
  EXPECT_GT(lowest, 0.8 * ceiling / 60000.0);
  // The look-ahead (220 frames) spreads the fall: no step near the ~0.55 drop at once.
  EXPECT_LT(largest_step, 0.01);
}

TEST(Limiter, the_gain_recovers_after_the_release) {
  Limiter limiter(kRate, kFullScale);
  std::vector<float> loud = sine(50000.0, 440.0, 4410);
  limiter.process(loud.data(), 4410);
  EXPECT_LT(limiter.gain_db(), -3.0);
  std::vector<float> quiet = sine(1000.0, 440.0, kRate);  // a second later
  limiter.process(quiet.data(), kRate);
  EXPECT_EQ(limiter.gain_db(), 0.0);  // back to exactly unity
}

TEST(Limiter, an_intersample_peak_is_held_too) {
  // A sine at a quarter of the rate, phased so every sample lands at 0.707 of the crest: the
  // samples are under the ceiling but the wave between them is not.
  Limiter limiter(kRate, kFullScale);
  const int frames = 8820;
  std::vector<float> in(frames * 2);
  for (int i = 0; i < frames; ++i) {
    in[i * 2] = in[i * 2 + 1] =
        static_cast<float>(32000.0 * std::sin(std::numbers::pi / 2 * i + std::numbers::pi / 4));
  }
  ASSERT_LT(sample_peak(in), 22700.0f);  // -3.2 dBFS sampled, 0 dBTP true
  std::vector<float> out = in;
  limiter.process(out.data(), frames);
  // The crest between samples (in x gain) is under the ceiling: the gain came down ~1.5 dB.
  EXPECT_LT(limiter.gain_db(), -1.2);
}

}  // namespace
}  // namespace hp
