// MixBus: music and effects summed in float, so the one limiter sees the whole mix.
#include "engine/audio/mix/mix_bus.h"

#include <algorithm>
#include <cmath>

#include "engine/audio/mix/music_mixer.h"

namespace hp {
namespace {

// The duck aims this far past its target and stops on it: it arrives in finite time, and a
// released duck is exactly 1 again (quiet music then stays bit-exact).
constexpr double kOvershoot = 0.02;

double coefficient(double seconds, int rate) {
  return 1.0 - std::exp(-1.0 / (seconds * rate));
}

double approach(double value, double target, double coefficient) {
  if (value > target) return std::max(target, value + (target - kOvershoot - value) * coefficient);
  return std::min(target, value + (target + kOvershoot - value) * coefficient);
}

}  // namespace

MixBus::MixBus(int rate)
    : effects_(rate),
      limiter_(rate, 32768.0, Limiter::Settings{kCeilingDb, 0.005, 0.15}),
      duck_attack_(coefficient(kDuckAttackSeconds, rate)),
      duck_release_(coefficient(kDuckReleaseSeconds, rate)) {}

void MixBus::set_music(MusicMixer* music) {
  std::lock_guard lock(music_mutex_);
  music_ = music;
}

void MixBus::mix(std::int16_t* out, int frames) {
  float block[kBlock * 2];
  for (int done = 0; done < frames; done += kBlock) {
    const int n = std::min(kBlock, frames - done);
    mix_block(block, n);
    for (int i = 0; i < n * 2; ++i) {
      // The limiter keeps the mix under full scale; the clamp only guards the conversion.
      out[done * 2 + i] =
          static_cast<std::int16_t>(std::clamp(std::lround(block[i]), -32768L, 32767L));
    }
  }
}

void MixBus::mix_block(float* out, int frames) {
  float fx[kBlock * 2] = {};
  const double duck_target = effects_.mix_add(fx, frames);
  {
    std::lock_guard lock(music_mutex_);
    if (music_) {
      music_->mix_float(out, frames);
    } else {
      std::fill(out, out + frames * 2, 0.0f);
    }
  }
  for (int i = 0; i < frames; ++i) {
    duck_ = approach(duck_, duck_target, duck_target < duck_ ? duck_attack_ : duck_release_);
    const auto d = static_cast<float>(duck_);
    out[i * 2] = out[i * 2] * d + fx[i * 2];
    out[i * 2 + 1] = out[i * 2 + 1] * d + fx[i * 2 + 1];
  }
  limiter_.process(out, frames);
}

}  // namespace hp
