// NativeDecoder: libvorbisfile, libFLAC and SDL_LoadWAV_RW, through an
// SDL_AudioStream when the file's rate or channels differ from the device's. None of them takes
// SDL_mixer's device lock.
#include "engine/audio/tracks/native_decoder.h"

#include <FLAC/stream_decoder.h>
#include <SDL.h>
#include <vorbis/vorbisfile.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <optional>

namespace hp {
namespace {

// Appends converted audio to samples, up to max_frames stereo frames in all.
class StereoSink {
 public:
  StereoSink(SDL_AudioFormat format, int channels, int file_rate, int rate, std::size_t max_frames,
             std::vector<std::int16_t>& samples)
      : samples_(samples),
        max_samples_(max_frames * 2),
        start_(samples.size()),
        format_(format),
        frame_bytes_(SDL_AUDIO_BITSIZE(format) / 8 * channels),
        file_rate_(file_rate),
        rate_(rate) {
    if (format != AUDIO_S16SYS || channels != 2 || file_rate != rate) {
      stream_ = SDL_NewAudioStream(format, static_cast<Uint8>(channels), file_rate, AUDIO_S16SYS, 2,
                                   rate);
    }
  }
  ~StereoSink() {
    if (stream_) SDL_FreeAudioStream(stream_);
  }
  StereoSink(const StereoSink&) = delete;
  StereoSink& operator=(const StereoSink&) = delete;

  bool converting() const { return stream_ != nullptr; }
  bool full() const { return samples_.size() >= max_samples_; }
  // False when SDL cannot convert (error holds SDL's reason).
  bool put(const void* data, int bytes, std::string& error) {
    if (!stream_) {
      append(data, bytes);
      return true;
    }
    if (SDL_AudioStreamPut(stream_, data, bytes) != 0) {
      error = SDL_GetError();
      return false;
    }
    in_frames_ += bytes / std::max(frame_bytes_, 1);
    drain();
    return true;
  }
  // SDL 2.26's resampler keeps back about 10 ms even when flushed: a tenth of a second of
  // silence pushes it out, and the output is cut to the input's length at the new rate.
  void finish() {
    if (!stream_) return;
    const std::vector<Uint8> silence(static_cast<std::size_t>(file_rate_ / 10 * frame_bytes_),
                                     format_ == AUDIO_U8 ? 0x80 : 0);
    SDL_AudioStreamPut(stream_, silence.data(), static_cast<int>(silence.size()));
    SDL_AudioStreamFlush(stream_);
    drain();
    const auto frames = static_cast<std::size_t>(
        (static_cast<double>(in_frames_) * rate_ + file_rate_ / 2) / file_rate_);
    samples_.resize(std::min(samples_.size(), start_ + frames * 2));
  }

 private:
  void append(const void* data, int bytes) {
    const std::size_t n =
        std::min<std::size_t>(static_cast<std::size_t>(bytes) / 2,
                              max_samples_ - std::min(max_samples_, samples_.size()));
    const auto* s = static_cast<const std::int16_t*>(data);
    samples_.insert(samples_.end(), s, s + (n & ~std::size_t{1}));
  }
  void drain() {
    std::int16_t buffer[8192];
    for (int got; (got = SDL_AudioStreamGet(stream_, buffer, sizeof buffer)) > 0;) {
      append(buffer, got);
    }
  }

