// DataPaths implementation.
#include "game/app/content/data_paths.h"

#include <algorithm>

#include <SDL.h>

#include <cstdlib>
#include <filesystem>
#include <vector>

namespace hp::app {
namespace {

std::string& music_folder_override() {
  static std::string folder;
  return folder;
}

bool holds_data(const std::filesystem::path& dir) {
  std::error_code ec;
  return std::filesystem::is_directory(dir / "data", ec) &&
         std::filesystem::is_directory(dir / "maps", ec);
}

}  // namespace

std::string DataPaths::music() const {
  const std::string& folder = music_folder_override();
  return folder.empty() ? data("music") : folder;
}

void use_music_folder(std::string folder) {
  while (folder.size() > 1 && folder.back() == '/') folder.pop_back();
  music_folder_override() = std::move(folder);
}

DataPaths find_data_paths() {
  std::vector<std::filesystem::path> candidates;
  if (const char* env = std::getenv("HEARTPATH_ROOT"); env && *env) candidates.emplace_back(env);
  if (char* base = SDL_GetBasePath()) {
    std::filesystem::path dir(base);
    SDL_free(base);
    for (int up = 0; up < 4 && !dir.empty(); ++up) {
      candidates.push_back(dir);
      candidates.push_back(dir / "share" / "heartpath");
      dir = dir.parent_path();
    }
  }
  candidates.emplace_back(HEARTPATH_SOURCE_ROOT);
  candidates.emplace_back(".");
  for (const auto& dir : candidates) {
    if (holds_data(dir)) return {dir.lexically_normal().string()};
  }
  return {"."};
}

std::string hud_font() {
  return HEARTPATH_SYSTEM_FONT;
}

std::vector<std::string> fallback_fonts() {
  std::vector<std::string> fonts;
  const std::string list = HEARTPATH_FALLBACK_FONTS;  // ":"-separated
  for (std::size_t start = 0; start <= list.size();) {
    const std::size_t end = std::min(list.find(':', start), list.size());
    if (end > start) fonts.push_back(list.substr(start, end - start));
    start = end + 1;
  }
  return fonts;
}

}  // namespace hp::app
