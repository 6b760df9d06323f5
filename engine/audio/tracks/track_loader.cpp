// TrackLoader: one worker thread, two queues (decodes before probes), results under one mutex;
// a streamed decode's first chunk is posted from inside the decode.
#include "engine/audio/tracks/track_loader.h"

#include <sys/resource.h>

#include <algorithm>
#include <cerrno>
#include <chrono>

#include "engine/core/threads.h"

namespace hp {
namespace {

// A little below the game thread (Linux nices each thread): a busy machine's CPU goes to the
// frame first. Further down (19) a decode took 10 times longer beside a 60 Hz game. A thread
// cannot raise its priority again without privileges, so this is for good. Counted from the nice
// the thread was started with (the game's): a game run under `nice` had its decodes set to 5,
// above the game itself where that was allowed (root), level with it where not.
void lower_priority() {
#ifdef __linux__
  constexpr int kBelowTheGame = 5;
  errno = 0;
  const int game = getpriority(PRIO_PROCESS, 0);
  if (game == -1 && errno != 0) return;
  setpriority(PRIO_PROCESS, 0, std::min(game + kBelowTheGame, 19));
#endif
}

// Input frames a pumped slice decodes before it looks at the clock again (about 0.1 s of audio,
// a fraction of a millisecond of work).
constexpr std::int64_t kPumpSlice = 4096;

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

TrackLoader::Mode TrackLoader::default_mode() {
  return kHaveThreads ? Mode::kThread : Mode::kPumped;
}

TrackLoader::TrackLoader(double max_seconds, ChunkHook chunk_hook, Mode mode)
    : max_seconds_(max_seconds), chunk_hook_(std::move(chunk_hook)), mode_(mode) {}

TrackLoader::~TrackLoader() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
    cancel_ = true;
    decodes_.clear();
    probes_.clear();
  }
  wake_.notify_all();
  if (worker_.joinable()) worker_.join();
}

std::uint64_t TrackLoader::decode(const std::string& path, const std::string& name) {
  return enqueue(path, name, true);
}

std::uint64_t TrackLoader::probe(const std::string& path, const std::string& name) {
  return enqueue(path, name, false);
}

std::uint64_t TrackLoader::enqueue(const std::string& path, const std::string& name, bool decode) {
  std::uint64_t id = 0;
  {
    std::lock_guard lock(mutex_);
    id = next_id_++;
    (decode ? decodes_ : probes_).push_back(Request{id, path, name, decode});
    if (mode_ == Mode::kThread && !running_) {
      if (worker_.joinable()) worker_.join();  // one that left at a lower priority
      running_ = true;
      worker_ = std::thread([this] { run(); });
    }
  }
  wake_.notify_one();
  return id;
}

std::vector<LoadedTrack> TrackLoader::take_finished() {
  if (mode_ == Mode::kPumped) pump(kPumpSeconds);
  std::lock_guard lock(mutex_);
  std::vector<LoadedTrack> out;
  out.swap(finished_);
  return out;
}

bool TrackLoader::wait(double timeout_seconds) {
  if (mode_ == Mode::kPumped) {
    const auto start = std::chrono::steady_clock::now();
    for (;;) {
      {
        std::lock_guard lock(mutex_);
        if (!finished_.empty() || (decodes_.empty() && probes_.empty() && !pumped_)) return true;
      }
      if (seconds_since(start) >= timeout_seconds) return false;
      pump(kPumpSeconds);
    }
  }
  std::unique_lock lock(mutex_);
  return done_.wait_for(lock, std::chrono::duration<double>(timeout_seconds), [this] {
    return !finished_.empty() || (decodes_.empty() && probes_.empty() && working_ == 0);
  });
}

std::size_t TrackLoader::busy() const {
  std::lock_guard lock(mutex_);
  return decodes_.size() + probes_.size() + static_cast<std::size_t>(working_) +
         (pumped_ ? 1u : 0u);
}

