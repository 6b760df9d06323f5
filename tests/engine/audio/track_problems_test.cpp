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
                                     "441000 (10.0 s), so the game plays to the track's end and "
                                     "loops back to LOOPSTART (0.0 s)"),
            std::string::npos)
      << problems[0].message;
  info.tags.loop_start = 500000;  // a start past the end too: PcmTrack loops the whole track
  info.tags.loop_end = 600000;
  EXPECT_NE(all(find_track_problems(info, &track, 44100, 480))
                .find("and LOOPSTART too is past it, so the game loops the whole track"),
            std::string::npos);
  info.tags.loop_start = 0;
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
            "it ends after 3.3 s of the 7.0 s its header declares: the file is cut or its body "
            "damaged, so the game plays only those 3.3 s; export it again");
  const PcmTrack nearly = track_of(7 * 44100 - 4000);  // within the tolerance
  EXPECT_TRUE(find_track_problems(info, &nearly, 44100, 480).empty());
}

TEST(TrackProblems, an_ogg_without_its_end_of_stream_mark_is_named_as_cut) {
  TrackInfo info = info_of(17.057, 44100);
  info.cut = true;  // the probe found no end-of-stream mark: the length is where the cut fell
  const PcmTrack track = track_of(752214);
  const auto problems = find_track_problems(info, &track, 44100, 480);
  ASSERT_EQ(problems.size(), 1u) << all(problems);
  EXPECT_TRUE(problems[0].error);
  EXPECT_EQ(problems[0].message,
            "the file is cut: the decoder stopped at 17.1 s and the file has no end-of-stream "
            "mark (an export or a copy that did not finish), so the game plays only those "
            "17.1 s; export it again");
}

// Any rate plays at its pitch: the rate alone is no problem; a loop whose length the game
// cannot keep whole at its rate is a warning saying what to make it.
TEST(TrackProblems, another_rate_is_fine_unless_its_loop_cannot_be_kept_exact) {
  TrackInfo info = info_of(10.0, 48000);
  EXPECT_TRUE(find_track_problems(info, nullptr, 44100, 480).empty());
  info.tags.loop_start = 48000;
  info.tags.loop_length = 96000 * 4;  // 8 s: 352800 frames at 44.1 kHz exactly
  EXPECT_TRUE(find_track_problems(info, nullptr, 44100, 480).empty())
      << all(find_track_problems(info, nullptr, 44100, 480));
  info.tags.loop_length = 96001;
  const auto problems = find_track_problems(info, nullptr, 44100, 480);
  ASSERT_EQ(problems.size(), 1u) << all(problems);
  EXPECT_FALSE(problems[0].error);
  EXPECT_EQ(problems[0].message,
            "its loop is 96001 samples at 48000 Hz, which is 88200.92 samples at the game's "
            "44100 Hz, so the game rounds it and the seam is up to half a sample off; for a "
            "bit-exact seam make the loop's length a multiple of 160 samples at 48000 Hz (or "
            "export at 44100 Hz)");
}

TEST(TrackProblems, the_game_converts_loop_points_keeping_the_length_exact) {
  // 48 kHz: the length is scaled on its own, so a whole length stays whole wherever the start
  // rounds to.
  EXPECT_EQ(loop_in_device_frames({48001, 48001 + 96000}, 48000, 44100),
            std::make_pair(std::int64_t{44101}, std::int64_t{44101 + 88200}));
  EXPECT_EQ(loop_in_device_frames({100, 200}, 44100, 44100),
            std::make_pair(std::int64_t{100}, std::int64_t{200}));
  EXPECT_TRUE(loop_length_exact(160, 48000, 44100));
  EXPECT_FALSE(loop_length_exact(161, 48000, 44100));
}

TEST(TrackProblems, too_long_is_an_error) {
  const TrackInfo info = info_of(500.0, 44100);
  const auto problems = find_track_problems(info, nullptr, 44100, 480);
  ASSERT_EQ(problems.size(), 1u) << all(problems);
  EXPECT_TRUE(problems[0].error);
  EXPECT_NE(problems[0].message.find("500.0 s long; tracks over 480.0 s are not played"),
            std::string::npos);
}

TEST(TrackProblems, stems_of_different_lengths_name_both) {
  EXPECT_FALSE(find_stem_problem({{"a.ogg", 441000}, {"b.ogg", 441000}}, 44100));
  const auto problem = find_stem_problem({{"a.ogg", 441000}, {"b.ogg", 396900}}, 44100);
  ASSERT_TRUE(problem);
  EXPECT_TRUE(problem->error);
  EXPECT_EQ(problem->message,
            "the stems differ in length: b.ogg is 9.000 s (396900 frames at 44100 Hz), a.ogg "
            "10.000 s (441000 frames at 44100 Hz); stems loop together, so the game does not "
            "play a set that would drift apart; export every stem from one session at the same "
            "length");
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
