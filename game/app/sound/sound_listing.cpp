// SoundListing: lists the folder, decodes and measures each file, checks each event against them.
#include "game/app/sound/sound_listing.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "engine/audio/mix/loudness.h"
#include "engine/audio/tracks/track_decoder.h"
#include "engine/audio/tracks/track_problems.h"
#include "game/app/content/json_text.h"
#include "game/app/content/text_table.h"

namespace hp::app {
namespace {

// When each event plays (SoundCue's order), for the warning about one left silent.
constexpr const char* kWhen[view::kSoundCues] = {
    "a click or key does something (a hero picked, an order given)",
    "a click or key does nothing (under the red reason)",
    "an attack lands",
    "a unit's foot comes down",
    "a unit falls at 0 HP",
    "a wounded enemy turns to run",
    "the player's or the enemies' turn begins",
    "the battle is won",
    "the battle is lost"};

// What decoding one file found.
struct FileCheck {
  bool decoded = false;
  std::string problem;     // why it cannot be played; empty when it can (or was not decoded)
  double seconds = 0.0;    // its length as decoded
  double true_peak = 0.0;  // dBTP
  std::string format;      // what the game plays it from, e.g. "WAV 24-bit 96000 Hz, converted"
};

std::string level_text(double db, const char* unit) {
  if (!std::isfinite(db)) return std::string("-inf ") + unit;
  char text[32];
  std::snprintf(text, sizeof text, "%.1f %s", db, unit);
  return text;
}

std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f s", seconds);
  return text;
}

std::string read_text(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

// The WAV's own sample format from its "fmt " chunk, e.g. "24-bit", "32-bit float"; empty when
// it is no WAV or the chunk cannot be found.
std::string wav_sample_format(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  std::string head(4096, '\0');
  file.read(head.data(), static_cast<std::streamsize>(head.size()));
  head.resize(static_cast<std::size_t>(file.gcount()));
  if (head.compare(0, 4, "RIFF") != 0 || head.compare(8, 4, "WAVE") != 0) return "";
  const auto u16 = [&](std::size_t at) {
    return static_cast<unsigned>(static_cast<unsigned char>(head[at])) |
           static_cast<unsigned>(static_cast<unsigned char>(head[at + 1])) << 8;
  };
  const std::size_t fmt = head.find("fmt ");
  if (fmt == std::string::npos || fmt + 24 > head.size()) return "";
  const unsigned tag = u16(fmt + 8), bits = u16(fmt + 22);
  const bool floating =
      tag == 3 || (tag == 0xFFFE && fmt + 34 <= head.size() && u16(fmt + 32) == 3);
  return std::to_string(bits) + "-bit" + (floating ? " float" : "");
}

// What the game does with the file's format: "WAV 16-bit 44100 Hz" as it is, or what it is
// converted from ("WAV 24-bit 96000 Hz, converted"): the mixer plays 16-bit 44100 Hz stereo.
std::string format_text(const std::string& path, const TrackInfo& info, int rate) {
  const std::string ext = std::filesystem::path(path).extension().string();
  std::string name = info.tags.container;
  if (name.empty()) {
    name = ext.empty() ? "?" : ext.substr(1);
    for (char& c : name) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  }
  const std::string bits = wav_sample_format(path);
  const bool as_is =
      (bits.empty() || bits == "16-bit") && info.file_rate == rate && !info.decoded_whole;
  std::string out = name + (bits.empty() ? "" : " " + bits);
  if (info.file_rate > 0) out += " " + std::to_string(info.file_rate) + " Hz";
  return out + (as_is ? "" : ", converted");
}

// Decodes the file as SoundDirector does; an error when it cannot, and the game's own rules
// (find_sound_problems) on what it decoded.
FileCheck check_file(const std::string& path, const std::string& name, int rate,
                     Diagnostics& problems) {
  FileCheck check;
  if (rate <= 0) return check;
  std::string error;
  TrackInfo info;
  const auto sound = decode_track(path, name, kMaxSoundSeconds, info, error);
  if (!sound) {
    check.problem = error;
    problems.error(path, 0, unplayable_sound(error));
    return check;
  }
  for (const TrackProblem& p : find_sound_problems(info, *sound, rate)) {
    if (p.error) problems.error(path, 0, p.message);
    if (!p.error) problems.warning(path, 0, p.message);
  }
  check.decoded = true;
  check.format = format_text(path, info, rate);
  check.seconds = static_cast<double>(sound->frames()) / rate;
  check.true_peak = measure_loudness(sound->samples, rate).true_peak_dbtp;
  return check;
}

// A table row for file, played by sound (nullptr: by no event).
SoundRow file_row(const std::string& event, const std::string& file, const EventSound* sound,
                  const FileCheck& check) {
  SoundRow row{event, file, "?", "-", "-", "?", "?", "-"};
  if (sound) {
    row.gain = level_text(sound->gain_db, "dB");
    if (sound->duck_db != 0.0) row.duck = level_text(sound->duck_db, "dB");
    row.peak_at_gain = "?";
  }
  if (!check.problem.empty()) row.peak = "cannot play";
  if (!check.decoded) return row;
  row.format = check.format;
  row.duration = seconds_text(check.seconds);
  row.peak = level_text(check.true_peak, "dBTP");
  if (sound) row.peak_at_gain = level_text(check.true_peak + sound->gain_db, "dBTP");
  return row;
}

// Walks the game's events in order, adding their rows and their problems.
struct EventLister {
  const SoundManifest& manifest;
  const std::string& manifest_path;
  const std::string text;  // the manifest's, for lines
  const std::map<std::string, FileCheck>& checks;
  SoundListing& listing;
  Diagnostics& problems;

  void list(SoundCue cue) {
    const std::string key = cue_key(cue);
    const std::optional<EventSound>& sound = manifest.at(cue);
    if (sound) {
      for (const std::string& file : sound->files) play_file(key, *sound, file);
      return;
    }
    const bool named = manifest.named[static_cast<std::size_t>(cue)];
    listing.rows.push_back(
        {key, named ? "(silent: see its error)" : "(silent)", "-", "-", "-", "-", "-", "-"});
    // A named event's mistake is reported already, and so is a manifest that is not JSON.
    if (named || (manifest.present && !manifest.parsed)) return;
    problems.warning(manifest_path, 0,
                     "event \"" + key + "\" has no sound, so nothing is heard when " +
                         kWhen[static_cast<int>(cue)] + "; give it one: add \"" + key + "\": \"" +
                         key + ".wav\" to \"events\" in sounds.json, naming a " +
                         "file in the sounds folder");
  }

  void play_file(const std::string& key, const EventSound& sound, const std::string& file) {
    const FileCheck& check = checks.at(file);  // the manifest names only files in the folder
    listing.rows.push_back(file_row(key, file, &sound, check));
    if (check.problem.empty()) return;
    const int line = line_of_keys(text, {"events", key, file});
    problems.error(manifest_path, line ? line : line_of_keys(text, {"events", key}),
                   "\"" + key + "\" names \"" + file + "\", which cannot be played (" +
                       check.problem + "); export it again or name another file");
  }
};

bool played(const SoundManifest& manifest, const std::string& file) {
  return std::any_of(manifest.events.begin(), manifest.events.end(), [&](const auto& sound) {
    return sound && std::find(sound->files.begin(), sound->files.end(), file) != sound->files.end();
  });
}

}  // namespace

std::vector<std::string> sound_files_in(const std::string& folder) {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
    const std::string name = entry.path().filename().string();
    if (entry.is_regular_file(ec) && is_sound_file(name)) names.push_back(name);
  }
  std::sort(names.begin(), names.end());
  return names;
}

