// check_map_links: existence checks on the two file-naming map properties.
#include "game/app/check/map_link_rules.h"

#include <filesystem>
#include <system_error>

#include "game/app/content/battle_loader.h"

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

void check_music(const tiled::Map& map, const std::string& music_folder, Diagnostics& diagnostics) {
  const tiled::Property* property = map.properties.find("music");
  if (!property || property->value.empty()) return;
  std::error_code ec;
  if (!fs::is_regular_file(fs::path(music_folder) / property->value, ec)) {
    diagnostics.warning(map.path, property->line,
                        "music \"" + property->value + "\" is not a file in " + music_folder +
                            ": the player's turn plays the manifest's track instead; give the "
                            "name of a file there (e.g. theme.ogg)");
  }
}

}  // namespace

void check_map_links(const tiled::Map& map, const std::string& music_folder,
                     Diagnostics& diagnostics) {
  check_next_map(map, diagnostics);
  check_music(map, music_folder, diagnostics);
}

}  // namespace hp::app
