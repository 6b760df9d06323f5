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

// The frames a file of in_frames at file_rate gives at rate: what StereoSink::finish cuts the
// resampler's output to. max_frames when the file does not say (in_frames <= 0).
std::int64_t expected_frames(std::int64_t in_frames, int file_rate, int rate,
                             std::size_t max_frames) {
  const auto cap = static_cast<std::int64_t>(max_frames);
  if (in_frames <= 0 || file_rate <= 0) return cap;
  if (file_rate == rate) return std::min(in_frames, cap);
  const auto out = static_cast<std::int64_t>(
      (static_cast<double>(in_frames) * rate + file_rate / 2) / file_rate);
  return std::min(out, cap);
}

// Writes converted audio into a streamed track's buffer (sized by the caller's begin_stream),
// publishing each chunk as it lands.
class StereoSink {
 public:
  StereoSink(SDL_AudioFormat format, int channels, int file_rate, int rate, PcmTrack& track,
             const PublishHook& published)
      : track_(track),
        capacity_(track.stream_capacity()),
        published_hook_(published),
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

  bool full() const { return written_ >= capacity_; }
  // False when SDL cannot convert (error holds SDL's reason).
  bool put(const void* data, int bytes, std::string& error) {
    in_frames_ += bytes / std::max(frame_bytes_, 1);
    if (!stream_) {
      append(data, bytes);
    } else if (SDL_AudioStreamPut(stream_, data, bytes) != 0) {
      error = SDL_GetError();
      return false;
    } else {
      drain();
    }
    publish();
    return true;
  }
  // The frames the decode gave. SDL 2.26's resampler keeps back about 10 ms even when flushed:
  // a tenth of a second of silence pushes it out, and the output is cut to the input's length at
  // the new rate (those last frames are not published here: the caller's finish_stream does).
  std::int64_t finish() {
    if (!stream_) return written_;
    const std::vector<Uint8> silence(static_cast<std::size_t>(file_rate_ / 10 * frame_bytes_),
                                     format_ == AUDIO_U8 ? 0x80 : 0);
    SDL_AudioStreamPut(stream_, silence.data(), static_cast<int>(silence.size()));
    SDL_AudioStreamFlush(stream_);
    drain();
    return std::min(written_, expected_frames(in_frames_, file_rate_, rate_, capacity_));
  }

 private:
  void append(const void* data, int bytes) {
    const std::int64_t n = std::min<std::int64_t>(bytes / 4, capacity_ - written_);
    if (n <= 0) return;
    std::memcpy(track_.stream_data() + written_ * 2, data, static_cast<std::size_t>(n) * 4);
    written_ += n;
  }
  void drain() {
    std::int16_t buffer[8192];
    for (int got; (got = SDL_AudioStreamGet(stream_, buffer, sizeof buffer)) > 0;) {
      append(buffer, got);
    }
  }
  // Publishes what finish() will keep: a resampled frame counts once the input behind it is in
  // (the frames the input so far gives, rounded down), so the ready count never passes the end.
  void publish() {
    std::int64_t ready = written_;
    if (stream_) {
      ready = std::min(
          ready, static_cast<std::int64_t>(static_cast<double>(in_frames_) * rate_ / file_rate_));
    }
    if (ready <= published_) return;
    published_ = ready;
    track_.publish(ready);
    if (published_hook_) published_hook_(ready);
  }

