// Loudness: ITU-R BS.1770-4 integrated loudness, true peak and clipping of a stereo signal.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace hp {

// What the meter found in a whole signal. Levels are relative to full scale (1.0 as float,
// 32768 as 16-bit).
struct LoudnessReport {
  // Gated integrated loudness (BS.1770-4: K-weighting, 400 ms blocks with 75 % overlap, the
  // -70 LUFS absolute and -10 LU relative gates); -infinity when every block is gated out
  // (silence, or shorter than one block).
  double integrated_lufs = 0.0;
  // The highest sample of the signal upsampled 4x (BS.1770-4 Annex 2), in dB; catches the
  // peaks between samples that a DAC or a lossy encoder brings out. -infinity for silence.
  double true_peak_dbtp = 0.0;
  double sample_peak_dbfs = 0.0;        // the highest sample as it stands; -infinity for silence
  std::int64_t full_scale_samples = 0;  // samples at or beyond full scale (clipped), both channels
  double seconds = 0.0;                 // the signal's length
};

// Measures interleaved stereo (left, right, left, ...) at rate frames per second, full scale 1.0.
LoudnessReport measure_loudness(std::span<const float> stereo, int rate);
// The same for 16-bit samples (full scale 32768); a sample at -32768 or 32767 counts as clipped.
LoudnessReport measure_loudness(std::span<const std::int16_t> stereo, int rate);

// The two K-weighting biquads (a high shelf then a high pass) at rate, as {b0, b1, b2, a1, a2}
// each (a0 is 1); exposed so tests can hold them to the standard's 48 kHz table.
struct KWeighting {
  double shelf[5];
  double high_pass[5];
};
KWeighting k_weighting(int rate);

}  // namespace hp
