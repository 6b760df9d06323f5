// IncludeRules: the include direction the layout promises, checked on source text.
#pragma once

#include <array>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace hp::layout {

// game/sim's areas, bottom to top: a file may include its own area and the areas below it.
// The one place the stack is written down (game/sim/README.md describes it).
inline constexpr std::array<std::string_view, 7> kSimStack = {
    "model", "steering", "navigation", "patrol", "battle", "world", "map"};

// One broken rule: where, and which rule.
struct Violation {
  std::string file;  // path from the repository root, e.g. "game/sim/navigation/route_walk.cpp"
  int line = 0;      // 1-based
  std::string rule;  // what is wrong, e.g. "navigation may not include battle (above it)"
};

// The rules a file at `path` (from the repository root) breaks with its text: the stack inside
// game/sim, and no SDL, engine/platform|render|audio or game/view|app in game/sim, engine/core
// and engine/tiled. Files outside those folders break nothing.
std::vector<Violation> check_file(std::string_view path, std::string_view text);

// check_file over every .h and .cpp under game/sim, engine/core and engine/tiled of `root`.
std::vector<Violation> check_tree(const std::filesystem::path& root);

}  // namespace hp::layout
