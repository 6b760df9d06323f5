// MusicDirector with the dummy audio driver: moments, fallbacks, the map override, rescans.
#include "game/app/music/music_director.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <thread>
#include <vector>

#include "engine/audio/audio.h"
#include "tests/game/app/support/run_binary.h"
#include "tests/game/app/support/wav_files.h"

namespace hp::app {
namespace {

// Most tests here use short tracks.
void write_wav(const std::string& path, std::int16_t value, int frames = 4410) {
  test::write_wav(path, value, frames);
}
using test::write_stereo_wav;

// A 44.1 kHz stereo WAV of a 1 kHz sine of amplitude (of full scale), seconds long, with one
// sample of spike (of full scale) in the middle when spike > 0.
void write_tone(const std::string& path, double amplitude, double seconds, double spike = 0) {
  const int frames = static_cast<int>(seconds * 44100);
  std::vector<std::int16_t> samples;
  for (int i = 0; i < frames; ++i) {
    double v = amplitude * std::sin(2 * M_PI * 1000 * i / 44100.0);
    if (spike > 0 && i == frames / 2) v = spike;
    const auto sample = static_cast<std::int16_t>(std::lround(v * 32767));
    samples.push_back(sample);
    samples.push_back(sample);
  }
  write_stereo_wav(path, samples);
}

class MusicDirectorTest : public ::testing::Test {
 protected:
  void SetUp() override {
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    dir_ = test::temp_dir("director");
    write_wav(dir_ + "/a.wav", 1000);
    write_wav(dir_ + "/b.wav", 2000);
  }
  void manifest(const std::string& text) { std::ofstream(dir_ + "/music.json") << text; }
  std::string dir_;
};

TEST_F(MusicDirectorTest, moments_play_their_tracks_and_missing_ones_fall_back_to_the_nearest) {
  manifest(R"({"moments": {"title": "a.wav", "enemy_turn": {"track": "b.wav", "crossfade": 0},
                           "victory": "a.wav"}})");
  Audio audio(true);
  ASSERT_TRUE(audio.available());
  MusicDirector director(audio, dir_);
  ASSERT_TRUE(director.wait_for_decodes(30));
  EXPECT_TRUE(director.manifest().present);
  director.enter(Moment::kTitle);
  EXPECT_EQ(director.current_track(), "a.wav");
  // None in the manifest: the nearest looping moment's (fallback_moments), the enemies' turn,
  // rather than the title's music carrying on into the battle.
  director.enter(Moment::kPlayerTurn);
  EXPECT_EQ(director.current_track(), "b.wav");
  director.enter(Moment::kEnemyTurn);
  EXPECT_EQ(director.current_track(), "b.wav");
  director.enter(Moment::kVictory);  // a stinger over b, which stays the bed
  EXPECT_EQ(director.current_track(), "b.wav");
  director.set_map_override("a.wav");
  director.enter(Moment::kPlayerTurn);
  EXPECT_EQ(director.current_track(), "a.wav");
  director.set_map_override("");
  director.enter(Moment::kEnemyTurn);
  director.enter(Moment::kPlayerTurn);
  EXPECT_EQ(director.current_track(), "b.wav");
}

// After a battle: the result moment's track replaces the bed under the stinger; without one,
// the battle's bed fades out instead of carrying on.
TEST_F(MusicDirectorTest, the_result_moment_replaces_the_bed_or_else_the_bed_fades_out) {
  write_wav(dir_ + "/b.wav", 2000, 44100 * 5);  // a stinger that outlasts the test's checks
  write_wav(dir_ + "/c.wav", 3000);
  manifest(R"({"moments": {"player_turn": "a.wav", "victory": "b.wav", "result": "c.wav"}})");
  {
    Audio audio(true);
    MusicDirector director(audio, dir_);
    ASSERT_TRUE(director.wait_for_decodes(30));
    director.enter(Moment::kPlayerTurn);
    director.enter(Moment::kVictory);
    EXPECT_EQ(director.current_track(), "a.wav");  // the stinger over the bed
    director.enter(Moment::kResult);
    EXPECT_EQ(director.current_track(), "c.wav");
    EXPECT_EQ(director.mixer().active_voices(), 3);  // a.wav fading out, c.wav in, the stinger
  }
  manifest(R"({"moments": {"player_turn": "a.wav", "victory": "b.wav"}})");
  Audio audio(true);
  MusicDirector director(audio, dir_);
  ASSERT_TRUE(director.wait_for_decodes(30));
  director.enter(Moment::kPlayerTurn);
  director.enter(Moment::kVictory);
  director.enter(Moment::kResult);
  EXPECT_EQ(director.current_track(), "");         // the bed is fading out
  EXPECT_EQ(director.mixer().active_voices(), 2);  // it and the stinger, which sounds on
}

