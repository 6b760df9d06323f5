// NativeDecoder: OGG Vorbis (libvorbisfile), FLAC (libFLAC) and WAV
// (SDL_LoadWAV) decoded to the device format without SDL_mixer, so a worker thread can decode
// them while the device plays.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace hp {

// What decode_natively did with a file.
enum class NativeDecode {
  kNotMine,  // not one of its formats (Opus, MP3, modules, MIDI): SDL_mixer has to decode it
  kDone,     // samples holds the file (possibly cut short: see the caller's duration check)
  kFailed,   // one of its formats, but it cannot be opened; error says why
};

// Decodes path to interleaved 16-bit stereo at rate frames per second (resampling and mixing
// channels with SDL_AudioStream when the file differs), at most max_frames frames. A stream
// error part-way ends the decode there, as SDL_mixer's decoders do; the samples before it stay.
// file_rate receives the file's own rate. When cancel becomes true the decode stops early
// (the loader's way to quit at once).
NativeDecode decode_natively(const std::string& path, int rate, std::size_t max_frames,
                             std::vector<std::int16_t>& samples, int& file_rate, std::string& error,
                             const std::atomic<bool>* cancel = nullptr);

}  // namespace hp
