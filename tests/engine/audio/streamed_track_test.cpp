// Streamed tracks: played from their first chunk while the decoder fills the rest. The mixer
// reads only what is published (silence while it waits, never unwritten frames), loops across
// the ready boundary, and the finished stream is the whole decode, bit for bit.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <thread>
#include <vector>

#include "audio_test_util.h"
#include "engine/audio/audio.h"
#include "engine/audio/mix/music_mixer.h"
#include "engine/audio/tracks/track_decoder.h"
#include "engine/audio/tracks/track_loader.h"

namespace hp {
namespace {

constexpr std::int16_t kUnwritten = 31111;  // what a streamed buffer holds where nothing is yet

// A streamed track of frames frames (frame i is i, -i), of which ready are published; the rest
// holds kUnwritten, which the mixer must never play.
std::shared_ptr<PcmTrack> streaming_ramp(int frames, int ready) {
  auto t = std::make_shared<PcmTrack>();
  t->name = "stream";
  t->begin_stream(frames);
  for (int i = 0; i < frames; ++i) {
    t->stream_data()[static_cast<std::size_t>(i) * 2] =
        static_cast<std::int16_t>(i < ready ? i : kUnwritten);
    t->stream_data()[static_cast<std::size_t>(i) * 2 + 1] =
        static_cast<std::int16_t>(i < ready ? -i : kUnwritten);
  }
  t->publish(ready);
  return t;
}

// The decoder writing frames [from, to) of a streaming_ramp and publishing them.
void write_ramp(PcmTrack& t, int from, int to) {
  for (int i = from; i < to; ++i) {
    t.stream_data()[static_cast<std::size_t>(i) * 2] = static_cast<std::int16_t>(i);
    t.stream_data()[static_cast<std::size_t>(i) * 2 + 1] = static_cast<std::int16_t>(-i);
  }
  t.publish(to);
}

std::vector<std::int16_t> mix(MusicMixer& mixer, int frames) {
  std::vector<std::int16_t> out(static_cast<std::size_t>(frames) * 2);
  mixer.mix(out.data(), frames);
  return out;
}

TEST(StreamedTrack, the_mixer_plays_silence_where_the_decoder_has_not_written_then_goes_on) {
  MusicMixer mixer(1000);
  auto track = streaming_ramp(10000, 3000);
  mixer.play(track, 1.0, 0.0);
  const auto first = mix(mixer, 5000);
  for (int i = 0; i < 3000; ++i) ASSERT_EQ(first[2 * i], i) << "frame " << i;
  for (int i = 3000; i < 5000; ++i) {  // held at frame 3000: silence, never kUnwritten
    ASSERT_EQ(first[2 * i], 0) << "frame " << i;
    ASSERT_EQ(first[2 * i + 1], 0) << "frame " << i;
  }
  EXPECT_EQ(mixer.underrun_frames(), 2000);
  EXPECT_EQ(mixer.position(), 3000);
  write_ramp(*track, 3000, 10000);
  track->finish_stream(10000);
  const auto then = mix(mixer, 2000);  // it goes on from where it waited, nothing skipped
  for (int i = 0; i < 2000; ++i) ASSERT_EQ(then[2 * i], 3000 + i) << "frame " << i;
  EXPECT_EQ(mixer.underrun_frames(), 2000);
}

TEST(StreamedTrack, a_loop_ending_past_the_ready_frames_waits_for_them_then_wraps_exactly) {
  MusicMixer mixer(1000);
  auto track = streaming_ramp(8000, 2000);
  track->loop_start = 500;
  track->loop_end = 6000;  // past what is decoded when it starts
  mixer.play(track, 1.0, 0.0);
  mix(mixer, 2500);  // 2000 frames heard, then 500 waiting
  EXPECT_EQ(mixer.underrun_frames(), 500);
  write_ramp(*track, 2000, 8000);  // the decoder catches up (not finished yet)
  const auto out = mix(mixer, 4100);
  for (int i = 0; i < 4000; ++i) ASSERT_EQ(out[2 * i], 2000 + i) << "frame " << i;
  for (int i = 4000; i < 4100; ++i) ASSERT_EQ(out[2 * i], 500 + i - 4000) << "frame " << i;
  EXPECT_EQ(mixer.underrun_frames(), 500);
}

TEST(StreamedTrack, a_track_that_ends_short_of_its_declared_length_loops_at_its_true_end) {
  MusicMixer mixer(1000);
  auto track = streaming_ramp(5000, 1000);  // declared 5000 frames; the body breaks at 1000
  mixer.play(track, 1.0, 0.0);
  mix(mixer, 1000);
  track->finish_stream(1000);
  EXPECT_EQ(track->frames(), 1000);
  const auto out = mix(mixer, 10);
  EXPECT_EQ(out[0], 0);  // back to its top, without a frame of kUnwritten
  EXPECT_EQ(out[2], 1);
}

TEST(StreamedTrack, a_finished_stream_copies_like_a_whole_track) {
  auto track = streaming_ramp(100, 60);
  track->finish_stream(80);
  const PcmTrack copy = *track;
  EXPECT_EQ(copy.frames(), 80);
  EXPECT_EQ(copy.ready_frames(), 80);
  EXPECT_TRUE(copy.finished());
  EXPECT_EQ(copy.samples.size(), 160u);  // a copy is a track decoded whole
  EXPECT_EQ(copy.samples[2 * 59], 59);
  track->compact();
  EXPECT_EQ(track->samples.size(), 160u);
  EXPECT_EQ(track->data(), track->samples.data());
}

class StreamedDecode : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    audio = new Audio(true);
  }
  static void TearDownTestSuite() {
    delete audio;
    audio = nullptr;
  }
  // Streams path with a pause after each chunk; the track, first handed over with ready frames.
  static std::shared_ptr<PcmTrack> stream(const std::string& path, std::int64_t& first_ready) {
    TrackInfo info;
    std::string error;
    first_ready = -1;
    auto track = stream_track(path, "t", kMaxTrackSeconds, info, error, nullptr,
                              [&](const std::shared_ptr<PcmTrack>& t, std::int64_t ready) {
                                if (first_ready < 0) first_ready = ready;
                                EXPECT_FALSE(t->finished());
                                EXPECT_LE(ready, t->frames());
                              });
    EXPECT_TRUE(track) << error;
    return track;
  }
  static void expect_same_as_whole(const std::string& path) {
    std::int64_t first_ready = 0;
    const auto streamed = stream(path, first_ready);
    std::string error;
    const auto whole = decode_track(path, "t", kMaxTrackSeconds, error);
    ASSERT_TRUE(streamed && whole) << error;
    EXPECT_TRUE(streamed->finished());
    EXPECT_GT(first_ready, 0);
    EXPECT_LT(first_ready, whole->frames()) << "handed over before the end";
    ASSERT_EQ(streamed->frames(), whole->frames());
    EXPECT_EQ(streamed->stream_capacity(), whole->frames())
        << "its buffer was sized from the declared length, exactly";
    EXPECT_TRUE(std::equal(whole->samples.begin(), whole->samples.end(), streamed->data()));
    EXPECT_EQ(streamed->loop_start, whole->loop_start);
    EXPECT_EQ(streamed->loop_end, whole->loop_end);
  }
  static Audio* audio;
};
Audio* StreamedDecode::audio = nullptr;