TEST_F(MusicDirectorTest, without_a_manifest_the_first_track_loops) {
  Audio audio(true);
  MusicDirector director(audio, dir_);
  ASSERT_TRUE(director.wait_for_decodes(30));
  EXPECT_FALSE(director.manifest().present);
  director.enter(Moment::kTitle);
  EXPECT_EQ(director.current_track(), "a.wav");
  director.enter(Moment::kVictory);
  EXPECT_EQ(director.current_track(), "a.wav");
}

TEST_F(MusicDirectorTest, without_a_manifest_a_track_with_loop_tags_is_preferred) {
  std::filesystem::copy_file("data/music/theme.ogg", dir_ + "/theme.ogg");
  Audio audio(true);
  MusicDirector director(audio, dir_);
  ASSERT_TRUE(director.wait_for_decodes(30));
  director.enter(Moment::kTitle);
  EXPECT_EQ(director.current_track(), "theme.ogg");  // not a.wav, which sorts first
}

TEST_F(MusicDirectorTest, an_empty_manifest_still_starts_the_title_on_something) {
  manifest(R"({"moments": {}})");
  Audio audio(true);
  MusicDirector director(audio, dir_);
  ASSERT_TRUE(director.wait_for_decodes(30));
  director.enter(Moment::kTitle);
  EXPECT_EQ(director.current_track(), "a.wav");
  director.enter(Moment::kEnemyTurn);  // nothing assigned: the title's track plays on
  EXPECT_EQ(director.current_track(), "a.wav");
}

TEST_F(MusicDirectorTest, tracks_added_and_removed_while_running_are_followed) {
  Audio audio(true);
  MusicDirector director(audio, dir_);
  ASSERT_TRUE(director.wait_for_decodes(30));
  EXPECT_EQ(director.library().tracks().size(), 2u);
  write_wav(dir_ + "/c.wav", 3000);
  std::ofstream(dir_ + "/broken.ogg") << "not an ogg";
  ::testing::internal::CaptureStderr();
  EXPECT_TRUE(director.rescan());
  ASSERT_TRUE(director.wait_for_decodes(30));  // the probe runs on the loader's thread
  const std::string warnings = ::testing::internal::GetCapturedStderr();
  EXPECT_NE(warnings.find("broken.ogg: error: SDL_mixer cannot open it"), std::string::npos)
      << warnings;
  EXPECT_NE(director.library().find("c.wav"), nullptr);
  std::filesystem::remove(dir_ + "/a.wav");
  EXPECT_TRUE(director.rescan());
  EXPECT_EQ(director.library().find("a.wav"), nullptr);
  director.enter(Moment::kTitle);  // the first track is now b.wav
  ASSERT_TRUE(director.wait_for_decodes(30));
  EXPECT_EQ(director.current_track(), "b.wav");
  manifest(R"({"moments": {"title": "c.wav"}})");
  std::filesystem::last_write_time(
      dir_ + "/music.json",
      std::filesystem::file_time_type::clock::now() + std::chrono::seconds(5));
  EXPECT_TRUE(director.rescan());  // the new manifest applies once c.wav is decoded
  ASSERT_TRUE(director.wait_for_decodes(30));
  EXPECT_EQ(director.current_track(), "c.wav");
  EXPECT_FALSE(director.rescan());
}

// A tone of seconds, encoded to OGG Vorbis by sox (long enough that decoding takes a while).
void write_long_ogg(const std::string& path, int seconds, int hz) {
  ASSERT_EQ(std::system(("sox -n -r 44100 -c 2 '" + path + "' synth " + std::to_string(seconds) +
                         " sine " + std::to_string(hz) + " gain -6")
                            .c_str()),
            0);
}

