// Files at any rate play clean: a 1 kHz tone at 22.05, 32, 44.1, 48, 88.2 and 96 kHz, OGG, WAV
// and FLAC, decoded to the device's 44.1 kHz keeps its pitch and purity (THD+N), has no glitch
// where the decode's chunks meet, and lasts as long as the file, sounding to its last frame (a
// loop's seam comes right after it).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "audio_test_util.h"
#include "engine/audio/audio.h"
#include "engine/audio/mix/music_mixer.h"
#include "engine/audio/tracks/native_decoder.h"
#include "engine/audio/tracks/track_decoder.h"

namespace hp {
namespace {

constexpr double kDeviceRate = 44100.0;
constexpr double kTone = 1000.0;

struct ToneCheck {
  double frequency = 0;  // Hz, from the first and last upward zero crossings
  int glitches = 0;      // samples the tone's own curve does not predict
  double worst = 0;      // the largest such miss, in full-scale units
  double thdn_db = 0;    // all but the tone (distortion and noise) against the tone, dB
};

// THD+N: the tone fitted by least squares (sine and cosine at exactly kTone over frames
// [from, to) of the left channel), and what is left against it.
double thd_plus_noise_db(const std::int16_t* s, std::int64_t from, std::int64_t to) {
  double ss = 0, cc = 0, sc = 0, ys = 0, yc = 0;
  for (std::int64_t n = from; n < to; ++n) {
    const double w = 2.0 * M_PI * kTone * static_cast<double>(n) / kDeviceRate;
    const double sn = std::sin(w), cs = std::cos(w), y = s[2 * n];
    ss += sn * sn, cc += cs * cs, sc += sn * cs, ys += y * sn, yc += y * cs;
  }
  const double det = ss * cc - sc * sc;
  const double a = (ys * cc - yc * sc) / det, b = (yc * ss - ys * sc) / det;
  double tone = 0, rest = 0;
  for (std::int64_t n = from; n < to; ++n) {
    const double w = 2.0 * M_PI * kTone * static_cast<double>(n) / kDeviceRate;
    const double fit = a * std::sin(w) + b * std::cos(w);
    tone += fit * fit;
    rest += (s[2 * n] - fit) * (s[2 * n] - fit);
  }
  return 10.0 * std::log10(std::max(rest, 1e-12) / tone);
}

// A pure tone obeys x[n+1] + x[n-1] = 2 cos(w) x[n]; resampling that drops or repeats a sample
// at a chunk's edge misses that by far more than rounding does.
ToneCheck check_tone(const PcmTrack& track) {
  const std::int16_t* s = track.data();
  const std::int64_t frames = track.ready_frames();
  ToneCheck check;
  const double c = 2.0 * std::cos(2.0 * M_PI * kTone / kDeviceRate);
  // The resampler's filter starts from silence and ends on it (the file stops): its first and
  // last frames are left out (the last ones' level is tail_peak's to judge).
  const std::int64_t from = 2000, to = frames - 64;
  double first_up = -1, last_up = -1;
  int ups = 0;
  for (std::int64_t n = from; n + 1 < to; ++n) {
    const double a = s[2 * (n - 1)], b = s[2 * n], d = s[2 * (n + 1)];
    const double miss = std::abs(d + a - c * b) / 32768.0;
    if (miss > 0.01) ++check.glitches;
    check.worst = std::max(check.worst, miss);
    if (b < 0 && d >= 0) {  // an upward zero crossing, placed to a fraction of a frame
      const double at = static_cast<double>(n) + b / (b - d);
      if (first_up < 0) first_up = at;
      last_up = at;
      ++ups;
    }
  }
  if (ups > 1) check.frequency = (ups - 1) / ((last_up - first_up) / kDeviceRate);
  check.thdn_db = thd_plus_noise_db(s, from, to);
  return check;
}

// The loudest sample of the track's last `frames` frames, in full-scale units: a loop's seam
// comes right after them.
double tail_peak(const PcmTrack& track, std::int64_t frames) {
  const std::int16_t* s = track.data();
  double peak = 0;
  for (std::int64_t n = track.ready_frames() - frames; n < track.ready_frames(); ++n) {
    peak = std::max(peak, std::abs(s[2 * n]) / 32768.0);
  }
  return peak;
}

class Resampling : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { setenv("SDL_AUDIODRIVER", "dummy", 1); }
};

TEST_F(Resampling, a_tone_at_any_rate_keeps_its_pitch_without_glitches) {
  Audio audio(true);
  ASSERT_TRUE(audio.available());
  const std::string dir = test::audio_temp_dir("resampling");
  for (const char* rate : {"22050", "32000", "44100", "48000", "88200", "96000"}) {
    for (const char* ext : {"ogg", "wav", "flac"}) {
      const std::string path = dir + "/tone-" + rate + "." + ext;
      // OGG Vorbis at its best quality (-C 10): at sox's default its own coding noise is about
      // -39 dB THD+N on this tone at any rate, decoded by sox as by the game.
      const std::string quality = std::string(ext) == "ogg" ? " -C 10" : "";
      ASSERT_EQ(test::run_command(std::string("sox -n -r ") + rate + " -c 2 -b 16" + quality +
                                  " '" + path + "' synth 4 sine 1000 gain -6"),
                0);
      PcmTrack track;
      int file_rate = 0;
      std::string error;
      ASSERT_EQ(decode_natively(path, 44100, 1u << 30, track, file_rate, error),
                NativeDecode::kDone)
          << error;
      const ToneCheck check = check_tone(track);
      std::printf("%s %s Hz: %.3f Hz, THD+N %.1f dB, %d glitches, worst %.4f\n", ext, rate,
                  check.frequency, check.thdn_db, check.glitches, check.worst);
      EXPECT_NEAR(check.frequency, kTone, 0.05) << path;
      // 16-bit WAV and FLAC, where only the resampling could add anything: under -80 dB (the
      // old chunked resampling gave -29.7 dB at 48 kHz). OGG Vorbis's own coding noise rules
      // it: -53 dB at 32 kHz and up, -39 dB at 22.05 kHz (sox's own decode measures the same).
      EXPECT_LT(check.thdn_db, std::string(ext) == "ogg" ? -35.0 : -80.0) << path;
      EXPECT_EQ(check.glitches, 0) << path;
      // Four seconds at the device's rate, the tone to the last frame (no silence at the seam).
      EXPECT_EQ(track.ready_frames(), 4 * 44100) << path;
      EXPECT_GT(tail_peak(track, 441), 0.4) << path << ": the last 10 ms are silent";
    }
  }
}

// A 48 kHz loop whose length is a whole number of the game's frames (96000 samples = 88200) keeps
// its seam: played through the music mixer past the loop's end three times, the tone goes on with
// no gap (no silent run) and no step (every sample where the tone's curve predicts it).
TEST_F(Resampling, a_48_khz_loop_seam_has_no_gap_and_no_step) {
  Audio audio(true);
  ASSERT_TRUE(audio.available());
  const std::string dir = test::audio_temp_dir("resampling-seam");
  const std::string path = dir + "/loop48.ogg";
  ASSERT_EQ(test::run_command("sox -n -r 48000 -c 2 -b 16 '" + path +
                              "' synth 4 sine 1000 gain -6 && vorbiscomment -w -t LOOPSTART=48000 "
                              "-t LOOPLENGTH=96000 '" +
                              path + "'"),
            0);
  std::string error;
  const std::shared_ptr<PcmTrack> track = decode_track(path, "loop48.ogg", 60, error);
  ASSERT_TRUE(track) << error;
  EXPECT_EQ(track->loop_start, 44100);
  EXPECT_EQ(track->loop_end, 44100 + 88200);
  MusicMixer mixer(44100);
  mixer.play(track, 1.0, 0.0);
  const int frames = 44100 * 8;  // the intro, then the 2 s loop three times over
  std::vector<std::int16_t> out(static_cast<std::size_t>(frames) * 2);
  mixer.mix(out.data(), frames);
  PcmTrack heard;
  heard.samples.assign(out.begin() + 44100 * 2, out.end());  // past the fade-in and the start
  const ToneCheck check = check_tone(heard);
  EXPECT_EQ(check.glitches, 0) << "a step at the seam: worst miss " << check.worst;
  EXPECT_NEAR(check.frequency, kTone, 0.05);
  int silent_run = 0, longest = 0;
  for (std::size_t i = 0; i < heard.samples.size(); i += 2) {
    silent_run = heard.samples[i] == 0 ? silent_run + 1 : 0;
    longest = std::max(longest, silent_run);
  }
  EXPECT_LT(longest, 3) << "a gap at the seam";
}

}  // namespace
}  // namespace hp
