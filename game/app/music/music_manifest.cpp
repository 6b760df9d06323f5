// MusicManifest: music.json read with nlohmann-json, every field checked with a fix in the message.
//
// The manifest's keys (docs/composing.md explains them with an example):
//   crossfade  number, seconds (0..30), default 2: the crossfade of moments that give none
//   duck_db    number, dB (-60..0), default -12: how far the current track drops under a stinger
//   moments    object: a key per moment (title, player_turn, enemy_turn, victory, defeat,
//              result), each a file name or an object:
//     track      string, required: a file in the music folder
//     gain_db    number, dB (-60..12), default 0
//     crossfade  number, seconds (0..30), default the top-level crossfade
//     stinger    bool, default true for victory and defeat, false otherwise
//     stems      array instead of track: 1..6 objects {"track": file, "intensity": [low, high]}
//                (intensity 0..1, default [0, 1]), files of equal length looped together
//     resume     bool, default true: a bed that comes back continues where it left off
//     bpm        number, 20..400: the track's tempo, so later changes can land on its beats
//     beats_per_bar  integer 1..16, default 4
//     offset     number, seconds (0..60), default 0: where the first downbeat is in the file
//     sync       "bar", "beat" or "none": where a change into this moment lands on the grid of
//                the bed playing then (if it has a bpm); default "bar", "none" for stingers
//     max_delay  number, seconds (0..30), default 4: the longest a change waits for the grid
//     intensity  object: this moment's shaping of the stems' intensity over the top-level one
//   intensity  object: how the battle drives the stems (intensity_manifest.cpp lists its fields)
//   loudness   number, LUFS (-40..-6): every moment without its own gain_db or loudness is
//              measured and played at it
//   (in a moment) loudness  number, LUFS (-40..-6): instead of gain_db, the level it plays at
//   maps       object: a key per map file name ("fortress.tmx"), each {"intensity": {...}}: that
//              map's shaping, over the moment's (or the top level's) on that map only
#include "game/app/music/music_manifest.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>

#include "game/app/content/edit_distance.h"
#include "game/app/content/json_text.h"
#include "game/app/content/manifest_checker.h"
#include "game/app/music/intensity_manifest.h"

