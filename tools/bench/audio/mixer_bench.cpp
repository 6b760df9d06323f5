// Mixer benchmark: one bed, a crossfade (two beds), a crossfade under a stinger and a bed of
// three fading stems, each mixing one second of 44.1 kHz stereo in 1024-frame callbacks,
// against a plain copy of the samples.
#include <benchmark/benchmark.h>

#include <cstring>
#include <memory>
#include <vector>

#include "engine/audio/mix/music_mixer.h"

namespace {

constexpr int kRate = 44100;
constexpr int kCallback = 1024;  // frames per Mix_HookMusic call, as the game opens the device

std::shared_ptr<hp::PcmTrack> noise_track(int seconds, unsigned seed) {
  auto t = std::make_shared<hp::PcmTrack>();
  t->samples.resize(static_cast<std::size_t>(seconds) * kRate * 2);
  for (auto& s : t->samples) {
    seed = seed * 1664525u + 1013904223u;
    s = static_cast<std::int16_t>(seed >> 20);
  }
  return t;
}

// The baseline: copying one second of samples in callback-sized pieces.
void BM_CopyBaseline(benchmark::State& state) {
  const auto track = noise_track(2, 1);
  std::vector<std::int16_t> out(kCallback * 2);
  for (auto _ : state) {
    for (int done = 0; done + kCallback <= kRate; done += kCallback) {
      std::memcpy(out.data(), track->samples.data() + done * 2, out.size() * 2);
      benchmark::DoNotOptimize(out.data());
    }
  }
  state.counters["audio_s_per_cpu_s"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_CopyBaseline);

// voices: 1 = one bed, 2 = a crossfade, 3 = a crossfade under a stinger.
void BM_MixOneSecond(benchmark::State& state) {
  hp::MusicMixer mixer(kRate);
  const int voices = static_cast<int>(state.range(0));
  mixer.play(noise_track(30, 2), 1.0, 0.0);
  std::vector<std::int16_t> out(kCallback * 2);
  mixer.mix(out.data(), kCallback);
  if (voices >= 2) mixer.play(noise_track(30, 3), 1.0, 1e6);  // a fade that never ends
  const auto stinger = noise_track(30, 4);
  for (auto _ : state) {
    if (voices >= 3 && mixer.active_voices() < 3) mixer.sting(stinger, 1.0, 0.25);  // play once

    for (int done = 0; done + kCallback <= kRate; done += kCallback) {
      mixer.mix(out.data(), kCallback);
      benchmark::DoNotOptimize(out.data());
    }
  }
  state.counters["audio_s_per_cpu_s"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_MixOneSecond)->Arg(1)->Arg(2)->Arg(3);

// A bed of three stems whose layer fades never rest: the intensity swings across their ranges
// every second mixed, so every frame pays for every layer's fade.
void BM_MixThreeStemsFading(benchmark::State& state) {
  hp::MusicMixer mixer(kRate);
  hp::BedCue cue;
  cue.fade_seconds = 0.0;
  mixer.play({{noise_track(30, 5), 0.0, 1.0},
              {noise_track(30, 6), 0.3, 1.0},
              {noise_track(30, 7), 0.6, 1.0}},
             cue);
  std::vector<std::int16_t> out(kCallback * 2);
  bool high = false;
  for (auto _ : state) {
    mixer.set_intensity((high = !high) ? 0.9 : 0.1);
    for (int done = 0; done + kCallback <= kRate; done += kCallback) {
      mixer.mix(out.data(), kCallback);
      benchmark::DoNotOptimize(out.data());
    }
  }
  state.counters["audio_s_per_cpu_s"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_MixThreeStemsFading);

}  // namespace

BENCHMARK_MAIN();