TEST_F(MusicDirectorTest, start_up_and_moments_wait_for_no_decode) {
  write_long_ogg(dir_ + "/long.ogg", 90, 220);
  manifest(R"({"moments": {"title": "long.ogg", "enemy_turn": "b.wav"}})");
  Audio audio(true);
  MusicDirector director(audio, dir_);
  director.enter(Moment::kTitle);  // 90 s of Vorbis is still decoding on the loader's thread
  EXPECT_EQ(director.current_track(), "");
  ASSERT_TRUE(director.wait_for_decodes(60));  // its arrival enters the title again
  EXPECT_EQ(director.current_track(), "long.ogg");
  EXPECT_EQ(director.mixer().current()->frames(), 90 * 44100);
}

// The decoder is held after its first chunk until the title has started: the title does not
// wait for the rest of its track.
TEST_F(MusicDirectorTest, the_title_starts_from_the_first_chunk_of_a_long_track) {
  write_long_ogg(dir_ + "/long.ogg", 90, 220);
  manifest(R"({"moments": {"title": "long.ogg"}})");
  Audio audio(true);
  std::atomic<bool> started{false};
  MusicDirector director(audio, dir_, [&](std::int64_t ready) {
    for (int i = 0; i < 2000 && ready >= kFirstChunkFrames && !started; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
  });
  director.enter(Moment::kTitle);
  for (int i = 0; i < 2000 && director.current_track().empty(); ++i) {
    director.update(0.0);
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  EXPECT_EQ(director.current_track(), "long.ogg");
  const auto track = director.mixer().current();
  ASSERT_TRUE(track);
  EXPECT_FALSE(track->finished()) << "it plays while the rest decodes";
  EXPECT_EQ(track->frames(), 90 * 44100);  // its length is known from the start
  started = true;
  ASSERT_TRUE(director.wait_for_decodes(60));  // waits for the whole decode, as the jukebox does
  EXPECT_TRUE(track->finished());
  EXPECT_EQ(director.mixer().current(), track);  // not restarted when the decode ends
}

TEST_F(MusicDirectorTest, a_re_exported_playing_track_plays_on_until_its_new_decode_restarts_it) {
  write_long_ogg(dir_ + "/long.ogg", 90, 220);
  manifest(R"({"moments": {"title": "long.ogg"}})");
  Audio audio(true);
  MusicDirector director(audio, dir_);
  ASSERT_TRUE(director.wait_for_decodes(60));
  director.enter(Moment::kTitle);
  const auto before = director.mixer().current();
  ASSERT_TRUE(before);
  write_long_ogg(dir_ + "/long.ogg", 80, 330);
  std::filesystem::last_write_time(
      dir_ + "/long.ogg", std::filesystem::file_time_type::clock::now() + std::chrono::seconds(5));
  EXPECT_TRUE(director.rescan());
  EXPECT_EQ(director.mixer().current(), before);  // rescan returned without decoding
  ASSERT_TRUE(director.wait_for_decodes(60));
  const auto after = director.mixer().current();
  ASSERT_TRUE(after);
  EXPECT_NE(after, before);
  EXPECT_EQ(after->frames(), 80 * 44100);
  EXPECT_LT(director.mixer().position(), 44100);  // from its top (the dummy device plays on)
}

TEST_F(MusicDirectorTest, a_removed_playing_track_plays_until_the_moment_changes) {
  manifest(R"({"moments": {"title": "a.wav", "enemy_turn": "b.wav"}})");
  Audio audio(true);
  MusicDirector director(audio, dir_);
  ASSERT_TRUE(director.wait_for_decodes(30));
  director.enter(Moment::kTitle);
  std::filesystem::remove(dir_ + "/a.wav");
  EXPECT_TRUE(director.rescan());
  ASSERT_TRUE(director.wait_for_decodes(30));
  EXPECT_EQ(director.current_track(), "a.wav");
  director.enter(Moment::kEnemyTurn);
  EXPECT_EQ(director.current_track(), "b.wav");
}

TEST_F(MusicDirectorTest, a_damaged_track_is_named_once_with_how_much_decodes) {
  write_long_ogg(dir_ + "/hurt.ogg", 7, 220);
  {  // overwrite bytes in the middle: the pages there fail their checksums
    std::fstream f(dir_ + "/hurt.ogg", std::ios::in | std::ios::out | std::ios::binary);
    f.seekg(0, std::ios::end);
    const auto size = static_cast<long>(f.tellg());
    f.seekp(size / 2);
    f << std::string(4096, 'x');
  }
  manifest(R"({"moments": {"title": "hurt.ogg"}})");
  Audio audio(true);
  ::testing::internal::CaptureStderr();
  MusicDirector director(audio, dir_);
  ASSERT_TRUE(director.wait_for_decodes(30));
  director.update(2.0);  // a rescan finds nothing new: no second warning
  const std::string warnings = ::testing::internal::GetCapturedStderr();
  const std::string expected = "hurt.ogg: error: it ends after ";
  EXPECT_NE(warnings.find(expected), std::string::npos) << warnings;
  EXPECT_NE(warnings.find("s of the 7.0 s its header declares: the file is cut or its body "
                          "damaged, so the game plays only those "),
            std::string::npos)
      << warnings;
  EXPECT_EQ(warnings.find(expected), warnings.rfind(expected)) << warnings;
}

TEST_F(MusicDirectorTest, a_layered_moment_plays_its_stems_by_intensity) {
  write_wav(dir_ + "/c.wav", 3000);
  manifest(R"({"moments": {"title": "a.wav", "player_turn": {"stems": [
    {"track": "b.wav"}, {"track": "c.wav", "intensity": [0.5, 1]}]}}})");
  Audio audio(true);
  MusicDirector director(audio, dir_);
  ASSERT_TRUE(director.wait_for_decodes(30));
  director.enter(Moment::kTitle);
  director.enter(Moment::kPlayerTurn);
  EXPECT_EQ(director.current_track(), "b.wav+c.wav");
  auto layers = director.mixer().current_layers();
  ASSERT_EQ(layers.size(), 2u);
  EXPECT_DOUBLE_EQ(layers[1].low, 0.5);
  EXPECT_DOUBLE_EQ(layers[1].gain, 0.0);  // intensity 0: the top stem is silent
  director.set_intensity(0.7);
  EXPECT_DOUBLE_EQ(director.mixer().intensity(), 0.7);
  director.set_map_override("a.wav");  // the map's own music replaces the stems
  EXPECT_EQ(director.current_track(), "a.wav");
}

