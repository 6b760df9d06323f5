// NativeDecoder: OGG Vorbis (libvorbisfile), FLAC (libFLAC) and WAV
// (SDL_LoadWAV) decoded to the device format without SDL_mixer, so a worker thread can decode
// them while the device plays, and stream them: the track can be played from its first chunk.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "engine/audio/tracks/pcm_track.h"

namespace hp {

// What decode_natively did with a file.
enum class NativeDecode {
  kNotMine,  // not one of its formats (Opus, MP3, modules, MIDI): SDL_mixer has to decode it
  kDone,     // the track holds the file (possibly cut short: see the caller's duration check)
  kFailed,   // one of its formats, but it cannot be opened; error says why
};

// Called on the decoder's thread each time more frames are published, with the count ready.
using PublishHook = std::function<void(std::int64_t ready_frames)>;

// Decodes path into track as interleaved 16-bit stereo at rate frames per second (resampling and
// mixing channels with SDL_AudioStream when the file differs), at most max_frames frames. The
// track is streamed (PcmTrack::begin_stream): its buffer is sized once, from the length the file
// declares (ov_pcm_total, FLAC's total samples, the WAV's size; converted to the device rate as
// the resampler will produce it; max_frames when unknown), filled in chunks, each published
// before published is called, and finished with the true count. A stream error part-way ends the
// decode there, as SDL_mixer's decoders do; the frames before it stay. file_rate receives the
// file's own rate. When cancel becomes true the decode stops early (the loader's way to quit at
// once). kNotMine leaves the track untouched.
NativeDecode decode_natively(const std::string& path, int rate, std::size_t max_frames,
                             PcmTrack& track, int& file_rate, std::string& error,
                             const std::atomic<bool>* cancel = nullptr,
                             const PublishHook& published = {});

// The same decode a slice at a time, for a caller that cannot wait for a whole file: a browser
// has no thread to give it (engine/audio/tracks/track_loader.h, pumped). The frames written,
// published and finished are exactly decode_natively's.
class NativeStream {
 public:
  NativeStream();
  ~NativeStream();
  NativeStream(const NativeStream&) = delete;
  NativeStream& operator=(const NativeStream&) = delete;

  // Opens path and begins track's stream as decode_natively does (kDone: opened, step() on;
  // kNotMine and kFailed as there, with error). track, error and published must outlive it.
  NativeDecode open(const std::string& path, int rate, std::size_t max_frames, PcmTrack& track,
                    std::string& error, const PublishHook& published = {});
  // Decodes on until about `frames` more input frames are in, or the file ends; false once the
  // decode is over (then the track is finished and error says whether it failed part-way).
  bool step(std::int64_t frames);
  // Ends the decode where it is (the loader's cancel): the track is finished with what it has.
  void stop();
  // The file's own rate (0 until known).
  int file_rate() const;

  struct Format;  // one per file format (native_decoder.cpp)

 private:
  std::unique_ptr<Format> format_;
};

}  // namespace hp
