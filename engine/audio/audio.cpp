// Audio implementation on SDL_mixer.
#include "engine/audio/audio.h"

#include <SDL.h>
#include <SDL_mixer.h>

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/audio/music_mixer.h"
#include "engine/core/log.h"

namespace hp {
namespace {

// Runs open with the process's stderr silenced. libasound reports a missing sound card with
// several lines of its own straight to stderr; the player should get one clear warning instead.
template <typename Open>
int quietly(Open open) {
  std::fflush(stderr);
  const int saved = dup(STDERR_FILENO);
  FILE* null = std::fopen("/dev/null", "w");
  if (saved < 0 || !null) {
    if (null) std::fclose(null);
    if (saved >= 0) close(saved);
    return open();
  }
  dup2(fileno(null), STDERR_FILENO);
  const int result = open();
  std::fflush(stderr);
  dup2(saved, STDERR_FILENO);
  close(saved);
  std::fclose(null);
  return result;
}

int to_mix_volume(double volume) {
  return static_cast<int>(std::lround(std::clamp(volume, 0.0, 1.0) * MIX_MAX_VOLUME));
}

}  // namespace

Audio::Audio(bool enabled) {
  if (!enabled) return;
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
    log::warning(std::string("no audio (") + SDL_GetError() + "); the game runs silent");
    return;
  }
  Mix_Init(MIX_INIT_OGG | MIX_INIT_FLAC | MIX_INIT_MP3 | MIX_INIT_OPUS | MIX_INIT_MOD |
           MIX_INIT_MID);
  if (quietly([] { return Mix_OpenAudioDevice(kRate, AUDIO_S16SYS, 2, 1024, nullptr, 0); }) != 0) {
    log::warning(std::string("no audio device (") + Mix_GetError() + "); the game runs silent");
    Mix_Quit();
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    return;
  }
  Mix_AllocateChannels(16);
  open_ = true;
}

Audio::~Audio() {
  if (!open_) return;
  Mix_HookMusic(nullptr, nullptr);
  Mix_HaltChannel(-1);
  for (auto& [name, chunk] : effects_) {
    if (chunk) Mix_FreeChunk(chunk);
  }
  Mix_CloseAudio();
  Mix_Quit();
  SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

void Audio::hook_music(MusicMixer* mixer) {
  if (!open_) return;
  music_ = mixer;
  if (!mixer) {
    Mix_HookMusic(nullptr, nullptr);
    return;
  }
  Mix_HookMusic(
      [](void* data, Uint8* stream, int bytes) {
        static_cast<MusicMixer*>(data)->mix(reinterpret_cast<std::int16_t*>(stream), bytes / 4);
      },
      mixer);
}

void Audio::load_effect(const std::string& name, const std::string& path) {
  if (!open_) return;
  Mix_Chunk* chunk = Mix_LoadWAV(path.c_str());
  if (!chunk) {
    log::warning("cannot load the sound \"" + path + "\" (" + Mix_GetError() +
                 "); it stays silent");
  }
  if (auto it = effects_.find(name); it != effects_.end() && it->second) {
    Mix_FreeChunk(it->second);
  }
  effects_[name] = chunk;
}

void Audio::play_effect(const std::string& name) {
  if (!open_) return;
  auto it = effects_.find(name);
  if (it != effects_.end() && it->second) Mix_PlayChannel(-1, it->second, 0);
}

void Audio::set_effects_volume(double volume) {
  if (open_) Mix_Volume(-1, to_mix_volume(volume));
}

}  // namespace hp
