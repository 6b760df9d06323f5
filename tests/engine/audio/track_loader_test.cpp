// TrackLoader with the dummy driver: decodes arrive from the worker, decodes go before probes.
#include "engine/audio/tracks/track_loader.h"

#include <gtest/gtest.h>
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <optional>
#include <utility>

#include "audio_test_util.h"
#include "engine/audio/audio.h"

namespace hp {
namespace {

class TrackLoaderTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    audio = new Audio(true);
  }
  static void TearDownTestSuite() {
    delete audio;
    audio = nullptr;
  }
  static Audio* audio;
};
Audio* TrackLoaderTest::audio = nullptr;

// The first count finished results; a streamed decode's first chunk (not finished) is skipped.
std::vector<LoadedTrack> take_all(TrackLoader& loader, std::size_t count) {
  std::vector<LoadedTrack> all;
  while (all.size() < count && loader.wait(30)) {
    for (LoadedTrack& t : loader.take_finished()) {
      if (t.finished) all.push_back(std::move(t));
    }
    if (loader.busy() == 0 && all.size() < count) break;
  }
  return all;
}

TEST_F(TrackLoaderTest, a_decode_arrives_with_the_same_samples_as_decoding_here) {
  ASSERT_TRUE(audio->available());
  TrackLoader loader;
  const std::uint64_t id = loader.decode("data/music/theme.ogg", "theme.ogg");
  const std::vector<LoadedTrack> done = take_all(loader, 1);
  ASSERT_EQ(done.size(), 1u);
  EXPECT_EQ(done[0].id, id);
  EXPECT_TRUE(done[0].decode);
  ASSERT_TRUE(done[0].track) << done[0].error;
  std::string error;
  const auto here = decode_track("data/music/theme.ogg", "theme.ogg", kMaxTrackSeconds, error);
  ASSERT_TRUE(here);
  EXPECT_EQ(done[0].track->frames(), here->frames());
  EXPECT_TRUE(std::equal(here->samples.begin(), here->samples.end(), done[0].track->data()));
  EXPECT_EQ(done[0].track->loop_end, 1474560);
  EXPECT_NEAR(done[0].info.seconds, 33.4, 0.5);
  EXPECT_EQ(loader.busy(), 0u);
  EXPECT_TRUE(loader.take_finished().empty());
}

