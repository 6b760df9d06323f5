// DataPaths implementation.
#include "game/app/content/data_paths.h"

#include <SDL.h>

#include <cstdlib>
#include <filesystem>
#include <vector>

namespace hp::app {
namespace {

bool holds_data(const std::filesystem::path& dir) {
  std::error_code ec;
  return std::filesystem::is_directory(dir / "data", ec) &&
         std::filesystem::is_directory(dir / "maps", ec);
}

}  // namespace

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

}  // namespace hp::app
