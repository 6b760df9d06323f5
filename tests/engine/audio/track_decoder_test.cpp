// TrackDecoder through SDL_mixer's dummy driver: a generated OGG decodes with its loop in frames.
#include "engine/audio/tracks/track_decoder.h"

#include <SDL_mixer.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>

#include "audio_test_util.h"
#include "engine/audio/audio.h"
#include "engine/audio/tracks/native_decoder.h"

namespace hp {
namespace {

class TrackDecoder : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    setenv("SDL_AUDIODRIVER", "dummy", 1);  // no device needed
    audio = new Audio(true);
  }
  static void TearDownTestSuite() {
    delete audio;
    audio = nullptr;
  }
  static Audio* audio;
};
Audio* TrackDecoder::audio = nullptr;

TEST_F(TrackDecoder, decodes_a_tagged_ogg_with_sample_exact_loop_points) {
  ASSERT_TRUE(audio->available());
  const std::string dir = test::audio_temp_dir("decode");
  test::write_tone_wav(dir + "/tone.wav", 44100, 44100);
  ASSERT_EQ(test::run_command("oggenc -Q -o '" + dir + "/tone.ogg' '" + dir + "/tone.wav'"), 0);
  ASSERT_EQ(test::run_command("vorbiscomment -w -t LOOPSTART=4410 -t LOOPLENGTH=22050 '" + dir +
                              "/tone.ogg'"),
            0);
  std::string error;
  const auto track = decode_track(dir + "/tone.ogg", "tone.ogg", kMaxTrackSeconds, error);
  ASSERT_TRUE(track) << error;
  EXPECT_EQ(track->frames(), 44100);  // the device runs at the file's rate: no resampling
  EXPECT_EQ(track->loop_start, 4410);
  EXPECT_EQ(track->loop_end, 26460);
  EXPECT_EQ(track->name, "tone.ogg");
}

TEST_F(TrackDecoder, the_game_theme_loops_on_its_tags) {
  ASSERT_TRUE(audio->available());
  std::string error;
  const auto track = decode_track("data/music/theme.ogg", "theme.ogg", kMaxTrackSeconds, error);
  ASSERT_TRUE(track) << error;
  EXPECT_EQ(track->loop_start, 0);
  EXPECT_EQ(track->loop_end, 1474560);
  EXPECT_GE(track->frames(), 1474560);
}

TEST_F(TrackDecoder, ogg_vorbis_decodes_to_the_same_samples_as_sdl_mixer_gives) {
  ASSERT_TRUE(audio->available());
  PcmTrack track;
  int file_rate = 0;
  std::string error;
  ASSERT_EQ(decode_natively("data/music/theme.ogg", 44100, 1u << 30, track, file_rate, error),
            NativeDecode::kDone)
      << error;
  EXPECT_TRUE(track.finished());
  EXPECT_EQ(track.stream_capacity(), track.frames())
      << "the buffer was sized from ov_pcm_total, exactly";
  track.compact();
  const std::vector<std::int16_t>& ours = track.samples;
  EXPECT_EQ(file_rate, 44100);
  Mix_Chunk* chunk = Mix_LoadWAV("data/music/theme.ogg");
  ASSERT_TRUE(chunk);
  const auto* theirs = reinterpret_cast<const std::int16_t*>(chunk->abuf);
  EXPECT_EQ(ours, std::vector<std::int16_t>(theirs, theirs + chunk->alen / 2));
  Mix_FreeChunk(chunk);
}

TEST_F(TrackDecoder, a_48_khz_mono_wav_is_resampled_to_the_device_in_stereo) {
  ASSERT_TRUE(audio->available());
  const std::string dir = test::audio_temp_dir("decode-wav");
  ASSERT_EQ(test::run_command("sox -n -r 48000 -c 1 -b 16 '" + dir +
                              "/mono.wav' synth 2 sine 440 gain -6"),
            0);
  TrackInfo info;
  std::string error;
  const auto track = decode_track(dir + "/mono.wav", "mono.wav", kMaxTrackSeconds, info, error);
  ASSERT_TRUE(track) << error;
  EXPECT_EQ(info.file_rate, 48000);
  EXPECT_NEAR(static_cast<double>(track->frames()), 2 * 44100, 64);
  const std::size_t mid = track->samples.size() / 2 & ~std::size_t{1};
  EXPECT_EQ(track->samples[mid], track->samples[mid + 1]);  // mono: both sides alike
}

