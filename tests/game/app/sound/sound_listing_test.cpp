// SoundListing and `heartpath jukebox --list`'s sounds part, with the dummy audio driver: the
// table, every kind of problem with its path and line, and the exit status.
#include "game/app/sound/sound_listing.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "engine/audio/audio.h"
#include "game/app/sound/sound_director.h"
#include "tests/game/app/support/run_binary.h"

namespace hp::app {
namespace {

// A 44.1 kHz stereo WAV of a 441 Hz sine (100 samples a cycle, so a sample lands on each crest
// and the true peak is the amplitude), frames long: whole cycles, no click at either end.
void write_sine_wav(const std::string& path, double amplitude, int frames = 4410) {
  const auto le = [](std::uint32_t v, int n) {
    std::string s;
    for (int i = 0; i < n; ++i) s += static_cast<char>((v >> (8 * i)) & 0xff);
    return s;
  };
  std::string data;
  for (int i = 0; i < frames; ++i) {
    const double x = amplitude * std::sin(2.0 * M_PI * i / 100.0);
    const auto v = static_cast<std::int16_t>(std::lround(x * 32767.0));
    data += le(static_cast<std::uint16_t>(v), 2) + le(static_cast<std::uint16_t>(v), 2);
  }
  std::ofstream(path, std::ios::binary)
      << "RIFF" << le(36 + static_cast<std::uint32_t>(data.size()), 4) << "WAVEfmt " << le(16, 4)
      << le(1, 2) << le(2, 2) << le(44100, 4) << le(44100 * 4, 4) << le(4, 2) << le(16, 2) << "data"
      << le(static_cast<std::uint32_t>(data.size()), 4) << data;
}

class SoundListingTest : public ::testing::Test {
 protected:
  void SetUp() override {
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    dir_ = test::temp_dir("sound_listing");
    write_sine_wav(dir_ + "/hit.wav", 0.5);            // -6.0 dBTP
    write_sine_wav(dir_ + "/hit2.wav", 0.25);          // -12.0 dBTP
    write_sine_wav(dir_ + "/spare.wav", 0.125, 8820);  // -18.1 dBTP, 0.20 s, played by none
  }
  void manifest(const std::string& text) { std::ofstream(dir_ + "/sounds.json") << text; }
  SoundListing list(Diagnostics& problems) {
    Audio audio(true);
    EXPECT_TRUE(audio.available());
    return list_sounds(dir_, audio.rate(), problems);
  }
  std::vector<std::string> lines(const Diagnostics& problems, Severity severity) {
    std::vector<std::string> out;
    for (const Diagnostic& d : problems.items()) {
      if (d.severity == severity) out.push_back(d.to_string());
    }
    return out;
  }
  std::string dir_;
};

TEST_F(SoundListingTest, the_table_shows_each_events_files_gains_and_true_peaks) {
  manifest(R"({"events": {"slam": {"files": ["hit.wav", "hit2.wav"], "gain_db": -4,
                                   "duck_db": -5}, "select": "hit2.wav"}})");
  Diagnostics problems;
  const SoundListing listing = list(problems);
  EXPECT_TRUE(listing.manifest_present);
  EXPECT_EQ(listing.files, 3);
  EXPECT_TRUE(lines(problems, Severity::kError).empty());
  const std::string table = format_sound_table(listing.rows);
  for (const char* row :
       {"EVENT        FILE       FORMAT               GAIN     DUCK     DURATION  TRUE PEAK   "
        "PEAK AT GAIN\n",
        "select       hit2.wav   WAV 16-bit 44100 Hz  0.0 dB   -        0.10 s    -12.0 dBTP  "
        "-12.0 dBTP\n",
        "slam         hit.wav    WAV 16-bit 44100 Hz  -4.0 dB  -5.0 dB  0.10 s    -6.0 dBTP   "
        "-10.0 dBTP\n",
        "slam         hit2.wav   WAV 16-bit 44100 Hz  -4.0 dB  -5.0 dB  0.10 s    -12.0 dBTP  "
        "-16.0 dBTP\n",
        "refuse       (silent)   -                    -        -        -         -           -\n",
        "-            spare.wav  WAV 16-bit 44100 Hz  -        -        0.20 s    -18.1 dBTP  "
        "-\n"}) {
    EXPECT_NE(table.find(row), std::string::npos) << row << table;
  }
  EXPECT_EQ(listing.rows.back().file, "spare.wav");  // the unplayed files come last
}

