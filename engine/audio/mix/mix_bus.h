// MixBus: the final mix the device plays: music, ducked under effects that ask for it, plus the
// effects, through a limiter, then 16-bit. No SDL: tests render it offline.
#pragma once

#include <cstdint>
#include <mutex>

#include "engine/audio/mix/effects_mixer.h"
#include "engine/audio/mix/limiter.h"

namespace hp {

class MusicMixer;

class MixBus {
 public:
  static constexpr double kDuckAttackSeconds = 0.015;  // the music dips this fast under a slam
  static constexpr double kDuckReleaseSeconds = 0.25;  // and comes back this slowly after it
  static constexpr double kCeilingDb = -1.5;           // the limiter's (true-peak estimate)

  // rate: device frames per second.
  explicit MixBus(int rate);

  // The music source (nullptr: none). Waits for a mix under way, so after it returns the old
  // mixer is no longer read and may be destroyed.
  void set_music(MusicMixer* music);
  EffectsMixer& effects() { return effects_; }

  // Writes frames stereo frames of the final mix to out. Called from the audio thread.
  void mix(std::int16_t* out, int frames);

  // The music's duck gain now, 0..1 (1: not ducked).
  double duck() const { return duck_; }
  const Limiter& limiter() const { return limiter_; }

 private:
  static constexpr int kBlock = 256;  // frames mixed at a time on the stack
  void mix_block(float* out, int frames);

  std::mutex music_mutex_;  // guards music_ against a swap during a mix
  MusicMixer* music_ = nullptr;
  EffectsMixer effects_;
  Limiter limiter_;
  double duck_ = 1.0;
  double duck_attack_, duck_release_;  // per-frame coefficients
};

}  // namespace hp
