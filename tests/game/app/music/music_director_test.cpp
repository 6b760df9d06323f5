// MusicDirector with the dummy audio driver: moments, fallbacks, the map override, rescans.
#include "game/app/music/music_director.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "engine/audio/audio.h"
#include "tests/game/app/support/run_binary.h"

namespace hp::app {
namespace {

// A short 44.1 kHz stereo WAV of a constant sample value.
void write_wav(const std::string& path, std::int16_t value) {
  const auto le = [](std::uint32_t v, int n) {
    std::string s;
    for (int i = 0; i < n; ++i) s += static_cast<char>((v >> (8 * i)) & 0xff);
    return s;
  };
  std::string data;
  for (int i = 0; i < 4410 * 2; ++i) data += le(static_cast<std::uint16_t>(value), 2);
  std::ofstream(path, std::ios::binary)
      << "RIFF" << le(36 + static_cast<std::uint32_t>(data.size()), 4) << "WAVEfmt " << le(16, 4)
      << le(1, 2) << le(2, 2) << le(44100, 4) << le(44100 * 4, 4) << le(4, 2) << le(16, 2) << "data"
      << le(static_cast<std::uint32_t>(data.size()), 4) << data;
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

TEST_F(MusicDirectorTest, moments_play_their_tracks_and_missing_ones_keep_the_current) {
  manifest(R"({"moments": {"title": "a.wav", "enemy_turn": {"track": "b.wav", "crossfade": 0},
                           "victory": "a.wav"}})");
  Audio audio(true);
  ASSERT_TRUE(audio.available());
  MusicDirector director(audio, dir_);
  EXPECT_TRUE(director.manifest().present);
  director.enter(Moment::kTitle);
  EXPECT_EQ(director.current_track(), "a.wav");
  director.enter(Moment::kPlayerTurn);  // none in the manifest: a.wav plays on
  EXPECT_EQ(director.current_track(), "a.wav");
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

TEST_F(MusicDirectorTest, without_a_manifest_the_first_track_loops) {
  Audio audio(true);
  MusicDirector director(audio, dir_);
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
  director.enter(Moment::kTitle);
  EXPECT_EQ(director.current_track(), "theme.ogg");  // not a.wav, which sorts first
}

TEST_F(MusicDirectorTest, an_empty_manifest_still_starts_the_title_on_something) {
  manifest(R"({"moments": {}})");
  Audio audio(true);
  MusicDirector director(audio, dir_);
  director.enter(Moment::kTitle);
  EXPECT_EQ(director.current_track(), "a.wav");
  director.enter(Moment::kEnemyTurn);  // nothing assigned: the title's track plays on
  EXPECT_EQ(director.current_track(), "a.wav");
}

TEST_F(MusicDirectorTest, tracks_added_and_removed_while_running_are_followed) {
  Audio audio(true);
  MusicDirector director(audio, dir_);
  EXPECT_EQ(director.library().tracks().size(), 2u);
  write_wav(dir_ + "/c.wav", 3000);
  std::ofstream(dir_ + "/broken.ogg") << "not an ogg";
  ::testing::internal::CaptureStderr();
  EXPECT_TRUE(director.rescan());
  const std::string warnings = ::testing::internal::GetCapturedStderr();
  EXPECT_NE(warnings.find("broken.ogg: SDL_mixer cannot open it"), std::string::npos) << warnings;
  EXPECT_NE(director.library().find("c.wav"), nullptr);
  std::filesystem::remove(dir_ + "/a.wav");
  EXPECT_TRUE(director.rescan());
  EXPECT_EQ(director.library().find("a.wav"), nullptr);
  director.enter(Moment::kTitle);  // the first track is now b.wav
  EXPECT_EQ(director.current_track(), "b.wav");
  manifest(R"({"moments": {"title": "c.wav"}})");
  std::filesystem::last_write_time(
      dir_ + "/music.json",
      std::filesystem::file_time_type::clock::now() + std::chrono::seconds(5));
  EXPECT_TRUE(director.rescan());  // the new manifest applies to the current moment at once
  EXPECT_EQ(director.current_track(), "c.wav");
  EXPECT_FALSE(director.rescan());
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

TEST(Jukebox, names_a_file_it_cannot_open_and_goes_on) {
  const std::string dir = test::temp_dir("jukebox");
  std::ofstream(dir + "/broken.mp3") << "garbage";
  std::filesystem::copy_file("data/music/theme.ogg", dir + "/theme.ogg");
  const test::RunResult r = test::run_heartpath("jukebox '" + dir + "'");  // no display: lists
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find(dir + "/broken.mp3: SDL_mixer cannot open it"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("cannot open"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("theme.ogg"), std::string::npos) << r.out;
}

TEST(Jukebox, help_and_bad_options) {
  EXPECT_EQ(test::run_heartpath("jukebox --help").status, 0);
  const test::RunResult bad = test::run_heartpath("jukebox --play boss");
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("--play knows the moments"), std::string::npos) << bad.err;
}

}  // namespace
}  // namespace hp::app
