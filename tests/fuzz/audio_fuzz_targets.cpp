// Audio fuzz targets: the music and sound manifests and the loop-tag reader, with their promises.
#include "tests/fuzz/audio_fuzz_targets.h"

#include <algorithm>
#include <exception>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/audio/tracks/loop_tags.h"
#include "engine/core/diagnostic.h"
#include "game/app/music/intensity_log.h"
#include "game/app/music/music_manifest.h"
#include "game/app/sound/sound_manifest.h"

namespace hp::tiled::fuzz {
namespace {

using app::EventSound;
using app::IntensityCurve;
using app::IntensityShape;
using app::MomentMusic;
using app::MusicManifest;
using app::SoundManifest;
using app::StemMusic;

std::string_view as_text(std::span<const std::uint8_t> input) {
  return {reinterpret_cast<const char*>(input.data()), input.size()};
}

// The files the manifests may name: the shipped ones (so the shipped manifests, the seeds, are
// read without a problem).
const std::vector<std::string> kTracks = {"theme.ogg",       "battle_base.ogg", "battle_drums.ogg",
                                          "battle_lead.ogg", "enemy_turn.ogg",  "victory.ogg",
                                          "defeat.ogg"};
const std::vector<std::string> kSounds = {
    "select.wav",     "deny.wav",        "slam_1.wav",     "slam_2.wav",     "slam_3.wav",
    "footstep_1.wav", "footstep_2.wav",  "footstep_3.wav", "footstep_4.wav", "knock_out.wav",
    "flee.wav",       "turn_change.wav", "victory.wav",    "defeat.wav"};

bool inside(double value, double low, double high) {
  return value >= low && value <= high;  // false for NaN
}

bool known(const std::vector<std::string>& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

// Lines an editor shows for the text: one more than its newlines.
int lines_in(std::string_view text) {
  return 1 + static_cast<int>(std::count(text.begin(), text.end(), '\n'));
}

// The manifests' promise about problems: each reads "path:line: error: ..." (or warning) about
// the file it was given, at a line of the text, and says something.
std::string check_problems(const Diagnostics& problems, const std::string& path,
                           std::string_view text) {
  for (const Diagnostic& d : problems.items()) {
    const std::string line = d.to_string();
    if (d.path != path) return "a problem names another file: " + line;
    if (d.line < 1 || d.line > lines_in(text)) {
      return "a problem's line is not in the text: " + line;
    }
    if (d.message.empty()) return "a problem says nothing: " + line;
    const std::string head = path + ":" + std::to_string(d.line) + ": ";
    if (line.rfind(head + "error: ", 0) != 0 && line.rfind(head + "warning: ", 0) != 0) {
      return "a problem does not read path:line: error|warning: " + line;
    }
  }
  return {};
}

std::string check_stems(const MomentMusic& music, std::string_view text) {
  if (music.stems.size() > MusicMixer::kMaxLayers) return "a moment kept more stems than 6";
  for (std::size_t i = 0; i < music.stems.size(); ++i) {
    const StemMusic& stem = music.stems[i];
    if (!known(kTracks, stem.track)) return "a kept stem names an unknown track: " + stem.track;
    if (!(inside(stem.low, 0, 1) && inside(stem.high, 0, 1) && stem.low <= stem.high)) {
      return "a kept stem's intensity range is outside 0 <= low <= high <= 1";
    }
    if (stem.line < 1 || stem.line > lines_in(text)) return "a kept stem's line is not in the text";
    for (std::size_t j = 0; j < i; ++j) {
      if (music.stems[j].track == stem.track) return "a moment kept the same stem twice";
    }
  }
  return {};
}

std::string check_timing(const MomentMusic& music) {
  const MusicTiming& timing = music.timing;
  if (timing.bpm != 0 && !inside(timing.bpm, 20, 400)) return "a kept bpm is outside 20..400";
  if (!inside(timing.beats_per_bar, 1, 16)) return "a kept beats_per_bar is outside 1..16";
  if (!inside(timing.offset, 0, 60)) return "a kept offset is outside 0..60 s";
  if (timing.bpm == 0 && (timing.offset != 0 || timing.beats_per_bar != 4)) {
    return "a moment without bpm kept an offset or beats_per_bar";
  }
  if (!inside(music.max_delay, 0, 30)) return "a kept max_delay is outside 0..30 s";
  return {};
}

std::string check_moment(const MomentMusic& music, std::string_view text) {
  if (music.track.empty() == music.stems.empty()) {
    return "a kept moment has not exactly one of track and stems";
  }
  if (!music.track.empty() && !known(kTracks, music.track)) {
    return "a kept moment names an unknown track: " + music.track;
  }
  if (music.stinger && !music.stems.empty()) return "a kept stinger has stems";
  if (!inside(music.gain_db, -60, 12)) return "a kept gain_db is outside -60..12 dB";
  if (!inside(music.crossfade, 0, 30)) return "a kept crossfade is outside 0..30 s";
  if (music.line < 1 || music.line > lines_in(text)) {
    return "a kept moment's line is not in the text";
  }
  std::string problem = check_stems(music, text);
  return problem.empty() ? check_timing(music) : problem;
}

std::string check_curve(const IntensityCurve& curve, double max_x) {
  for (std::size_t i = 0; i < curve.points.size(); ++i) {
    const auto& [x, y] = curve.points[i];
    if (!inside(x, 0, max_x) || !inside(y, 0, 1)) return "a kept intensity point is out of range";
    if (i > 0 && x < curve.points[i - 1].first) return "kept intensity points are not in order";
  }
  return {};
}

std::string check_shape(const IntensityShape& shape) {
  std::string problem = check_curve(shape.closeness, 1000);
  if (problem.empty()) problem = check_curve(shape.wounds, 1);
  if (problem.empty() && !inside(shape.last_enemy, 0, 1)) problem = "last_enemy is outside 0..1";
  if (problem.empty() && (!inside(shape.rise_seconds, 0, 60) || !inside(shape.fall_seconds, 0, 60)))
    problem = "a kept rise or fall is outside 0..60 s";
  if (problem.empty() && !inside(shape.stem_fade_seconds, 0.05, 30))
    problem = "a kept stem_fade is outside 0.05..30 s";
  return problem;
}

std::string check_music(const MusicManifest& manifest, std::string_view text) {
  if (!manifest.present) return "a parsed manifest is not marked present";
  if (std::string problem = check_shape(manifest.intensity); !problem.empty()) return problem;
  if (manifest.loudness_lufs && !inside(*manifest.loudness_lufs, -40, -6))
    return "the kept loudness is outside -40..-6 LUFS";
  for (const std::optional<MomentMusic>& music : manifest.moments) {
    if (music && music->loudness_lufs && !inside(*music->loudness_lufs, -40, -6))
      return "a moment's kept loudness is outside -40..-6 LUFS";
    if (!music || !music->intensity) continue;
    if (std::string problem = check_shape(*music->intensity); !problem.empty()) return problem;
  }
  if (!inside(manifest.crossfade, 0, 30)) return "the default crossfade is outside 0..30 s";
  if (!inside(manifest.duck_db, -60, 0)) return "duck_db is outside -60..0 dB";
  for (const std::optional<MomentMusic>& music : manifest.moments) {
    const std::string problem = music ? check_moment(*music, text) : "";
    if (!problem.empty()) return problem;
  }
  return {};
}

std::string check_sounds(const SoundManifest& manifest) {
  if (!manifest.present) return "a parsed manifest is not marked present";
  for (const std::optional<EventSound>& sound : manifest.events) {
    if (!sound) continue;
    if (sound->files.empty()) return "a kept event has no files";
    for (const std::string& file : sound->files) {
      if (!known(kSounds, file)) return "a kept event names an unknown file: " + file;
    }
    if (!inside(sound->gain_db, -60, 12)) return "a kept gain_db is outside -60..12 dB";
    if (!inside(sound->duck_db, -30, 0)) return "a kept duck_db is outside -30..0 dB";
    if (!inside(sound->min_interval, 0, 5)) return "a kept min_interval is outside 0..5 s";
  }
  return {};
}

// Loop positions a tag can give: whole samples of up to 18 digits, or times under 1e15 frames.
constexpr std::int64_t kMaxLoopValue = 999'999'999'999'999'999;

bool valid_loop_value(const std::optional<std::int64_t>& value) {
  return !value || (*value >= 0 && *value <= kMaxLoopValue);
}

// LoopTags::loop()'s promise (SDL_mixer 2.6's reading): LOOPLENGTH wins over LOOPEND, a missing
// LOOPSTART is 0, and a loop is [start, end) with start < end whenever the tags make one.
std::string check_loop(const LoopTags& tags) {
  if (!valid_loop_value(tags.loop_start) || !valid_loop_value(tags.loop_length) ||
      !valid_loop_value(tags.loop_end)) {
    return "a loop tag gave a negative or too large position";
  }
  const std::int64_t start = tags.loop_start.value_or(0);
  std::optional<std::int64_t> end = tags.loop_end;  // no overflow: both terms are under 1e18
  if (tags.loop_length) end = start + *tags.loop_length;
  const auto loop = tags.loop();
  if (end && *end > start && loop != std::pair{start, *end}) {
    return "loop() is not [LOOPSTART, LOOPSTART + LOOPLENGTH or LOOPEND)";
  }
  if ((!end || *end <= start) && loop) return "loop() gave a loop the tags do not make";
  return {};
}

std::string check_tags(const LoopTags& tags, std::string_view bytes) {
  const std::string_view magic = bytes.substr(0, 4);
  const std::string& container = tags.container;
  if (container != "" && container != "OGG Vorbis" && container != "Opus" && container != "FLAC") {
    return "an unknown container name: " + container;
  }
  if (magic != "OggS" && magic != "fLaC" && (!container.empty() || !tags.comments.empty())) {
    return "tags were read from bytes without an Ogg or FLAC magic";
  }
  if (tags.sample_rate < 0 || tags.sample_rate >= (1 << 20)) return "a sample rate out of range";
  if (container == "Opus" && tags.sample_rate != 48000) return "an Opus rate other than 48 kHz";
  std::size_t text = 0;
  for (const std::string& comment : tags.comments) text += comment.size();
  if (text > bytes.size()) return "the comments hold more bytes than the input";
  if (tags.comments.size() > 100000) return "more comments than the reader's cap";
  return check_loop(tags);
}

}  // namespace

std::string run_music_manifest(std::span<const std::uint8_t> input) {
  const std::string path = "data/music/music.json";
  try {
    Diagnostics problems;
    const MusicManifest manifest =
        app::parse_music_manifest(as_text(input), path, kTracks, problems);
    const std::string problem = check_problems(problems, path, as_text(input));
    return problem.empty() ? check_music(manifest, as_text(input)) : problem;
  } catch (const std::exception& e) {
    return std::string("an exception escaped parse_music_manifest: ") + e.what();
  }
}

std::string run_sound_manifest(std::span<const std::uint8_t> input) {
  const std::string path = "data/sounds/sounds.json";
  try {
    Diagnostics problems;
    const SoundManifest manifest =
        app::parse_sound_manifest(as_text(input), path, kSounds, problems);
    const std::string problem = check_problems(problems, path, as_text(input));
    return problem.empty() ? check_sounds(manifest) : problem;
  } catch (const std::exception& e) {
    return std::string("an exception escaped parse_sound_manifest: ") + e.what();
  }
}

std::string run_intensity_log(std::span<const std::uint8_t> input) {
  const std::string path = "battle.log";
  try {
    Diagnostics problems;
    const std::vector<app::IntensitySample> log =
        app::parse_intensity_log(as_text(input), path, problems);
    if (std::string problem = check_problems(problems, path, as_text(input)); !problem.empty())
      return problem;
    for (std::size_t i = 0; i < log.size(); ++i) {
      const app::IntensitySample& s = log[i];
      if (!(s.seconds >= 0) || (i > 0 && s.seconds < log[i - 1].seconds))
        return "kept samples' seconds are negative or not in order";
      if (!inside(s.inputs.wounds, 0, 1)) return "a kept sample's wounds are outside 0..1";
      if (!(s.inputs.gap_reaches >= 0)) return "a kept sample's gap is negative or NaN";
    }
    return {};
  } catch (const std::exception& e) {
    return std::string("an exception escaped parse_intensity_log: ") + e.what();
  }
}

std::string run_loop_tags(std::span<const std::uint8_t> input) {
  try {
    const std::string problem = check_tags(read_loop_tags(as_text(input)), as_text(input));
    if (!problem.empty()) return problem;
    if (!valid_loop_value(parse_loop_value(as_text(input), 48000))) {
      return "parse_loop_value gave a negative or too large position";
    }
    return {};
  } catch (const std::exception& e) {
    return std::string("an exception escaped the loop-tag reader: ") + e.what();
  }
}

}  // namespace hp::tiled::fuzz
