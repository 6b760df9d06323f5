// One set of rules: for each bad file or stem set, the jukebox's listing and the game's loader
// (MusicDirector) refuse or warn with the same text, and the game falls back instead of going
// silent.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>

#include "engine/audio/audio.h"
#include "game/app/music/music_director.h"
#include "game/app/music/track_listing.h"
#include "tests/game/app/support/run_binary.h"

namespace hp::app {
namespace {

void sh(const std::string& command) {
  ASSERT_EQ(std::system((command + " 2>/dev/null").c_str()), 0) << command;
}

std::set<std::string> lines_of(const std::vector<Diagnostic>& items) {
  std::set<std::string> out;
  for (const Diagnostic& d : items) out.insert(d.to_string());
  return out;
}

std::string joined(const std::set<std::string>& lines) {
  std::string out;
  for (const std::string& line : lines) out += line + "\n";
  return out;
}

class ListingAgreesWithGame : public ::testing::Test {
 protected:
  void SetUp() override {
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    dir_ = test::temp_dir("listing-agrees");
    const std::string d = "'" + dir_ + "/";
    sh("sox -n -r 44100 -c 2 " + d + "base.ogg' synth 10 sine 220 gain -12");
    sh("sox -n -r 44100 -c 2 " + d + "drums.ogg' synth 9 sine 440 gain -12");  // a second short
    sh("sox -n -r 44100 -c 2 " + d + "cut.ogg' synth 36 sine 330 gain -12");
    std::filesystem::resize_file(dir_ + "/cut.ogg",
                                 std::filesystem::file_size(dir_ + "/cut.ogg") / 2);
    sh("sox -n -r 44100 -c 2 -b 16 " + d + "cut.wav' synth 4 sine 330 gain -12");
    std::filesystem::resize_file(dir_ + "/cut.wav",
                                 std::filesystem::file_size(dir_ + "/cut.wav") / 2);
    sh("sox -n -r 44100 -c 2 " + d + "past.ogg' synth 4 sine 330 gain -12");
    sh("vorbiscomment -w -t LOOPSTART=44100 -t LOOPLENGTH=300000 " + d + "past.ogg'");
    std::ofstream(dir_ + "/music.json")
        << "{\"moments\": {\n"
        << "  \"title\": \"cut.ogg\",\n"
        << "  \"player_turn\": {\"stems\": [\n"
        << "    {\"track\": \"base.ogg\"},\n"
        << "    {\"track\": \"drums.ogg\", \"intensity\": [0.3, 1.0]}]},\n"
        << "  \"enemy_turn\": \"past.ogg\",\n"
        << "  \"victory\": \"cut.wav\"\n"
        << "}}\n";
  }
  std::string dir_;
};

TEST_F(ListingAgreesWithGame, both_name_each_bad_file_and_stem_set_in_the_same_words) {
  Audio audio(true);
  ASSERT_TRUE(audio.available());
  // The listing, as `jukebox --list` runs it.
  MusicLibrary library(dir_, false);
  library.rescan();
  std::vector<std::string> names;
  for (const TrackFile& t : library.tracks()) names.push_back(t.name);
  Diagnostics listed;
  const MusicManifest manifest = load_music_manifest(dir_ + "/music.json", names, listed);
  const auto rows = list_tracks(library, manifest, ListDepth::kDecode, listed);
  check_manifest_tracks(dir_ + "/music.json", manifest, rows, listed);
  const std::set<std::string> listing = lines_of(listed.items());
  // The game: every moment's tracks decoded, and each moment entered.
  MusicDirector director(audio, dir_);
  ASSERT_TRUE(director.wait_for_decodes(60));
  for (const Moment m : {Moment::kTitle, Moment::kPlayerTurn, Moment::kEnemyTurn}) {
    director.enter(m);
    ASSERT_TRUE(director.wait_for_decodes(60));
  }
  const std::set<std::string> game = lines_of(director.problems());
  const std::string expected[] = {
      dir_ + "/cut.ogg: error: the file is cut: the decoder stopped at ",
      dir_ +
          "/cut.wav: error: it ends after 2.0 s of the 4.0 s its header declares: the file is "
          "cut or its body damaged, so the game plays only those 2.0 s; export it again",
      dir_ +
          "/past.ogg: error: the loop ends at sample 344100 (7.8 s), past the track's end at "
          "176400 (4.0 s), so the game plays to the track's end and loops back to LOOPSTART "
          "(1.0 s)",
      dir_ +
          "/music.json:5: error: moment \"player_turn\": the stems differ in length: drums.ogg "
          "is 9.000 s (396900 frames at 44100 Hz), base.ogg 10.000 s (441000 frames at 44100 "
          "Hz)"};
  for (const std::string& start : expected) {
    const std::set<std::string>* sides[] = {&listing, &game};
    for (const std::set<std::string>* side : sides) {
      const bool found = std::any_of(side->begin(), side->end(), [&](const std::string& line) {
        return line.rfind(start, 0) == 0;
      });
      EXPECT_TRUE(found) << (side == &listing ? "the listing" : "the game") << " lacks\n"
                         << start << "\nit said:\n"
                         << joined(*side);
    }
  }
  // Whatever the game said of a file or a stem set, the listing said in the same words.
  for (const std::string& line : game) {
    EXPECT_TRUE(listing.count(line)) << "the game said\n"
                                     << line << "\nthe listing:\n"
                                     << joined(listing);
  }
}

TEST_F(ListingAgreesWithGame, a_moment_that_cannot_play_falls_back_to_the_nearest_and_says_so) {
  Audio audio(true);
  MusicDirector director(audio, dir_);
  ASSERT_TRUE(director.wait_for_decodes(60));
  director.enter(Moment::kTitle);
  ASSERT_TRUE(director.wait_for_decodes(60));
  EXPECT_EQ(director.current_track(), "cut.ogg");  // cut, but it plays what it holds
  ::testing::internal::CaptureStderr();
  director.enter(Moment::kPlayerTurn);  // uneven stems: the enemies' track, not the title's
  ASSERT_TRUE(director.wait_for_decodes(60));
  const std::string log = ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(director.current_track(), "past.ogg");
  EXPECT_NE(
      log.find(dir_ + "/music.json:3: warning: moment \"player_turn\" has no music that can play "
                      "(see the problems above), so the music of \"enemy_turn\" (past.ogg) plays "
                      "instead; fix the moment's entry in music.json or its files"),
      std::string::npos)
      << log;
}

TEST_F(ListingAgreesWithGame, a_misspelt_moment_falls_back_instead_of_keeping_the_title) {
  std::ofstream(dir_ + "/music.json") << "{\"moments\": {\"title\": \"base.ogg\",\n"
                                      << "  \"player_trun\": \"drums.ogg\",\n"
                                      << "  \"enemy_turn\": \"past.ogg\"}}\n";
  Audio audio(true);
  MusicDirector director(audio, dir_);
  ASSERT_TRUE(director.wait_for_decodes(60));
  director.enter(Moment::kTitle);
  ASSERT_TRUE(director.wait_for_decodes(60));
  EXPECT_EQ(director.current_track(), "base.ogg");
  director.enter(Moment::kPlayerTurn);
  ASSERT_TRUE(director.wait_for_decodes(60));
  EXPECT_EQ(director.current_track(), "past.ogg");
}

}  // namespace
}  // namespace hp::app
