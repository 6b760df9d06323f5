// SoundManifest: sounds.json read with nlohmann-json, every field checked with a fix in the
// message.
//
// The manifest's keys (docs/composing.md explains them with an example):
//   events     object: a key per event (select, refuse, slam, footstep, knock_out, flee,
//              turn_change, victory, defeat), each a file name, a list of file names, or:
//     files         string or list of strings, required: files in the sounds folder; with
//                   several, each play picks one, never the same twice in a row
//     gain_db       number, dB (-60..12), default 0
//     duck_db       number, dB (-30..0), default 0: how far the music dips while it sounds
//     min_interval  number, seconds (0..5), default 0.1 for footstep and 0 otherwise: plays
//                   closer together than this are dropped
#include "game/app/sound/sound_manifest.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>

#include "game/app/content/edit_distance.h"
#include "game/app/content/json_text.h"
#include "game/app/content/manifest_checker.h"

namespace hp::app {
namespace {

using json = nlohmann::json;

constexpr const char* kCueKeys[view::kSoundCues] = {"select",      "refuse",    "slam",
                                                    "footstep",    "knock_out", "flee",
                                                    "turn_change", "victory",   "defeat"};
constexpr double kFootstepInterval = 0.1;  // seconds: a crowd's steps blur into a patter

std::string joined(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "" : ", ") + n;
  return out.empty() ? "(none)" : out;
}

std::string event_list() {
  std::string out;
  for (const char* k : kCueKeys) out += (out.empty() ? "" : ", ") + std::string(k);
  return out;
}

using Checker = ManifestChecker;

// The files of an entry: a name or a list of names, each in the folder.
bool read_files(const Checker& c, const std::string& key, const json& v, int line,
                const std::vector<std::string>& folder, std::vector<std::string>& files) {
  const json list = v.is_string() ? json::array({v}) : v;
  const bool names =
      list.is_array() && !list.empty() && std::all_of(list.begin(), list.end(), [](const json& f) {
        return f.is_string() && !f.get<std::string>().empty();
      });
  if (!names) {
    c.error(line, "\"files\" of \"" + key + "\" must be a file name or a list of them, like " +
                      "[\"" + key + "_1.wav\", \"" + key + "_2.wav\"]");
    return false;
  }
  bool ok = true;
  for (const json& f : list) {
    const std::string name = f.get<std::string>();
    if (std::find(folder.begin(), folder.end(), name) != folder.end()) {
      files.push_back(name);
      continue;
    }
    c.error(line_of_keys(c.text, {"events", key, name}),
            "\"" + key + "\" names \"" + name +
                "\", which is not a sound file in the sounds folder; drop it " +
                "there or use one of: " + joined(folder));
    ok = false;
  }
  return ok;
}

std::optional<EventSound> read_event(const Checker& c, const std::string& key, const json& v,
                                     const std::vector<std::string>& folder) {
  const int line = line_of_keys(c.text, {"events", key});
  EventSound sound;
  sound.min_interval = key == "footstep" ? kFootstepInterval : 0.0;
  const json entry = v.is_object() ? v : json{{"files", v}};
  bool ok = true;
  for (const auto& [field, value] : entry.items()) {
    if (field == "files" || field == "gain_db" || field == "duck_db" || field == "min_interval") {
      continue;
    }
    c.error(line_of_keys(c.text, {"events", key, field}),
            "unknown field \"" + field + "\" of \"" + key +
                "\"; use one of: files, gain_db, duck_db, min_interval");
    ok = false;
  }
  if (!entry.contains("files")) {
    c.error(line, "\"" + key + "\" needs \"files\": a file name or a list of them (there: " +
                      joined(folder) + ")");
    return std::nullopt;
  }
  ok = read_files(c, key, entry["files"], line, folder, sound.files) && ok;
  ok = c.number(entry, "gain_db", -60, 12, "decibels", line, sound.gain_db) && ok;
  ok = c.number(entry, "duck_db", -30, 0, "decibels", line, sound.duck_db) && ok;
  ok = c.number(entry, "min_interval", 0, 5, "seconds", line, sound.min_interval) && ok;
  return ok ? std::optional(sound) : std::nullopt;
}

void report_unknown_event(const Checker& c, const std::string& key) {
  std::vector<std::string_view> known(std::begin(kCueKeys), std::end(kCueKeys));
  const auto guess = closest_match(key, known);
  const std::string fix =
      guess ? "did you mean \"" + std::string(*guess) + "\"?" : "use one of: " + event_list();
  c.error(line_of_keys(c.text, {"events", key}), "unknown event \"" + key + "\"; " + fix);
}

void read_events(const Checker& c, const json& events, SoundManifest& manifest,
                 const std::vector<std::string>& folder) {
  if (!events.is_object()) {
    c.error(line_of_keys(c.text, {"events"}),
            "\"events\" must be an object like {\"slam\": \"slam.wav\"}");
    return;
  }
  for (const auto& [key, value] : events.items()) {
    const auto* it = std::find(std::begin(kCueKeys), std::end(kCueKeys), key);
    if (it == std::end(kCueKeys)) {
      report_unknown_event(c, key);
      continue;
    }
    const auto i = static_cast<std::size_t>(it - std::begin(kCueKeys));
    manifest.named[i] = true;
    manifest.events[i] = read_event(c, key, value, folder);
  }
}

}  // namespace

const char* cue_key(SoundCue cue) {
  return kCueKeys[static_cast<int>(cue)];
}

bool is_sound_file(std::string_view name) {
  const std::size_t dot = name.rfind('.');
  if (dot == std::string_view::npos) return false;
  std::string ext(name.substr(dot + 1));
  for (char& ch : ext) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return ext == "wav" || ext == "ogg" || ext == "flac" || ext == "opus" || ext == "mp3";
}

std::string unplayable_sound(const std::string& reason) {
  return "cannot play it (" + reason + "); export it again as 16-bit WAV, 44.1 kHz";
}

SoundManifest parse_sound_manifest(std::string_view text, const std::string& path,
                                   const std::vector<std::string>& files, Diagnostics& problems) {
  SoundManifest manifest;
  manifest.present = true;
  json root;
  if (!parse_json_reporting(text, path, problems, root)) return manifest;
  const Checker c{text, path, problems};
  if (!root.is_object()) {
    c.error(1, "the manifest must be a JSON object like {\"events\": {\"slam\": \"slam.wav\"}}");
    return manifest;
  }
  manifest.parsed = true;
  for (const auto& [key, value] : root.items()) {
    if (key != "events") {
      c.error(line_of_keys(text, {key}), "unknown key \"" + key + "\"; use \"events\"");
    }
  }
  if (root.contains("events")) read_events(c, root["events"], manifest, files);
  return manifest;
}

SoundManifest load_sound_manifest(const std::string& path, const std::vector<std::string>& files,
                                  Diagnostics& problems) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return {};
  std::ostringstream text;
  text << file.rdbuf();
  return parse_sound_manifest(text.str(), path, files, problems);
}

}  // namespace hp::app