TEST_F(StreamedDecode, each_native_format_streams_to_the_same_samples_as_the_whole_decode) {
  ASSERT_TRUE(audio->available());
  expect_same_as_whole("data/music/theme.ogg");  // OGG Vorbis at the device's rate, looped
  const std::string dir = test::audio_temp_dir("stream");
  for (const char* file : {"/resampled.wav", "/resampled.flac", "/resampled.ogg"}) {
    ASSERT_EQ(test::run_command("sox -n -r 48000 -c 1 -b 16 '" + dir + file +
                                "' synth 4.3 sine 440 gain -6"),
              0);
    SCOPED_TRACE(file);
    expect_same_as_whole(dir + file);  // resampled to 44.1 kHz: counted as the resampler cuts it
  }
}

// A decoder slowed after every chunk, read by a mixer as fast as it can mix: every 256-frame
// block the mixer gives is the track's next frames, then silence for the frames it counted as
// underrun, never anything else. Run under the tsan preset, it also checks the two threads.
TEST_F(StreamedDecode, a_slow_decoder_is_heard_as_silence_then_music_never_garbage) {
  ASSERT_TRUE(audio->available());
  std::string error;
  const auto whole = decode_track("data/music/theme.ogg", "theme.ogg", kMaxTrackSeconds, error);
  ASSERT_TRUE(whole) << error;
  int chunks = 0;  // the first 300 chunks (about 7 s of the track) are slowed
  TrackLoader loader(kMaxTrackSeconds, [&chunks](std::int64_t) {
    if (++chunks < 300) std::this_thread::sleep_for(std::chrono::microseconds(300));
  });
  loader.decode("data/music/theme.ogg", "theme.ogg");
  ASSERT_TRUE(loader.wait(30));
  std::vector<LoadedTrack> got = loader.take_finished();
  ASSERT_EQ(got.size(), 1u);
  ASSERT_FALSE(got[0].finished) << "the first chunk comes before the decode ends";
  ASSERT_TRUE(got[0].track);
  const auto track = got[0].track;
  MusicMixer mixer(44100);
  mixer.play(track, 1.0, 0.0);
  std::int64_t at = 0, underruns = 0;
  const std::int64_t end = whole->effective_loop_end();
  for (int block = 0; at < end; ++block) {
    ASSERT_LT(block, 4'000'000) << "the decoder stopped at frame " << at;
    const auto out = mix(mixer, 256);
    const std::int64_t now = mixer.underrun_frames();
    const std::int64_t silent = now - underruns;
    underruns = now;
    const std::int64_t heard = std::min<std::int64_t>(256 - silent, end - at);
    for (std::int64_t i = 0; i < heard; ++i, ++at) {
      ASSERT_EQ(out[static_cast<std::size_t>(2 * i)],
                whole->samples[static_cast<std::size_t>(2 * at)])
          << "frame " << at;
      ASSERT_EQ(out[static_cast<std::size_t>(2 * i + 1)],
                whole->samples[static_cast<std::size_t>(2 * at + 1)])
          << "frame " << at;
    }
    for (std::int64_t i = 256 - silent; i < 256; ++i) {
      ASSERT_EQ(out[static_cast<std::size_t>(2 * i)], 0) << "silence, not unwritten frames";
      ASSERT_EQ(out[static_cast<std::size_t>(2 * i + 1)], 0);
    }
  }
  EXPECT_GT(underruns, 0) << "the mixer outran the slowed decoder";
  EXPECT_TRUE(mixer.position() == end || mixer.position() < 256)
      << "at the loop's end, or wrapped to its start: " << mixer.position();
  ASSERT_TRUE(loader.wait(30));
  got = loader.take_finished();
  ASSERT_EQ(got.size(), 1u);
  EXPECT_TRUE(got[0].finished);
  EXPECT_EQ(got[0].track, track);  // the same track, now whole
  EXPECT_TRUE(track->finished());
}