// TrackStream (the pumped loader's decode) in slices of any size writes exactly what a whole
// decode does, resampled 48 kHz files included (their converter keeps state across pieces).
TEST_F(TrackDecoder, a_stream_decoded_in_slices_is_the_whole_decode_exactly) {
  ASSERT_TRUE(audio->available());
  const std::string dir = test::audio_temp_dir("decode-slices");
  ASSERT_EQ(test::run_command("sox -n -r 48000 -c 2 -b 24 '" + dir +
                              "/t.flac' synth 2.5 sine 440 gain -6"),
            0);
  ASSERT_EQ(test::run_command("sox -n -r 48000 -c 1 -b 16 '" + dir +
                              "/t.wav' synth 2.5 sine 660 gain -6"),
            0);
  const std::vector<std::string> paths = {"data/music/victory.ogg", dir + "/t.flac",
                                          dir + "/t.wav"};
  for (const std::string& path : paths) {
    std::string error;
    const auto whole = decode_track(path, "t", kMaxTrackSeconds, error);
    ASSERT_TRUE(whole) << path << ": " << error;
    for (const std::int64_t slice : {1, 700, 4096, 100000}) {
      TrackInfo info;
      std::string stream_error;
      std::int64_t last_ready = 0, chunks = 0;
      const ChunkReady ready = [&](const std::shared_ptr<PcmTrack>&, std::int64_t frames) {
        EXPECT_GE(frames, last_ready);
        last_ready = frames;
        ++chunks;
      };
      TrackStream stream;
      ASSERT_TRUE(stream.open(path, "t", kMaxTrackSeconds, info, stream_error, ready))
          << stream_error;
      int steps = 0;
      while (stream.step(slice)) ++steps;
      ASSERT_TRUE(stream.track()) << stream_error;
      EXPECT_TRUE(stream_error.empty()) << stream_error;
      const PcmTrack& sliced = *stream.track();
      EXPECT_EQ(sliced.frames(), whole->frames()) << path << " in slices of " << slice;
      EXPECT_TRUE(std::equal(whole->samples.begin(), whole->samples.end(), sliced.data()))
          << path << " in slices of " << slice;
      EXPECT_GT(chunks, 0);
      if (slice == 1) {
        EXPECT_GE(steps, 3) << path << ": decoded over several steps, not in one";
      }
    }
  }
}

TEST_F(TrackDecoder, flac_decodes_to_the_same_samples_as_sdl_mixer_gives) {
  ASSERT_TRUE(audio->available());
  const std::string dir = test::audio_temp_dir("decode-flac");
  ASSERT_EQ(test::run_command("sox -n -r 44100 -c 2 -b 24 '" + dir +
                              "/t.flac' synth 1.5 sine 440 gain -6"),
            0);
  PcmTrack track;
  int file_rate = 0;
  std::string error;
  ASSERT_EQ(decode_natively(dir + "/t.flac", 44100, 1u << 30, track, file_rate, error),
            NativeDecode::kDone)
      << error;
  EXPECT_EQ(track.stream_capacity(), track.frames());  // sized from STREAMINFO, exactly
  track.compact();
  const std::vector<std::int16_t>& ours = track.samples;
  EXPECT_EQ(file_rate, 44100);
  EXPECT_EQ(ours.size(), 2u * 66150);
  Mix_Chunk* chunk = Mix_LoadWAV((dir + "/t.flac").c_str());
  ASSERT_TRUE(chunk);
  const auto* theirs = reinterpret_cast<const std::int16_t*>(chunk->abuf);
  EXPECT_EQ(ours, std::vector<std::int16_t>(theirs, theirs + chunk->alen / 2));
  Mix_FreeChunk(chunk);
}

// A minimal ProTracker module (one pattern of 64 rows at speed 6, 7.68 s, one square-wave note):
// no native decoder takes it, so SDL_mixer renders it.
TEST_F(TrackDecoder, other_formats_still_decode_through_sdl_mixer) {
  ASSERT_TRUE(audio->available());
  const std::string dir = test::audio_temp_dir("decode-mod");
  std::string mod(20, 'm');  // title
  const auto be16 = [](int v) {
    return std::string{static_cast<char>(v >> 8), static_cast<char>(v)};
  };
  mod += std::string(22, 's') + be16(1000) + '\0' + static_cast<char>(64) + be16(0) + be16(1000);
  for (int i = 1; i < 31; ++i)
    mod += std::string(22, '\0') + be16(0) + '\0' + '\0' + be16(0) + be16(1);
  mod += static_cast<char>(1);  // one position
  mod += static_cast<char>(127);
  mod += std::string(128, '\0');  // it plays pattern 0
  mod += "M.K.";
  std::string pattern(64 * 4 * 4, '\0');
  pattern[0] = static_cast<char>(428 >> 8);  // row 0, channel 0: C-2 on sample 1
  pattern[1] = static_cast<char>(428 & 0xff);
  pattern[2] = static_cast<char>(1 << 4);
  mod += pattern;
  for (int i = 0; i < 2000; ++i) mod += static_cast<char>(i % 64 < 32 ? 60 : -60);
  std::ofstream(dir + "/tone.mod", std::ios::binary) << mod;
  PcmTrack untouched;
  int file_rate = 0;
  std::string error;
  EXPECT_EQ(decode_natively(dir + "/tone.mod", 44100, 1u << 30, untouched, file_rate, error),
            NativeDecode::kNotMine);
  const auto track = decode_track(dir + "/tone.mod", "tone.mod", kMaxTrackSeconds, error);
  ASSERT_TRUE(track) << error;
  EXPECT_GT(track->frames(), 44100);
}

TEST_F(TrackDecoder, refuses_what_it_cannot_open_or_what_is_too_long) {
  ASSERT_TRUE(audio->available());
  const std::string dir = test::audio_temp_dir("decode-bad");
  std::ofstream(dir + "/broken.ogg") << "this is not an ogg file";
  std::string error;
  EXPECT_FALSE(decode_track(dir + "/broken.ogg", "broken.ogg", kMaxTrackSeconds, error));
  EXPECT_FALSE(error.empty());
  TrackInfo info;
  EXPECT_FALSE(probe_track(dir + "/broken.ogg", info, error));
  error.clear();
  EXPECT_FALSE(decode_track("data/music/theme.ogg", "theme.ogg", 10.0, error));
  EXPECT_NE(error.find("33 s long"), std::string::npos) << error;
}

}  // namespace
}  // namespace hp
