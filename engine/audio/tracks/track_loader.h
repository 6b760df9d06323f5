// TrackLoader: probes and decodes music files on a worker thread, so the game thread never waits
// on a decoder; it queues requests and takes the results when it polls. A streamed decode is
// handed over as soon as its first chunk is ready, and again when it is done. Where there is no
// thread to give it (a browser page), it works pumped: each poll decodes a slice of a few
// milliseconds on the caller's thread, so a frame never waits long either.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "engine/audio/tracks/pcm_track.h"
#include "engine/audio/tracks/track_decoder.h"

namespace hp {

// Frames a streamed decode has ready before it is handed over (0.37 s at 44.1 kHz): decoding
// them takes milliseconds, and the decoder then keeps ahead of the audio thread by far.
constexpr std::int64_t kFirstChunkFrames = 16384;

// One finished request, or the first chunk of a decode still running.
struct LoadedTrack {
  std::uint64_t id = 0;  // what decode() or probe() returned
  std::string path;
  std::string name;
  bool decode = false;  // a decode (else only a probe)
  // False for a decode's first chunk: track may be played (it is still being written past its
  // ready_frames()), and the same id comes again, finished, when the decode ends; the problems
  // (info against the decoded length) and work_seconds are final only then.
  bool finished = true;
  std::shared_ptr<const PcmTrack> track;  // the samples (decodes only); nullptr on failure
  TrackInfo info;                         // duration and tags; filled when it could be opened
  std::string error;                      // why it cannot be played; empty when it can
  double work_seconds = 0;                // wall time the worker spent on it
};

class TrackLoader {
 public:
  // Called on the worker after each chunk of a streamed decode is published, with the frames
  // ready: tests slow the decoder down with it.
  using ChunkHook = std::function<void(std::int64_t ready)>;
  // kThread: a worker thread does the work. kPumped: take_finished() and wait() do it, a slice
  // of at most kPumpSeconds per take_finished() (the browser build's, and tests').
  enum class Mode { kThread, kPumped };
  static constexpr double kPumpSeconds = 0.004;
  // The mode the build plays with: pumped where there are no threads (Emscripten without them).
  static Mode default_mode();

  // max_seconds: longer tracks are refused (see decode_track). The mixer must be open (the
  // dummy driver will do) before the first request, and stay open until the loader is gone.
  explicit TrackLoader(double max_seconds = kMaxTrackSeconds, ChunkHook chunk_hook = {},
                       Mode mode = default_mode());
  // Drops what is queued and stops the request in progress: at once for OGG Vorbis, FLAC and WAV,
  // after SDL_mixer's whole decode for the other formats.
  ~TrackLoader();
  TrackLoader(const TrackLoader&) = delete;
  TrackLoader& operator=(const TrackLoader&) = delete;

  // Queues a full decode, ahead of any probes; returns the request's id.
  std::uint64_t decode(const std::string& path, const std::string& name);
  // Queues a probe: whether SDL_mixer can open it, its duration and tags.
  std::uint64_t probe(const std::string& path, const std::string& name);
  // The results finished since the last call, in the order they finished (pumped: after a
  // slice of the work of up to kPumpSeconds).
  std::vector<LoadedTrack> take_finished();
  // Blocks until a result is waiting or nothing is queued or in progress, at most
  // timeout_seconds; true unless it timed out.
  bool wait(double timeout_seconds);
  // Requests queued or in progress (finished results not yet taken are not counted).
  std::size_t busy() const;

 private:
  struct Request {
    std::uint64_t id;
    std::string path, name;
    bool decode;
  };
  std::uint64_t enqueue(const std::string& path, const std::string& name, bool decode);
  void run();
  // lowered: whether this thread has lowered its priority (set once it does).
  LoadedTrack work(const Request& request, bool& lowered);
  // Hands a streamed decode's first chunk over (once, on the worker).
  void hand_over(const LoadedTrack& partial, const std::shared_ptr<PcmTrack>& track);
  // Pumped: works on the queues until `seconds` have passed or nothing is left.
  void pump(double seconds);
  // Pumped: starts the next request (a probe or an open is done at once; a decode goes on in
  // pumped_); false when nothing is queued.
  bool start_next();

  // The pumped decode in progress.
  struct Pumped {
    LoadedTrack result;
    ChunkReady chunk_ready;  // the stream calls it
    TrackStream stream;
    bool handed = false;
    double work_seconds = 0;
  };

  double max_seconds_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;  // the worker: a request came, or stop
  std::condition_variable done_;  // wait(): a result came
  std::deque<Request> decodes_, probes_;
  std::vector<LoadedTrack> finished_;
  int working_ = 0;  // requests being worked on (0 or 1)
  std::uint64_t next_id_ = 1;
  bool stop_ = false;
  std::atomic<bool> cancel_{false};  // read by the decode in progress
  ChunkHook chunk_hook_;
  bool running_ = false;  // worker_ is taking requests (not gone or leaving)
  std::thread worker_;    // started on a request when none is running
  Mode mode_;
  std::unique_ptr<Pumped> pumped_;  // pumped mode's decode in progress
};

}  // namespace hp