// Pumped (the browser build's way, with no thread): each take_finished() decodes a slice, the
// first chunk is handed over before the end, and the track is the same as a whole decode's.
TEST_F(TrackLoaderTest, pumped_a_decode_comes_in_slices_with_the_same_samples) {
  ASSERT_TRUE(audio->available());
  TrackLoader loader(kMaxTrackSeconds, {}, TrackLoader::Mode::kPumped);
  const std::uint64_t id = loader.decode("data/music/theme.ogg", "theme.ogg");
  EXPECT_EQ(loader.busy(), 1u) << "nothing happens until it is polled";
  int polls = 0, first_chunk_poll = -1;
  double longest = 0;
  std::optional<LoadedTrack> done;
  while (!done && polls < 100000) {
    const auto start = std::chrono::steady_clock::now();
    std::vector<LoadedTrack> results = loader.take_finished();
    longest = std::max(
        longest, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    ++polls;
    for (LoadedTrack& t : results) {
      EXPECT_EQ(t.id, id);
      if (!t.finished && first_chunk_poll < 0) first_chunk_poll = polls;
      if (t.finished) done = std::move(t);
    }
  }
  ASSERT_TRUE(done);
  ASSERT_TRUE(done->track) << done->error;
  EXPECT_GT(first_chunk_poll, 0) << "the first chunk came before the whole";
  EXPECT_GT(polls, first_chunk_poll);
  EXPECT_GE(polls, 3) << "a 33 s track is decoded over several polls, not in one";
  std::string error;
  const auto here = decode_track("data/music/theme.ogg", "theme.ogg", kMaxTrackSeconds, error);
  ASSERT_TRUE(here);
  EXPECT_EQ(done->track->frames(), here->frames());
  EXPECT_TRUE(std::equal(here->samples.begin(), here->samples.end(), done->track->data()));
  EXPECT_EQ(done->track->loop_end, 1474560);
  EXPECT_EQ(loader.busy(), 0u);
  std::printf("pumped: %d polls, the longest %.1f ms (budget %.1f ms)\n", polls, longest * 1000,
              TrackLoader::kPumpSeconds * 1000);
}

TEST_F(TrackLoaderTest, failures_carry_the_reason_and_probes_carry_no_samples) {
  for (const TrackLoader::Mode mode : {TrackLoader::Mode::kThread, TrackLoader::Mode::kPumped}) {
    ASSERT_TRUE(audio->available());
    const std::string dir = test::audio_temp_dir("loader");
    std::ofstream(dir + "/broken.ogg") << "not an ogg";
    TrackLoader loader(kMaxTrackSeconds, {}, mode);
    loader.probe("data/music/victory.ogg", "victory.ogg");
    loader.decode(dir + "/broken.ogg", "broken.ogg");
    const std::vector<LoadedTrack> done = take_all(loader, 2);
    ASSERT_EQ(done.size(), 2u);
    for (const LoadedTrack& t : done) {
      if (t.name == "broken.ogg") {
        EXPECT_FALSE(t.track);
        EXPECT_FALSE(t.error.empty());
      } else {
        EXPECT_FALSE(t.decode);
        EXPECT_FALSE(t.track);
        EXPECT_TRUE(t.error.empty()) << t.error;
        EXPECT_GT(t.info.seconds, 0.0);
      }
    }
  }
}

TEST_F(TrackLoaderTest, decodes_queued_behind_probes_go_first) {
  ASSERT_TRUE(audio->available());
  TrackLoader loader;
  // The worker may already have taken the first request; of the rest, the decode leads.
  loader.probe("data/music/victory.ogg", "first");
  for (int i = 0; i < 4; ++i) loader.probe("data/music/victory.ogg", "probe");
  loader.decode("data/music/defeat.ogg", "decode");
  const std::vector<LoadedTrack> done = take_all(loader, 6);
  ASSERT_EQ(done.size(), 6u);
  const bool first_taken = done[0].name == "first";
  EXPECT_EQ(done[first_taken ? 1 : 0].name, "decode");
}

TEST_F(TrackLoaderTest, destroying_it_with_work_queued_drops_the_queue) {
  ASSERT_TRUE(audio->available());
  const auto timed = [](auto work) {
    const auto start = std::chrono::steady_clock::now();
    work();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  std::string error;
  const double one = timed([&] { decode_track("data/music/theme.ogg", "t", 600, error); });
  auto loader = std::make_unique<TrackLoader>();
  for (int i = 0; i < 40; ++i) loader->decode("data/music/theme.ogg", "theme.ogg");
  EXPECT_GT(loader->busy(), 0u);
  // Returns after at most the decode in progress, not the forty queued.
  EXPECT_LT(timed([&] { loader.reset(); }), 10 * one + 0.5);
}

// The first chunk is what the music waits for: it is decoded at the game's priority, the rest a
// little below; a later decode, on a fresh thread, starts at the game's priority again.
TEST_F(TrackLoaderTest, a_decode_s_first_chunk_runs_at_the_game_s_priority_and_the_rest_below) {
  ASSERT_TRUE(audio->available());
  const int game = getpriority(PRIO_PROCESS, 0);
  std::mutex mutex;
  std::vector<std::pair<std::int64_t, int>> seen;  // ready frames, the worker's nice value
  TrackLoader loader(kMaxTrackSeconds, [&](std::int64_t ready) {
    std::lock_guard lock(mutex);
    seen.emplace_back(ready, getpriority(PRIO_PROCESS, 0));
  });
  for (int round = 0; round < 2; ++round) {
    {
      std::lock_guard lock(mutex);
      seen.clear();
    }
    loader.decode("data/music/theme.ogg", "theme.ogg");
    ASSERT_EQ(take_all(loader, 1).size(), 1u);
    std::lock_guard lock(mutex);
    ASSERT_FALSE(seen.empty());
    EXPECT_LT(seen.front().first, kFirstChunkFrames);
    EXPECT_EQ(seen.front().second, game) << "round " << round;
    EXPECT_GE(seen.back().first, kFirstChunkFrames);
    EXPECT_EQ(seen.back().second, std::min(game + 5, 19)) << "round " << round;
  }
}

}  // namespace
}  // namespace hp
