// PcmTrack: a music track decoded to memory at the device format, with its loop in frames; a
// streamed one is played while its decoder is still filling it.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace hp {

struct PcmTrack {
  std::string name;  // file name, for messages and the jukebox
  // Interleaved stereo, left then right: a track decoded whole. A streamed track's frames are in
  // a buffer of its own (data()) until compact() moves them here.
  std::vector<std::int16_t> samples;
  std::int64_t loop_start = 0;  // frame a loop returns to (after an intro)
  std::int64_t loop_end = 0;    // frame after the last looped one; 0 means the whole track

  PcmTrack() = default;
  // Copies what is ready, as a track decoded whole (tests copy finished tracks).
  PcmTrack(const PcmTrack& other);
  PcmTrack& operator=(const PcmTrack& other);

  // The track's length in frames: all of samples for a track decoded whole; for a streamed one,
  // the length its decoder expects until it finishes, then the frames it gave.
  std::int64_t frames() const;
  // Frames that may be read now: all of them once finished; those published so far while
  // streaming. Frames at or past it must not be read (they are being written).
  std::int64_t ready_frames() const;
  // The frames, interleaved: samples, or a streamed track's buffer. Read only below
  // ready_frames().
  const std::int16_t* data() const { return stream_ ? stream_.get() : samples.data(); }
  // Whether the decoder is done (always, for a track decoded whole).
  bool finished() const { return finished_.load(std::memory_order_acquire); }

  // The decoder's side of streaming, all on the decoder's thread. begin_stream allocates the
  // buffer once for expected frames, unzeroed (85 MB at the 8-minute limit is then only address
  // space until the decoder writes each page; zeroing it took 0.2 s before the first chunk),
  // with none ready, before the track is shared; the decoder writes at stream_data(), below
  // expected frames; publish says frames [0, frames) are written (a release: the reader's
  // acquire sees them); finish_stream ends the stream with its true length (at most expected,
  // at least what was published). The buffer is never moved while the track is shared.
  void begin_stream(std::int64_t expected_frames);
  std::int16_t* stream_data() { return stream_.get(); }
  std::int64_t stream_capacity() const { return capacity_; }
  void publish(std::int64_t frames);
  void finish_stream(std::int64_t frames);
  // Moves a finished stream's frames to samples, making it a plain track decoded whole. Only
  // while no other thread holds it (a decode that was never shared).
  void compact();

  // The loop's end, clamped to the track; the whole track when no loop is set.
  std::int64_t effective_loop_end() const {
    const std::int64_t n = frames();
    return loop_end > loop_start && loop_end <= n ? loop_end : n;
  }
  std::int64_t effective_loop_start() const {
    return loop_start < effective_loop_end() ? loop_start : 0;
  }

 private:
  static constexpr std::int64_t kWholeVector = -1;  // length_: samples.size() / 2
  std::atomic<std::int64_t> length_{kWholeVector};
  std::atomic<std::int64_t> ready_{0};  // published frames, while streaming
  std::atomic<bool> finished_{true};
  std::unique_ptr<std::int16_t[]> stream_;  // a streamed track's frames
  std::int64_t capacity_ = 0;               // frames stream_ holds room for
};

}  // namespace hp
