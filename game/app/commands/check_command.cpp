// `heartpath check` implementation.
#include "game/app/commands/check_command.h"

#include <cstdio>
#include <cstdlib>

#include "engine/audio/audio.h"
#include "game/app/check/check_output.h"
#include "game/app/check/map_check.h"
#include "game/app/commands/command_line.h"
#include "game/app/content/data_paths.h"

namespace hp::app {
namespace {

constexpr const char* kUsage =
    "usage: heartpath check [--format text|json] [--music DIR] [--strict] MAP...\n"
    "\n"
    "Validates each map (the file, its tilesets and images, and the game's map conventions)\n"
    "and prints every problem as  path:line: error: message  (or warning:, or note: for what\n"
    "the game keeps and ignores, such as a custom property it does not read), and  path: ok\n"
    "for a map without errors, all on standard output.\n"
    "--format json prints one JSON array of {path, line, severity, message, text, object_id}\n"
    "for all maps instead (object_id only where the problem is an object of the map).\n"
    "--music DIR checks each map's `music` property against DIR instead of data/music (as\n"
    "`heartpath play --music DIR` plays it); the track is opened to see that it plays.\n"
    "--strict makes every note an error: a map that must carry nothing the game ignores.\n"
    "Exit status: 0 no errors, 1 at least one error (a map that cannot be read included),\n"
    "2 bad arguments.\n";

// "--format=json" is accepted as well as "--format json".
std::vector<std::string> split_equals(std::vector<std::string> args) {
  std::vector<std::string> out;
  for (std::string& arg : args) {
    const std::string prefix = "--format=";
    if (arg.rfind(prefix, 0) == 0) {
      out.push_back("--format");
      out.push_back(arg.substr(prefix.size()));
    } else {
      out.push_back(std::move(arg));
    }
  }
  return out;
}

int error_count(const Diagnostics& diagnostics) {
  int errors = 0;
  for (const Diagnostic& d : diagnostics.items()) errors += d.severity == Severity::kError;
  return errors;
}

void print_text(const std::string& path, const MapCheck& check) {
  for (const Diagnostic& d : check.diagnostics.items()) std::printf("%s\n", d.to_string().c_str());
  // The verdict is a result like the problems: on the same stream, in the same order.
  if (!check.diagnostics.has_errors()) std::printf("%s: ok\n", path.c_str());
}

}  // namespace

int run_check(std::vector<std::string> args) {
  ArgReader reader(split_equals(std::move(args)));
  if (reader.flag("--help") || reader.flag("-h")) {
    std::fputs(kUsage, stdout);
    return kExitOk;
  }
  const std::string format = reader.value("--format").value_or("text");
  const std::string music = reader.value("--music").value_or("");
  const bool strict = reader.flag("--strict");
  const std::vector<std::string> maps = reader.positional();
  std::string error = reader.error();
  if (error.empty() && maps.empty()) error = "no map given";
  if (error.empty() && format != "text" && format != "json") {
    error = "--format must be text or json (got \"" + format + "\")";
  }
  if (!error.empty()) {
    std::fprintf(stderr, "heartpath check: %s\n%s", error.c_str(), kUsage);
    return kExitBadInput;
  }
  if (!music.empty()) use_music_folder(music);
  setenv("SDL_AUDIODRIVER", "dummy", 1);  // SDL_mixer opens the music files; nothing plays
  const Audio audio(true);
  int errors = 0;
  nlohmann::json all = nlohmann::json::array();
  for (const std::string& path : maps) {
    MapCheck check = check_map(path);
    if (strict) check.diagnostics.make_notes_errors();
    errors += error_count(check.diagnostics);
    if (format == "json") {
      for (nlohmann::json& item : check_to_json(check, path)) all.push_back(std::move(item));
    } else {
      print_text(path, check);
    }
  }
  if (format == "json") std::printf("%s\n", all.dump(1).c_str());
  return errors > 0 ? kExitFailed : kExitOk;
}

}  // namespace hp::app
