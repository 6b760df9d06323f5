// check_map_links: existence checks on the two file-naming map properties.
#include "game/app/check/map_link_rules.h"

#include <algorithm>
#include <filesystem>
#include <string_view>
#include <system_error>
#include <vector>

#include "engine/audio/audio.h"
#include "engine/audio/tracks/music_library.h"
#include "engine/audio/tracks/track_decoder.h"
#include "engine/audio/tracks/track_problems.h"
#include "game/app/content/battle_loader.h"
#include "game/app/content/edit_distance.h"

namespace hp::app {
namespace {

namespace fs = std::filesystem;

bool same_file(const std::string& a, const std::string& b) {
  std::error_code ec;
  return fs::equivalent(a, b, ec) && !ec;
}

void check_next_map(const tiled::Map& map, Diagnostics& diagnostics) {
  const tiled::Property* property = map.properties.find("next_map");
  const std::string next = next_map_path(map);
  if (!property || next.empty()) return;
  std::error_code ec;
  if (!fs::is_regular_file(next, ec)) {
    diagnostics.error(map.path, property->line,
                      "next_map \"" + property->value + "\" does not exist (looked for " + next +
                          "): pick the map with the property's file button, or clear it to end "
                          "the campaign here");
  } else if (same_file(next, map.path)) {
    diagnostics.error(map.path, property->line,
                      "next_map names this map itself: after a victory the same battle would "
                      "start again; name the following map, or clear it to end the campaign");
  }
}

// The music files in folder, by name, for "did you mean" and the list of names.
std::vector<std::string> music_files(const std::string& folder) {
  std::vector<std::string> names;
  std::error_code ec;
  for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
    if (!music_format_for(it->path(), true).empty()) names.push_back(it->path().filename());
  }
  std::sort(names.begin(), names.end());
  return names;
}

std::string missing_music_fix(const std::string& name, const std::string& folder) {
  const std::vector<std::string> names = music_files(folder);
  const std::vector<std::string_view> views(names.begin(), names.end());
  if (const auto match = closest_match(name, views)) {
    return "did you mean \"" + std::string(*match) + "\"?";
  }
  std::string list;
  for (const std::string& n : names) list += (list.empty() ? "" : ", ") + n;
  return "give the name of a file there (" + (list.empty() ? "it has none" : list) + ")";
}

// Whether SDL_mixer can play the file, when the mixer is open (check opens it with the dummy
// driver; the game with its device, or not at all when muted).
void check_playable(const std::string& path, const tiled::Property& property,
                    const std::string& map_path, Diagnostics& diagnostics) {
  if (!mixer_open()) return;
  TrackInfo info;
  std::string error;
  if (!probe_track(path, info, error)) {
    diagnostics.error(map_path, property.line,
                      "music \"" + property.value + "\" cannot be played (SDL_mixer: " + error +
                          "); export it again, as OGG Vorbis for example");
    return;
  }
  for (const TrackProblem& p : find_track_problems(info, nullptr, Audio::kRate, kMaxTrackSeconds)) {
    const std::string message = "music \"" + property.value + "\": " + p.message;
    if (p.error) diagnostics.error(map_path, property.line, message);
    if (!p.error) diagnostics.warning(map_path, property.line, message);
  }
}

void check_music(const tiled::Map& map, const std::string& music_folder, Diagnostics& diagnostics) {
  const tiled::Property* property = map.properties.find("music");
  if (!property || property->value.empty()) return;
  const fs::path file = fs::path(music_folder) / property->value;
  std::error_code ec;
  if (!fs::is_regular_file(file, ec)) {
    const std::vector<std::string> names = music_files(music_folder);
    const std::vector<std::string_view> views(names.begin(), names.end());
    if (closest_match(property->value, views)) {  // a typo: the map means a file that is there
      diagnostics.error(map.path, property->line,
                        "music \"" + property->value + "\" is not a file in " + music_folder +
                            "; " + missing_music_fix(property->value, music_folder));
    } else {  // a map's own track (one adopted from another game): the game plays on
      diagnostics.warning(map.path, property->line,
                          "music \"" + property->value + "\" is not a file in " + music_folder +
                              ", so the game plays the music manifest's player_turn music " +
                              "instead; drop the file there (or play with --music DIR), or " +
                              "clear the property");
    }
  } else if (music_format_for(file, true).empty()) {
    diagnostics.error(map.path, property->line,
                      "music \"" + property->value +
                          "\" is not a format the game plays; use .ogg (OGG Vorbis), .opus, "
                          ".flac, .mp3, .wav, .mod, .xm, .it, .s3m or .mid");
  } else {
    check_playable(file.string(), *property, map.path, diagnostics);
  }
}

}  // namespace

void check_map_links(const tiled::Map& map, const std::string& music_folder,
                     Diagnostics& diagnostics) {
  check_next_map(map, diagnostics);
  check_music(map, music_folder, diagnostics);
}

}  // namespace hp::app
