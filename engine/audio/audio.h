// Audio: SDL_mixer music and sound effects; with no audio device it warns once and stays silent.
#pragma once

#include <string>
#include <unordered_map>

typedef struct _Mix_Music Mix_Music;
struct Mix_Chunk;

namespace hp {

class Audio {
 public:
  // Opens the audio device unless enabled is false. No device is not an error: the game runs
  // silent after a single warning (CI and headless machines have none).
  explicit Audio(bool enabled);
  ~Audio();
  Audio(const Audio&) = delete;
  Audio& operator=(const Audio&) = delete;

  bool available() const { return open_; }
  // Loads and loops the track at path; an unplayable file warns and leaves silence.
  void play_music(const std::string& path);
  // Loads the effect at path under name; a missing file warns and the effect stays silent.
  void load_effect(const std::string& name, const std::string& path);
  void play_effect(const std::string& name);
  // 0..1 for all music / all effects.
  void set_music_volume(double volume);
  void set_effects_volume(double volume);

 private:
  bool open_ = false;
  Mix_Music* music_ = nullptr;
  std::unordered_map<std::string, Mix_Chunk*> effects_;
};

}  // namespace hp
