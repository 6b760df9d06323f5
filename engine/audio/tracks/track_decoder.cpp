// TrackDecoder: Mix_LoadMUS for the duration, our reader for loops, and the samples from
// NativeDecoder (OGG Vorbis, FLAC, WAV; streamed) or else Mix_LoadWAV (whole).
#include "engine/audio/tracks/track_decoder.h"

#include <SDL.h>
#include <SDL_mixer.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <vector>

#include "engine/audio/tracks/native_decoder.h"
#include "engine/audio/tracks/stream_end.h"

namespace hp {
namespace {

struct DeviceFormat {
  int rate = 0;
  bool stereo16 = false;
};

DeviceFormat device_format() {
  int rate = 0, channels = 0;
  Uint16 format = 0;
  if (Mix_QuerySpec(&rate, &format, &channels) == 0) return {};
  return {rate, format == AUDIO_S16SYS && channels == 2};
}

}  // namespace

std::pair<std::int64_t, std::int64_t> loop_in_device_frames(
    std::pair<std::int64_t, std::int64_t> loop, int file_rate, int device_rate) {
  if (file_rate <= 0 || device_rate <= 0 || file_rate == device_rate) return loop;
  const auto scaled = [&](std::int64_t frames) {
    return static_cast<std::int64_t>(
        std::llround(static_cast<double>(frames) * device_rate / file_rate));
  };
  const std::int64_t start = scaled(loop.first);
  return {start, start + scaled(loop.second - loop.first)};
}

bool loop_length_exact(std::int64_t length, int file_rate, int device_rate) {
  if (file_rate <= 0 || device_rate <= 0) return true;
  return length * device_rate % file_rate == 0;
}

bool probe_track(const std::string& path, TrackInfo& info, std::string& error) {
  Mix_Music* music = Mix_LoadMUS(path.c_str());
  if (!music) {
    error = Mix_GetError();
    return false;
  }
  info.seconds = Mix_MusicDuration(music);
  Mix_FreeMusic(music);
  info.tags = read_loop_tags_from_file(path);
  info.file_rate = info.tags.sample_rate;
  info.cut = ogg_file_is_cut(path);
  return true;
}

namespace {

// Mix_LoadWAV for the formats only SDL_mixer reads (MP3, FLAC, Opus, modules, MIDI); it holds
// the device lock while it decodes (see the header).
bool decode_with_mixer(const std::string& path, std::size_t max_frames,
                       std::vector<std::int16_t>& samples, std::string& error) {
  Mix_Chunk* chunk = Mix_LoadWAV(path.c_str());
  if (!chunk) {
    error = Mix_GetError();
    return false;
  }
  samples.resize(std::min<std::size_t>(chunk->alen / sizeof(std::int16_t), max_frames * 2));
  std::memcpy(samples.data(), chunk->abuf, samples.size() * sizeof(std::int16_t));
  Mix_FreeChunk(chunk);
  return true;
}

}  // namespace

bool TrackStream::open(const std::string& path, const std::string& name, double max_seconds,
                       TrackInfo& info, std::string& error, const ChunkReady& chunk_ready) {
  info_ = &info;
  error_ = &error;
  const DeviceFormat device = device_format();
  if (!device.stereo16) {
    error = "the mixer is not open at 16-bit stereo";
    return false;
  }
  if (!probe_track(path, info, error)) {
    error = "SDL_mixer cannot open it (" + error + ")";
    return false;
  }
  if (info.seconds > max_seconds) {
    error = "it is " + std::to_string(static_cast<int>(info.seconds)) + " s long; tracks over " +
            std::to_string(static_cast<int>(max_seconds)) +
            " s are not decoded to memory (shorten it or loop a shorter part)";
    return false;
  }
  track_ = std::make_shared<PcmTrack>();
  track_->name = name;
  // The loop is set before the first chunk is handed over: the mixer reads it from then on.
  if (const auto loop = info.tags.loop()) {
    const auto frames = loop_in_device_frames(*loop, info.tags.sample_rate, device.rate);
    track_->loop_start = frames.first;
    track_->loop_end = frames.second;
  }
  const auto max_frames = static_cast<std::size_t>(max_seconds * device.rate);
  published_ = [this, &chunk_ready](std::int64_t ready) {
    if (chunk_ready) chunk_ready(track_, ready);
  };
  switch (native_.open(path, device.rate, max_frames, *track_, error, published_)) {
    case NativeDecode::kFailed:
      error = "it cannot be decoded (" + error + ")";
      track_ = nullptr;
      return false;
    case NativeDecode::kDone:
      streaming_ = true;
      return true;
    case NativeDecode::kNotMine:
      if (!decode_with_mixer(path, max_frames, track_->samples, error)) {
        error = "it cannot be decoded (" + error + ")";
        track_ = nullptr;
        return false;
      }
      info.decoded_whole = true;
      return true;
  }
  return true;
}

bool TrackStream::step(std::int64_t frames) {
  if (!streaming_) return false;
  if (native_.step(frames)) return true;
  streaming_ = false;
  if (info_->file_rate == 0) info_->file_rate = native_.file_rate();
  if (!error_->empty()) {
    *error_ = "it cannot be decoded (" + *error_ + ")";
    track_ = nullptr;
  }
  return false;
}

void TrackStream::stop() {
  native_.stop();
  step(0);
}

std::shared_ptr<PcmTrack> stream_track(const std::string& path, const std::string& name,
                                       double max_seconds, TrackInfo& info, std::string& error,
                                       const std::atomic<bool>* cancel,
                                       const ChunkReady& chunk_ready) {
  // About 0.1 s of audio a slice: how often cancel is looked at (well under a millisecond).
  constexpr std::int64_t kSlice = 4096;
  TrackStream stream;
  if (!stream.open(path, name, max_seconds, info, error, chunk_ready)) return nullptr;
  while (!(cancel && cancel->load(std::memory_order_relaxed)) && stream.step(kSlice)) {
  }
  stream.stop();
  return stream.track();
}

std::shared_ptr<PcmTrack> decode_track(const std::string& path, const std::string& name,
                                       double max_seconds, TrackInfo& info, std::string& error,
                                       const std::atomic<bool>* cancel) {
  auto track = stream_track(path, name, max_seconds, info, error, cancel, {});
  if (track) track->compact();  // never shared: its buffer can be cut to its length
  return track;
}

std::shared_ptr<PcmTrack> decode_track(const std::string& path, const std::string& name,
                                       double max_seconds, std::string& error) {
  TrackInfo info;
  return decode_track(path, name, max_seconds, info, error);
}

bool mixer_open() {
  return Mix_QuerySpec(nullptr, nullptr, nullptr) != 0;
}

// Whether one of SDL_mixer's soundfonts (a ';'-separated list) exists.
bool soundfont_installed() {
  const std::string fonts = Mix_GetSoundFonts() ? Mix_GetSoundFonts() : "";
  std::error_code ec;
  for (std::size_t start = 0; start <= fonts.size();) {
    const std::size_t end = std::min(fonts.find(';', start), fonts.size());
    const std::string font = fonts.substr(start, end - start);
    if (!font.empty() && std::filesystem::exists(font, ec)) return true;
    start = end + 1;
  }
  return false;
}

bool midi_playable() {
  const bool fluidsynth = Mix_HasMusicDecoder("FLUIDSYNTH");
  if (!fluidsynth && !Mix_HasMusicDecoder("MIDI") && !Mix_HasMusicDecoder("TIMIDITY")) {
    return false;
  }
  std::error_code ec;
  // SDL_mixer only guesses FluidR3_GM.sf2; Debian's soundfont packages register theirs as
  // default-GM.sf2 (or install others there), so point FluidSynth at what is installed.
  if (fluidsynth && !soundfont_installed()) {
    for (const char* font :
         {"/usr/share/sounds/sf2/default-GM.sf2", "/usr/share/sounds/sf2/FluidR3_GM.sf2",
          "/usr/share/sounds/sf2/TimGM6mb.sf2"}) {
      if (std::filesystem::exists(font, ec)) {
        Mix_SetSoundFonts(font);
        break;
      }
    }
  }
  return soundfont_installed() || std::filesystem::exists("/etc/timidity/timidity.cfg", ec) ||
         std::filesystem::exists("/etc/timidity.cfg", ec);
}

}  // namespace hp
