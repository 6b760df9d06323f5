// MusicMixer: mixes decoded tracks with true crossfades, loops and ducked stingers; no SDL, so
// it runs in tests without a device and in SDL_mixer's Mix_HookMusic callback in the game.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <mutex>

#include "engine/audio/pcm_track.h"

namespace hp {

class MusicMixer {
 public:
  static constexpr int kMaxVoices = 8;
  // rate: device frames per second (fades are given in seconds).
  explicit MusicMixer(int rate);

  // Makes track the bed: it fades in over fade_seconds while every other bed fades out, both
  // sounding at once (equal-power curves, so the loudness holds through the fade). A track
  // already playing (or fading out) is kept, not restarted. gain is linear (1 = as mastered).
  void play(std::shared_ptr<const PcmTrack> track, double gain, double fade_seconds);
  // Plays track once over the beds, which duck to duck_gain (0..1) until it ends.
  void sting(std::shared_ptr<const PcmTrack> track, double gain, double duck_gain);
  // Fades every voice out.
  void stop(double fade_seconds);
  // The overall music volume, 0..1 (master x music), applied with a short ramp.
  void set_volume(double volume);

  // Writes frames stereo frames to out (overwriting), hard-clipped to 16 bits. Called from the
  // audio thread; tests and tools use it where no other sound joins the music.
  void mix(std::int16_t* out, int frames);
  // The same mix as float frames at 16-bit scale (full scale is 32768), unclipped, so the
  // final bus can add effects and limit the sum once (see the audio bus).
  void mix_float(float* out, int frames);

  // The bed that is fading in or playing, or nullptr.
  std::shared_ptr<const PcmTrack> current() const;
  // Voices still sounding (beds and stingers), and the current bed's play position in frames.
  int active_voices() const;
  std::int64_t position() const;

 private:
  struct Voice {
    std::shared_ptr<const PcmTrack> track;  // kept until the next control call (no free in mix)
    bool active = false;
    bool stinger = false;
    std::int64_t pos = 0;  // next frame
    double gain = 1.0;     // linear, moving towards target without a step
    double target = 1.0;   // the gain asked for
    double level = 0.0;    // fade progress 0..1; the heard gain is sin(level * pi / 2)
    double step = 0.0;     // level change per frame (+ fading in, - fading out)
  };

  Voice* free_voice();
  double fade_step(double seconds) const;
  void mix_block(float* accum, int frames);
  void mix_voice(Voice& v, float* accum, int frames, double bed_gain);

  mutable std::mutex mutex_;  // control calls come from the game thread, mix from the audio one
  int rate_;
  std::array<Voice, kMaxVoices> voices_{};
  double volume_ = 1.0, volume_target_ = 1.0;
  double duck_ = 1.0, duck_target_ = 1.0, duck_gain_ = 1.0;
};

}  // namespace hp
