// MusicMixer: per-voice fades and loop wraps, summed in float; mix() clips to 16 bits at the end.
#include "engine/audio/music_mixer.h"

#include <algorithm>
#include <cmath>

namespace hp {
namespace {

constexpr int kBlock = 256;                  // frames mixed per float block
constexpr double kVolumeRampSeconds = 0.05;  // volume changes without a click
constexpr double kDuckRampSeconds = 0.15;    // how fast beds duck under a stinger and return
constexpr double kHalfPi = 1.5707963267948966;

double approach(double value, double target, double step) {
  return value < target ? std::min(target, value + step) : std::max(target, value - step);
}

}  // namespace

MusicMixer::MusicMixer(int rate) : rate_(std::max(rate, 1)) {}

double MusicMixer::fade_step(double seconds) const {
  const double frames = std::max(seconds, 0.0) * rate_;
  return frames < 1.0 ? 1.0 : 1.0 / frames;
}

MusicMixer::Voice* MusicMixer::free_voice() {
  for (Voice& v : voices_) {
    if (!v.active) return &v;
  }
  // All busy: take the quietest fading-out voice; it was nearly gone anyway.
  Voice* quietest = &voices_[0];
  for (Voice& v : voices_) {
    if (v.step < 0 && v.level < quietest->level) quietest = &v;
  }
  return quietest;
}

void MusicMixer::play(std::shared_ptr<const PcmTrack> track, double gain, double fade_seconds) {
  std::lock_guard lock(mutex_);
  for (Voice& v : voices_) {
    if (!v.active) v.track.reset();  // freed here, on the game thread, never in mix()
  }
  const double step = fade_step(fade_seconds);
  Voice* keep = nullptr;
  for (Voice& v : voices_) {
    if (!v.active || v.stinger) continue;
    if (track && v.track == track && !keep) {
      keep = &v;  // already sounding: fade it back in where it is rather than restart it
      v.step = step;
      v.target = gain;  // a new gain for the same track glides there (see mix_voice)
    } else {
      v.step = -step;
    }
  }
  if (keep || !track || track->frames() == 0) return;
  Voice* v = free_voice();
  *v = Voice{std::move(track), true, false, 0, gain, gain, 0.0, step};
}

void MusicMixer::sting(std::shared_ptr<const PcmTrack> track, double gain, double duck_gain) {
  std::lock_guard lock(mutex_);
  if (!track || track->frames() == 0) return;
  duck_gain_ = std::clamp(duck_gain, 0.0, 1.0);
  Voice* v = free_voice();
  *v = Voice{std::move(track), true, true, 0, gain, gain, 1.0, 0.0};
}

void MusicMixer::stop(double fade_seconds) {
  std::lock_guard lock(mutex_);
  for (Voice& v : voices_) {
    if (v.active) v.step = -fade_step(fade_seconds);
  }
}

void MusicMixer::set_volume(double volume) {
  std::lock_guard lock(mutex_);
  volume_target_ = std::clamp(volume, 0.0, 1.0);
}

std::shared_ptr<const PcmTrack> MusicMixer::current() const {
  std::lock_guard lock(mutex_);
  for (const Voice& v : voices_) {
    if (v.active && !v.stinger && v.step >= 0) return v.track;
  }
  return nullptr;
}

int MusicMixer::active_voices() const {
  std::lock_guard lock(mutex_);
  return static_cast<int>(
      std::count_if(voices_.begin(), voices_.end(), [](const Voice& v) { return v.active; }));
}

std::int64_t MusicMixer::position() const {
  std::lock_guard lock(mutex_);
  for (const Voice& v : voices_) {
    if (v.active && !v.stinger && v.step >= 0) return v.pos;
  }
  return 0;
}

void MusicMixer::mix(std::int16_t* out, int frames) {
  float accum[kBlock * 2];
  for (int done = 0; done < frames; done += kBlock) {
    const int n = std::min(kBlock, frames - done);
    mix_float(accum, n);
    for (int i = 0; i < n * 2; ++i) {  // a hard clip at full scale, never a wrap
      out[done * 2 + i] = static_cast<std::int16_t>(std::clamp(accum[i], -32768.0f, 32767.0f));
    }
  }
}

void MusicMixer::mix_float(float* out, int frames) {
  std::lock_guard lock(mutex_);
  for (int done = 0; done < frames; done += kBlock) {
    const int n = std::min(kBlock, frames - done);
    std::fill(out + done * 2, out + (done + n) * 2, 0.0f);
    mix_block(out + done * 2, n);
  }
}

void MusicMixer::mix_block(float* accum, int frames) {
  const bool stinging = std::any_of(voices_.begin(), voices_.end(),
                                    [](const Voice& v) { return v.active && v.stinger; });
  duck_target_ = stinging ? duck_gain_ : 1.0;
  // Volume and duck move once per block: 256 frames (6 ms) is smooth enough for both ramps.
  volume_ = approach(volume_, volume_target_, frames / (kVolumeRampSeconds * rate_));
  duck_ = approach(duck_, duck_target_, frames / (kDuckRampSeconds * rate_));
  for (Voice& v : voices_) {
    if (v.active) mix_voice(v, accum, frames, v.stinger ? volume_ : volume_ * duck_);
  }
}

void MusicMixer::mix_voice(Voice& v, float* accum, int frames, double bed_gain) {
  const PcmTrack& t = *v.track;
  const std::int64_t loop_end = t.effective_loop_end();
  const std::int64_t loop_start = t.effective_loop_start();
  const std::int16_t* s = t.samples.data();
  const double glide = 1.0 / (kVolumeRampSeconds * rate_);
  for (int i = 0; i < frames; ++i) {
    v.gain = approach(v.gain, v.target, glide);
    v.level = std::clamp(v.level + v.step, 0.0, 1.0);
    if (v.step < 0 && v.level <= 0.0) {
      v.active = false;
      return;
    }
    if (v.pos >= (v.stinger ? t.frames() : loop_end)) {
      if (v.stinger) {
        v.active = false;
        return;
      }
      v.pos = loop_start;  // sample-exact: the frame after loop_end - 1 is loop_start
    }
    const float g = static_cast<float>(std::sin(v.level * kHalfPi) * v.gain * bed_gain);
    accum[i * 2] += g * s[v.pos * 2];
    accum[i * 2 + 1] += g * s[v.pos * 2 + 1];
    ++v.pos;
  }
}

}  // namespace hp
