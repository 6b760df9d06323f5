// MapCopy: the default map beside its tileset, with the tileset's image path made absolute.
#include "tests/game/app/support/map_copy.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace hp::app::test {

namespace fs = std::filesystem;

std::string read_file(const std::string& path) {
  std::ostringstream text;
  text << std::ifstream(path).rdbuf();
  return text.str();
}

void save_file(const std::string& path, const std::string& text, int bump) {
  std::ofstream(path, std::ios::trunc) << text;
  fs::last_write_time(path, fs::last_write_time(path) + std::chrono::seconds(bump));
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const std::size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

MapCopy copy_default_map(const std::string& dir) {
  MapCopy copy{dir + "/level.tmx", dir + "/terrain.tsx", ""};
  const std::string image = fs::absolute("data/art/terrain.png").string();
  std::ofstream(copy.tileset) << replaced(read_file("maps/tilesets/terrain.tsx"),
                                          "../../data/art/terrain.png", image);
  copy.original = replaced(read_file("maps/default.tmx"), "tilesets/terrain.tsx", "terrain.tsx");
  // Alone in its folder it ends the campaign (a next_map to a file not there is check's error,
  // and the game loads maps under check's rules).
  copy.original = replaced(copy.original,
                           "<property name=\"next_map\" type=\"file\" value=\"bridge.tmx\"/>", "");
  std::ofstream(copy.map) << copy.original;
  return copy;
}

}  // namespace hp::app::test
