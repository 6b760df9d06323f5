// MusicLibrary: tracks dropped into, removed from and re-exported in a folder while running.
#include "engine/audio/tracks/music_library.h"

#include <gtest/gtest.h>

#include <fstream>

#include "audio_test_util.h"

namespace hp {
namespace {

void write(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

using Names = std::vector<std::string>;

TEST(MusicLibrary, rescans_find_added_removed_and_changed_tracks) {
  const std::string dir = test::audio_temp_dir("library");
  write(dir + "/theme.ogg", "a");
  write(dir + "/notes.txt", "not music");
  MusicLibrary library(dir, false);
  LibraryChanges changes = library.rescan();
  EXPECT_EQ(changes.added, Names{"theme.ogg"});
  ASSERT_EQ(library.tracks().size(), 1u);
  EXPECT_EQ(library.tracks()[0].format, "OGG Vorbis");
  EXPECT_EQ(library.tracks()[0].path, dir + "/theme.ogg");

  EXPECT_FALSE(library.rescan().any());  // nothing happened

  write(dir + "/boss.XM", "xm");
  write(dir + "/A.flac", "flac");
  changes = library.rescan();
  EXPECT_EQ(changes.added, (Names{"A.flac", "boss.XM"}));
  ASSERT_EQ(library.tracks().size(), 3u);
  EXPECT_EQ(library.tracks()[0].name, "A.flac");  // sorted by name
  EXPECT_EQ(library.find("boss.XM")->format, "XM");

  std::filesystem::remove(dir + "/theme.ogg");
  write(dir + "/A.flac", "a longer flac");
  changes = library.rescan();
  EXPECT_EQ(changes.removed, Names{"theme.ogg"});
  EXPECT_EQ(changes.changed, Names{"A.flac"});
  EXPECT_TRUE(changes.added.empty());
  EXPECT_EQ(library.find("theme.ogg"), nullptr);
}

TEST(MusicLibrary, midi_counts_only_when_playable_and_a_missing_folder_is_empty) {
  const std::string dir = test::audio_temp_dir("library-midi");
  write(dir + "/song.mid", "MThd");
  EXPECT_TRUE(MusicLibrary(dir, false).rescan().added.empty());
  MusicLibrary with_midi(dir, true);
  EXPECT_EQ(with_midi.rescan().added, Names{"song.mid"});
  MusicLibrary missing(dir + "/nope", false);
  EXPECT_FALSE(missing.rescan().any());
  EXPECT_TRUE(missing.tracks().empty());
}

TEST(MusicLibrary, knows_every_format_sdl_mixer_plays) {
  for (const char* name :
       {"a.ogg", "a.opus", "a.flac", "a.mp3", "a.wav", "a.mod", "a.xm", "a.it", "a.s3m", "a.OGG"}) {
    EXPECT_FALSE(music_format_for(name, false).empty()) << name;
  }
  EXPECT_EQ(music_format_for("a.mid", true), "MIDI");
  EXPECT_EQ(music_format_for("a.mid", false), "");
  EXPECT_EQ(music_format_for("a.png", true), "");
  EXPECT_EQ(music_format_for("ogg", true), "");
}

}  // namespace
}  // namespace hp
