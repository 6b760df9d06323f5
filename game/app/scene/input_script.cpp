// InputScript: a line-by-line parser with one message per bad line.
#include "game/app/scene/input_script.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "game/sim/world/world.h"

namespace hp::app {
namespace {

// A script longer than a day of game time is a typo, not a plan (and would overflow nothing,
// but would make a headless run last forever).
constexpr double kMaxSeconds = 24.0 * 60.0 * 60.0;
constexpr std::size_t kMaxLineLength = 4096;
constexpr std::uintmax_t kMaxFileBytes = 1 << 20;

std::vector<std::string> words_of(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> words;
  for (std::string word; in >> word;) words.push_back(word);
  return words;
}

// strtod, not from_chars: the libc++ of Debian's Emscripten has no floating-point from_chars.
std::optional<double> number(const std::string& text) {
  if (text.empty()) return std::nullopt;
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size() || !std::isfinite(value)) return std::nullopt;
  return value;
}

constexpr const char* kForms =
    "expected `TIME click unit NAME`, `TIME click X Y`, `TIME hover unit NAME`, `TIME hover X "
    "Y`, `TIME key NAME`, `TIME end-turn`, `TIME undo` or `TIME reset-turn`";

}  // namespace

std::optional<std::vector<ScriptedInput>> parse_input_script(const std::string& text,
                                                             const std::string& path,
                                                             Diagnostics& diagnostics) {
  std::vector<ScriptedInput> inputs;
  bool bad = false;
  std::istringstream lines(text);
  int line_number = 0;
  for (std::string line; std::getline(lines, line);) {
    ++line_number;
    auto fail = [&](const std::string& message) {
      diagnostics.error(path, line_number, message);
      bad = true;
    };
    if (line.size() > kMaxLineLength) {
      fail("line longer than " + std::to_string(kMaxLineLength) + " characters");
      continue;
    }
    if (const std::size_t hash = line.find('#'); hash != std::string::npos) line.resize(hash);
    const std::vector<std::string> words = words_of(line);
    if (words.empty()) continue;
    const std::optional<double> seconds = number(words[0]);
    if (!seconds || *seconds < 0.0 || *seconds > kMaxSeconds) {
      fail("\"" + words[0] +
           "\" is not a time: give seconds from the start (0 to 86400), e.g. 1.5");
      continue;
    }
    ScriptedInput input;
    input.line = line_number;
    // The first tick at or after the time (a hair of slack for decimal times like 0.1).
    input.tick =
        static_cast<std::int64_t>(std::ceil(*seconds * sim::World::kTicksPerSecond - 1e-9));
    const std::string verb = words.size() > 1 ? words[1] : "";
    if (verb == "end-turn" && words.size() == 2) {
      input.kind = ScriptedInput::Kind::kEndTurn;
    } else if (verb == "undo" && words.size() == 2) {
      input.kind = ScriptedInput::Kind::kUndo;
    } else if (verb == "reset-turn" && words.size() == 2) {
      input.kind = ScriptedInput::Kind::kResetTurn;
    } else if (verb == "key" && words.size() >= 3) {
      input.kind = ScriptedInput::Kind::kKey;
      // SDL key names may contain spaces ("Left Ctrl"): the rest of the line, as written.
      input.name = line.substr(line.find(words[2], line.find("key") + 3));
      input.name.erase(input.name.find_last_not_of(" \t\r") + 1);
    } else if ((verb == "click" || verb == "hover") && words.size() >= 4 && words[2] == "unit") {
      input.kind =
          verb == "click" ? ScriptedInput::Kind::kClickUnit : ScriptedInput::Kind::kHoverUnit;
      // Unit names may contain spaces: the rest of the line, as written.
      const std::size_t at = line.find(words[3], line.find("unit") + 4);
      input.name = line.substr(at);
      input.name.erase(input.name.find_last_not_of(" \t\r") + 1);
    } else if ((verb == "click" || verb == "hover") && words.size() == 4) {
      const std::optional<double> x = number(words[2]);
      const std::optional<double> y = number(words[3]);
      if (!x || !y) {
        fail(verb + " needs `unit NAME` or two numbers X Y in world pixels (got \"" + words[2] +
             " " + words[3] + "\")");
        continue;
      }
      input.kind =
          verb == "click" ? ScriptedInput::Kind::kClickPoint : ScriptedInput::Kind::kHoverPoint;
      input.point = {*x, *y};
    } else {
      fail(std::string(kForms) + " (got \"" + line.substr(line.find_first_not_of(" \t")) + "\")");
      continue;
    }
    inputs.push_back(std::move(input));
  }
  if (bad) return std::nullopt;
  std::stable_sort(inputs.begin(), inputs.end(),
                   [](const ScriptedInput& a, const ScriptedInput& b) { return a.tick < b.tick; });
  return inputs;
}

std::optional<std::vector<ScriptedInput>> load_input_script(const std::string& path,
                                                            Diagnostics& diagnostics) {
  std::error_code ec;
  const auto size = std::filesystem::file_size(path, ec);
  if (!ec && size > kMaxFileBytes) {
    diagnostics.error(path, 0,
                      "the script is " + std::to_string(size) +
                          " bytes; scripts are at most 1 MiB: is this the right file?");
    return std::nullopt;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    diagnostics.error(path, 0, "cannot read the script: check the path");
    return std::nullopt;
  }
  std::ostringstream text;
  text << in.rdbuf();
  return parse_input_script(text.str(), path, diagnostics);
}

}  // namespace hp::app
