// Audio: the SDL_mixer device playing the final mix bus (music and effects); with no device it
// stays silent.
#pragma once

#include <memory>

#include "engine/audio/tracks/pcm_track.h"

namespace hp {

class MixBus;
class MusicMixer;

class Audio {
 public:
  // Opens the audio device unless enabled is false. No device is not an error: the game runs
  // silent after a single warning (CI and headless machines have none).
  explicit Audio(bool enabled);
  ~Audio();
  Audio(const Audio&) = delete;
  Audio& operator=(const Audio&) = delete;

  bool available() const { return open_; }
  // Device frames per second (the device is opened at 44.1 kHz 16-bit stereo, which the
  // music mixer and the track decoder rely on); 0 without a device.
  int rate() const { return open_ ? kRate : 0; }
  // Makes mixer the bus's music (nullptr detaches it). The mixer must outlive the hook; after
  // hook_music(nullptr) returns, the audio thread no longer reads it.
  void hook_music(MusicMixer* mixer);
  // Plays a decoded sound (device format) once over the music at gain (linear), the music
  // dipping to duck_gain (0..1, 1: no duck) while it sounds. Silent without a device.
  void play_sound(std::shared_ptr<const PcmTrack> sound, double gain, double duck_gain);
  // 0..1 for all effects (the music's volume is the mixer's).
  void set_effects_volume(double volume);

  static constexpr int kRate = 44100;  // the game's assets are 44.1 kHz: loops stay sample-exact

 private:
  bool open_ = false;
  // What SDL_mixer's music hook plays: SDL_mixer's own channels add to it with a hard clip, so
  // the game plays nothing through them and the bus's limiter sees the whole mix.
  std::unique_ptr<MixBus> bus_;
};

}  // namespace hp
