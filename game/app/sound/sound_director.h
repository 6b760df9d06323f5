// SoundDirector: plays the manifest's sound for each game event, and follows the sounds folder.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "engine/audio/tracks/pcm_track.h"
#include "engine/core/diagnostic.h"
#include "game/app/sound/sound_manifest.h"

namespace hp {
class Audio;
}

namespace hp::app {

class SoundDirector {
 public:
  // folder: where the sound files and sounds.json are. seed: the variations' random order (the
  // same seed picks the same files). With no device it still follows the folder, silently.
  SoundDirector(Audio& audio, std::string folder, std::uint64_t seed = 1);

  // The event happened: one of its files plays (never the one it played last, when it has
  // several), unless it played less than its min_interval ago. Unknown or silent: nothing.
  void play(SoundCue cue);
  // Advances the clock by dt seconds and looks at the folder once a second: new, changed or
  // removed files and a changed manifest are picked up (a broken manifest keeps the last good).
  void update(double dt);
  // Looks at the folder now; true when something changed.
  bool rescan();

  const SoundManifest& manifest() const { return manifest_; }
  const std::string& folder() const { return folder_; }
  // The file the cue played last (empty before its first play), and how many plays it made.
  const std::string& last_file(SoundCue cue) const { return cues_[index(cue)].last_file; }
  int plays(SoundCue cue) const { return cues_[index(cue)].plays; }
  // The decoded sound of a file, or nullptr (not decoded, no device, or unreadable).
  std::shared_ptr<const PcmTrack> sound(const std::string& file) const;
  // What is wrong with the files and the manifest now, as logged, in the sounds listing's words
  // (a file's go when it changes or goes, the manifest's when it is read again): for the
  // on-screen audio notice, as MusicDirector::problems() is.
  const std::vector<Diagnostic>& problems() const { return problems_; }
  // Changes whenever problems() does: a frame that sees the same number has nothing new to show.
  std::uint64_t problems_version() const { return problems_version_; }

 private:
  struct FileState {
    std::filesystem::file_time_type modified;
    std::uintmax_t size = 0;
  };
  struct CueState {
    std::string last_file;
    int last_index = -1;
    double last_time = -1e9;  // seconds of the director's clock
    int plays = 0;
  };
  static std::size_t index(SoundCue cue) { return static_cast<std::size_t>(cue); }

  std::map<std::string, FileState> list_folder() const;
  void reload_manifest();
  // Logs problem and keeps it for problems().
  void note(Diagnostic problem);
  // Forgets the problems of the file at path.
  void forget(const std::string& path);
  void load_file(const std::string& name);
  std::vector<std::string> file_names() const;
  int pick_variation(CueState& state, int count);

  Audio& audio_;
  std::string folder_;
  std::string manifest_path_;
  std::filesystem::file_time_type manifest_time_{};
  SoundManifest manifest_;
  std::map<std::string, FileState> files_;
  std::map<std::string, std::shared_ptr<const PcmTrack>> sounds_;
  std::set<std::string> unreadable_;  // warned about once, until the file changes
  std::vector<Diagnostic> problems_;  // what is wrong now, for problems()
  std::uint64_t problems_version_ = 0;
  std::array<CueState, view::kSoundCues> cues_{};
  std::mt19937_64 random_;
  double clock_ = 0.0, since_scan_ = 0.0;
  bool scanned_ = false;  // the first scan (at start) is quiet
};

}  // namespace hp::app
