// Limiter: a look-ahead peak limiter on float stereo frames, so the final mix never clips.
#pragma once

#include <array>
#include <vector>

namespace hp {

class Limiter {
 public:
  struct Settings {
    double ceiling_db = -1.5;          // dB of full scale the estimated true peak stays under
    double lookahead_seconds = 0.005;  // the gain starts to fall this long before a peak
    double release_seconds = 0.15;     // how fast the gain recovers after a peak (time constant)
  };

  // rate: frames per second; full_scale: the value of 0 dBFS in the frames (32768 on the bus).
  Limiter(int rate, double full_scale, Settings settings);
  Limiter(int rate, double full_scale) : Limiter(rate, full_scale, Settings{}) {}

  // Limits count interleaved stereo frames in place. The output is the input latency() frames
  // earlier, times a gain that is exactly 1 wherever no peak near it passes the ceiling.
  // Allocates nothing: it runs on the audio thread.
  void process(float* frames, int count);
  // Frames of delay the look-ahead adds.
  int latency() const { return delay_; }
  // The gain applied to the last frame processed, in dB (0 or negative), for meters and tests.
  double gain_db() const;

 private:
  float true_peak(float left, float right);  // the 4x-oversampled peak of the latest frames
  double required_gain(float peak) const;
  double window_min(double gain);
  double smoothed_gain(double held);

  static constexpr int kTaps = 12;   // input frames each interpolated point is made from
  static constexpr int kPhases = 4;  // points per frame: 4x oversampling, as BS.1770's meter
  std::array<float, kTaps * kPhases> taps_{};  // the interpolator, phase by phase
  double ceiling_;                             // linear, in frame units
  double release_;                             // per-frame coefficient of the gain's recovery
  int lookahead_;                              // frames the gain is averaged over
  int hold_;   // frames the window minimum spans (lookahead plus the peak's spread)
  int delay_;  // frames the audio is delayed by
  long long frame_ = 0;

  std::vector<float> history_;  // the oversampler's last kTaps frames, per channel
  std::vector<float> delayed_;  // the audio delay line, stereo
  int delayed_pos_ = 0;
  std::vector<long long> min_at_;  // the window minimum's candidates (a monotonic ring)
  std::vector<double> min_value_;
  int min_head_ = 0, min_size_ = 0;
  double envelope_ = 1.0;
  std::vector<double> attenuation_;  // 1 - envelope over the look-ahead, for the average
  int attenuation_pos_ = 0;
  int attenuating_ = 0;  // entries of attenuation_ above 0: with none, the gain is exactly 1
  double attenuation_sum_ = 0.0;
  double gain_ = 1.0;
};

}  // namespace hp
