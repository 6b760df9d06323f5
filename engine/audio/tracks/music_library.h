// MusicLibrary: finds the tracks in a music folder, and what changed since the last look.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace hp {

// One music file in the folder.
struct TrackFile {
  std::string path;  // as found: folder + "/" + name
  std::string name;  // file name, the key the manifest uses
  std::string
      format;  // "OGG Vorbis", "Opus", "FLAC", "MP3", "WAV", "MOD", "XM", "IT", "S3M", "MIDI"
  std::uintmax_t size = 0;                   // bytes
  std::filesystem::file_time_type modified;  // to notice a re-exported file
};

// What one rescan found; names are file names.
struct LibraryChanges {
  std::vector<std::string> added, removed, changed;
  bool any() const { return !added.empty() || !removed.empty() || !changed.empty(); }
};

// The format name for a file's extension (any case), or empty when it is not music.
// MIDI counts only when midi is true (SDL_mixer needs a soundfont to play it).
std::string music_format_for(const std::filesystem::path& file, bool midi);

class MusicLibrary {
 public:
  // folder: where tracks are dropped (data/music). midi: whether .mid files are playable here.
  MusicLibrary(std::string folder, bool midi);

  // Looks at the folder again. A missing folder is an empty library, not an error.
  LibraryChanges rescan();
  // The tracks, sorted by name.
  const std::vector<TrackFile>& tracks() const { return tracks_; }
  const TrackFile* find(const std::string& name) const;
  const std::string& folder() const { return folder_; }

 private:
  std::string folder_;
  bool midi_;
  std::vector<TrackFile> tracks_;
};

}  // namespace hp