// A battle's measures with both sides in play and the closest enemy gap_reaches away.
IntensityInputs enemy_at(double gap_reaches) {
  IntensityInputs inputs;
  inputs.both_sides = true;
  inputs.gap_reaches = gap_reaches;
  return inputs;
}

// The battle's measures become the intensity under the moment's own shaping, else the
// manifest's: here a step curve with no smoothing, so one frame shows which shape ruled.
TEST_F(MusicDirectorTest, the_battle_drives_the_intensity_under_the_moments_shaping) {
  manifest(R"({"intensity": {"closeness": [[0, 0.9], [1, 0.9], [1, 0], [9, 0]],
                             "wounds": [[0, 0]], "rise": 0, "fall": 0},
               "moments": {"title": "a.wav",
                           "player_turn": {"track": "b.wav",
                                           "intensity": {"closeness": [[0, 0.2]]}}}})");
  Audio audio(true);
  MusicDirector director(audio, dir_);
  ASSERT_TRUE(director.wait_for_decodes(30));
  IntensityInputs near = enemy_at(0.5);
  director.enter(Moment::kTitle);
  director.follow_battle(near, 1.0 / 60);
  EXPECT_DOUBLE_EQ(director.mixer().intensity(), 0.9);  // the top-level shaping
  director.enter(Moment::kPlayerTurn);
  director.follow_battle(near, 1.0 / 60);
  EXPECT_DOUBLE_EQ(director.mixer().intensity(), 0.2);  // the moment's own
  EXPECT_DOUBLE_EQ(director.battle_tension_now(), 0.2);
  near.gap_reaches = 2;
  director.enter(Moment::kTitle);
  director.follow_battle(near, 1.0 / 60);
  EXPECT_DOUBLE_EQ(director.mixer().intensity(), 0.0);  // past the step
}

