// Audio: the SDL_mixer device, sound effects and the music hook; with no device it stays silent.
#pragma once

#include <string>
#include <unordered_map>

struct Mix_Chunk;

namespace hp {

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
  // Feeds the music from mixer through SDL_mixer's music hook (nullptr detaches it). The mixer
  // must outlive the hook.
  void hook_music(MusicMixer* mixer);
  // Loads the effect at path under name; a missing file warns and the effect stays silent.
  void load_effect(const std::string& name, const std::string& path);
  void play_effect(const std::string& name);
  // 0..1 for all effects (the music's volume is the mixer's).
  void set_effects_volume(double volume);

  static constexpr int kRate = 44100;  // the game's assets are 44.1 kHz: loops stay sample-exact

 private:
  bool open_ = false;
  MusicMixer* music_ = nullptr;
  std::unordered_map<std::string, Mix_Chunk*> effects_;
};

}  // namespace hp