// The first audible sample of a long track comes while its decode is still running: the decoder
// is held after its first chunk until the mixer has made a sound.
TEST_F(StreamedDecode, a_long_track_is_heard_before_its_decode_ends) {
  ASSERT_TRUE(audio->available());
  std::atomic<bool> heard{false};
  TrackLoader loader(kMaxTrackSeconds, [&](std::int64_t ready) {
    for (int i = 0; i < 2000 && ready >= kFirstChunkFrames && !heard; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
  });
  loader.decode("data/music/theme.ogg", "theme.ogg");
  ASSERT_TRUE(loader.wait(30));
  const std::vector<LoadedTrack> got = loader.take_finished();
  ASSERT_EQ(got.size(), 1u);
  ASSERT_FALSE(got[0].finished);
  MusicMixer mixer(44100);
  mixer.play(got[0].track, 1.0, 0.0);
  const auto out = mix(mixer, static_cast<int>(kFirstChunkFrames));
  const bool audible =
      std::any_of(out.begin(), out.end(), [](std::int16_t s) { return std::abs(s) > 100; });
  EXPECT_TRUE(audible);
  EXPECT_FALSE(got[0].track->finished()) << "heard while the decoder still runs";
  EXPECT_EQ(mixer.underrun_frames(), 0);
  heard = true;
}

}  // namespace
}  // namespace hp