SoundListing list_sounds(const std::string& folder, int rate, Diagnostics& problems) {
  SoundListing listing;
  listing.manifest_path = folder + "/sounds.json";
  const std::vector<std::string> files = sound_files_in(folder);
  listing.files = static_cast<int>(files.size());
  const SoundManifest manifest = load_sound_manifest(listing.manifest_path, files, problems);
  listing.manifest_present = manifest.present;
  std::map<std::string, FileCheck> checks;
  for (const std::string& file : files) {
    checks[file] = check_file(folder + "/" + file, file, rate, problems);
  }
  EventLister events{
      manifest, listing.manifest_path, read_text(listing.manifest_path), checks, listing, problems};
  for (int i = 0; i < view::kSoundCues; ++i) events.list(SoundCue(i));
  for (const std::string& file : files) {
    if (!played(manifest, file)) listing.rows.push_back(file_row("-", file, nullptr, checks[file]));
  }
  return listing;
}

std::string format_sound_table(const std::vector<SoundRow>& rows) {
  std::vector<std::vector<std::string>> cells = {
      {"EVENT", "FILE", "FORMAT", "GAIN", "DUCK", "DURATION", "TRUE PEAK", "PEAK AT GAIN"}};
  for (const SoundRow& r : rows) {
    cells.push_back(
        {r.event, r.file, r.format, r.gain, r.duck, r.duration, r.peak, r.peak_at_gain});
  }
  return format_text_table(cells);
}

}  // namespace hp::app