// The thread starts at the game's priority, so a decode's first chunk (the moment the music
// waits for) is not starved on a busy machine; it lowers itself for the bulk of the decode
// after the first chunk (probes, which only open a file, are left as they come). Once lowered
// it leaves when the queues are empty, and the next request starts a new thread at the game's
// priority.
void TrackLoader::run() {
  bool lowered = false;
  std::unique_lock lock(mutex_);
  for (;;) {
    if (lowered && decodes_.empty() && probes_.empty()) break;
    wake_.wait(lock, [this] { return stop_ || !decodes_.empty() || !probes_.empty(); });
    if (stop_) break;
    std::deque<Request>& queue = decodes_.empty() ? probes_ : decodes_;
    const Request request = std::move(queue.front());
    queue.pop_front();
    ++working_;
    lock.unlock();
    LoadedTrack result = work(request, lowered);  // the long part, with the queues free to grow
    lock.lock();
    --working_;
    finished_.push_back(std::move(result));
    done_.notify_all();
  }
  running_ = false;
}

LoadedTrack TrackLoader::work(const Request& request, bool& lowered) {
  const auto start = std::chrono::steady_clock::now();
  const auto seconds = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  LoadedTrack result;
  result.id = request.id;
  result.path = request.path;
  result.name = request.name;
  result.decode = request.decode;
  if (request.decode) {
    bool handed = false;
    const ChunkReady chunk_ready = [&](const std::shared_ptr<PcmTrack>& track, std::int64_t ready) {
      if (!handed && ready >= kFirstChunkFrames) {
        handed = true;
        result.work_seconds = seconds();
        hand_over(result, track);
        if (!lowered) lower_priority();  // the rest is the bulk, not awaited
        lowered = true;
      }
      if (chunk_hook_) chunk_hook_(ready);
    };
    result.track = stream_track(request.path, request.name, max_seconds_, result.info, result.error,
                                &cancel_, chunk_ready);
  } else {
    // In the words stream_track and the listing use for a file SDL_mixer cannot open.
    if (!probe_track(request.path, result.info, result.error)) {
      result.error = "SDL_mixer cannot open it (" + result.error + ")";
    }
  }
  result.work_seconds = seconds();
  return result;
}

void TrackLoader::hand_over(const LoadedTrack& partial, const std::shared_ptr<PcmTrack>& track) {
  LoadedTrack first = partial;
  first.finished = false;
  first.track = track;
  {
    std::lock_guard lock(mutex_);
    finished_.push_back(std::move(first));
  }
  done_.notify_all();
}

bool TrackLoader::start_next() {
  Request request;
  {
    std::lock_guard lock(mutex_);
    if (decodes_.empty() && probes_.empty()) return false;
    std::deque<Request>& queue = decodes_.empty() ? probes_ : decodes_;
    request = std::move(queue.front());
    queue.pop_front();
  }
  const auto start = std::chrono::steady_clock::now();
  auto pumped = std::make_unique<Pumped>();
  LoadedTrack& result = pumped->result;
  result.id = request.id;
  result.path = request.path;
  result.name = request.name;
  result.decode = request.decode;
  if (!request.decode) {
    if (!probe_track(request.path, result.info, result.error)) {
      result.error = "SDL_mixer cannot open it (" + result.error + ")";
    }
  } else {
    Pumped* p = pumped.get();
    p->chunk_ready = [this, p](const std::shared_ptr<PcmTrack>& track, std::int64_t ready) {
      if (!p->handed && ready >= kFirstChunkFrames) {
        p->handed = true;
        LoadedTrack partial = p->result;
        partial.work_seconds = p->work_seconds;
        hand_over(partial, track);
      }
      if (chunk_hook_) chunk_hook_(ready);
    };
    if (p->stream.open(request.path, request.name, max_seconds_, result.info, result.error,
                       p->chunk_ready)) {
      p->work_seconds = seconds_since(start);
      pumped_ = std::move(pumped);
      return true;
    }
  }
  result.work_seconds = seconds_since(start);
  std::lock_guard lock(mutex_);
  finished_.push_back(std::move(result));
  return true;
}

void TrackLoader::pump(double seconds) {
  const auto start = std::chrono::steady_clock::now();
  do {
    if (!pumped_) {
      if (!start_next()) return;
      continue;  // a probe, an open that failed, or a decode now under way: look at the clock
    }
    const auto slice = std::chrono::steady_clock::now();
    const bool more = pumped_->stream.step(kPumpSlice);
    pumped_->work_seconds += seconds_since(slice);
    if (more) continue;
    LoadedTrack result = std::move(pumped_->result);
    result.track = pumped_->stream.track();
    result.work_seconds = pumped_->work_seconds;
    pumped_.reset();
    std::lock_guard lock(mutex_);
    finished_.push_back(std::move(result));
  } while (seconds_since(start) < seconds);
}

}  // namespace hp