TEST_F(SoundListingTest, each_event_without_a_sound_is_a_warning_saying_how_to_give_it_one) {
  manifest(R"({"events": {"slam": "hit.wav"}})");
  Diagnostics problems;
  list(problems);
  const auto warnings = lines(problems, Severity::kWarning);
  EXPECT_EQ(warnings.size(), 8u);  // the nine events but slam
  EXPECT_EQ(warnings[4], dir_ +
                             "/sounds.json: warning: event \"flee\" has no sound, so nothing "
                             "is heard when a wounded enemy turns to run; give it one: add "
                             "\"flee\": \"flee.wav\" to \"events\" in sounds.json, naming a "
                             "file in the sounds folder");
  for (const std::string& w : warnings) EXPECT_EQ(w.find("\"slam\""), std::string::npos) << w;
}

TEST_F(SoundListingTest, without_a_manifest_every_event_is_named_silent) {
  Diagnostics problems;
  const SoundListing listing = list(problems);
  EXPECT_FALSE(listing.manifest_present);
  EXPECT_FALSE(problems.has_errors());
  EXPECT_EQ(lines(problems, Severity::kWarning).size(), 9u);
}

TEST_F(SoundListingTest, a_file_that_cannot_be_decoded_is_an_error_and_so_is_the_event_naming_it) {
  std::ofstream(dir_ + "/junk.wav") << "not a wave";
  manifest(
      "{\"events\": {\n  \"select\": \"hit.wav\",\n  \"slam\": [\"hit.wav\",\n"
      "           \"junk.wav\"]\n}}");
  Diagnostics problems;
  const SoundListing listing = list(problems);
  const auto errors = lines(problems, Severity::kError);
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_EQ(errors[0].rfind(dir_ + "/junk.wav: error: cannot play it (", 0), 0u) << errors[0];
  EXPECT_NE(errors[0].find("); export it again as 16-bit WAV, 44.1 kHz"), std::string::npos);
  EXPECT_EQ(errors[1].rfind(dir_ + "/sounds.json:4: error: \"slam\" names \"junk.wav\", which "
                                   "cannot be played (",
                            0),
            0u)
      << errors[1];
  const auto junk = std::find_if(listing.rows.begin(), listing.rows.end(),
                                 [](const SoundRow& r) { return r.file == "junk.wav"; });
  ASSERT_NE(junk, listing.rows.end());
  EXPECT_EQ(junk->event, "slam");
  EXPECT_EQ(junk->peak, "cannot play");
}

// 96 kHz, 24-bit and float WAVs play (converted: the table says so); a WAV cut to 3,000 bytes
// plays only what it holds, and the listing and the game's SoundDirector name it alike.
TEST_F(SoundListingTest, each_format_says_what_the_game_does_and_a_cut_file_is_named) {
  const auto sox = [&](const std::string& args) {
    ASSERT_EQ(std::system(("sox -n " + args + " 2>/dev/null").c_str()), 0) << args;
  };
  sox("-r 96000 -c 2 -b 24 '" + dir_ + "/hi.wav' synth 0.3 sine 440 gain -12");
  sox("-r 44100 -c 2 -e floating-point -b 32 '" + dir_ + "/float.wav' synth 0.3 sine 440 gain -12");
  write_sine_wav(dir_ + "/cut.wav", 0.5, 44100);
  std::filesystem::resize_file(dir_ + "/cut.wav", 3000);
  manifest(R"({"events": {"select": "hi.wav", "refuse": "float.wav", "slam": "cut.wav",
                          "flee": "hit.wav"}})");
  Diagnostics problems;
  const SoundListing listing = list(problems);
  const auto format_of = [&](const std::string& file) {
    const auto row = std::find_if(listing.rows.begin(), listing.rows.end(),
                                  [&](const SoundRow& r) { return r.file == file; });
    return row == listing.rows.end() ? std::string("(no row)") : row->format;
  };
  EXPECT_EQ(format_of("hi.wav"), "WAV 24-bit 96000 Hz, converted");
  EXPECT_EQ(format_of("float.wav"), "WAV 32-bit float 44100 Hz, converted");
  EXPECT_EQ(format_of("hit.wav"), "WAV 16-bit 44100 Hz");
  const auto errors = lines(problems, Severity::kError);
  const std::string cut = dir_ +
                          "/cut.wav: error: it ends after 0.017 s of the 1.0 s its header "
                          "declares: the file is cut or its body damaged, so the game plays only "
                          "those 0.017 s; export it again";
  ASSERT_EQ(errors.size(), 1u) << (errors.empty() ? "" : errors[0]);
  EXPECT_EQ(errors[0], cut);
  Audio audio(true);
  ::testing::internal::CaptureStderr();
  SoundDirector game(audio, dir_);
  const std::string logged = ::testing::internal::GetCapturedStderr();
  EXPECT_NE(logged.find(cut), std::string::npos) << logged;
}