  std::vector<std::int16_t>& samples_;
  std::size_t max_samples_;
  std::size_t start_;  // samples_ held before this sink
  SDL_AudioFormat format_;
  int frame_bytes_, file_rate_, rate_;
  std::int64_t in_frames_ = 0;  // frames put in, at file_rate_
  SDL_AudioStream* stream_ = nullptr;
};

bool starts_with(const std::string& path, const char* magic, std::size_t offset) {
  std::ifstream file(path, std::ios::binary);
  char head[16] = {};
  file.read(head, sizeof head);
  return file.gcount() >= static_cast<std::streamsize>(offset + std::strlen(magic)) &&
         std::memcmp(head + offset, magic, std::strlen(magic)) == 0;
}

bool cancelled(const std::atomic<bool>* cancel) {
  return cancel && cancel->load(std::memory_order_relaxed);
}

NativeDecode decode_vorbis(const std::string& path, int rate, std::size_t max_frames,
                           std::vector<std::int16_t>& samples, int& file_rate, std::string& error,
                           const std::atomic<bool>* cancel) {
  OggVorbis_File vf;
  if (ov_fopen(path.c_str(), &vf) != 0) return NativeDecode::kNotMine;  // Opus or FLAC in Ogg
  const vorbis_info* vi = ov_info(&vf, -1);
  file_rate = vi ? static_cast<int>(vi->rate) : 0;
  if (!vi || vi->channels < 1 || file_rate <= 0) {
    ov_clear(&vf);
    error = "the Vorbis stream has no channels or rate";
    return NativeDecode::kFailed;
  }
  StereoSink sink(AUDIO_S16SYS, vi->channels, file_rate, rate, max_frames, samples);
  char buffer[16384];
  int section = 0;
  const int big_endian = SDL_BYTEORDER == SDL_BIG_ENDIAN ? 1 : 0;
  while (!sink.full() && !cancelled(cancel)) {
    const long got = ov_read(&vf, buffer, sizeof buffer, big_endian, 2, 1, &section);
    if (got <= 0) break;  // the end, or a damaged page: what came before is kept, as SDL_mixer does
    if (!sink.put(buffer, static_cast<int>(got), error)) break;
  }
  sink.finish();
  ov_clear(&vf);
  return error.empty() ? NativeDecode::kDone : NativeDecode::kFailed;
}

NativeDecode decode_wav(const std::string& path, int rate, std::size_t max_frames,
                        std::vector<std::int16_t>& samples, int& file_rate, std::string& error,
                        const std::atomic<bool>* cancel) {
  SDL_AudioSpec spec;
  Uint8* data = nullptr;
  Uint32 bytes = 0;
  if (!SDL_LoadWAV(path.c_str(), &spec, &data, &bytes)) {
    error = SDL_GetError();
    return NativeDecode::kFailed;
  }
  file_rate = spec.freq;
  StereoSink sink(spec.format, spec.channels, spec.freq, rate, max_frames, samples);
  const Uint32 frame = SDL_AUDIO_BITSIZE(spec.format) / 8 * spec.channels;
  const Uint32 whole = frame > 0 ? bytes - bytes % frame : 0;
  for (Uint32 at = 0; at < whole && !sink.full() && error.empty() && !cancelled(cancel);) {
    const Uint32 n = std::min<Uint32>(whole - at, 1u << 16);
    sink.put(data + at, static_cast<int>(n), error);
    at += n;
  }
  sink.finish();
  SDL_FreeWAV(data);
  return error.empty() ? NativeDecode::kDone : NativeDecode::kFailed;
}

// libFLAC's callbacks write into this; the sink is made on the first frame, which gives the
// rate and channels.
struct FlacState {
  int rate;
  std::size_t max_frames;
  std::vector<std::int16_t>& samples;
  std::string& error;
  const std::atomic<bool>* cancel;
  std::optional<StereoSink> sink;
  std::vector<std::int16_t> frame;  // one FLAC frame interleaved at 16 bits
  int file_rate = 0;
};

FLAC__StreamDecoderWriteStatus flac_write(const FLAC__StreamDecoder*, const FLAC__Frame* frame,
                                          const FLAC__int32* const buffer[], void* data) {
  auto& st = *static_cast<FlacState*>(data);
  const unsigned channels = frame->header.channels, bits = frame->header.bits_per_sample;
  if (!st.sink) {
    st.file_rate = static_cast<int>(frame->header.sample_rate);
    st.sink.emplace(AUDIO_S16SYS, static_cast<int>(channels), st.file_rate, st.rate, st.max_frames,
                    st.samples);
  }
  st.frame.resize(static_cast<std::size_t>(frame->header.blocksize) * channels);
  for (unsigned i = 0; i < frame->header.blocksize; ++i) {
    for (unsigned c = 0; c < channels; ++c) {
      const FLAC__int32 v = buffer[c][i];
      st.frame[i * channels + c] =
          static_cast<std::int16_t>(bits >= 16 ? v >> (bits - 16) : v << (16 - bits));
    }
  }
  const bool ok = st.sink->put(st.frame.data(), static_cast<int>(st.frame.size() * 2), st.error);
  return ok && !st.sink->full() && !cancelled(st.cancel)
             ? FLAC__STREAM_DECODER_WRITE_STATUS_CONTINUE
             : FLAC__STREAM_DECODER_WRITE_STATUS_ABORT;
}

NativeDecode decode_flac(const std::string& path, int rate, std::size_t max_frames,
                         std::vector<std::int16_t>& samples, int& file_rate, std::string& error,
                         const std::atomic<bool>* cancel) {
  FLAC__StreamDecoder* decoder = FLAC__stream_decoder_new();
  if (!decoder) {
    error = "libFLAC could not make a decoder";
    return NativeDecode::kFailed;
  }
  FlacState state{rate, max_frames, samples, error, cancel, std::nullopt, {}, 0};
  const auto init = FLAC__stream_decoder_init_file(
      decoder, path.c_str(), flac_write, nullptr,
      [](const FLAC__StreamDecoder*, FLAC__StreamDecoderErrorStatus, void*) {}, &state);
  if (init != FLAC__STREAM_DECODER_INIT_STATUS_OK) {
    error =
        std::string("libFLAC cannot open it (") + FLAC__StreamDecoderInitStatusString[init] + ")";
    FLAC__stream_decoder_delete(decoder);
    return NativeDecode::kFailed;
  }
  // A damaged frame is skipped by libFLAC (the error callback hears of it); the decoded length
  // then falls short of the declared one, which TrackProblems reports.
  FLAC__stream_decoder_process_until_end_of_stream(decoder);
  FLAC__stream_decoder_finish(decoder);
  FLAC__stream_decoder_delete(decoder);
  if (state.sink) state.sink->finish();
  file_rate = state.file_rate;
  if (!state.sink && error.empty()) error = "the FLAC stream holds no audio";
  return error.empty() ? NativeDecode::kDone : NativeDecode::kFailed;
}

}  // namespace

NativeDecode decode_natively(const std::string& path, int rate, std::size_t max_frames,
                             std::vector<std::int16_t>& samples, int& file_rate, std::string& error,
                             const std::atomic<bool>* cancel) {
  samples.clear();
  file_rate = 0;
  if (starts_with(path, "OggS", 0)) {
    return decode_vorbis(path, rate, max_frames, samples, file_rate, error, cancel);
  }
  if (starts_with(path, "fLaC", 0)) {
    return decode_flac(path, rate, max_frames, samples, file_rate, error, cancel);
  }
  if (starts_with(path, "RIFF", 0) && starts_with(path, "WAVE", 8)) {
    return decode_wav(path, rate, max_frames, samples, file_rate, error, cancel);
  }
  return NativeDecode::kNotMine;
}

}  // namespace hp
