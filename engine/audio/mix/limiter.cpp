// Limiter: the window minimum of the gain each peak needs, released slowly, then averaged over
// the look-ahead. Every frame of that average is at most the gain a peak within the look-ahead
// needs, so the delayed audio times it never passes the ceiling, and the averaging makes the
// gain fall as a smooth ramp instead of a step (no click). Peaks are estimated 4x oversampled,
// so the true peak between samples is held too.
#include "engine/audio/mix/limiter.h"

#include <algorithm>
#include <cmath>

namespace hp {
namespace {

constexpr double kPi = 3.14159265358979323846;
// The interpolator's output for a frame describes the signal kCentre frames earlier.
constexpr int kCentre = 6;
// Extra frames the window minimum holds beyond the look-ahead: the interpolated points of one
// frame depend on the frames around it, so the gain there must cover the peaks either side.
constexpr int kSpread = 2;
// The release aims this far past the gain asked for, so it arrives in finite time (about 3.3
// release times from half gain) and the gain is then exactly 1 again.
constexpr double kOvershoot = 0.02;

double windowed_sinc(double d) {
  const double half_width = 6.5;
  if (std::abs(d) >= half_width) return 0.0;
  const double sinc = d == 0.0 ? 1.0 : std::sin(kPi * d) / (kPi * d);
  return sinc * (0.5 + 0.5 * std::cos(kPi * d / half_width));
}

}  // namespace

Limiter::Limiter(int rate, double full_scale, Settings settings)
    : ceiling_(full_scale * std::pow(10.0, settings.ceiling_db / 20.0)),
      release_(1.0 - std::exp(-1.0 / (std::max(settings.release_seconds, 0.001) * rate))),
      lookahead_(
          std::clamp(static_cast<int>(std::lround(settings.lookahead_seconds * rate)), 1, rate)),
      hold_(lookahead_ + kSpread),
      delay_(lookahead_ + kCentre - 1),
      history_(2 * kTaps, 0.0f),
      delayed_(2 * static_cast<std::size_t>(delay_), 0.0f),
      min_at_(static_cast<std::size_t>(hold_) + 1),
      min_value_(static_cast<std::size_t>(hold_) + 1),
      attenuation_(static_cast<std::size_t>(lookahead_), 0.0) {
  // Phase p estimates the signal at (newest - kCentre + p / 4) from the kTaps newest frames;
  // each phase is normalised to unity gain so a constant passes unchanged.
  for (int p = 0; p < kPhases; ++p) {
    double sum = 0.0;
    for (int j = 0; j < kTaps; ++j) sum += windowed_sinc(j - kCentre + p / double(kPhases));
    for (int j = 0; j < kTaps; ++j) {
      taps_[p * kTaps + j] =
          static_cast<float>(windowed_sinc(j - kCentre + p / double(kPhases)) / sum);
    }
  }
}

void Limiter::process(float* frames, int count) {
  for (int i = 0; i < count; ++i) {
    float& left = frames[i * 2];
    float& right = frames[i * 2 + 1];
    const double held = window_min(required_gain(true_peak(left, right)));
    gain_ = smoothed_gain(held);
    const auto g = static_cast<float>(gain_);
    float* slot = &delayed_[static_cast<std::size_t>(delayed_pos_) * 2];
    const float out_left = slot[0], out_right = slot[1];
    slot[0] = left;
    slot[1] = right;
    delayed_pos_ = (delayed_pos_ + 1) % delay_;
    // gain_ is exactly 1 when nothing near passes the ceiling: the frame goes through untouched.
    left = out_left * g;
    right = out_right * g;
    ++frame_;
  }
}

double Limiter::gain_db() const {
  return 20.0 * std::log10(gain_);
}

float Limiter::true_peak(float left, float right) {
  float peak = 0.0f;
  for (int ch = 0; ch < 2; ++ch) {
    float* h = &history_[static_cast<std::size_t>(ch) * kTaps];
    std::copy_backward(h, h + kTaps - 1, h + kTaps);  // h[0] is the newest frame
    h[0] = ch == 0 ? left : right;
    peak = std::max(peak, std::abs(h[kCentre]));  // phase 0 is the sample itself
    for (int p = 1; p < kPhases; ++p) {
      float v = 0.0f;
      for (int j = 0; j < kTaps; ++j) v += taps_[p * kTaps + j] * h[j];
      peak = std::max(peak, std::abs(v));
    }
  }
  return peak;
}

double Limiter::required_gain(float peak) const {
  return peak <= ceiling_ ? 1.0 : ceiling_ / peak;
}

// The smallest gain asked for in the last hold_ frames, kept in a ring of candidates whose
// values rise from the front (the minimum) to the back.
double Limiter::window_min(double gain) {
  const int capacity = hold_ + 1;
  auto at = [&](int k) { return static_cast<std::size_t>((min_head_ + k) % capacity); };
  while (min_size_ > 0 && min_value_[at(min_size_ - 1)] >= gain) --min_size_;
  min_at_[at(min_size_)] = frame_;
  min_value_[at(min_size_)] = gain;
  ++min_size_;
  while (min_at_[at(0)] <= frame_ - hold_) {
    min_head_ = (min_head_ + 1) % capacity;
    --min_size_;
  }
  return min_value_[at(0)];
}

// Falls at once to what the window asks (the average below turns that into a ramp), recovers
// with the release time, then averages the attenuation over the look-ahead.
double Limiter::smoothed_gain(double held) {
  envelope_ = held < envelope_
                  ? held
                  : std::min(held, envelope_ + (held + kOvershoot - envelope_) * release_);
  double& slot = attenuation_[static_cast<std::size_t>(attenuation_pos_)];
  attenuating_ -= slot > 0.0;
  attenuation_sum_ -= slot;
  slot = 1.0 - envelope_;
  attenuating_ += slot > 0.0;
  attenuation_sum_ += slot;
  attenuation_pos_ = (attenuation_pos_ + 1) % lookahead_;
  if (attenuating_ == 0) {
    attenuation_sum_ = 0.0;  // no drift: the sum of zeros is zero
    return 1.0;
  }
  return 1.0 - std::max(attenuation_sum_, 0.0) / lookahead_;
}

}  // namespace hp