// On a map with its own "maps" entry, that entry shapes the intensity; elsewhere the moment's.
TEST_F(MusicDirectorTest, a_maps_entry_shapes_the_intensity_on_its_map_only) {
  manifest(R"({"intensity": {"closeness": [[0, 0.9]], "wounds": [[0, 0]], "rise": 0, "fall": 0},
               "moments": {"player_turn": "b.wav"},
               "maps": {"crypt.tmx": {"intensity": {"closeness": [[0, 0.3]]}}}})");
  Audio audio(true);
  MusicDirector director(audio, dir_);
  ASSERT_TRUE(director.wait_for_decodes(30));
  IntensityInputs near = enemy_at(0.5);
  director.enter(Moment::kPlayerTurn);
  director.set_map("default.tmx");
  director.follow_battle(near, 1.0 / 60);
  EXPECT_DOUBLE_EQ(director.mixer().intensity(), 0.9);
  EXPECT_EQ(director.intensity_source(), "music.json top level (or the defaults)");
  director.set_map("crypt.tmx");
  director.follow_battle(near, 1.0 / 60);
  EXPECT_DOUBLE_EQ(director.mixer().intensity(), 0.3);
  EXPECT_EQ(director.intensity_source(), "music.json \"maps\" entry for crypt.tmx");
}

// "loudness": the moment waits for its measurement, then plays at the gain that meets the
// target; a peak that would pass the ceiling holds the gain back, with a warning on the line.
TEST_F(MusicDirectorTest, a_loudness_target_is_measured_and_met_under_the_ceiling) {
  write_tone(dir_ + "/quiet.wav", 0.1, 3);        // -20.0 LUFS, true peak -20 dBTP
  write_tone(dir_ + "/peaky.wav", 0.3, 3, 0.84);  // -10.4 LUFS, one spike at -1.5 dBFS
  manifest(R"({"loudness": -23,
  "moments": {"title": "quiet.wav",
  "player_turn": {"track": "peaky.wav", "loudness": -8},
  "enemy_turn": {"track": "a.wav", "gain_db": -3}}})");
  Audio audio(true);
  ::testing::internal::CaptureStderr();
  MusicDirector director(audio, dir_);
  ASSERT_TRUE(director.wait_for_decodes(30));
  director.enter(Moment::kTitle);
  ASSERT_TRUE(director.wait_for_decodes(30));
  EXPECT_EQ(director.current_track(), "quiet.wav");
  director.enter(Moment::kPlayerTurn);
  ASSERT_TRUE(director.wait_for_decodes(30));
  EXPECT_EQ(director.current_track(), "peaky.wav");
  const std::string log = ::testing::internal::GetCapturedStderr();
  EXPECT_NE(log.find("music: title is -20.0 LUFS as mastered (true peak -20.0 dBTP) and plays at "
                     "-3.0 dB for -23.0 LUFS"),
            std::string::npos)
      << log;
  EXPECT_NE(log.find("music.json:3: warning: player_turn is -10.4 LUFS as mastered (true peak "
                     "-1.5 dBTP) and plays at +0.0 dB for -10.4 LUFS"),
            std::string::npos)
      << log;
  EXPECT_NE(log.find("under its loudness target: louder would pass the limiter's ceiling"),
            std::string::npos)
      << log;
  const MusicManifest& m = director.manifest();
  EXPECT_EQ(m.at(Moment::kTitle)->loudness_lufs, -23.0);  // the top level's
  EXPECT_FALSE(m.at(Moment::kEnemyTurn)->loudness_lufs);  // its own gain_db rules
}

TEST(LoudnessMatch, the_gain_meets_the_target_or_stops_at_the_ceiling) {
  for (const double target : {-30.0, -23.0, -14.0, -9.0}) {
    auto track = std::make_shared<PcmTrack>();
    track->name = "t";
    for (int i = 0; i < 44100 * 2; ++i) {
      const auto v = static_cast<std::int16_t>(
          std::lround((i == 44100 ? 0.7 : 0.1 * std::sin(2 * M_PI * 440 * i / 44100.0)) * 32767));
      track->samples.push_back(v);
      track->samples.push_back(v);
    }
    const LoudnessMatch::Match m = measure_match({{track}}, target, -1.5);
    EXPECT_FALSE(std::isnan(m.gain_db));
    EXPECT_LE(m.peak_dbtp + m.gain_db, -1.5 + 1e-9) << target;  // never past the ceiling
    if (m.capped) {
      EXPECT_LT(m.measured_lufs + m.gain_db, target) << target;
    } else {
      EXPECT_NEAR(m.measured_lufs + m.gain_db, target, 1e-9) << target;
    }
    EXPECT_EQ(m.capped, target > -20) << target;  // -20.7 LUFS, the spike at -3.1 dBFS: +1.6 dB
  }
}

