// Music start benchmark: how soon a track is heard after it is asked for, streamed from its first
// chunk, against the whole decode the music used to wait for (the baseline, in the same run).
// With SDL's dummy driver: the loader decodes FILE, its first chunk is played through the music
// mixer offline until a sample reaches -60 dBFS, and the decode's end is the baseline.
//
//   music_start_bench FILE [RUNS]
#include <SDL.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine/audio/audio.h"
#include "engine/audio/mix/music_mixer.h"
#include "engine/audio/tracks/track_loader.h"

namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

struct Run {
  double audible = -1;  // seconds from the request to the first sample at -60 dBFS or louder
  double decoded = -1;  // seconds from the request to the decode's end
  std::int64_t underruns = 0;
};

// Mixes the handed-over track from its top until a sample is audible; false if none is.
bool mix_until_audible(const std::shared_ptr<const hp::PcmTrack>& track, hp::MusicMixer& mixer) {
  mixer.play(track, 1.0, 0.0);
  std::vector<std::int16_t> out(1024 * 2);
  for (int block = 0; block < 44100 * 60 / 1024; ++block) {
    mixer.mix(out.data(), 1024);
    if (std::any_of(out.begin(), out.end(), [](std::int16_t s) { return std::abs(s) >= 33; })) {
      return true;
    }
  }
  return false;
}

Run time_one(const std::string& file) {
  Run run;
  hp::MusicMixer mixer(hp::Audio::kRate);
  hp::TrackLoader loader;
  const auto start = Clock::now();
  loader.decode(file, "bench");
  while (run.decoded < 0 && loader.wait(120)) {
    for (const hp::LoadedTrack& got : loader.take_finished()) {
      if (!got.track) {
        std::fprintf(stderr, "music_start_bench: %s: %s\n", file.c_str(), got.error.c_str());
        std::exit(1);
      }
      if (run.audible < 0 && mix_until_audible(got.track, mixer)) run.audible = since(start);
      if (got.finished) run.decoded = since(start);
    }
  }
  run.underruns = mixer.underrun_frames();
  return run;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: music_start_bench FILE [RUNS]\n");
    return 2;
  }
  const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 5;
  setenv("SDL_AUDIODRIVER", "dummy", 1);
  hp::Audio audio(true);
  if (!audio.available()) {
    std::fprintf(stderr, "music_start_bench: no audio device, not even the dummy one\n");
    return 1;
  }
  std::vector<double> audible, decoded;
  for (int i = 0; i < runs; ++i) {
    const Run run = time_one(argv[1]);
    std::printf("run %d: first audible sample %.3f s, whole decode %.3f s, %lld underrun frames\n",
                i + 1, run.audible, run.decoded, static_cast<long long>(run.underruns));
    audible.push_back(run.audible);
    decoded.push_back(run.decoded);
  }
  const double a = median(audible), d = median(decoded);
  std::printf(
      "median: first audible sample %.3f s after the request; the whole decode (what "
      "the music waited for before) %.3f s; %.1fx sooner\n",
      a, d, a > 0 ? d / a : 0.0);
  return 0;
}