TEST_F(SoundListingTest, a_sound_over_twenty_seconds_is_refused_as_the_game_refuses_it) {
  write_sine_wav(dir_ + "/long.wav", 0.5, 44100 * 21);
  manifest(R"({"events": {"victory": "long.wav"}})");
  Diagnostics problems;
  list(problems);
  const auto errors = lines(problems, Severity::kError);
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_NE(errors[0].find("long.wav: error: cannot play it (it is 21 s long; tracks over 20 s"),
            std::string::npos)
      << errors[0];
}

TEST_F(SoundListingTest, manifest_mistakes_keep_their_lines_and_their_events_get_no_second_word) {
  manifest(
      "{\"events\": {\n  \"knockout\": \"hit.wav\",\n  \"slam\": \"nope.wav\",\n"
      "  \"select\": {\"files\": \"hit.wav\", \"gain_db\": 20}\n}}");
  Diagnostics problems;
  const SoundListing listing = list(problems);
  const auto errors = lines(problems, Severity::kError);
  ASSERT_EQ(errors.size(), 3u);
  const auto has = [&](const std::string& start) {
    return std::any_of(errors.begin(), errors.end(),
                       [&](const std::string& e) { return e.rfind(start, 0) == 0; });
  };
  EXPECT_TRUE(has(dir_ + "/sounds.json:2: error: unknown event \"knockout\"; did you mean "
                         "\"knock_out\"?"));
  EXPECT_TRUE(has(dir_ + "/sounds.json:3: error: \"slam\" names \"nope.wav\", which is not a "
                         "sound file in the sounds folder"));
  EXPECT_TRUE(has(dir_ + "/sounds.json:4: error: \"gain_db\" must be a number of decibels from "
                         "-60 to 12 (got 20)"));
  // slam and select are silent, but their errors say so; knock_out is silent and unnamed.
  const auto warnings = lines(problems, Severity::kWarning);
  EXPECT_EQ(warnings.size(), 7u);
  for (const std::string& w : warnings) {
    EXPECT_EQ(w.find("\"slam\""), std::string::npos) << w;
    EXPECT_EQ(w.find("\"select\""), std::string::npos) << w;
  }
  EXPECT_EQ(listing.rows[0].file, "(silent: see its error)");  // select
}

TEST_F(SoundListingTest, broken_json_is_one_error_and_no_warning_per_event) {
  manifest("{\"events\": {\n  \"slam\": \"hit.wav\"\n  \"select\": 1}}");
  Diagnostics problems;
  list(problems);
  ASSERT_EQ(problems.items().size(), 1u);
  EXPECT_NE(problems.items()[0].to_string().find("sounds.json:3: error: column 10: not valid JSON"),
            std::string::npos)
      << problems.items()[0].to_string();
}

TEST_F(SoundListingTest, without_a_mixer_nothing_is_decoded_or_measured) {
  std::ofstream(dir_ + "/junk.wav") << "not a wave";
  manifest(R"({"events": {"slam": "hit.wav"}})");
  Diagnostics problems;
  const SoundListing listing = list_sounds(dir_, 0, problems);
  EXPECT_FALSE(problems.has_errors());
  EXPECT_EQ(listing.rows[2].file, "hit.wav");
  EXPECT_EQ(listing.rows[2].peak, "?");
  EXPECT_EQ(listing.rows[2].duration, "?");
}

// Tests run from the source root, where data/ is.
TEST(SoundListing, the_shipped_sounds_are_clean_and_mastered_with_headroom) {
  setenv("SDL_AUDIODRIVER", "dummy", 1);
  Audio audio(true);
  Diagnostics problems;
  const SoundListing listing = list_sounds("data/sounds", audio.rate(), problems);
  for (const Diagnostic& d : problems.items()) ADD_FAILURE() << d.to_string();
  EXPECT_EQ(listing.rows.size(), 14u);  // the nine events' 14 files, none left over
  for (const SoundRow& row : listing.rows) {
    EXPECT_NE(row.event, "-") << row.file;
    const double peak = std::stod(row.peak);  // "-3.1 dBTP"
    EXPECT_LE(peak, -2.5) << row.file;
  }
}

