// MusicLibrary: a directory listing filtered by extension, diffed against the previous one.
#include "engine/audio/tracks/music_library.h"

#include <algorithm>
#include <cctype>
#include <utility>

namespace hp {
namespace {

std::string lower(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

std::vector<TrackFile> list_folder(const std::string& folder, bool midi) {
  std::vector<TrackFile> found;
  std::error_code ec;
  for (std::filesystem::directory_iterator it(folder, ec), end; !ec && it != end;
       it.increment(ec)) {
    std::error_code file_ec;
    if (!it->is_regular_file(file_ec)) continue;
    const std::string format = music_format_for(it->path(), midi);
    if (format.empty()) continue;
    TrackFile track;
    track.name = it->path().filename().string();
    track.path = folder + "/" + track.name;
    track.format = format;
    track.size = it->file_size(file_ec);
    track.modified = it->last_write_time(file_ec);
    found.push_back(std::move(track));
  }
  std::sort(found.begin(), found.end(),
            [](const TrackFile& a, const TrackFile& b) { return a.name < b.name; });
  return found;
}

}  // namespace

std::string music_format_for(const std::filesystem::path& file, bool midi) {
  static const std::pair<const char*, const char*> kFormats[] = {
      {".ogg", "OGG Vorbis"}, {".oga", "OGG Vorbis"}, {".opus", "Opus"}, {".flac", "FLAC"},
      {".mp3", "MP3"},        {".wav", "WAV"},        {".mod", "MOD"},   {".xm", "XM"},
      {".it", "IT"},          {".s3m", "S3M"},        {".mid", "MIDI"},  {".midi", "MIDI"}};
  const std::string ext = lower(file.extension().string());
  for (const auto& [extension, format] : kFormats) {
    if (ext == extension && (midi || std::string(format) != "MIDI")) return format;
  }
  return "";
}

MusicLibrary::MusicLibrary(std::string folder, bool midi)
    : folder_(std::move(folder)), midi_(midi) {}

LibraryChanges MusicLibrary::rescan() {
  std::vector<TrackFile> now = list_folder(folder_, midi_);
  LibraryChanges changes;
  for (const TrackFile& t : now) {
    const TrackFile* before = find(t.name);
    if (!before) {
      changes.added.push_back(t.name);
    } else if (before->size != t.size || before->modified != t.modified) {
      changes.changed.push_back(t.name);
    }
  }
  for (const TrackFile& t : tracks_) {
    const bool still =
        std::any_of(now.begin(), now.end(), [&](const TrackFile& n) { return n.name == t.name; });
    if (!still) changes.removed.push_back(t.name);
  }
  tracks_ = std::move(now);
  return changes;
}

const TrackFile* MusicLibrary::find(const std::string& name) const {
  for (const TrackFile& t : tracks_) {
    if (t.name == name) return &t;
  }
  return nullptr;
}

}  // namespace hp