  PcmTrack& track_;
  std::int64_t capacity_;  // frames the track's buffer holds
  const PublishHook& published_hook_;
  SDL_AudioFormat format_;
  int frame_bytes_, file_rate_, rate_;
  std::int64_t in_frames_ = 0;  // frames put in, at file_rate_
  std::int64_t written_ = 0;    // frames written to the track
  std::int64_t published_ = 0;  // frames published
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

// What every format's decode shares: where it writes, its limits and who listens.
struct DecodeTarget {
  int rate;  // the device's frames per second
  std::size_t max_frames;
  PcmTrack& track;
  std::string& error;
  const std::atomic<bool>* cancel;
  const PublishHook& published;
};

NativeDecode decode_vorbis(const std::string& path, DecodeTarget& to, int& file_rate) {
  OggVorbis_File vf;
  if (ov_fopen(path.c_str(), &vf) != 0) return NativeDecode::kNotMine;  // Opus or FLAC in Ogg
  const vorbis_info* vi = ov_info(&vf, -1);
  file_rate = vi ? static_cast<int>(vi->rate) : 0;
  if (!vi || vi->channels < 1 || file_rate <= 0) {
    ov_clear(&vf);
    to.error = "the Vorbis stream has no channels or rate";
    return NativeDecode::kFailed;
  }
  to.track.begin_stream(expected_frames(ov_pcm_total(&vf, -1), file_rate, to.rate, to.max_frames));
  StereoSink sink(AUDIO_S16SYS, vi->channels, file_rate, to.rate, to.track, to.published);
  char buffer[16384];
  int section = 0;
  const int big_endian = SDL_BYTEORDER == SDL_BIG_ENDIAN ? 1 : 0;
  while (!sink.full() && !cancelled(to.cancel)) {
    const long got = ov_read(&vf, buffer, sizeof buffer, big_endian, 2, 1, &section);
    if (got <= 0) break;  // the end, or a damaged page: what came before is kept, as SDL_mixer does
    if (!sink.put(buffer, static_cast<int>(got), to.error)) break;
  }
  to.track.finish_stream(sink.finish());
  ov_clear(&vf);
  return to.error.empty() ? NativeDecode::kDone : NativeDecode::kFailed;
}

NativeDecode decode_wav(const std::string& path, DecodeTarget& to, int& file_rate) {
  SDL_AudioSpec spec;
  Uint8* data = nullptr;
  Uint32 bytes = 0;
  if (!SDL_LoadWAV(path.c_str(), &spec, &data, &bytes)) {
    to.error = SDL_GetError();
    return NativeDecode::kFailed;
  }
  file_rate = spec.freq;
  const Uint32 frame = SDL_AUDIO_BITSIZE(spec.format) / 8 * spec.channels;
  const Uint32 whole = frame > 0 ? bytes - bytes % frame : 0;
  to.track.begin_stream(
      expected_frames(frame > 0 ? whole / frame : 0, spec.freq, to.rate, to.max_frames));
  StereoSink sink(spec.format, spec.channels, spec.freq, to.rate, to.track, to.published);
  for (Uint32 at = 0; at < whole && !sink.full() && to.error.empty() && !cancelled(to.cancel);) {
    const Uint32 n = std::min<Uint32>(whole - at, 1u << 16);
    sink.put(data + at, static_cast<int>(n), to.error);
    at += n;
  }
  to.track.finish_stream(sink.finish());
  SDL_FreeWAV(data);
  return to.error.empty() ? NativeDecode::kDone : NativeDecode::kFailed;
}

// libFLAC's callbacks write into this; the stream is begun on the first frame, which gives the
// rate and channels (STREAMINFO, read before it, gives the length).
struct FlacState {
  DecodeTarget& to;
  std::optional<StereoSink> sink;
  std::vector<std::int16_t> frame;  // one FLAC frame interleaved at 16 bits
  std::int64_t total_frames = 0;    // STREAMINFO's total samples per channel; 0 unknown
  int file_rate = 0;
};

void flac_metadata(const FLAC__StreamDecoder*, const FLAC__StreamMetadata* metadata, void* data) {
  if (metadata->type != FLAC__METADATA_TYPE_STREAMINFO) return;
  static_cast<FlacState*>(data)->total_frames =
      static_cast<std::int64_t>(metadata->data.stream_info.total_samples);
}

FLAC__StreamDecoderWriteStatus flac_write(const FLAC__StreamDecoder*, const FLAC__Frame* frame,
                                          const FLAC__int32* const buffer[], void* data) {
  auto& st = *static_cast<FlacState*>(data);
  const unsigned channels = frame->header.channels, bits = frame->header.bits_per_sample;
  if (!st.sink) {
    st.file_rate = static_cast<int>(frame->header.sample_rate);
    st.to.track.begin_stream(
        expected_frames(st.total_frames, st.file_rate, st.to.rate, st.to.max_frames));
    st.sink.emplace(AUDIO_S16SYS, static_cast<int>(channels), st.file_rate, st.to.rate, st.to.track,
                    st.to.published);
  }
  st.frame.resize(static_cast<std::size_t>(frame->header.blocksize) * channels);
  for (unsigned i = 0; i < frame->header.blocksize; ++i) {
    for (unsigned c = 0; c < channels; ++c) {
      const FLAC__int32 v = buffer[c][i];
      st.frame[i * channels + c] =
          static_cast<std::int16_t>(bits >= 16 ? v >> (bits - 16) : v << (16 - bits));
    }
  }
  const bool ok = st.sink->put(st.frame.data(), static_cast<int>(st.frame.size() * 2), st.to.error);
  return ok && !st.sink->full() && !cancelled(st.to.cancel)
             ? FLAC__STREAM_DECODER_WRITE_STATUS_CONTINUE
             : FLAC__STREAM_DECODER_WRITE_STATUS_ABORT;
}

NativeDecode decode_flac(const std::string& path, DecodeTarget& to, int& file_rate) {
  FLAC__StreamDecoder* decoder = FLAC__stream_decoder_new();
  if (!decoder) {
    to.error = "libFLAC could not make a decoder";
    return NativeDecode::kFailed;
  }
  FlacState state{to, std::nullopt, {}, 0, 0};
  const auto init = FLAC__stream_decoder_init_file(
      decoder, path.c_str(), flac_write, flac_metadata,
      [](const FLAC__StreamDecoder*, FLAC__StreamDecoderErrorStatus, void*) {}, &state);
  if (init != FLAC__STREAM_DECODER_INIT_STATUS_OK) {
    to.error =
        std::string("libFLAC cannot open it (") + FLAC__StreamDecoderInitStatusString[init] + ")";
    FLAC__stream_decoder_delete(decoder);
    return NativeDecode::kFailed;
  }
  // A damaged frame is skipped by libFLAC (the error callback hears of it); the decoded length
  // then falls short of the declared one, which TrackProblems reports.
  FLAC__stream_decoder_process_until_end_of_stream(decoder);
  FLAC__stream_decoder_finish(decoder);
  FLAC__stream_decoder_delete(decoder);
  if (state.sink) to.track.finish_stream(state.sink->finish());
  file_rate = state.file_rate;
  if (!state.sink && to.error.empty()) to.error = "the FLAC stream holds no audio";
  return to.error.empty() ? NativeDecode::kDone : NativeDecode::kFailed;
}

}  // namespace

NativeDecode decode_natively(const std::string& path, int rate, std::size_t max_frames,
                             PcmTrack& track, int& file_rate, std::string& error,
                             const std::atomic<bool>* cancel, const PublishHook& published) {
  file_rate = 0;
  DecodeTarget to{rate, max_frames, track, error, cancel, published};
  if (starts_with(path, "OggS", 0)) return decode_vorbis(path, to, file_rate);
  if (starts_with(path, "fLaC", 0)) return decode_flac(path, to, file_rate);
  if (starts_with(path, "RIFF", 0) && starts_with(path, "WAVE", 8)) {
    return decode_wav(path, to, file_rate);
  }
  return NativeDecode::kNotMine;
}

}  // namespace hp
