// The audio-problems notice, as the player sees it: what the music and the sounds folders get
// wrong reaches the notice line in the jukebox listing's words, the first of a batch with how
// many more are in the log, each once while it lasts, and again when it comes back; problems
// found behind the title wait for the battle, and one problem never hides another.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <string>

#include "engine/audio/audio.h"
#include "engine/core/diagnostic.h"
#include "engine/render/draw/texture_cache.h"
#include "engine/render/text/text_renderer.h"
#include "game/app/check/map_check.h"
#include "game/app/content/battle_loader.h"
#include "game/app/content/data_paths.h"
#include "game/app/music/music_director.h"
#include "game/app/scene/battle_scene.h"
#include "game/app/scene/unit_art_files.h"
#include "game/app/sound/sound_director.h"
#include "tests/engine/render/software_frame.h"
#include "tests/game/app/support/run_binary.h"
#include "tests/game/app/support/wav_files.h"

namespace hp::app {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

// A WAV whose header declares a second of sound and whose body holds 17 ms: a cut file.
void write_cut_wav(const std::string& path) {
  test::write_wav(path, 1000, 44100);
  std::filesystem::resize_file(path, 3000);
}

// A later modification time than the file had, even on a coarse clock: the rescans compare them.
void touch_later(const std::string& path, int seconds) {
  std::filesystem::last_write_time(
      path, std::filesystem::last_write_time(path) + std::chrono::seconds(seconds));
}

TEST(AudioNotice, music_and_sound_problems_reach_the_notice_line_once_each_while_they_last) {
  setenv("SDL_AUDIODRIVER", "dummy", 1);
  const std::string dir = test::temp_dir("audio_notice");
  const std::string music_dir = dir + "/music", sounds_dir = dir + "/sounds";
  std::filesystem::create_directories(music_dir);
  std::filesystem::create_directories(sounds_dir);
  test::write_wav(music_dir + "/theme.wav", 1000, 4410);
  // A misspelt moment: the manifest's own error.
  std::ofstream(music_dir + "/music.json")
      << "{\n  \"moments\": {\n    \"player_trun\": {\"track\": \"theme.wav\"}\n  }\n}\n";
  write_cut_wav(sounds_dir + "/slam.wav");

  test::SoftwareFrame frame(640, 360);
  TextureCache textures(frame.renderer());
  TextRenderer text(frame.renderer(), hud_font(), fallback_fonts());
  Audio audio(true);
  ASSERT_GT(audio.rate(), 0) << "the dummy driver gives a device";
  Diagnostics diagnostics;
  std::optional<Battle> battle = load_checked_battle("maps/default.tmx", diagnostics);
  ASSERT_TRUE(battle.has_value());
  BattleScene scene(frame.renderer(), std::move(*battle), audio, textures, text,
                    unit_art_files(find_data_paths()));
  MusicDirector music(audio, music_dir);
  SoundDirector sounds(audio, sounds_dir);
  // As the game starts a window: the title first, a warning of the map's, the music and sounds.
  scene.show_title();
  Diagnostics map_warnings;
  map_warnings.warning("maps/default.tmx", 3, "a map warning");
  scene.show_load_warnings(map_warnings);
  scene.set_music(&music);
  scene.set_sounds(&sounds);

  // Behind the title nobody would read them: they wait for the battle to begin.
  for (int i = 0; i < 60 * 5; ++i) scene.update_effects(1.0 / 60);
  EXPECT_EQ(scene.notice(), "");
  scene.press_key("Return");
  scene.update_effects(1.0 / 60);
  EXPECT_EQ(scene.notice(), "Warning: maps/default.tmx:3: warning: a map warning");
  // The audio problems come after it, not over it: the music's first, and the count of the rest.
  for (int i = 0; i < 60 * 7; ++i) scene.update_effects(1.0 / 60);
  EXPECT_EQ(scene.notice(), "Warning: maps/default.tmx:3: warning: a map warning")
      << "a problem stays long enough to read";
  for (int i = 0; i < 60 * 2; ++i) scene.update_effects(1.0 / 60);
  EXPECT_THAT(scene.notice(), StartsWith("Audio problem: " + music_dir + "/music.json:3: error: "));
  EXPECT_THAT(scene.notice(), HasSubstr("player_trun"));
  EXPECT_THAT(scene.notice(), HasSubstr("(and 1 more, in the log)"));
  ASSERT_EQ(sounds.problems().size(), 1u);
  EXPECT_THAT(sounds.problems()[0].to_string(),
              StartsWith(sounds_dir + "/slam.wav: error: it ends after 0.017 s of the 1.0 s"));

  // Nothing new: the notice fades and nothing shows it again.
  for (int i = 0; i < 60 * 12; ++i) scene.update_effects(1.0 / 60);
  EXPECT_EQ(scene.notice(), "");

  // A second cut sound dropped in while playing is news of its own.
  write_cut_wav(sounds_dir + "/step.wav");
  for (int i = 0; i < 90 && scene.notice().empty(); ++i) scene.update_effects(1.0 / 60);
  EXPECT_EQ(scene.notice(), "Audio problem: " + sounds_dir +
                                "/step.wav: error: it ends after 0.017 s of the 1.0 s its header "
                                "declares: the file is cut or its body damaged, so the game plays "
                                "only those 0.017 s; export it again");

  // Fixed, the problem goes from the list; cut again, it is shown again.
  for (int i = 0; i < 60 * 12; ++i) scene.update_effects(1.0 / 60);
  test::write_wav(sounds_dir + "/step.wav", 1000, 441);
  touch_later(sounds_dir + "/step.wav", 5);
  for (int i = 0; i < 90; ++i) scene.update_effects(1.0 / 60);
  EXPECT_EQ(sounds.problems().size(), 1u) << "only slam.wav is still cut";
  EXPECT_EQ(scene.notice(), "");
  write_cut_wav(sounds_dir + "/step.wav");
  touch_later(sounds_dir + "/step.wav", 10);
  for (int i = 0; i < 90 && scene.notice().empty(); ++i) scene.update_effects(1.0 / 60);
  EXPECT_THAT(scene.notice(), StartsWith("Audio problem: " + sounds_dir + "/step.wav: error: "));
}

}  // namespace
}  // namespace hp::app