namespace hp::app {
namespace {

using json = nlohmann::json;

constexpr const char* kMomentKeys[kMoments] = {"title",   "player_turn", "enemy_turn",
                                               "victory", "defeat",      "result"};

std::string joined(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "" : ", ") + n;
  return out.empty() ? "(none)" : out;
}

using Checker = ManifestChecker;

bool read_bool(const Checker& c, const json& entry, const char* key, const std::string& moment,
               int line, bool& out) {
  if (!entry.contains(key)) return true;
  if (!entry[key].is_boolean()) {
    c.error(line, "\"" + std::string(key) + "\" of \"" + moment + "\" must be true or false");
    return false;
  }
  out = entry[key].get<bool>();
  return true;
}

// A file name that must be in the music folder; false (reported) otherwise.
bool known_track(const Checker& c, const std::string& name, const std::string& what, int line,
                 const std::vector<std::string>& tracks) {
  if (std::find(tracks.begin(), tracks.end(), name) != tracks.end()) return true;
  c.error(line, what + " names \"" + name + "\", which is not a playable file in the music " +
                    "folder; drop it there or use one of: " + joined(tracks));
  return false;
}

bool read_stem(const Checker& c, const std::string& key, const json& v, std::size_t index,
               const std::vector<std::string>& tracks, std::vector<StemMusic>& out) {
  const std::string what = "stem " + std::to_string(index + 1) + " of \"" + key + "\"";
  const std::string name = v.is_object() && v.contains("track") && v["track"].is_string()
                               ? v["track"].get<std::string>()
                               : "";
  const int line = name.empty() ? line_of_keys(c.text, {"moments", key, "stems"})
                                : line_of_keys(c.text, {"moments", key, "stems", name});
  if (name.empty()) {
    c.error(line, what + " must be an object like {\"track\": \"battle_drums.ogg\", " +
                      "\"intensity\": [0.4, 1.0]}");
    return false;
  }
  for (const auto& [k, value] : v.items()) {
    if (k != "track" && k != "intensity")
      c.error(line, "unknown field \"" + k + "\" in " + what + "; use one of: track, intensity");
  }
  StemMusic stem{name, 0.0, 1.0, line};
  if (!known_track(c, name, what, line, tracks)) return false;
  if (v.contains("intensity")) {
    const json& r = v["intensity"];
    const bool ok = r.is_array() && r.size() == 2 && r[0].is_number() && r[1].is_number() &&
                    r[0].get<double>() >= 0 && r[1].get<double>() <= 1 &&
                    r[0].get<double>() <= r[1].get<double>();
    if (!ok) {
      c.error(line, "\"intensity\" of " + what + " must be [low, high] with 0 <= low <= high " +
                        "<= 1, e.g. [0.4, 1.0] (got " + r.dump() + ")");
      return false;
    }
    stem.low = r[0].get<double>();
    stem.high = r[1].get<double>();
  }
  for (const StemMusic& s : out) {
    if (s.track == name) {
      c.error(line, what + " repeats \"" + name + "\"; each stem is its own file");
      return false;
    }
  }
  out.push_back(stem);
  return true;
}

bool read_stems(const Checker& c, const std::string& key, const json& stems,
                const std::vector<std::string>& tracks, MomentMusic& music) {
  const int line = line_of_keys(c.text, {"moments", key, "stems"});
  if (!stems.is_array() || stems.empty() || stems.size() > MusicMixer::kMaxLayers) {
    c.error(line, "\"stems\" of \"" + key + "\" must be a list of 1 to " +
                      std::to_string(MusicMixer::kMaxLayers) +
                      " stems like [{\"track\": \"battle_pads.ogg\"}]");
    return false;
  }
  bool ok = true;
  for (std::size_t i = 0; i < stems.size(); ++i)
    ok = read_stem(c, key, stems[i], i, tracks, music.stems) && ok;
  if (ok && music.stinger) {
    c.error(line, "\"" + key + "\" has stems but is a stinger; stems make a looping bed, so " +
                      "set \"stinger\": false or give a single \"track\"");
    return false;
  }
  return ok;
}

bool read_sync(const Checker& c, const json& entry, const std::string& key, int line,
               MusicSync& out) {
  if (!entry.contains("sync")) return true;
  const json& v = entry["sync"];
  const std::string name = v.is_string() ? v.get<std::string>() : "";
  if (name == "bar" || name == "beat" || name == "none") {
    out = name == "bar" ? MusicSync::kBar : name == "beat" ? MusicSync::kBeat : MusicSync::kNone;
    return true;
  }
  c.error(line, "\"sync\" of \"" + key + "\" must be \"bar\", \"beat\" or \"none\" (got " +
                    v.dump() + ")");
  return false;
}

bool read_timing(const Checker& c, const json& entry, const std::string& key, int line,
                 MomentMusic& music) {
  bool ok = c.number(entry, "bpm", 20, 400, "beats per minute", line, music.timing.bpm);
  double beats = music.timing.beats_per_bar;
  if (c.number(entry, "beats_per_bar", 1, 16, "beats", line, beats) && beats != std::floor(beats)) {
    c.error(line, "\"beats_per_bar\" of \"" + key + "\" must be a whole number (got " +
                      entry["beats_per_bar"].dump() + ")");
    ok = false;
  }
  music.timing.beats_per_bar = static_cast<int>(beats);
  ok = c.number(entry, "offset", 0, 60, "seconds", line, music.timing.offset) && ok;
  ok = c.number(entry, "max_delay", 0, 30, "seconds", line, music.max_delay) && ok;
  ok = read_sync(c, entry, key, line, music.sync) && ok;
  if (!entry.contains("bpm") && (entry.contains("beats_per_bar") || entry.contains("offset"))) {
    c.error(line, "\"" + key + "\" gives \"beats_per_bar\" or \"offset\" without \"bpm\"; " +
                      "add the track's \"bpm\" or drop them");
    ok = false;
  }
  return ok;
}

// "track" or "stems", one of the two.
bool read_files(const Checker& c, const std::string& key, const json& entry, int line,
                const std::vector<std::string>& tracks, MomentMusic& music) {
  const bool has_track = entry.contains("track"), has_stems = entry.contains("stems");
  if (has_track && has_stems) {
    c.error(line, "moment \"" + key + "\" gives both \"track\" and \"stems\"; keep one");
    return false;
  }
  if (has_stems) return read_stems(c, key, entry["stems"], tracks, music);
  if (!has_track || !entry["track"].is_string() || entry["track"].get<std::string>().empty()) {
    c.error(line, "moment \"" + key + "\" needs \"track\": the name of a file in the music " +
                      "folder (there: " + joined(tracks) + "), or \"stems\"");
    return false;
  }
  music.track = entry["track"].get<std::string>();
  return known_track(c, music.track, "moment \"" + key + "\"", line, tracks);
}

// "loudness" (or the top level's, unless the moment sets its own gain_db).
bool read_loudness(const Checker& c, const json& entry, const std::string& key, int line,
                   const MusicManifest& manifest, MomentMusic& music) {
  if (!entry.contains("loudness")) {
    if (!entry.contains("gain_db")) music.loudness_lufs = manifest.loudness_lufs;
    return true;
  }
  if (entry.contains("gain_db")) {
    c.error(line, "moment \"" + key + "\" gives both \"gain_db\" and \"loudness\"; keep " +
                      "\"loudness\" to have it measured and matched, or \"gain_db\" to set " +
                      "the gain yourself");
    return false;
  }
  double lufs = 0;
  if (!c.number(entry, "loudness", -40, -6, "LUFS", line, lufs)) return false;
  music.loudness_lufs = lufs;
  return true;
}

std::optional<MomentMusic> read_moment(const Checker& c, const std::string& key, const json& v,
                                       const MusicManifest& manifest,
                                       const std::vector<std::string>& tracks) {
  const int line = line_of_keys(c.text, {"moments", key});
  MomentMusic music;
  music.line = line;
  music.crossfade = manifest.crossfade;
  music.stinger = key == "victory" || key == "defeat";
  json entry = v.is_string() ? json{{"track", v}} : v;
  if (!entry.is_object()) {
    c.error(line, "moment \"" + key +
                      "\" must be a file name or an object like {\"track\": \"theme.ogg\"}");
    return std::nullopt;
  }
  c.unknown_keys(entry,
                 {"track", "stems", "gain_db", "crossfade", "stinger", "resume", "bpm",
                  "beats_per_bar", "offset", "sync", "max_delay", "intensity", "loudness"},
                 {"moments", key}, "field of \"" + key + "\"");
  bool ok = read_bool(c, entry, "stinger", key, line, music.stinger);
  if (music.stinger) music.sync = MusicSync::kNone;  // a stinger lands at once unless told
  ok = read_files(c, key, entry, line, tracks, music) && ok;
  ok = c.number(entry, "gain_db", -60, 12, "decibels", line, music.gain_db) && ok;
  ok = c.number(entry, "crossfade", 0, 30, "seconds", line, music.crossfade) && ok;
  ok = read_bool(c, entry, "resume", key, line, music.resume) && ok;
  ok = read_timing(c, entry, key, line, music) && ok;
  ok = read_loudness(c, entry, key, line, manifest, music) && ok;
  if (entry.contains("intensity")) {
    IntensityShape shape = manifest.intensity;
    ok = read_intensity_shape(c, entry["intensity"], {"moments", key, "intensity"}, shape) && ok;
    music.intensity = shape;
  }
  return ok ? std::optional(music) : std::nullopt;
}

void read_moments(const Checker& c, const json& moments, MusicManifest& manifest,
                  const std::vector<std::string>& tracks) {
  if (!moments.is_object()) {
    c.error(line_of_keys(c.text, {"moments"}),
            "\"moments\" must be an object like {\"title\": \"theme.ogg\"}");
    return;
  }
  c.unknown_keys(moments, {"title", "player_turn", "enemy_turn", "victory", "defeat", "result"},
                 {"moments"}, "moment");
  for (int i = 0; i < kMoments; ++i) {
    if (!moments.contains(kMomentKeys[i])) continue;
    manifest.moments[static_cast<std::size_t>(i)] =
        read_moment(c, kMomentKeys[i], moments[kMomentKeys[i]], manifest, tracks);
  }
}

bool map_file_name(const std::string& name) {
  const auto ends = [&](std::string_view tail) {
    return name.size() > tail.size() &&
           name.compare(name.size() - tail.size(), tail.size(), tail) == 0;
  };
  return name.find('/') == std::string::npos && (ends(".tmx") || ends(".tmj") || ends(".json"));
}

// "maps": each entry's block is checked once over the top-level shaping (its problems reported
// there), then laid over each moment's own shaping without a word (it is known good by then).
void read_maps(const Checker& c, const json& maps, MusicManifest& manifest) {
  const std::string example = "{\"fortress.tmx\": {\"intensity\": {\"fall\": 10}}}";
  if (!maps.is_object()) {
    c.error(line_of_keys(c.text, {"maps"}), "\"maps\" must be an object like " + example);
    return;
  }
  for (const auto& item : maps.items()) {
    const std::string& name = item.key();
    const json& entry = item.value();
    const int line = line_of_keys(c.text, {"maps", name});
    if (!map_file_name(name)) {
      c.error(line, "\"maps\" names \"" + name + "\", which is not a map's file name: use the " +
                        "name of the .tmx (or .tmj, .json) file in maps/, e.g. " + example);
      continue;
    }
    if (!entry.is_object()) {
      c.error(line, "map \"" + name + "\" must be an object like {\"intensity\": {\"fall\": 10}}");
      continue;
    }
    c.unknown_keys(entry, {"intensity"}, {"maps", name}, "field of map \"" + name + "\"");
    if (!entry.contains("intensity")) continue;
    const std::vector<std::string_view> keys = {"maps", name, "intensity"};
    IntensityShape checked = manifest.intensity;
    if (!read_intensity_shape(c, entry["intensity"], keys, checked)) continue;
    MapMusic map;
    map.line = line;
    for (int i = 0; i < kMoments; ++i) {
      const std::optional<MomentMusic>& moment = manifest.moments[static_cast<std::size_t>(i)];
      IntensityShape& shape = map.intensity[static_cast<std::size_t>(i)];
      shape = moment && moment->intensity ? *moment->intensity : manifest.intensity;
      Diagnostics quiet;  // checked above
      read_intensity_shape(Checker{c.text, c.path, quiet}, entry["intensity"], keys, shape);
    }
    manifest.maps[name] = std::move(map);
  }
}

}  // namespace

