// TrackProblems: each check on hand-made probe answers and tracks.
#include "engine/audio/tracks/track_problems.h"

#include <gtest/gtest.h>

namespace hp {
namespace {

TrackInfo info_of(double seconds, int rate) {
  TrackInfo info;
  info.seconds = seconds;
  info.file_rate = rate;
  info.tags.sample_rate = rate;
  info.tags.container = "OGG Vorbis";
  return info;
}

PcmTrack track_of(std::int64_t frames) {
  PcmTrack t;
  t.samples.resize(static_cast<std::size_t>(frames) * 2);
  return t;
}

std::string all(const std::vector<TrackProblem>& problems) {
  std::string out;
  for (const TrackProblem& p : problems) out += (p.error ? "E: " : "W: ") + p.message + "\n";
  return out;
}

TEST(TrackProblems, a_sound_track_has_none) {
  TrackInfo info = info_of(10.0, 44100);
  info.tags.loop_start = 44100;
  info.tags.loop_length = 44100 * 9;
  const PcmTrack track = track_of(441000);
  EXPECT_TRUE(find_track_problems(info, &track, 44100, 480).empty());
  EXPECT_TRUE(find_track_problems(info, nullptr, 44100, 480).empty());
}

TEST(TrackProblems, a_loop_past_the_end_is_an_error_with_both_positions) {
  TrackInfo info = info_of(10.0, 44100);
  info.tags.loop_start = 0;
  info.tags.loop_end = 441001;
  const PcmTrack track = track_of(441000);
  const auto problems = find_track_problems(info, &track, 44100, 480);
  ASSERT_EQ(problems.size(), 1u) << all(problems);
  EXPECT_TRUE(problems[0].error);
  EXPECT_NE(problems[0].message.find("ends at sample 441001 (10.0 s), past the track's end at "
                                     "441000 (10.0 s)"),
            std::string::npos)
      << problems[0].message;
  info.tags.loop_end = 441000;  // exactly the end is fine
  EXPECT_TRUE(find_track_problems(info, &track, 44100, 480).empty());
}

TEST(TrackProblems, a_loop_ending_before_it_starts_is_an_error) {
  TrackInfo info = info_of(10.0, 44100);
  info.tags.loop_start = 1000;
  info.tags.loop_end = 500;
  const auto problems = find_track_problems(info, nullptr, 44100, 480);
  ASSERT_EQ(problems.size(), 1u) << all(problems);
  EXPECT_TRUE(problems[0].error);
  EXPECT_NE(problems[0].message.find("ends at or before its start"), std::string::npos);
}

TEST(TrackProblems, a_start_alone_or_an_unreadable_value_is_named) {
  TrackInfo info = info_of(10.0, 44100);
  info.tags.loop_start = 1000;
  auto problems = find_track_problems(info, nullptr, 44100, 480);
  ASSERT_EQ(problems.size(), 1u) << all(problems);
  EXPECT_FALSE(problems[0].error);
  info.tags.comments = {"LOOPLENGTH=lots"};
  problems = find_track_problems(info, nullptr, 44100, 480);
  EXPECT_NE(all(problems).find("E: the tag LOOPLENGTH=lots is neither"), std::string::npos)
      << all(problems);
}

TEST(TrackProblems, a_decode_that_ends_early_says_how_much_decoded) {
  const TrackInfo info = info_of(7.0, 44100);
  const PcmTrack short_track = track_of(145530);  // 3.3 s
  const auto problems = find_track_problems(info, &short_track, 44100, 480);
  ASSERT_EQ(problems.size(), 1u) << all(problems);
  EXPECT_EQ(problems[0].message,
            "decodes 3.3 s of 7.0 s: the file's body is damaged; export it again");
  const PcmTrack nearly = track_of(7 * 44100 - 4000);  // within the tolerance
  EXPECT_TRUE(find_track_problems(info, &nearly, 44100, 480).empty());
}

TEST(TrackProblems, another_rate_warns_and_too_long_is_an_error) {
  TrackInfo info = info_of(10.0, 48000);
  auto problems = find_track_problems(info, nullptr, 44100, 480);
  ASSERT_EQ(problems.size(), 1u) << all(problems);
  EXPECT_FALSE(problems[0].error);
  EXPECT_NE(problems[0].message.find("it is at 48000 Hz"), std::string::npos);
  info.tags.container = "Opus";  // always 48 kHz: only a loop suffers from it
  EXPECT_TRUE(find_track_problems(info, nullptr, 44100, 480).empty());
  info = info_of(500.0, 44100);
  problems = find_track_problems(info, nullptr, 44100, 480);
  ASSERT_EQ(problems.size(), 1u) << all(problems);
  EXPECT_TRUE(problems[0].error);
  EXPECT_NE(problems[0].message.find("500.0 s long; tracks over 480.0 s are not played"),
            std::string::npos);
}

TEST(TrackProblems, a_long_track_sdl_mixer_decodes_whole_warns_that_it_starts_late) {
  TrackInfo info = info_of(90.0, 44100);
  info.tags.container.clear();  // an MP3, say
  const PcmTrack track = track_of(90 * 44100);
  EXPECT_TRUE(find_track_problems(info, &track, 44100, 480).empty()) << "streamed: no warning";
  info.decoded_whole = true;
  const std::string problems = all(find_track_problems(info, &track, 44100, 480));
  EXPECT_NE(problems.find("W: it is 90.0 s long and SDL_mixer decodes it whole before it can "
                          "play"),
            std::string::npos)
      << problems;
  EXPECT_NE(problems.find("export it as OGG Vorbis"), std::string::npos) << problems;
  const PcmTrack short_one = track_of(30 * 44100);
  info.seconds = 30.0;
  EXPECT_TRUE(find_track_problems(info, &short_one, 44100, 480).empty());
}

}  // namespace
}  // namespace hp
