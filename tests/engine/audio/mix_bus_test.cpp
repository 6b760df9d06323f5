// MixBus rendered offline: music and a pile of full-scale slams never clip and stay under
// -1 dBTP (the loudness meter checks), quiet music passes unchanged, the music ducks and recovers.
#include "engine/audio/mix/mix_bus.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <random>
#include <vector>

#include "engine/audio/mix/loudness.h"
#include "engine/audio/mix/music_mixer.h"

namespace hp {
namespace {

constexpr int kRate = 44100;

// A looping track: a chord of three sines with peaks at amplitude (16-bit units).
std::shared_ptr<PcmTrack> chord(int frames, double amplitude) {
  auto t = std::make_shared<PcmTrack>();
  t->name = "chord";
  for (int i = 0; i < frames; ++i) {
    const double s = (std::sin(2 * std::numbers::pi * 220 * i / kRate) +
                      std::sin(2 * std::numbers::pi * 277.2 * i / kRate) +
                      std::sin(2 * std::numbers::pi * 329.6 * i / kRate)) /
                     3.0;
    const auto v = static_cast<std::int16_t>(std::lround(amplitude * s));
    t->samples.push_back(v);
    t->samples.push_back(v);
  }
  return t;
}

// A slam-like hit normalised to full scale: a falling thump and noise, left and right apart.
std::shared_ptr<PcmTrack> full_scale_hit(std::uint32_t seed) {
  std::mt19937 random(seed);
  std::uniform_real_distribution<double> noise(-1, 1);
  const int frames = kRate * 35 / 100;
  std::vector<double> raw;
  double phase = 0;
  for (int i = 0; i < frames; ++i) {
    const double t = double(i) / kRate;
    phase += 2 * std::numbers::pi * (45 + 75 * std::exp(-t / 0.06)) / kRate;
    const double env = std::exp(-t / 0.13);
    raw.push_back(env * (0.8 * std::sin(phase) + 0.5 * noise(random) * std::exp(-t / 0.03)));
    raw.push_back(env * (0.8 * std::sin(phase) + 0.5 * noise(random) * std::exp(-t / 0.03)));
  }
  double peak = 0;
  for (double v : raw) peak = std::max(peak, std::abs(v));
  auto hit = std::make_shared<PcmTrack>();
  hit->name = "hit";
  for (double v : raw)
    hit->samples.push_back(static_cast<std::int16_t>(std::lround(v / peak * 32767)));
  return hit;
}

std::vector<std::int16_t> render(MixBus& bus, int frames) {
  std::vector<std::int16_t> out(static_cast<std::size_t>(frames) * 2);
  bus.mix(out.data(), frames);
  return out;
}

TEST(MixBus, music_and_many_full_scale_slams_never_clip_and_stay_under_minus_1_dbtp) {
  MusicMixer music(kRate);
  music.play(chord(kRate * 2, 32000), 1.0, 0.0);  // a loud bed: -0.2 dBFS peaks
  MixBus bus(kRate);
  bus.set_music(&music);
  std::vector<std::int16_t> capture;
  for (int block = 0; block < 40; ++block) {  // 40 x 0.1 s, a slam (or three) in most blocks
    for (int k = 0; k < block % 4; ++k) bus.effects().play(full_scale_hit(block * 7 + k), 1.0, 1.0);
    const auto out = render(bus, kRate / 10);
    capture.insert(capture.end(), out.begin(), out.end());
  }
  const LoudnessReport report = measure_loudness(capture, kRate);
  EXPECT_EQ(report.full_scale_samples, 0);
  EXPECT_LE(report.true_peak_dbtp, -1.0);
  EXPECT_GT(report.sample_peak_dbfs, -3.0);  // the limiter holds the peaks, it does not crush
}

TEST(MixBus, quiet_music_passes_unchanged_only_delayed) {
  MusicMixer reference(kRate), music(kRate);
  reference.play(chord(kRate, 16000), 1.0, 0.0);  // -6 dBFS
  music.play(chord(kRate, 16000), 1.0, 0.0);
  MixBus bus(kRate);
  bus.set_music(&music);
  const int frames = kRate / 2;
  const auto out = render(bus, frames);
  std::vector<std::int16_t> expected(static_cast<std::size_t>(frames) * 2);
  reference.mix(expected.data(), frames);
  const int d = bus.limiter().latency();
  for (int i = 0; i < d * 2; ++i) ASSERT_EQ(out[i], 0);
  for (int i = d * 2; i < frames * 2; ++i) ASSERT_EQ(out[i], expected[i - d * 2]) << i;
}

TEST(MixBus, the_music_ducks_under_a_slam_and_comes_back) {
  MusicMixer music(kRate);
  auto bed = std::make_shared<PcmTrack>();
  bed->samples.assign(static_cast<std::size_t>(kRate) * 2 * 4, 10000);  // a constant bed
  music.play(bed, 1.0, 0.0);
  MixBus bus(kRate);
  bus.set_music(&music);
  render(bus, kRate / 10);
  auto silent_slam = std::make_shared<PcmTrack>();
  silent_slam->samples.assign(static_cast<std::size_t>(kRate) * 3 / 10 * 2, 0);  // 0.3 s
  const double duck = std::pow(10.0, -6.0 / 20.0);
  bus.effects().play(silent_slam, 1.0, duck);
  const auto during = render(bus, kRate * 3 / 10);
  const int d = bus.limiter().latency();
  // 80 ms in, the music is down by the duck (the 15 ms attack has arrived)...
  EXPECT_NEAR(during[(d + kRate * 8 / 100) * 2], 10000 * duck, 1);
  // ...and it fell smoothly: no frame more than 1 % of the bed below the previous one.
  for (int i = d + 1; i < kRate * 3 / 10; ++i) {
    EXPECT_LE(during[(i - 1) * 2] - during[i * 2], 100) << i;
  }
  const auto after = render(bus, kRate);
  EXPECT_LT(after[(d + kRate / 10) * 2], 9500);  // 0.1 s after: still coming back
  EXPECT_EQ(after[(kRate - 1) * 2], 10000);      // a second after: all the way, exactly
  EXPECT_EQ(bus.duck(), 1.0);
}

TEST(MixBus, effects_play_without_music) {
  MixBus bus(kRate);
  auto blip = std::make_shared<PcmTrack>();
  blip->samples.assign(200, 1234);
  bus.effects().play(blip, 1.0, 1.0);
  const auto out = render(bus, 400);
  EXPECT_EQ(out[bus.limiter().latency() * 2], 1234);
}

}  // namespace
}  // namespace hp
