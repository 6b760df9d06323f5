// EffectsMixer: short sounds played once over the music, a fixed set of voices; no SDL.
#pragma once

#include <array>
#include <memory>
#include <mutex>

#include "engine/audio/tracks/pcm_track.h"

namespace hp {

class EffectsMixer {
 public:
  static constexpr int kVoices = 16;  // sounds at once; a 17th replaces the one nearest its end

  // rate: device frames per second (the volume's ramp is given in seconds).
  explicit EffectsMixer(int rate);

  // Plays sound (decoded at the device's format) once at gain (linear). duck_gain (0..1): what
  // the music drops to while it sounds (1: no duck). Called from the game thread.
  void play(std::shared_ptr<const PcmTrack> sound, double gain, double duck_gain);
  // The effects' volume, 0..1 (master x effects), applied with a 30 ms ramp (linear within
  // each mix_add call, which the device makes every few milliseconds).
  void set_volume(double volume);
  // Silences every voice at once (the device is closing).
  void stop();

  // Adds the voices' next frames to out (interleaved stereo at 16-bit scale) and returns the
  // lowest duck gain a sounding voice asks for (1 when none does). Called from the audio thread:
  // it allocates and frees nothing (a finished voice keeps its sound until the next play).
  double mix_add(float* out, int frames);

  int active_voices() const;

 private:
  struct Voice {
    std::shared_ptr<const PcmTrack> sound;
    bool active = false;
    std::int64_t pos = 0;  // next frame
    float gain = 1.0f;
    double duck_gain = 1.0;
  };

  Voice& voice_for_new_sound();

  mutable std::mutex mutex_;  // play comes from the game thread, mix_add from the audio one
  int rate_;
  std::array<Voice, kVoices> voices_{};
  double volume_ = 1.0, volume_target_ = 1.0;
};

}  // namespace hp
