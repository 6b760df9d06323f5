// LoudnessMatch: one std::async measurement per set of files and target, polled each update.
#include "game/app/music/loudness_match.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "engine/audio/audio.h"
#include "engine/audio/mix/loudness.h"
#include "engine/core/threads.h"

namespace hp::app {
namespace {

std::string key_of(const std::vector<MusicLayer>& layers, double target_lufs) {
  std::string key = std::to_string(target_lufs);
  for (const MusicLayer& l : layers) key += "|" + l.track->name;
  return key;
}

}  // namespace

LoudnessMatch::Match measure_match(const std::vector<MusicLayer>& layers, double target_lufs,
                                   double ceiling_dbtp) {
  std::int64_t frames = 0;
  for (const MusicLayer& l : layers) frames = std::max(frames, l.track->frames());
  std::vector<float> sum(static_cast<std::size_t>(frames) * 2, 0.0f);
  for (const MusicLayer& l : layers) {
    const std::int16_t* s = l.track->data();
    const std::size_t n = static_cast<std::size_t>(l.track->frames()) * 2;
    for (std::size_t i = 0; i < n; ++i) sum[i] += static_cast<float>(s[i]) / 32768.0f;
  }
  const LoudnessReport report = measure_loudness(sum, Audio::kRate);
  LoudnessMatch::Match m;
  m.measured_lufs = report.integrated_lufs;
  m.peak_dbtp = report.true_peak_dbtp;
  if (!std::isfinite(report.integrated_lufs)) return m;  // silence: nothing to bring up
  m.gain_db = target_lufs - report.integrated_lufs;
  if (std::isfinite(report.true_peak_dbtp) && report.true_peak_dbtp + m.gain_db > ceiling_dbtp) {
    m.gain_db = ceiling_dbtp - report.true_peak_dbtp;
    m.capped = true;
  }
  return m;
}

std::optional<LoudnessMatch::Match> LoudnessMatch::match(const std::vector<MusicLayer>& layers,
                                                         double target_lufs) {
  for (const MusicLayer& l : layers) {
    if (!l.track->finished()) return std::nullopt;
  }
  Entry& e = entries_[key_of(layers, target_lufs)];
  if (e.done) return e.done;
  if (!kHaveThreads) {  // measured here: a pause once per set, only where a target is set
    e.done = measure_match(layers, target_lufs, kCeilingDbtp);
    return e.done;
  }
  if (!e.pending.valid()) {
    // The layers hold their tracks (shared, finished: read only), so the worker may read them.
    e.pending = std::async(std::launch::async, [layers, target_lufs] {
      return measure_match(layers, target_lufs, kCeilingDbtp);
    });
  }
  return std::nullopt;
}

bool LoudnessMatch::take_finished() {
  std::erase_if(retired_, [](const std::future<Match>& f) {
    return f.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
  });
  bool any = false;
  for (auto& [key, e] : entries_) {
    if (e.done || !e.pending.valid()) continue;
    if (e.pending.wait_for(std::chrono::seconds(0)) != std::future_status::ready) continue;
    e.done = e.pending.get();
    any = true;
  }
  return any;
}

bool LoudnessMatch::wait(double seconds) {
  const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  for (auto& [key, e] : entries_) {
    if (e.done || !e.pending.valid()) continue;
    if (e.pending.wait_until(end) != std::future_status::ready) return false;
  }
  return true;
}

void LoudnessMatch::clear() {
  // An std::async future's destructor waits for its task: keep running ones aside instead.
  for (auto& [key, e] : entries_) {
    if (e.pending.valid()) retired_.push_back(std::move(e.pending));
  }
  entries_.clear();
}

}  // namespace hp::app
