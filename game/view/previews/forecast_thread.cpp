// ForecastThread: one job at a time, the newest given; the forecast is played in slices so a
// dropped one stops soon.
#include "game/view/previews/forecast_thread.h"

#include <utility>

namespace hp::view {

template <typename Forecaster>
ForecastThread<Forecaster>::ForecastThread() : thread_([this] { run(); }) {}

template <typename Forecaster>
ForecastThread<Forecaster>::~ForecastThread() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    latest_job_ = 0;  // the job playing stops at its next slice
  }
  wake_.notify_all();
  thread_.join();
}

template <typename Forecaster>
std::uint64_t ForecastThread<Forecaster>::play(Forecaster forecaster) {
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

template <typename Forecaster>
auto ForecastThread<Forecaster>::take(std::uint64_t job) -> std::optional<Forecast> {
  std::lock_guard lock(mutex_);
  if (finished_job_ != job || !finished_) return std::nullopt;
  return std::exchange(finished_, std::nullopt);
}

template <typename Forecaster>
auto ForecastThread<Forecaster>::take(std::uint64_t job, const sim::World& world)
    -> std::optional<Forecast> {
  sim::PlansMade plans;
  std::optional<Forecast> forecast;
  {
    std::lock_guard lock(mutex_);
    if (finished_job_ != job || !finished_) return std::nullopt;
    forecast = std::exchange(finished_, std::nullopt);
    plans = std::exchange(finished_plans_, {});
  }
  world.learn_plans(plans);
  return forecast;
}

template <typename Forecaster>
void ForecastThread<Forecaster>::drop(std::uint64_t job) {
  {
    std::lock_guard lock(mutex_);
    if (latest_job_ != job) return;
    latest_job_ = 0;
    waiting_.reset();
    finished_.reset();
  }
  done_.notify_all();
}

template <typename Forecaster>
void ForecastThread<Forecaster>::wait(std::uint64_t job) {
  std::unique_lock lock(mutex_);
  done_.wait(lock, [&] { return stopping_ || finished_job_ >= job || latest_job_ != job; });
}

template <typename Forecaster>
void ForecastThread<Forecaster>::run() {
  for (;;) {
    std::uint64_t job = 0;
    std::optional<Forecaster> forecaster;
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
        finished_plans_ = sim::plans_made(planners_);
      }
    }
    done_.notify_all();
  }
}

template class ForecastThread<sim::AttackForecaster>;
template class ForecastThread<sim::MoveForecaster>;

}  // namespace hp::view
