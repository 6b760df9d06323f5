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

// What every format's decode shares: where it writes, its limits and who listens.
struct DecodeTarget {
  int rate;  // the device's frames per second
  std::size_t max_frames;
  PcmTrack& track;
  std::string& error;
  const PublishHook& published;
};

}  // namespace

// One file format's decode, a slice at a time.
struct NativeStream::Format {
  virtual ~Format() = default;
  // Decodes until about `frames` more input frames are in; false at the end of the file (or on
  // a stream error, or once the track is full).
  virtual bool more(std::int64_t frames) = 0;
  // Finishes the track with what it holds (once: at the end, or on stop).
  virtual void finish() = 0;
  virtual bool finished() const = 0;
  virtual int file_rate() const = 0;
};

namespace {

// What the formats share: the target, and the sink each puts its data into in the same pieces
// whatever the slices, so a sliced decode writes exactly what a whole one does.
class SinkFormat : public NativeStream::Format {
 public:
  explicit SinkFormat(const DecodeTarget& target) : to(target) {}
  void finish() override {
    if (finished_) return;
    finished_ = true;
    if (sink) to.track.finish_stream(sink->finish());
  }
  bool finished() const override { return finished_; }
  int file_rate() const override { return rate; }

 protected:
  DecodeTarget to;
  std::optional<StereoSink> sink;
  int rate = 0;  // the file's
  bool finished_ = false;
};

class VorbisFormat : public SinkFormat {
 public:
  using SinkFormat::SinkFormat;
  ~VorbisFormat() override {
    if (open_) ov_clear(&vf_);
  }
  NativeDecode open(const std::string& path) {
    if (ov_fopen(path.c_str(), &vf_) != 0) return NativeDecode::kNotMine;  // Opus or FLAC in Ogg
    open_ = true;
    const vorbis_info* vi = ov_info(&vf_, -1);
    rate = vi ? static_cast<int>(vi->rate) : 0;
    if (!vi || vi->channels < 1 || rate <= 0) {
      to.error = "the Vorbis stream has no channels or rate";
      return NativeDecode::kFailed;
    }
    to.track.begin_stream(expected_frames(ov_pcm_total(&vf_, -1), rate, to.rate, to.max_frames));
    sink.emplace(AUDIO_S16SYS, vi->channels, rate, to.rate, to.track, to.published);
    channels_ = vi->channels;
    return NativeDecode::kDone;
  }
  bool more(std::int64_t frames) override {
    char buffer[16384];
    int section = 0;
    const int big_endian = SDL_BYTEORDER == SDL_BIG_ENDIAN ? 1 : 0;
    for (std::int64_t in = 0; in < frames;) {
      if (sink->full()) return false;
      const long got = ov_read(&vf_, buffer, sizeof buffer, big_endian, 2, 1, &section);
      // The end, or a damaged page: what came before is kept, as SDL_mixer does.
      if (got <= 0) return false;
      if (!sink->put(buffer, static_cast<int>(got), to.error)) return false;
      in += got / (2 * channels_);
    }
    return true;
  }

 private:
  OggVorbis_File vf_{};
  bool open_ = false;
  int channels_ = 1;
};

class WavFormat : public SinkFormat {
 public:
  using SinkFormat::SinkFormat;
  ~WavFormat() override {
    if (data_) SDL_FreeWAV(data_);
  }
  NativeDecode open(const std::string& path) {
    SDL_AudioSpec spec;
    Uint32 bytes = 0;
    if (!SDL_LoadWAV(path.c_str(), &spec, &data_, &bytes)) {
      to.error = SDL_GetError();
      return NativeDecode::kFailed;
    }
    rate = spec.freq;
    frame_ = SDL_AUDIO_BITSIZE(spec.format) / 8 * spec.channels;
    whole_ = frame_ > 0 ? bytes - bytes % frame_ : 0;
    to.track.begin_stream(
        expected_frames(frame_ > 0 ? whole_ / frame_ : 0, spec.freq, to.rate, to.max_frames));
    sink.emplace(spec.format, spec.channels, spec.freq, to.rate, to.track, to.published);
    return NativeDecode::kDone;
  }
  bool more(std::int64_t frames) override {
    for (std::int64_t in = 0; in < frames;) {
      if (at_ >= whole_ || sink->full() || !to.error.empty()) return false;
      const Uint32 n = std::min<Uint32>(whole_ - at_, 1u << 16);  // the same pieces always
      sink->put(data_ + at_, static_cast<int>(n), to.error);
      at_ += n;
      in += n / frame_;
    }
    return at_ < whole_ && !sink->full() && to.error.empty();
  }

