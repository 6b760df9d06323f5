// EffectsMixer: each voice adds its sound at its gain times the ramped volume.
#include "engine/audio/mix/effects_mixer.h"

#include <algorithm>

namespace hp {
namespace {

constexpr double kVolumeRampSeconds = 0.03;  // a volume change never steps (no click)

}  // namespace

EffectsMixer::EffectsMixer(int rate) : rate_(rate) {}

EffectsMixer::Voice& EffectsMixer::voice_for_new_sound() {
  for (Voice& v : voices_) {
    if (!v.active) return v;
  }
  // All busy: the one closest to its end is the least missed.
  return *std::min_element(voices_.begin(), voices_.end(), [](const Voice& a, const Voice& b) {
    return a.sound->frames() - a.pos < b.sound->frames() - b.pos;
  });
}

void EffectsMixer::play(std::shared_ptr<const PcmTrack> sound, double gain, double duck_gain) {
  if (!sound || sound->frames() == 0) return;
  std::shared_ptr<const PcmTrack> old;  // released after the lock, on this (the game) thread
  std::lock_guard lock(mutex_);
  Voice& v = voice_for_new_sound();
  old = std::move(v.sound);
  v.sound = std::move(sound);
  v.active = true;
  v.pos = 0;
  v.gain = static_cast<float>(std::max(gain, 0.0));
  v.duck_gain = std::clamp(duck_gain, 0.0, 1.0);
}

void EffectsMixer::set_volume(double volume) {
  std::lock_guard lock(mutex_);
  volume_target_ = std::clamp(volume, 0.0, 1.0);
}

void EffectsMixer::stop() {
  std::lock_guard lock(mutex_);
  for (Voice& v : voices_) v.active = false;
}

double EffectsMixer::mix_add(float* out, int frames) {
  std::lock_guard lock(mutex_);
  const double step = 1.0 / (kVolumeRampSeconds * rate_);
  const double start = volume_;
  const double end = volume_target_ > volume_ ? std::min(volume_target_, volume_ + step * frames)
                                              : std::max(volume_target_, volume_ - step * frames);
  volume_ = end;
  double duck = 1.0;
  for (Voice& v : voices_) {
    if (!v.active) continue;
    duck = std::min(duck, v.duck_gain);
    const std::int16_t* s = v.sound->samples.data();
    const int n = static_cast<int>(std::min<std::int64_t>(frames, v.sound->frames() - v.pos));
    for (int i = 0; i < n; ++i) {
      const auto g = static_cast<float>(v.gain * (start + (end - start) * i / frames));
      out[i * 2] += g * s[(v.pos + i) * 2];
      out[i * 2 + 1] += g * s[(v.pos + i) * 2 + 1];
    }
    v.pos += n;
    if (v.pos >= v.sound->frames()) v.active = false;
  }
  return duck;
}

int EffectsMixer::active_voices() const {
  std::lock_guard lock(mutex_);
  return static_cast<int>(
      std::count_if(voices_.begin(), voices_.end(), [](const Voice& v) { return v.active; }));
}

}  // namespace hp