IntensityBlock MusicManifest::intensity_block(Moment moment, const std::string& map_name) const {
  if (maps.count(map_name)) return IntensityBlock::kMap;
  const std::optional<MomentMusic>& music = at(moment);
  return music && music->intensity ? IntensityBlock::kMoment : IntensityBlock::kTopLevel;
}

const IntensityShape& MusicManifest::intensity_at(Moment moment,
                                                  const std::string& map_name) const {
  switch (intensity_block(moment, map_name)) {
    case IntensityBlock::kMap:
      return maps.at(map_name).intensity[static_cast<std::size_t>(moment)];
    case IntensityBlock::kMoment:
      return *at(moment)->intensity;
    case IntensityBlock::kTopLevel:
      break;
  }
  return intensity;
}

std::vector<std::string> MomentMusic::files() const {
  if (stems.empty()) return {track};
  std::vector<std::string> names;
  for (const StemMusic& s : stems) names.push_back(s.track);
  return names;
}

const char* moment_key(Moment moment) {
  return kMomentKeys[static_cast<int>(moment)];
}

MusicManifest parse_music_manifest(std::string_view text, const std::string& path,
                                   const std::vector<std::string>& tracks, Diagnostics& problems) {
  MusicManifest manifest;
  manifest.present = true;
  json root;
  if (!parse_json_reporting(text, path, problems, root)) return manifest;
  const Checker c{text, path, problems};
  if (!root.is_object()) {
    c.error(1, "the manifest must be a JSON object like {\"moments\": {\"title\": \"theme.ogg\"}}");
    return manifest;
  }
  c.unknown_keys(root, {"crossfade", "duck_db", "intensity", "loudness", "moments", "maps"}, {},
                 "key");
  c.number(root, "crossfade", 0, 30, "seconds", line_of_keys(text, {"crossfade"}),
           manifest.crossfade);
  c.number(root, "duck_db", -60, 0, "decibels", line_of_keys(text, {"duck_db"}), manifest.duck_db);
  if (root.contains("loudness")) {
    double lufs = 0;
    if (c.number(root, "loudness", -40, -6, "LUFS", line_of_keys(text, {"loudness"}), lufs))
      manifest.loudness_lufs = lufs;
  }
  if (root.contains("intensity"))
    read_intensity_shape(c, root["intensity"], {"intensity"}, manifest.intensity);
  if (root.contains("moments")) read_moments(c, root["moments"], manifest, tracks);
  if (root.contains("maps")) read_maps(c, root["maps"], manifest);  // over the moments' shaping
  return manifest;
}

MusicManifest load_music_manifest(const std::string& path, const std::vector<std::string>& tracks,
                                  Diagnostics& problems) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return {};
  std::ostringstream text;
  text << file.rdbuf();
  return parse_music_manifest(text.str(), path, tracks, problems);
}

}  // namespace hp::app
