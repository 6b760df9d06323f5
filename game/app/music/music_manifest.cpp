// MusicManifest: music.json read with nlohmann-json, every field checked with a fix in the message.
//
// The manifest's keys (docs/composing.md explains them with an example):
//   crossfade  number, seconds (0..30), default 2: the crossfade of moments that give none
//   duck_db    number, dB (-60..0), default -12: how far the current track drops under a stinger
//   moments    object: a key per moment (title, player_turn, enemy_turn, victory, defeat), each
//              a file name or an object:
//     track      string, required: a file in the music folder
//     gain_db    number, dB (-60..12), default 0
//     crossfade  number, seconds (0..30), default the top-level crossfade
//     stinger    bool, default true for victory and defeat, false otherwise
#include "game/app/music/music_manifest.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "game/app/content/edit_distance.h"
#include "game/app/content/json_text.h"

namespace hp::app {
namespace {

using json = nlohmann::json;

constexpr const char* kMomentKeys[kMoments] = {"title", "player_turn", "enemy_turn", "victory",
                                               "defeat"};

std::string joined(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "" : ", ") + n;
  return out.empty() ? "(none)" : out;
}

// The context every check needs: the text (for lines), the path, where problems go.
struct Checker {
  std::string_view text;
  const std::string& path;
  Diagnostics& problems;

  void error(int line, const std::string& message) const { problems.error(path, line, message); }

  // A number field in [lo, hi]; false (reported) when it is there but wrong.
  bool number(const json& object, const char* key, double lo, double hi, const char* unit, int line,
              double& out) const {
    if (!object.contains(key)) return true;
    const json& v = object.at(key);
    if (!v.is_number() || v.get<double>() < lo || v.get<double>() > hi) {
      std::ostringstream m;
      m << "\"" << key << "\" must be a number of " << unit << " from " << lo << " to " << hi
        << " (got " << v.dump() << ")";
      error(line, m.str());
      return false;
    }
    out = v.get<double>();
    return true;
  }

  // Keys other than known are reported with the list of known ones.
  void unknown_keys(const json& object, std::initializer_list<const char*> known,
                    std::vector<std::string_view> where, const std::string& what) const {
    for (const auto& [key, value] : object.items()) {
      const bool ok =
          std::any_of(known.begin(), known.end(), [&](const char* k) { return key == k; });
      if (ok) continue;
      std::string list;
      for (const char* k : known) list += (list.empty() ? "" : ", ") + std::string(k);
      const std::vector<std::string_view> names(known.begin(), known.end());
      const auto match = closest_match(key, names);
      const std::string fix =
          match ? "did you mean \"" + std::string(*match) + "\"? (known: " + list + ")"
                : "use one of: " + list;
      std::vector<std::string_view> keys = where;
      keys.push_back(key);
      error(line_of_keys(text, keys), "unknown " + what + " \"" + key + "\"; " + fix);
    }
  }
};

std::optional<MomentMusic> read_moment(const Checker& c, const std::string& key, const json& v,
                                       const MusicManifest& manifest,
                                       const std::vector<std::string>& tracks) {
  const int line = line_of_keys(c.text, {"moments", key});
  MomentMusic music;
  music.crossfade = manifest.crossfade;
  music.stinger = key == "victory" || key == "defeat";
  json entry = v.is_string() ? json{{"track", v}} : v;
  if (!entry.is_object()) {
    c.error(line, "moment \"" + key +
                      "\" must be a file name or an object like {\"track\": \"theme.ogg\"}");
    return std::nullopt;
  }
  c.unknown_keys(entry, {"track", "gain_db", "crossfade", "stinger"}, {"moments", key},
                 "field of \"" + key + "\"");
  if (!entry.contains("track") || !entry["track"].is_string() ||
      entry["track"].get<std::string>().empty()) {
    c.error(line, "moment \"" + key + "\" needs \"track\": the name of a file in the music " +
                      "folder (there: " + joined(tracks) + ")");
    return std::nullopt;
  }
  music.track = entry["track"].get<std::string>();
  if (std::find(tracks.begin(), tracks.end(), music.track) == tracks.end()) {
    c.error(line, "moment \"" + key + "\" names \"" + music.track +
                      "\", which is not a playable file in the music folder; drop it there or " +
                      "use one of: " + joined(tracks));
    return std::nullopt;
  }
  bool ok = c.number(entry, "gain_db", -60, 12, "decibels", line, music.gain_db);
  ok = c.number(entry, "crossfade", 0, 30, "seconds", line, music.crossfade) && ok;
  if (entry.contains("stinger")) {
    if (!entry["stinger"].is_boolean()) {
      c.error(line, "\"stinger\" of \"" + key + "\" must be true or false");
      ok = false;
    } else {
      music.stinger = entry["stinger"].get<bool>();
    }
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
  c.unknown_keys(moments, {"title", "player_turn", "enemy_turn", "victory", "defeat"}, {"moments"},
                 "moment");
  for (int i = 0; i < kMoments; ++i) {
    if (!moments.contains(kMomentKeys[i])) continue;
    manifest.moments[static_cast<std::size_t>(i)] =
        read_moment(c, kMomentKeys[i], moments[kMomentKeys[i]], manifest, tracks);
  }
}

}  // namespace

const char* moment_key(Moment moment) {
  return kMomentKeys[static_cast<int>(moment)];
}

MusicManifest parse_music_manifest(std::string_view text, const std::string& path,
                                   const std::vector<std::string>& tracks, Diagnostics& problems) {
  MusicManifest manifest;
  manifest.present = true;
  json root;
  try {
    root = json::parse(text.begin(), text.end());
  } catch (const json::parse_error& e) {
    const TextPosition p = position_of(text, e.byte);
    problems.error(path, p.line,
                   "column " + std::to_string(p.column) + ": not valid JSON (" +
                       parse_error_reason(e.what()) +
                       "); check for a missing comma, quote or brace just before it");
    return manifest;
  } catch (const json::exception& e) {  // e.g. a number too large for a double
    problems.error(path, 0, "not usable JSON (" + parse_error_reason(e.what()) + ")");
    return manifest;
  }
  const Checker c{text, path, problems};
  if (!root.is_object()) {
    c.error(1, "the manifest must be a JSON object like {\"moments\": {\"title\": \"theme.ogg\"}}");
    return manifest;
  }
  c.unknown_keys(root, {"crossfade", "duck_db", "moments"}, {}, "key");
  c.number(root, "crossfade", 0, 30, "seconds", line_of_keys(text, {"crossfade"}),
           manifest.crossfade);
  c.number(root, "duck_db", -60, 0, "decibels", line_of_keys(text, {"duck_db"}), manifest.duck_db);
  if (root.contains("moments")) read_moments(c, root["moments"], manifest, tracks);
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
