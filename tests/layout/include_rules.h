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

// An area folder and its level in a stack: a file may include its own area and areas of lower
// levels; two areas on one level know nothing of each other.
struct Area {
  std::string_view name;
  int level = 0;
};

// game/app's areas (game/app/README.md); main.cpp, the only file at the top, is above them all.
inline constexpr std::array<Area, 6> kAppAreas = {
    {{"content", 0}, {"music", 1}, {"sound", 1}, {"check", 1}, {"scene", 2}, {"commands", 3}}};
// engine/tiled's areas (engine/tiled/README.md): shared reading, the checks, then the two
// formats, which know nothing of each other. The files at engine/tiled's top are the contracts
// (map_model.h, map_loader.h, load_session.h, map_files.h), open to every area.
inline constexpr std::array<Area, 4> kTiledAreas = {
    {{"read", 0}, {"checks", 1}, {"tmx", 2}, {"json", 2}}};
// game/view's areas (game/view/README.md): the canvas every drawer shares, the battle in words,
// the battlefield, then what is laid over it: previews, debug overlays and screens, which know
// nothing of each other. No file sits at game/view's top.
inline constexpr std::array<Area, 6> kViewAreas = {{{"canvas", 0},
                                                    {"text", 1},
                                                    {"battlefield", 2},
                                                    {"previews", 3},
                                                    {"overlays", 3},
                                                    {"screens", 3}}};
// engine/render's areas (engine/render/README.md): the drawing primitives, then text, maps and
// capture, which know nothing of each other. No file sits at engine/render's top.
inline constexpr std::array<Area, 4> kRenderAreas = {
    {{"draw", 0}, {"text", 1}, {"map", 1}, {"capture", 1}}};
// engine/audio's areas (engine/audio/README.md): music files to tracks, then the mixing; the
// device (audio.h) at the top is above them both.
inline constexpr std::array<Area, 2> kAudioAreas = {{{"tracks", 0}, {"mix", 1}}};

// One broken rule: where, and which rule.
struct Violation {
  std::string file;  // path from the repository root, e.g. "game/sim/navigation/route_walk.cpp"
  int line = 0;      // 1-based
  std::string rule;  // what is wrong, e.g. "navigation may not include battle (above it)"
};

// The rules a file at `path` (from the repository root) breaks with its text: the stacks inside
// game/sim, game/app, game/view, engine/tiled, engine/render and engine/audio; no SDL,
// engine/platform|render|audio or game/view|app in game/sim, engine/core and engine/tiled; no
// game/ anywhere in engine/, and no game/app in game/view. Files outside those folders break
// nothing.
std::vector<Violation> check_file(std::string_view path, std::string_view text);

// check_file over every .h and .cpp under the folders check_file checks, in `root`.
std::vector<Violation> check_tree(const std::filesystem::path& root);

}  // namespace hp::layout