TEST_F(MusicDirectorTest, stems_of_unequal_length_are_named_with_both_lengths) {
  write_wav(dir_ + "/c.wav", 3000, 4409);
  manifest(R"({"moments": {"title": "a.wav",
  "player_turn": {"stems": [{"track": "b.wav"},
                            {"track": "c.wav"}]}}})");
  Audio audio(true);
  MusicDirector director(audio, dir_);
  ASSERT_TRUE(director.wait_for_decodes(30));
  director.enter(Moment::kTitle);
  ::testing::internal::CaptureStderr();
  director.enter(Moment::kPlayerTurn);
  director.enter(Moment::kPlayerTurn);  // warned once, not on every turn
  const std::string warnings = ::testing::internal::GetCapturedStderr();
  const std::string expected = dir_ +
                               "/music.json:3: error: moment \"player_turn\": the stems differ "
                               "in length: c.wav is 0.100 s (4409 frames at 44100 Hz), b.wav "
                               "0.100 s (4410 frames at 44100 Hz); stems loop together, so the "
                               "game does not play a set that would drift apart; export every "
                               "stem from one session at the same length";
  EXPECT_NE(warnings.find(expected), std::string::npos) << warnings;
  EXPECT_EQ(warnings.find(expected), warnings.rfind(expected)) << warnings;
  EXPECT_EQ(director.current_track(), "a.wav");  // never a partial set: the title's, standing in
}

TEST_F(MusicDirectorTest, a_moment_waits_while_one_of_its_stems_cannot_be_had) {
  std::ofstream(dir_ + "/broken.wav") << "not a wav";
  manifest(R"({"moments": {"title": "a.wav", "player_turn": {"stems": [
    {"track": "b.wav"}, {"track": "broken.wav"}]}}})");
  Audio audio(true);
  ::testing::internal::CaptureStderr();
  MusicDirector director(audio, dir_);
  ASSERT_TRUE(director.wait_for_decodes(30));
  director.enter(Moment::kTitle);
  director.enter(Moment::kPlayerTurn);
  ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(director.current_track(), "a.wav");  // b.wav alone would be half the music
  EXPECT_EQ(director.moment(), Moment::kPlayerTurn);
}

TEST_F(MusicDirectorTest, timing_from_the_manifest_makes_a_change_wait_for_the_bar) {
  write_wav(dir_ + "/long.wav", 1000, 88200);  // 2 s; at 60 bpm in 2/4, bars from 1 s in
  manifest(R"({"moments": {"title": {"track": "long.wav", "bpm": 60, "beats_per_bar": 2,
                                     "offset": 1.0},
                           "enemy_turn": {"track": "b.wav", "max_delay": 30},
                           "player_turn": {"track": "a.wav", "sync": "none"}}})");
  Audio audio(true);
  MusicDirector director(audio, dir_);
  ASSERT_TRUE(director.wait_for_decodes(30));
  director.enter(Moment::kTitle);
  director.enter(Moment::kEnemyTurn);  // waits for long.wav's first bar line, 1 s in
  EXPECT_GT(director.mixer().pending_start(), director.mixer().clock());
  EXPECT_LE(director.mixer().pending_start() - director.mixer().clock(), 44100);
  EXPECT_EQ(director.current_track(), "long.wav");
  director.enter(Moment::kPlayerTurn);  // "sync": "none" changes at once, and b.wav never plays
  EXPECT_EQ(director.mixer().pending_start(), -1);
  EXPECT_EQ(director.current_track(), "a.wav");
}

TEST(MusicDirector, the_shipped_battle_stems_play_together) {
  setenv("SDL_AUDIODRIVER", "dummy", 1);
  Audio audio(true);
  ::testing::internal::CaptureStderr();
  MusicDirector director(audio, "data/music");
  ASSERT_TRUE(director.wait_for_decodes(30));
  director.enter(Moment::kPlayerTurn);
  const std::string warnings = ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(warnings.find("warning"), std::string::npos) << warnings;  // equal, none refused
  EXPECT_EQ(director.current_track(), "battle_base.ogg+battle_drums.ogg+battle_lead.ogg");
  const auto layers = director.mixer().current_layers();
  ASSERT_EQ(layers.size(), 3u);
  EXPECT_DOUBLE_EQ(layers[1].low, 0.3);
  EXPECT_DOUBLE_EQ(layers[2].low, 0.6);
}

