// Settings: settings.json with nlohmann-json; reading reports, writing goes through a rename.
//
// The file: {"version": 1, "volume": {"master": 0..10, "music": 0..10, "effects": 0..10},
//            "speed": 1 | 2 | 4, "difficulty": "story" | "normal" | "hard"}
// Each part may be missing (its default is used): files written before "speed" or
// "difficulty" still read.
#include "game/app/scene/settings.h"

#include <SDL.h>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include "engine/core/log.h"
#include "engine/platform/platform.h"
#include "game/app/content/json_text.h"

namespace hp::app {
namespace {

using json = nlohmann::json;

// One volume: a whole number 0..10; anything else is reported and the default stays.
void read_volume(const json& volume, const char* key, int& out, std::string_view text,
                 const std::string& path, Diagnostics& problems) {
  if (!volume.contains(key)) return;
  const json& v = volume[key];
  if (!v.is_number_integer() || v.get<long long>() < 0 || v.get<long long>() > 10) {
    problems.error(path, line_of_keys(text, {"volume", key}),
                   std::string("\"") + key + "\" must be a whole number from 0 to 10 (got " +
                       v.dump() + "); the default is used");
    return;
  }
  out = v.get<int>();
}

// The game speed: 1, 2 or 4; anything else is reported and the default stays.
void read_speed(const json& root, int& out, std::string_view text, const std::string& path,
                Diagnostics& problems) {
  if (!root.contains("speed")) return;
  const json& v = root["speed"];
  const bool known = v.is_number_integer() && (v.get<long long>() == 1 || v.get<long long>() == 2 ||
                                               v.get<long long>() == 4);
  if (!known) {
    problems.error(path, line_of_keys(text, {"speed"}),
                   "\"speed\" must be 1, 2 or 4 (the keys 1, 2, 4; got " + v.dump() +
                       "); the game starts at 1x");
    return;
  }
  out = v.get<int>();
}

// The difficulty: "story", "normal" or "hard"; anything else is reported and Normal stays.
void read_difficulty(const json& root, sim::Difficulty& out, std::string_view text,
                     const std::string& path, Diagnostics& problems) {
  if (!root.contains("difficulty")) return;
  const json& v = root["difficulty"];
  const std::optional<sim::Difficulty> named =
      v.is_string() ? sim::difficulty_named(v.get<std::string>()) : std::nullopt;
  if (!named) {
    problems.error(path, line_of_keys(text, {"difficulty"}),
                   "\"difficulty\" must be \"story\", \"normal\" or \"hard\" (the title "
                   "screen's Left/Right; got " +
                       v.dump() + "); the game plays " +
                       std::string(sim::difficulty_name(Settings{}.difficulty)));
    return;
  }
  out = *named;
}

}  // namespace

std::string settings_folder() {
  if (const char* dir = std::getenv("HEARTPATH_SETTINGS_DIR"); dir && *dir) return dir;
  char* pref = SDL_GetPrefPath("heartpath", "heartpath");
  if (!pref) return "";
  std::string folder = pref;
  SDL_free(pref);
  while (folder.size() > 1 && folder.back() == '/') folder.pop_back();
  return folder;
}

std::string settings_path(const std::string& folder) {
  return folder + "/settings.json";
}

Settings read_settings(const std::string& path, Diagnostics& problems) {
  Settings settings;
  std::ifstream file(path, std::ios::binary);
  if (!file) return settings;
  std::ostringstream buffer;
  buffer << file.rdbuf();
  const std::string text = buffer.str();
  json root;
  if (!parse_json_reporting(text, path, problems, root, "the default settings are used")) {
    return settings;
  }
  const bool volume_ok =
      root.is_object() && (!root.contains("volume") || root["volume"].is_object());
  if (!volume_ok) {
    problems.error(path, 1,
                   "expected {\"volume\": {\"master\": 10, \"music\": 8, \"effects\": 10}, "
                   "\"speed\": 1}; the default settings are used");
    return settings;
  }
  if (root.contains("volume")) {
    const json& volume = root["volume"];
    read_volume(volume, "master", settings.master, text, path, problems);
    read_volume(volume, "music", settings.music, text, path, problems);
    read_volume(volume, "effects", settings.effects, text, path, problems);
  }
  read_speed(root, settings.speed, text, path, problems);
  read_difficulty(root, settings.difficulty, text, path, problems);
  return settings;
}

bool write_settings(const std::string& path, const Settings& settings, std::string& error) {
  const json root = {
      {"version", 1},
      {"volume",
       {{"master", settings.master}, {"music", settings.music}, {"effects", settings.effects}}},
      {"speed", settings.speed},
      {"difficulty", std::string(sim::difficulty_name(settings.difficulty))}};
  const std::string temporary = path + ".tmp";
  {
    std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
    file << root.dump(2) << "\n";
    file.flush();
    if (!file) {
      error = "cannot write " + temporary;
      return false;
    }
  }
  std::error_code ec;
  std::filesystem::rename(temporary, path, ec);  // atomic on one file system
  if (ec) {
    error = "cannot replace " + path + " (" + ec.message() + ")";
    std::filesystem::remove(temporary, ec);
    return false;
  }
  return true;
}

Settings load_user_settings() {
  const std::string folder = settings_folder();
  if (folder.empty()) return {};
  const std::string path = settings_path(folder);
  Diagnostics problems;
  const Settings settings = read_settings(path, problems);
  if (problems.empty()) return settings;
  for (const Diagnostic& d : problems.items()) log::warning(d.to_string());
  std::error_code ec;
  std::filesystem::rename(path, path + ".bad", ec);  // kept for the curious, out of the way
  log::warning("the settings file was kept as " + path + ".bad and replaced");
  save_user_settings(settings);
  return settings;
}

void save_user_settings(const Settings& settings) {
  const std::string folder = settings_folder();
  if (folder.empty()) return;
  std::error_code ec;
  std::filesystem::create_directories(folder, ec);
  std::string error;
  if (!write_settings(settings_path(folder), settings, error)) {
    log::warning("settings not saved: " + error);
    return;
  }
  persist_files();
}

}  // namespace hp::app