 private:
  Uint8* data_ = nullptr;
  Uint32 frame_ = 0, whole_ = 0, at_ = 0;
};

// libFLAC's callbacks write into the format; the stream is begun on the first frame, which
// gives the rate and channels (STREAMINFO, read before it, gives the length).
class FlacFormat : public SinkFormat {
 public:
  using SinkFormat::SinkFormat;
  ~FlacFormat() override {
    if (!decoder_) return;
    FLAC__stream_decoder_finish(decoder_);
    FLAC__stream_decoder_delete(decoder_);
  }
  NativeDecode open(const std::string& path) {
    decoder_ = FLAC__stream_decoder_new();
    if (!decoder_) {
      to.error = "libFLAC could not make a decoder";
      return NativeDecode::kFailed;
    }
    const auto init = FLAC__stream_decoder_init_file(
        decoder_, path.c_str(), write, metadata,
        [](const FLAC__StreamDecoder*, FLAC__StreamDecoderErrorStatus, void*) {}, this);
    if (init != FLAC__STREAM_DECODER_INIT_STATUS_OK) {
      to.error =
          std::string("libFLAC cannot open it (") + FLAC__StreamDecoderInitStatusString[init] + ")";
      return NativeDecode::kFailed;
    }
    return NativeDecode::kDone;
  }
  // A damaged frame is skipped by libFLAC (the error callback hears of it); the decoded length
  // then falls short of the declared one, which TrackProblems reports.
  bool more(std::int64_t frames) override {
    bool going = true;
    for (const std::int64_t until = in_ + frames; going && in_ < until;) {
      // False on a fatal error; the states from END_OF_STREAM on (aborted by the sink
      // included) all mean the decode is over.
      going = FLAC__stream_decoder_process_single(decoder_) &&
              FLAC__stream_decoder_get_state(decoder_) < FLAC__STREAM_DECODER_END_OF_STREAM;
    }
    if (!going && !sink && to.error.empty()) to.error = "the FLAC stream holds no audio";
    return going;
  }

 private:
  static void metadata(const FLAC__StreamDecoder*, const FLAC__StreamMetadata* metadata,
                       void* data) {
    if (metadata->type != FLAC__METADATA_TYPE_STREAMINFO) return;
    static_cast<FlacFormat*>(data)->total_frames_ =
        static_cast<std::int64_t>(metadata->data.stream_info.total_samples);
  }
  static FLAC__StreamDecoderWriteStatus write(const FLAC__StreamDecoder*, const FLAC__Frame* frame,
                                              const FLAC__int32* const buffer[], void* data) {
    auto& self = *static_cast<FlacFormat*>(data);
    const unsigned channels = frame->header.channels, bits = frame->header.bits_per_sample;
    if (!self.sink) {
      self.rate = static_cast<int>(frame->header.sample_rate);
      self.to.track.begin_stream(
          expected_frames(self.total_frames_, self.rate, self.to.rate, self.to.max_frames));
      self.sink.emplace(AUDIO_S16SYS, static_cast<int>(channels), self.rate, self.to.rate,
                        self.to.track, self.to.published);
    }
    self.frame_.resize(static_cast<std::size_t>(frame->header.blocksize) * channels);
    for (unsigned i = 0; i < frame->header.blocksize; ++i) {
      for (unsigned c = 0; c < channels; ++c) {
        const FLAC__int32 v = buffer[c][i];
        self.frame_[i * channels + c] =
            static_cast<std::int16_t>(bits >= 16 ? v >> (bits - 16) : v << (16 - bits));
      }
    }
    self.in_ += frame->header.blocksize;
    const bool ok =
        self.sink->put(self.frame_.data(), static_cast<int>(self.frame_.size() * 2), self.to.error);
    return ok && !self.sink->full() ? FLAC__STREAM_DECODER_WRITE_STATUS_CONTINUE
                                    : FLAC__STREAM_DECODER_WRITE_STATUS_ABORT;
  }

  FLAC__StreamDecoder* decoder_ = nullptr;
  std::vector<std::int16_t> frame_;  // one FLAC frame interleaved at 16 bits
  std::int64_t total_frames_ = 0;    // STREAMINFO's total samples per channel; 0 unknown
  std::int64_t in_ = 0;              // frames decoded so far
};

bool cancelled(const std::atomic<bool>* cancel) {
  return cancel && cancel->load(std::memory_order_relaxed);
}

// Input frames per slice of a whole decode: the same pieces reach the sink whatever this is;
// it only sets how often cancel is looked at (about 0.1 s of audio: well under a millisecond).
constexpr std::int64_t kWholeDecodeSlice = 4096;

}  // namespace

NativeStream::NativeStream() = default;

NativeStream::~NativeStream() = default;

NativeDecode NativeStream::open(const std::string& path, int rate, std::size_t max_frames,
                                PcmTrack& track, std::string& error, const PublishHook& published) {
  const DecodeTarget to{rate, max_frames, track, error, published};
  const auto start = [&](auto format) {
    const NativeDecode opened = format->open(path);
    if (opened == NativeDecode::kDone) format_ = std::move(format);
    return opened;
  };
  if (starts_with(path, "OggS", 0)) return start(std::make_unique<VorbisFormat>(to));
  if (starts_with(path, "fLaC", 0)) return start(std::make_unique<FlacFormat>(to));
  if (starts_with(path, "RIFF", 0) && starts_with(path, "WAVE", 8)) {
    return start(std::make_unique<WavFormat>(to));
  }
  return NativeDecode::kNotMine;
}

bool NativeStream::step(std::int64_t frames) {
  if (!format_ || format_->finished()) return false;
  if (format_->more(frames)) return true;
  format_->finish();
  return false;
}

void NativeStream::stop() {
  if (format_) format_->finish();
}

int NativeStream::file_rate() const {
  return format_ ? format_->file_rate() : 0;
}

NativeDecode decode_natively(const std::string& path, int rate, std::size_t max_frames,
                             PcmTrack& track, int& file_rate, std::string& error,
                             const std::atomic<bool>* cancel, const PublishHook& published) {
  NativeStream stream;
  const NativeDecode opened = stream.open(path, rate, max_frames, track, error, published);
  file_rate = stream.file_rate();
  if (opened != NativeDecode::kDone) return opened;
  while (!cancelled(cancel) && stream.step(kWholeDecodeSlice)) {
  }
  stream.stop();
  file_rate = stream.file_rate();
  return error.empty() ? NativeDecode::kDone : NativeDecode::kFailed;
}

}  // namespace hp
