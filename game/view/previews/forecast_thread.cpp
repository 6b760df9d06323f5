// ForecastThread: one job at a time, the newest given; the forecast is played in slices so a
// dropped one stops soon.
#include "game/view/previews/forecast_thread.h"

#include <utility>

namespace hp::view {

ForecastThread::ForecastThread() : thread_([this] { run(); }) {}

ForecastThread::~ForecastThread() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    latest_job_ = 0;  // the job playing stops at its next slice
  }
  wake_.notify_all();
  thread_.join();
}

std::uint64_t ForecastThread::play(sim::AttackForecaster forecaster) {
  std::uint64_t job = 0;
  {
    std::lock_guard lock(mutex_);
    job = ++waiting_job_;
    waiting_.emplace(std::move(forecaster));
    latest_job_ = job;
  }
  wake_.notify_all();
  return job;
}

std::optional<sim::AttackForecast> ForecastThread::take(std::uint64_t job) {
  std::lock_guard lock(mutex_);
  if (finished_job_ != job || !finished_) return std::nullopt;
  return std::exchange(finished_, std::nullopt);
}

void ForecastThread::wait(std::uint64_t job) {
  std::unique_lock lock(mutex_);
  done_.wait(lock, [&] { return stopping_ || finished_job_ >= job || latest_job_ != job; });
}

void ForecastThread::run() {
  for (;;) {
    std::uint64_t job = 0;
    std::optional<sim::AttackForecaster> forecaster;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [&] { return stopping_ || waiting_.has_value(); });
      if (stopping_) return;
      forecaster = std::move(waiting_);
      waiting_.reset();
      job = waiting_job_;
    }
    forecaster->use_own_planners(planners_);
    while (latest_job_ == job && !forecaster->advance(kTicksPerSlice)) {
    }
    {
      std::lock_guard lock(mutex_);
      if (latest_job_ == job) {
        finished_job_ = job;
        finished_ = forecaster->forecast();
      }
    }
    done_.notify_all();
  }
}

}  // namespace hp::view
