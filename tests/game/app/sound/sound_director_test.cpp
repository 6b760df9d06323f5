// SoundDirector with the dummy audio driver: variations, rate limits, reloading the folder.
#include "game/app/sound/sound_director.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>

#include "engine/audio/audio.h"
#include "tests/game/app/support/run_binary.h"
#include "tests/game/app/support/wav_files.h"

namespace hp::app {
namespace {

// Sounds here are 10 ms long.
void write_wav(const std::string& path, std::int16_t value, int frames = 441) {
  test::write_wav(path, value, frames);
}

class SoundDirectorTest : public ::testing::Test {
 protected:
  void SetUp() override {
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    dir_ = test::temp_dir("sound_director");
    for (const char* name : {"s1.wav", "s2.wav", "s3.wav", "step.wav"}) {
      write_wav(dir_ + "/" + name, 1000);
    }
  }
  void manifest(const std::string& text) {
    std::ofstream(dir_ + "/sounds.json") << text;
    // A new modification time even on a coarse clock: the rescan compares them.
    const auto path = dir_ + "/sounds.json";
    std::filesystem::last_write_time(path, std::filesystem::last_write_time(path) + bump());
  }
  std::chrono::seconds bump() { return std::chrono::seconds(++bumps_); }
  std::string dir_;
  int bumps_ = 0;
};

TEST_F(SoundDirectorTest, a_variation_never_repeats_at_once_and_all_are_heard) {
  manifest(R"({"events": {"slam": ["s1.wav", "s2.wav", "s3.wav"]}})");
  Audio audio(true);
  SoundDirector director(audio, dir_, 7);
  std::map<std::string, int> heard;
  std::string last;
  for (int i = 0; i < 300; ++i) {
    director.play(SoundCue::kSlam);
    const std::string file = director.last_file(SoundCue::kSlam);
    EXPECT_NE(file, last) << "play " << i;
    last = file;
    ++heard[file];
  }
  ASSERT_EQ(heard.size(), 3u);
  for (const auto& [file, count] : heard) EXPECT_GT(count, 60) << file;  // ~100 each
}

TEST_F(SoundDirectorTest, the_same_seed_picks_the_same_files) {
  manifest(R"({"events": {"slam": ["s1.wav", "s2.wav", "s3.wav"]}})");
  Audio audio(true);
  SoundDirector a(audio, dir_, 3), b(audio, dir_, 3);
  for (int i = 0; i < 20; ++i) {
    a.play(SoundCue::kSlam);
    b.play(SoundCue::kSlam);
    EXPECT_EQ(a.last_file(SoundCue::kSlam), b.last_file(SoundCue::kSlam));
  }
}

TEST_F(SoundDirectorTest, one_file_plays_every_time) {
  manifest(R"({"events": {"select": "s1.wav"}})");
  Audio audio(true);
  SoundDirector director(audio, dir_);
  for (int i = 0; i < 3; ++i) director.play(SoundCue::kSelect);
  EXPECT_EQ(director.plays(SoundCue::kSelect), 3);
  EXPECT_EQ(director.last_file(SoundCue::kSelect), "s1.wav");
  director.play(SoundCue::kDefeat);  // not in the manifest: nothing
  EXPECT_EQ(director.plays(SoundCue::kDefeat), 0);
}

TEST_F(SoundDirectorTest, plays_closer_than_min_interval_are_dropped) {
  manifest(R"({"events": {"footstep": {"files": "step.wav", "min_interval": 0.1}}})");
  Audio audio(true);
  SoundDirector director(audio, dir_);
  for (int tick = 0; tick < 60; ++tick) {  // a second of a crowd stepping every tick
    director.play(SoundCue::kFootstep);
    director.update(1.0 / 60);
  }
  EXPECT_EQ(director.plays(SoundCue::kFootstep), 10);  // one every 6 ticks (0.1 s)
}

TEST_F(SoundDirectorTest, files_are_decoded_at_the_device_format) {
  manifest(R"({"events": {"select": "s1.wav"}})");
  Audio audio(true);
  ASSERT_TRUE(audio.available());
  SoundDirector director(audio, dir_);
  const auto sound = director.sound("s1.wav");
  ASSERT_TRUE(sound);
  EXPECT_EQ(sound->frames(), 441);
  EXPECT_EQ(sound->samples[0], 1000);
}

TEST_F(SoundDirectorTest, a_changed_file_and_an_edited_manifest_are_picked_up) {
  manifest(R"({"events": {"select": "s1.wav"}})");
  Audio audio(true);
  SoundDirector director(audio, dir_);
  EXPECT_FALSE(director.rescan());  // nothing changed
  write_wav(dir_ + "/s1.wav", 3000, 882);
  std::filesystem::last_write_time(dir_ + "/s1.wav",
                                   std::filesystem::last_write_time(dir_ + "/s1.wav") + bump());
  write_wav(dir_ + "/new.wav", 500);
  manifest(R"({"events": {"select": "s1.wav", "refuse": "new.wav"}})");
  director.update(0.5);
  EXPECT_FALSE(director.manifest().at(SoundCue::kRefuse));  // the folder is looked at each second
  director.update(0.6);
  ASSERT_TRUE(director.manifest().at(SoundCue::kRefuse));
  ASSERT_TRUE(director.sound("s1.wav"));
  EXPECT_EQ(director.sound("s1.wav")->frames(), 882);
  EXPECT_EQ(director.sound("s1.wav")->samples[0], 3000);
  ASSERT_TRUE(director.sound("new.wav"));
  std::filesystem::remove(dir_ + "/new.wav");
  EXPECT_TRUE(director.rescan());
  EXPECT_FALSE(director.sound("new.wav"));
}

TEST_F(SoundDirectorTest, a_broken_manifest_keeps_the_last_good_one) {
  manifest(R"({"events": {"slam": ["s1.wav", "s2.wav"]}})");
  Audio audio(true);
  SoundDirector director(audio, dir_);
  manifest(R"({"events": {"slam": ["s1.wav", "s2.wav"],)");
  EXPECT_TRUE(director.rescan());
  ASSERT_TRUE(director.manifest().at(SoundCue::kSlam));
  EXPECT_EQ(director.manifest().at(SoundCue::kSlam)->files.size(), 2u);
  manifest(R"({"events": {"slam": "s3.wav"}})");  // fixed: taken
  EXPECT_TRUE(director.rescan());
  EXPECT_EQ(director.manifest().at(SoundCue::kSlam)->files, std::vector<std::string>{"s3.wav"});
}

TEST_F(SoundDirectorTest, a_missing_folder_is_silence_not_an_error) {
  Audio audio(true);
  SoundDirector director(audio, dir_ + "/nowhere");
  EXPECT_FALSE(director.manifest().present);
  director.play(SoundCue::kSlam);
  EXPECT_EQ(director.plays(SoundCue::kSlam), 0);
}

// `play --sounds DIR` plays DIR's effects: its sounds.json is the one read (its mistake is
// logged with DIR's path); a DIR that is not a folder is a usage error.
TEST_F(SoundDirectorTest, play_sounds_dir_reads_that_folder) {
  manifest("{\"events\": {\n  \"slamm\": \"s1.wav\"}}");
  const test::RunResult r = test::run_heartpath("play --headless --mute --frames 2 --sounds '" +
                                                dir_ + "' --screenshot '" + dir_ + "/shot.png'");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find(dir_ + "/sounds.json:2: error: unknown event \"slamm\"; did you mean "
                              "\"slam\"?"),
            std::string::npos)
      << r.err;
  const test::RunResult nowhere = test::run_heartpath("play --sounds /nonexistent --headless");
  EXPECT_EQ(nowhere.status, 2);
  EXPECT_NE(nowhere.err.find("--sounds needs a folder of sound effects"), std::string::npos)
      << nowhere.err;
  EXPECT_NE(test::run_heartpath("play --help").out.find("--sounds DIR"), std::string::npos);
}

}  // namespace
}  // namespace hp::app