// The command: `jukebox --list` checks the sounds after the music, and its exit status counts
// both.
TEST(JukeboxSounds, list_shows_the_shipped_sounds_after_the_music) {
  const test::RunResult r = test::run_heartpath("jukebox --list", "SDL_AUDIODRIVER=dummy");
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  const std::size_t music = r.out.find("TRACK"), sounds = r.out.find("EVENT ");
  ASSERT_NE(sounds, std::string::npos) << r.out;
  EXPECT_LT(music, sounds);
  EXPECT_NE(r.out.find("/data/sounds: 14 sound files, sounds.json read\n"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("slam_2.wav"), std::string::npos) << r.out;
}

TEST(JukeboxSounds, sounds_dir_is_checked_and_an_error_there_fails_the_list) {
  const std::string music = test::temp_dir("jukebox-sounds-music");  // no tracks: no problems
  const std::string sounds = test::temp_dir("jukebox-sounds");
  write_sine_wav(sounds + "/hit.wav", 0.5);
  std::ofstream(sounds + "/broken.wav") << "garbage";
  std::ofstream(sounds + "/sounds.json") << "{\"events\": {\n  \"slam\": \"hit.wav\",\n"
                                         << "  \"flee\": \"broken.wav\",\n"
                                         << "  \"knock_ot\": \"hit.wav\"\n}}\n";
  const test::RunResult r =
      test::run_heartpath("jukebox --sounds '" + sounds + "/' '" + music + "'");  // implies --list
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  for (const std::string& line :
       {sounds + ": 2 sound files, sounds.json read\n",
        std::string("slam         hit.wav     WAV 16-bit 44100 Hz  0.0 dB  -     0.10 s    "
                    "-6.0 dBTP    -6.0 dBTP\n"),
        std::string("flee         broken.wav  ?                    0.0 dB  -     ?         "
                    "cannot play  ?\n"),
        sounds + "/broken.wav: error: cannot play it (",
        sounds + "/sounds.json:3: error: \"flee\" names \"broken.wav\", which cannot be played",
        sounds + "/sounds.json:4: error: unknown event \"knock_ot\"; did you mean \"knock_out\"?",
        sounds + "/sounds.json: warning: event \"defeat\" has no sound",
        std::string("\n3 errors, 7 warnings\n")}) {
    EXPECT_NE(r.out.find(line), std::string::npos) << line << "\n" << r.out;
  }
}

TEST(JukeboxSounds, warnings_alone_pass) {
  const std::string music = test::temp_dir("jukebox-sounds-music");
  const std::string sounds = test::temp_dir("jukebox-sounds-quiet");
  write_sine_wav(sounds + "/hit.wav", 0.5);
  std::ofstream(sounds + "/sounds.json") << R"({"events": {"slam": "hit.wav"}})";
  const test::RunResult r =
      test::run_heartpath("jukebox --list --sounds '" + sounds + "' '" + music + "'");
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("\n0 errors, 8 warnings\n"), std::string::npos) << r.out;
}

TEST(JukeboxSounds, a_dir_that_is_not_a_folder_or_sounds_with_play_is_a_usage_error) {
  const test::RunResult nowhere = test::run_heartpath("jukebox --list --sounds /nonexistent");
  EXPECT_EQ(nowhere.status, 2);
  EXPECT_NE(nowhere.err.find("--sounds needs a folder of sound effects (\"/nonexistent\" is not "
                             "one)"),
            std::string::npos)
      << nowhere.err;
  // The music folder too: a misspelt one listed as empty and exited 0.
  const test::RunResult music = test::run_heartpath("jukebox --list /nonexistent");
  EXPECT_EQ(music.status, 2);
  EXPECT_NE(music.err.find("DIR needs a folder of music files (\"/nonexistent\" is not one)"),
            std::string::npos)
      << music.err;
  const test::RunResult play = test::run_heartpath("jukebox --sounds data/sounds --play title");
  EXPECT_EQ(play.status, 2);
  EXPECT_NE(play.err.find("--sounds goes with --list"), std::string::npos) << play.err;
  EXPECT_NE(test::run_heartpath("jukebox --help").out.find("--sounds DIR"), std::string::npos);
}

}  // namespace
}  // namespace hp::app
