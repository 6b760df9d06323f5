// PcmTrack: a track decoded whole is its vector; a streamed one's buffer is allocated once and
// its progress published through atomics, so the audio thread reads only frames the decoder has
// written.
#include "engine/audio/tracks/pcm_track.h"

#include <algorithm>

namespace hp {

PcmTrack::PcmTrack(const PcmTrack& other) {
  *this = other;
}

PcmTrack& PcmTrack::operator=(const PcmTrack& other) {
  if (this == &other) return *this;
  name = other.name;
  const std::int16_t* from = other.data();
  samples.assign(from, from + other.ready_frames() * 2);
  loop_start = other.loop_start;
  loop_end = other.loop_end;
  stream_.reset();
  capacity_ = 0;
  length_.store(kWholeVector, std::memory_order_release);
  finished_.store(true, std::memory_order_release);
  return *this;
}

std::int64_t PcmTrack::frames() const {
  const std::int64_t n = length_.load(std::memory_order_acquire);
  return n == kWholeVector ? static_cast<std::int64_t>(samples.size() / 2) : n;
}

std::int64_t PcmTrack::ready_frames() const {
  // finished first: once it is, ready_ holds the final count (stored before it).
  if (finished()) return frames();
  return ready_.load(std::memory_order_acquire);
}

void PcmTrack::begin_stream(std::int64_t expected_frames) {
  samples.clear();
  capacity_ = std::max<std::int64_t>(expected_frames, 0);
  // new[] of int16_t leaves it unwritten (not zeroed); +1 keeps an empty track's pointer real.
  stream_.reset(new std::int16_t[static_cast<std::size_t>(capacity_) * 2 + 1]);
  length_.store(capacity_, std::memory_order_release);
  ready_.store(0, std::memory_order_release);
  finished_.store(false, std::memory_order_release);
}

void PcmTrack::publish(std::int64_t frames) {
  ready_.store(frames, std::memory_order_release);
}

void PcmTrack::finish_stream(std::int64_t frames) {
  const std::int64_t n =
      std::clamp<std::int64_t>(frames, ready_.load(std::memory_order_relaxed), capacity_);
  length_.store(n, std::memory_order_release);
  ready_.store(n, std::memory_order_release);
  finished_.store(true, std::memory_order_release);
}

void PcmTrack::compact() {
  if (stream_) {
    samples.assign(stream_.get(), stream_.get() + frames() * 2);
    stream_.reset();
    capacity_ = 0;
  }
  length_.store(kWholeVector, std::memory_order_release);
  finished_.store(true, std::memory_order_release);
}

}  // namespace hp
