// Audio implementation on SDL_mixer.
#include "engine/audio/audio.h"

#include <SDL.h>
#include <SDL_mixer.h>

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/audio/mix/mix_bus.h"
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

}  // namespace

Audio::Audio(bool enabled) {
  if (!enabled) return;
  // Files at other rates than the device's are resampled by SDL_AudioStream. Its own resampler
  // (SDL 2.26) glitches where the decode's chunks meet and drifts the pitch (a 1 kHz tone at
  // 48 kHz came out at 1000.85 Hz with 47 clicks a second); with this hint, set before audio
  // starts, SDL resamples with libsamplerate (Debian's SDL links it), which carries its state
  // from chunk to chunk: the tone stays at 1000.000 Hz with no click (resampling_test). "fast" is
  // libsamplerate's fastest sinc filter: about 7 ms of a core per second of 48 kHz music ("medium"
  // took twice that), so a long track still loads in seconds. An SDL_AUDIO_RESAMPLING_MODE set in
  // the environment wins.
  SDL_SetHint(SDL_HINT_AUDIO_RESAMPLING_MODE, "fast");
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
  bus_ = std::make_unique<MixBus>(kRate);
  Mix_HookMusic(
      [](void* data, Uint8* stream, int bytes) {
        static_cast<MixBus*>(data)->mix(reinterpret_cast<std::int16_t*>(stream), bytes / 4);
      },
      bus_.get());
  open_ = true;
}

Audio::~Audio() {
  if (!open_) return;
  Mix_HookMusic(nullptr, nullptr);  // returns once the audio thread is out of the hook
  Mix_CloseAudio();
  bus_.reset();
  Mix_Quit();
  SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

void Audio::hook_music(MusicMixer* mixer) {
  if (open_) bus_->set_music(mixer);
}

void Audio::play_sound(std::shared_ptr<const PcmTrack> sound, double gain, double duck_gain) {
  if (open_) bus_->effects().play(std::move(sound), gain, duck_gain);
}

void Audio::set_effects_volume(double volume) {
  if (open_) bus_->effects().set_volume(volume);
}

}  // namespace hp