TEST(Jukebox, lists_the_game_music_headless) {
  const test::RunResult r = test::run_heartpath("jukebox --list", "SDL_AUDIODRIVER=dummy");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("TRACK"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("theme.ogg"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("OGG Vorbis"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("0:33.437"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("(0-1474560 @ 44100 Hz)"), std::string::npos) << r.out;
}

TEST(Jukebox, auditions_the_stems_at_the_intensity_given) {
  const test::RunResult r = test::run_heartpath(
      "jukebox --play player_turn,player_turn --intensity 0 --every 0.2", "SDL_AUDIODRIVER=dummy");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("jukebox: player_turn -> battle_base.ogg+battle_drums.ogg+battle_lead.ogg "
                       "(intensity 0.00)"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("stems heard: battle_base.ogg 1.00, battle_drums.ogg 0.00, "
                       "battle_lead.ogg 0.00"),
            std::string::npos)
      << r.out;
}

// The jukebox sounds as loud as the game: the Music volume's default, 8 of 10 (-1.94 dB), unless
// --volume says otherwise; captured with SDL's disk driver, the same frames at 8 and at 10.
TEST(Jukebox, plays_at_the_games_music_volume_unless_told) {
  const std::string dir = test::temp_dir("jukebox-volume");
  const auto rms = [&](const std::string& option) {
    const std::string raw = dir + "/out" + std::to_string(option.size()) + ".raw";
    const test::RunResult r =
        test::run_heartpath("jukebox --play enemy_turn --every 2.5" + option,
                            "SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE='" + raw + "'");
    EXPECT_EQ(r.status, 0) << r.err;
    const std::string bytes = test::slurp(raw);
    const auto sample = [&](std::size_t at) {
      return static_cast<std::int16_t>(static_cast<unsigned char>(bytes[at]) |
                                       static_cast<unsigned char>(bytes[at + 1]) << 8);
    };
    // The device plays silence while the tracks decode: the same frames of both runs are
    // counted from the music's first sound, 0.5 to 1.5 s into it.
    std::size_t onset = 0;
    while (onset + 1 < bytes.size() && sample(onset) == 0) onset += 2;
    onset -= onset % 4;
    double sum = 0;
    std::size_t n = 0;
    for (std::size_t at = onset + 44100 * 4 / 2; at + 1 < bytes.size() && at < onset + 44100 * 6;
         at += 2, ++n) {
      sum += static_cast<double>(sample(at)) * sample(at);
    }
    return n > 0 ? std::sqrt(sum / static_cast<double>(n)) : 0.0;
  };
  const double game = rms(""), full = rms(" --volume 10");
  ASSERT_GT(full, 100.0);
  EXPECT_NEAR(20.0 * std::log10(game / full), 20.0 * std::log10(0.8), 0.05);
  EXPECT_EQ(test::run_heartpath("jukebox --play title --volume 11").status, 2);
  EXPECT_EQ(test::run_heartpath("jukebox --play title --volume 7.5").status, 2);
}

// A "maps" entry for a map the game does not ship shapes nothing: --list warns at its line with
// the closest map's name; --map auditions a recorded battle under an entry's shaping.
TEST(Jukebox, lists_a_maps_entry_naming_no_map_and_auditions_one_that_does) {
  const std::string dir = test::temp_dir("jukebox-maps");
  std::filesystem::copy_file("data/music/theme.ogg", dir + "/theme.ogg");
  std::ofstream(dir + "/music.json")
      << "{\"moments\": {\"player_turn\": \"theme.ogg\"},\n"
         " \"maps\": {\"defualt.tmx\": {\"intensity\": {\"fall\": 3}},\n"
         "  \"default.tmx\": {\"intensity\": {\"closeness\": [[0, 0.7]], \"rise\": 0}}}}\n";
  const test::RunResult list = test::run_heartpath("jukebox " + dir + " --list", "");
  EXPECT_EQ(list.status, 0) << "a warning, not an error: " << list.out;
  EXPECT_NE(list.out.find(dir + "/music.json:2: warning: \"maps\" names \"defualt.tmx\", which is "
                                "no map in "),
            std::string::npos)
      << list.out;
  EXPECT_NE(list.out.find("did you mean \"default.tmx\"?"), std::string::npos) << list.out;
  EXPECT_NE(list.out.find("0 errors, 1 warning"), std::string::npos) << list.out;

  const std::string log = dir + "/battle.log";
  std::ofstream(log) << "# heartpath intensity log: seconds gap_reaches wounds last_enemy "
                        "both_sides\n0.0 0.5 0 0 1\n1.2 0.5 0 0 1\n";
  const test::RunResult play = test::run_heartpath(
      "jukebox " + dir + " --play player_turn --intensity-log " + log + " --map maps/default.tmx",
      "SDL_AUDIODRIVER=dummy");
  EXPECT_EQ(play.status, 0) << play.err;
  EXPECT_NE(play.out.find("intensity 0.70"), std::string::npos) << play.out;
  EXPECT_EQ(test::run_heartpath("jukebox " + dir + " --play player_turn --map default.tmx").status,
            2)
      << "--map without a recorded battle";
}

TEST(Jukebox, names_a_file_it_cannot_open_and_goes_on) {
  const std::string dir = test::temp_dir("jukebox");
  std::ofstream(dir + "/broken.mp3") << "garbage";
  std::filesystem::copy_file("data/music/theme.ogg", dir + "/theme.ogg");
  const test::RunResult r = test::run_heartpath("jukebox '" + dir + "'");  // no display: lists
  EXPECT_EQ(r.status, 1) << r.err;  // an error in the folder: a validator's failure
  EXPECT_NE(r.out.find(dir + "/broken.mp3: error: SDL_mixer cannot open it"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("cannot play: SDL_mixer cannot open it"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("theme.ogg"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("1 error, 0 warnings"), std::string::npos) << r.out;
}

// Each of the validator's checks once, in one folder with a manifest: every problem has its
// path (and line, for the manifest), and the exit status is 1.
TEST(Jukebox, list_validates_every_track_and_the_manifest) {
  const std::string dir = test::temp_dir("jukebox-validate");
  const auto sox = [&](const std::string& args) {
    ASSERT_EQ(std::system(("sox -n " + args + " 2>/dev/null").c_str()), 0) << args;
  };
  sox("-r 44100 -c 2 '" + dir + "/good.ogg' synth 3 sine 440 gain -12");
  sox("-r 48000 -c 2 '" + dir + "/rate.wav' synth 1 sine 440 gain -12");
  sox("-r 44100 -c 2 '" + dir + "/loop.ogg' synth 2 sine 440 gain -12");
  ASSERT_EQ(
      std::system(("vorbiscomment -w -t LOOPSTART=1000 -t LOOPLENGTH=100000 '" + dir + "/loop.ogg'")
                      .c_str()),
      0);
  std::ofstream(dir + "/junk.ogg") << "not an ogg";
  std::ofstream(dir + "/music.json") << "{\"moments\": {\n  \"title\": \"good.ogg\",\n"
                                     << "  \"player_turn\": \"junk.ogg\",\n"
                                     << "  \"enemy_trun\": \"good.ogg\"\n}}\n";
  const test::RunResult r = test::run_heartpath("jukebox --list '" + dir + "'");
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  for (const std::string& line :
       {dir + "/junk.ogg: error: SDL_mixer cannot open it",
        dir + "/loop.ogg: error: the loop ends at sample 101000 (2.3 s), past the track's end at "
              "88200 (2.0 s)",
        dir + "/music.json:3: error: moment \"player_turn\" names \"junk.ogg\", which cannot be "
              "played",
        dir + "/music.json:4: error: unknown moment \"enemy_trun\"; did you mean \"enemy_turn\"?",
        std::string("good.ogg  OGG Vorbis  0:03.000  whole track"), std::string(" dBTP  title")}) {
    EXPECT_NE(r.out.find(line), std::string::npos) << line << "\n" << r.out;
  }
  EXPECT_EQ(r.out.find("good.ogg: "), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("rate.wav: "), std::string::npos) << "any rate plays clean\n" << r.out;
}

TEST(Jukebox, help_and_bad_options) {
  EXPECT_EQ(test::run_heartpath("jukebox --help").status, 0);
  const test::RunResult bad = test::run_heartpath("jukebox --play boss");
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("--play knows the moments"), std::string::npos) << bad.err;
  const test::RunResult loud = test::run_heartpath("jukebox --play title --intensity 0,2");
  EXPECT_EQ(loud.status, 2);
  EXPECT_NE(loud.err.find("--intensity needs numbers from 0 to 1"), std::string::npos) << loud.err;
}

}  // namespace
}  // namespace hp::app
