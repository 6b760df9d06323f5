// ForecastThread: plays forecasts (an attack's, a move's) on a thread of its own, so the frame
// that asks for one never waits on it. A chase round a long wall plans for a few milliseconds
// (docs/performance.md, "The attack preview"), a Move's check and walk as long, and on a big map
// longer; the preview shows the forecast the frame after it is done instead of spending the frame
// on it.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <optional>
#include <thread>
#include <type_traits>
#include <utility>

#include "game/sim/world/attack_forecast.h"
#include "game/sim/world/move_forecast.h"
#include "game/sim/world/world.h"
#include "game/sim/world/world_planners.h"

namespace hp::view {

// `Forecaster` is sim::AttackForecaster or sim::MoveForecaster (both instantiated in the .cpp):
// a copy of the world that plays an order by advance(ticks) on planners handed over by
// use_own_planners(), and says what it found by forecast().
template <typename Forecaster>
class ForecastThread {
 public:
  using Forecast = std::remove_cvref_t<decltype(std::declval<const Forecaster&>().forecast())>;

  ForecastThread();
  // Stops the forecast playing (at its next slice) and joins the thread.
  ~ForecastThread();
  ForecastThread(const ForecastThread&) = delete;
  ForecastThread& operator=(const ForecastThread&) = delete;

  // Plays `forecaster` to its end on the thread; returns the job's number for take(). A job given
  // earlier and not finished is dropped: one waiting never starts, one playing stops at its next
  // slice. The forecaster's copy of the world plans on the thread's own planners (a world's
  // planners are shared with its copies and not thread-safe), kept from job to job while the
  // world's collision stays the same, so they stay warm as the game's do.
  std::uint64_t play(Forecaster forecaster);
  // Job `job`'s forecast once it is finished; nullopt while it plays or once it was dropped.
  std::optional<Forecast> take(std::uint64_t job);
  // The same, and the plans the thread's planners remember once it is finished (its own and
  // those of jobs before it over the same walls) are handed to `world`'s (World::learn_plans):
  // the order it forecast, given in that world, plans nothing again.
  std::optional<Forecast> take(std::uint64_t job, const sim::World& world);
  // Drops job `job` if it is the newest (the preview no longer shows its order): waiting, it
  // never starts; playing, it stops at its next slice; finished, it is never taken.
  void drop(std::uint64_t job);
  // Blocks until job `job` is finished or dropped (tests).
  void wait(std::uint64_t job);

  // Ticks played between looks at whether the job was dropped.
  static constexpr int kTicksPerSlice = 50;

 private:
  void run();

  std::mutex mutex_;
  std::condition_variable wake_;  // the thread: a job came, or stop
  std::condition_variable done_;  // wait(): a job finished
  std::optional<Forecaster> waiting_;
  std::uint64_t waiting_job_ = 0;
  std::uint64_t finished_job_ = 0;
  std::optional<Forecast> finished_;
  sim::PlansMade finished_plans_;  // the thread's planners' memos when finished_ was
  bool stopping_ = false;
  std::atomic<std::uint64_t> latest_job_{0};  // the playing job stops when it is not this
  sim::WorldPlanners planners_;               // the thread's alone
  std::thread thread_;                        // last: it starts once the rest exists
};

extern template class ForecastThread<sim::AttackForecaster>;
extern template class ForecastThread<sim::MoveForecaster>;

// The attack preview's and the move preview's threads.
using AttackForecastThread = ForecastThread<sim::AttackForecaster>;
using MoveForecastThread = ForecastThread<sim::MoveForecaster>;

}  // namespace hp::view
