// IncludeRules: #include lines read from the text, each held against the rules for its folder.
#include "tests/layout/include_rules.h"

#include <algorithm>
#include <fstream>
#include <optional>
#include <span>
#include <sstream>

namespace hp::layout {
namespace {

namespace fs = std::filesystem;

// Every folder check_tree reads.
constexpr std::array<std::string_view, 8> kChecked = {
    "game/sim/",     "game/app/",      "game/view/",    "engine/core/",
    "engine/tiled/", "engine/render/", "engine/audio/", "engine/platform/"};
// The folders whose files may not reach SDL or the SDL-facing code.
constexpr std::array<std::string_view, 3> kHeadless = {"game/sim/", "engine/core/",
                                                       "engine/tiled/"};
// What those folders may not include.
constexpr std::array<std::string_view, 5> kSdlFacing = {"engine/platform/", "engine/render/",
                                                        "engine/audio/", "game/view/", "game/app/"};

bool starts_with(std::string_view text, std::string_view prefix) {
  return text.substr(0, prefix.size()) == prefix;
}

// The target of an #include line ("game/sim/model/unit.h", "SDL.h", "vector"), or nullopt.
std::optional<std::string_view> include_target(std::string_view line) {
  const auto skip_blanks = [&] {
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
  };
  skip_blanks();
  if (!starts_with(line, "#")) return std::nullopt;
  line.remove_prefix(1);
  skip_blanks();
  if (!starts_with(line, "include")) return std::nullopt;
  line.remove_prefix(7);
  skip_blanks();
  if (line.empty() || (line.front() != '"' && line.front() != '<')) return std::nullopt;
  const char close = line.front() == '"' ? '"' : '>';
  line.remove_prefix(1);
  const std::size_t end = line.find(close);
  if (end == std::string_view::npos) return std::nullopt;
  return line.substr(0, end);
}

// The area of a game/sim path ("navigation" for game/sim/navigation/route_walk.h); empty when
// the file sits in game/sim itself.
std::string_view sim_area(std::string_view path) {
  path.remove_prefix(std::string_view("game/sim/").size());
  const std::size_t slash = path.find('/');
  return slash == std::string_view::npos ? std::string_view{} : path.substr(0, slash);
}

std::optional<std::size_t> rank(std::string_view area) {
  const auto* it = std::find(kSimStack.begin(), kSimStack.end(), area);
  if (it == kSimStack.end()) return std::nullopt;
  return static_cast<std::size_t>(it - kSimStack.begin());
}

bool is_sdl(std::string_view target) {
  return starts_with(target, "SDL") || starts_with(target, "SDL2/");
}

// The stack rule for a game/sim file including another game/sim file; empty when it holds.
// `path` is in an area of the stack (the file rule has been checked).
std::string stack_rule(std::string_view path, std::string_view target) {
  const std::string_view from = sim_area(path);
  const std::string_view to = sim_area(target);
  if (to.empty() || !rank(to)) {
    return "include of " + std::string(target) + ": not in an area of the stack";
  }
  if (*rank(to) <= *rank(from)) return {};
  return std::string(from) + " may not include " + std::string(to) + " (above it in the stack)";
}

// The area folder of `path` under `root` ("check" for game/app/check/map_check.h); empty for a
// file at the root's top.
std::string_view area_under(std::string_view root, std::string_view path) {
  path.remove_prefix(root.size());
  const std::size_t slash = path.find('/');
  return slash == std::string_view::npos ? std::string_view{} : path.substr(0, slash);
}

std::optional<int> level_of(std::span<const Area> areas, std::string_view name) {
  for (const Area& area : areas) {
    if (area.name == name) return area.level;
  }
  return std::nullopt;
}

// What the files at the top of a stacked folder are to its areas.
enum class Top {
  kAbove,      // above every area (game/app's main.cpp, engine/audio's device)
  kContracts,  // contracts open to every area (engine/tiled's map_model.h, ...)
  kNone,       // no file belongs there: every source lives in an area (game/view, engine/render)
};

// A folder stacked by areas.
struct Stack {
  std::string_view root;  // with its trailing slash
  std::span<const Area> areas;
  Top top;
};

constexpr std::array<Stack, 5> kStacks = {{{"game/app/", kAppAreas, Top::kAbove},
                                           {"game/view/", kViewAreas, Top::kNone},
                                           {"engine/tiled/", kTiledAreas, Top::kContracts},
                                           {"engine/render/", kRenderAreas, Top::kNone},
                                           {"engine/audio/", kAudioAreas, Top::kAbove}}};

// The stack `path` sits in, or nullptr.
const Stack* stack_of(std::string_view path) {
  for (const Stack& stack : kStacks) {
    if (starts_with(path, stack.root)) return &stack;
  }
  return nullptr;
}

// The rule a file in `stack` breaks by including `target`; empty when it holds.
std::string area_rule(const Stack& stack, std::string_view path, std::string_view target) {
  const std::string_view root = stack.root;
  if (!starts_with(target, root)) return {};
  const std::string_view from = area_under(root, path);
  const std::string_view to = area_under(root, target);
  const std::string folder(root.substr(0, root.size() - 1));
  if (from.empty() || from == to) return {};
  if (to.empty()) {
    if (stack.top != Top::kAbove) return {};
    return folder + "/" + std::string(from) + " may not include " + std::string(target) +
           " (the top, above every area)";
  }
  const std::optional<int> below = level_of(stack.areas, to);
  const std::optional<int> above = level_of(stack.areas, from);
  if (!below || !above) return {};  // reported as a file outside the areas
  if (*below < *above) return {};
  return folder + "/" + std::string(from) + " may not include " + folder + "/" + std::string(to) +
         (*below == *above ? " (beside it in the stack)" : " (above it in the stack)");
}

// A file of a stacked folder that is not in one of its areas (nor at a top that holds files).
bool outside_areas(const Stack& stack, std::string_view path) {
  const std::string_view area = area_under(stack.root, path);
  if (area.empty()) return stack.top == Top::kNone;
  return !level_of(stack.areas, area);
}

// "engine/render" for "engine/render/map/map_renderer.cpp": the top two folders of a path.
std::string top_folder(std::string_view path) {
  return std::string(path.substr(0, path.find('/', path.find('/') + 1)));
}

// The direction between the layers, wherever a file is: the engine never includes the game, and
// the view never includes the app above it, and neither includes the lab and tools in tools/.
std::string layer_rule(std::string_view path, std::string_view target) {
  if (starts_with(path, "engine/") && starts_with(target, "game/")) {
    return top_folder(path) + " may not include game/ (the engine sits below the game)";
  }
  if (starts_with(path, "game/view/") && starts_with(target, "game/app/")) {
    return "game/view may not include game/app (the app sits above the view)";
  }
  if (starts_with(target, "tools/")) {
    return top_folder(path) +
           " may not include tools/ (the lab and the tools; the game does not link them)";
  }
  return {};
}

// The rule an include in a headless folder breaks; empty when it breaks none.
std::string headless_rule(std::string_view path, std::string_view target) {
  const std::string folder = top_folder(path);
  if (is_sdl(target)) return folder + " may not include SDL (" + std::string(target) + ")";
  for (const std::string_view facing : kSdlFacing) {
    if (starts_with(target, facing)) {
      return folder + " may not include " + std::string(facing.substr(0, facing.size() - 1)) +
             " (SDL-facing)";
    }
  }
  if (starts_with(path, "engine/core/") && starts_with(target, "engine/tiled/")) {
    return "engine/core may not include engine/tiled (above it)";
  }
  return {};
}

bool is_headless(std::string_view path) {
  return std::any_of(kHeadless.begin(), kHeadless.end(),
                     [&](std::string_view folder) { return starts_with(path, folder); });
}

}  // namespace

std::vector<Violation> check_file(std::string_view path, std::string_view text) {
  std::vector<Violation> found;
  const bool checked = std::any_of(kChecked.begin(), kChecked.end(), [&](std::string_view folder) {
    return starts_with(path, folder);
  });
  if (!checked) return found;
  const bool in_sim = starts_with(path, "game/sim/");
  if (in_sim && !rank(sim_area(path))) {
    found.push_back({std::string(path), 1, "game/sim sources live in an area folder of the stack"});
    return found;
  }
  const Stack* stack = stack_of(path);
  if (stack && outside_areas(*stack, path)) {
    found.push_back({std::string(path), 1, "sources live in an area folder of the stack"});
    return found;
  }
  const bool headless = is_headless(path);
  std::istringstream lines{std::string(text)};
  std::string line;
  for (int number = 1; std::getline(lines, line); ++number) {
    const std::optional<std::string_view> target = include_target(line);
    if (!target) continue;
    std::string rule = layer_rule(path, *target);
    if (rule.empty() && headless) rule = headless_rule(path, *target);
    if (rule.empty() && in_sim && starts_with(*target, "game/sim/")) {
      rule = stack_rule(path, *target);
    }
    if (rule.empty() && stack) rule = area_rule(*stack, path, *target);
    if (!rule.empty()) found.push_back({std::string(path), number, std::move(rule)});
  }
  return found;
}

std::vector<Violation> check_tree(const fs::path& root) {
  std::vector<Violation> found;
  for (const std::string_view folder : kChecked) {
    const fs::path dir = root / folder;
    if (!fs::exists(dir)) continue;
    std::vector<fs::path> files;
    for (const fs::directory_entry& entry : fs::recursive_directory_iterator(dir)) {
      const fs::path ext = entry.path().extension();
      if (entry.is_regular_file() && (ext == ".h" || ext == ".cpp")) files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());  // a stable report, whatever the file system's order
    for (const fs::path& file : files) {
      std::ifstream in(file);
      std::ostringstream text;
      text << in.rdbuf();
      const std::string relative = fs::relative(file, root).generic_string();
      std::vector<Violation> more = check_file(relative, text.str());
      found.insert(found.end(), more.begin(), more.end());
    }
  }
  return found;
}

}  // namespace hp::layout
