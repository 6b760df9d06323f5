// Command-line dispatch and option reading.
#include "game/app/commands/command_line.h"

#include <SDL.h>

#include <charconv>
#include <cstdio>
#include <cstdlib>

#include "game/app/commands/check_command.h"
#include "game/app/commands/jukebox_command.h"
#include "game/app/commands/play_command.h"
#include "game/app/commands/render_command.h"
#include "game/app/commands/sim_command.h"

namespace hp::app {
namespace {

constexpr const char* kUsage =
    "Heartpath: a small turn-based tactics game on SDL2, with maps made in Tiled.\n"
    "\n"
    "usage: heartpath [play] [MAP] [options]     play (MAP defaults to maps/default.tmx)\n"
    "       heartpath render MAP OUT.png [...]   draw a map to a PNG like tmxrasterizer\n"
    "       heartpath check MAP...               validate maps, report every problem\n"
    "       heartpath sim MAP --attack HERO ENEMY [--seconds S] [--json]\n"
    "                                            run one attack headless and measure it\n"
    "       heartpath jukebox [DIR] [--list]     list and audition the music (data/music)\n"
    "       heartpath --version\n"
    "\n"
    "Each command takes --help.\n";

bool is_command(const std::string& word) {
  return word == "play" || word == "render" || word == "check" || word == "sim" ||
         word == "jukebox";
}

}  // namespace

bool ArgReader::flag(const std::string& name) {
  for (auto it = args_.begin(); it != args_.end(); ++it) {
    if (*it == name) {
      args_.erase(it);
      return true;
    }
  }
  return false;
}

std::optional<std::string> ArgReader::value(const std::string& name) {
  for (auto it = args_.begin(); it != args_.end(); ++it) {
    if (*it != name) continue;
    if (std::next(it) == args_.end()) {
      error_ = name + " needs a value";
      args_.erase(it);
      return std::nullopt;
    }
    std::string v = *std::next(it);
    args_.erase(it, it + 2);
    return v;
  }
  return std::nullopt;
}

std::vector<std::string> ArgReader::values(const std::string& name) {
  std::vector<std::string> found;
  while (auto v = value(name)) found.push_back(*v);
  return found;
}

std::vector<std::string> ArgReader::positional() {
  std::vector<std::string> words;
  for (const std::string& a : args_) {
    if (a.size() > 1 && a[0] == '-' && error_.empty()) {
      error_ = "unknown option " + a;
    } else {
      words.push_back(a);
    }
  }
  return words;
}

std::optional<long> parse_long(const std::string& text) {
  long v = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || ptr != text.data() + text.size() || text.empty()) return std::nullopt;
  return v;
}

std::optional<double> parse_double(const std::string& text) {
  if (text.empty()) return std::nullopt;
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size()) return std::nullopt;
  return v;
}

int run(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (!args.empty() && (args[0] == "--help" || args[0] == "-h" || args[0] == "help")) {
    std::fputs(kUsage, stdout);
    return kExitOk;
  }
  if (!args.empty() && args[0] == "--version") {
    std::printf("heartpath 0.1.0\n");
    return kExitOk;
  }
  std::string command = "play";
  if (!args.empty() && is_command(args[0])) {
    command = args[0];
    args.erase(args.begin());
  }
  int status = kExitOk;
  if (command == "render") {
    status = run_render(std::move(args));
  } else if (command == "check") {
    status = run_check(std::move(args));
  } else if (command == "sim") {
    status = run_sim(std::move(args));
  } else if (command == "jukebox") {
    status = run_jukebox(std::move(args));
  } else {
    status = run_play(std::move(args));
  }
  SDL_Quit();
  return status;
}

}  // namespace hp::app
