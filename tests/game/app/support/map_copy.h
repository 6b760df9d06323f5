// A copy of maps/default.tmx and its tileset in a folder of the test's, to edit and save as a
// level designer would in Tiled.
#pragma once

#include <string>

namespace hp::app::test {

struct MapCopy {
  std::string map;       // dir/level.tmx
  std::string tileset;   // dir/terrain.tsx (its image stays in data/art)
  std::string original;  // the map's text as copied
};

MapCopy copy_default_map(const std::string& dir);

// Writes text to path with its modification time `bump` seconds on, so two saves within one
// tick of the file system's clock still differ (as two saves in Tiled seconds apart would).
void save_file(const std::string& path, const std::string& text, int bump);

// text with the first `from` replaced by `to` (a failed expectation when there is none).
std::string replaced(std::string text, const std::string& from, const std::string& to);

std::string read_file(const std::string& path);

}  // namespace hp::app::test
