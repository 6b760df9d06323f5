// TrackListing: probes or decodes each file, measures it and lays the answers out in columns.
#include "game/app/music/track_listing.h"

#include <SDL_mixer.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "engine/audio/mix/loudness.h"
#include "engine/audio/tracks/track_decoder.h"
#include "engine/audio/tracks/track_problems.h"
#include "game/app/content/json_text.h"
#include "game/app/content/text_table.h"
#include "game/app/music/moment_problems.h"

namespace hp::app {
namespace {

std::string clock_text(double seconds) {
  if (seconds < 0) return "?";
  const long millis = std::lround(seconds * 1000.0);
  char text[32];
  std::snprintf(text, sizeof text, "%ld:%02ld.%03ld", millis / 60000, (millis / 1000) % 60,
                millis % 1000);
  return text;
}

std::string level_text(double db, const char* unit) {
  if (!std::isfinite(db)) return std::string("-inf ") + unit;
  char text[32];
  std::snprintf(text, sizeof text, "%.1f %s", db, unit);
  return text;
}

std::string loop_text(const TrackInfo& info) {
  const auto loop = info.tags.loop();
  if (!loop)
    return info.tags.loop_start || info.tags.loop_end ? "bad loop tags: whole track"
                                                      : "whole track";
  const double rate = info.tags.sample_rate > 0 ? info.tags.sample_rate : 44100.0;
  return clock_text(static_cast<double>(loop->first) / rate) + "-" +
         clock_text(static_cast<double>(loop->second) / rate) + " (" + std::to_string(loop->first) +
         "-" + std::to_string(loop->second) + " @ " + std::to_string(static_cast<int>(rate)) +
         " Hz)";
}

std::string moments_using(const MusicManifest& manifest, const std::string& name) {
  std::string out;
  for (int i = 0; i < kMoments; ++i) {
    const auto& m = manifest.moments[static_cast<std::size_t>(i)];
    const auto files = m ? m->files() : std::vector<std::string>{};
    if (std::find(files.begin(), files.end(), name) != files.end())
      out += (out.empty() ? "" : ",") + std::string(moment_key(Moment(i)));
  }
  return out.empty() ? "-" : out;
}

int device_rate() {
  int rate = 0, channels = 0;
  Uint16 format = 0;
  return Mix_QuerySpec(&rate, &format, &channels) ? rate : 0;
}

// Fills the row as the game's loader would see the file: a probe, then (kDecode) the same decode
// it runs; false (with row.problem, in the loader's words) when the file cannot be played.
bool examine(const TrackFile& file, ListDepth depth, TrackRow& row, TrackInfo& info,
             std::shared_ptr<PcmTrack>& track) {
  std::string error;
  if (!probe_track(file.path, info, error)) {
    row.problem = "SDL_mixer cannot open it (" + error + ")";
    return false;
  }
  row.duration = clock_text(info.seconds);
  if (depth != ListDepth::kDecode || info.seconds > kMaxTrackSeconds) return true;
  track = decode_track(file.path, file.name, kMaxTrackSeconds, info, error);
  if (!track) {
    row.problem = error;
    return false;
  }
  row.frames = track->frames();
  const LoudnessReport level = measure_loudness(track->samples, device_rate());
  row.loudness = level_text(level.integrated_lufs, "LUFS");
  row.peak = level_text(level.true_peak_dbtp, "dBTP");
  return true;
}

TrackRow list_track(const TrackFile& file, const MusicManifest& manifest, ListDepth depth,
                    Diagnostics& problems) {
  TrackRow row{file.name, file.format, "?", "?", "?", "?", moments_using(manifest, file.name), ""};
  TrackInfo info;
  std::shared_ptr<PcmTrack> track;
  if (depth == ListDepth::kTags) {
    info.tags = read_loop_tags_from_file(file.path);
    info.file_rate = info.tags.sample_rate;
  } else if (!examine(file, depth, row, info, track)) {
    problems.error(file.path, 0, unplayable_problem(row.problem).message);
    return row;
  }
  row.loop = loop_text(info);
  for (const TrackProblem& p : find_track_problems(
           info, track.get(), depth == ListDepth::kTags ? 0 : device_rate(), kMaxTrackSeconds)) {
    if (p.error) problems.error(file.path, 0, p.message);
    if (!p.error) problems.warning(file.path, 0, p.message);
  }
  return row;
}

// The game's stem rule on the decoded lengths, once every stem decoded.
void check_stems(const std::string& manifest_path, Moment moment, const MomentMusic& music,
                 const std::vector<TrackRow>& rows, Diagnostics& problems) {
  std::vector<StemLength> lengths;
  for (const StemMusic& stem : music.stems) {
    const auto row = std::find_if(rows.begin(), rows.end(),
                                  [&](const TrackRow& r) { return r.name == stem.track; });
    if (row == rows.end() || row->frames < 0) return;  // not decoded: named on its own
    lengths.push_back({stem.track, row->frames});
  }
  if (const auto problem = stem_problem(manifest_path, moment, music, lengths, device_rate())) {
    problems.add(*problem);
  }
}

}  // namespace

std::vector<TrackRow> list_tracks(const MusicLibrary& library, const MusicManifest& manifest,
                                  ListDepth depth, Diagnostics& problems) {
  std::vector<TrackRow> rows;
  for (const TrackFile& file : library.tracks()) {
    rows.push_back(list_track(file, manifest, depth, problems));
  }
  return rows;
}

void check_manifest_tracks(const std::string& manifest_path, const MusicManifest& manifest,
                           const std::vector<TrackRow>& rows, Diagnostics& problems) {
  std::ifstream file(manifest_path, std::ios::binary);
  std::ostringstream text;
  text << file.rdbuf();
  for (int i = 0; i < kMoments; ++i) {
    const auto& music = manifest.moments[static_cast<std::size_t>(i)];
    if (!music) continue;
    check_stems(manifest_path, Moment(i), *music, rows, problems);
    const auto row = std::find_if(rows.begin(), rows.end(),
                                  [&](const TrackRow& r) { return r.name == music->track; });
    if (row == rows.end() || row->problem.empty()) continue;
    const std::string key = moment_key(Moment(i));
    problems.error(manifest_path, line_of_keys(text.str(), {"moments", key}),
                   "moment \"" + key + "\" names \"" + music->track + "\", which cannot be " +
                       "played (" + row->problem + "); export it again or name another file");
  }
}

std::vector<std::string> stem_sum_lines(const MusicLibrary& library, const MusicManifest& manifest,
                                        const std::vector<TrackRow>& rows) {
  std::vector<std::string> lines;
  const int rate = device_rate();
  for (int i = 0; i < kMoments; ++i) {
    const auto& music = manifest.moments[static_cast<std::size_t>(i)];
    if (!music || music->stems.size() < 2 || rate <= 0) continue;
    std::vector<float> sum;
    const double gain = std::pow(10.0, music->gain_db / 20.0) / 32768.0;
    for (const StemMusic& stem : music->stems) {
      const auto row = std::find_if(rows.begin(), rows.end(),
                                    [&](const TrackRow& r) { return r.name == stem.track; });
      const TrackFile* file = library.find(stem.track);
      if (row == rows.end() || row->frames < 0 || !file) break;
      std::string error;
      const auto track = decode_track(file->path, file->name, kMaxTrackSeconds, error);
      if (!track || (!sum.empty() && track->samples.size() != sum.size())) break;  // uneven
      sum.resize(track->samples.size(), 0.0f);
      for (std::size_t k = 0; k < sum.size(); ++k) {
        sum[k] += static_cast<float>(track->samples[k] * gain);
      }
      if (&stem != &music->stems.back()) continue;
      const LoudnessReport level = measure_loudness(sum, rate);
      char text[64];
      std::snprintf(text, sizeof text, " stems at once at %.1f dB: true peak ", music->gain_db);
      lines.push_back(std::string(moment_key(Moment(i))) + ": " +
                      std::to_string(music->stems.size()) + text +
                      level_text(level.true_peak_dbtp, "dBTP") + ", " +
                      level_text(level.integrated_lufs, "LUFS"));
    }
  }
  return lines;
}

std::string format_track_table(const std::vector<TrackRow>& rows) {
  std::vector<std::vector<std::string>> cells = {
      {"TRACK", "FORMAT", "DURATION", "LOOP", "LOUDNESS", "TRUE PEAK", "MOMENTS"}};
  for (const TrackRow& r : rows) {
    cells.push_back({r.name, r.format, r.duration,
                     r.problem.empty() ? r.loop : "cannot play: " + r.problem, r.loudness, r.peak,
                     r.moments});
  }
  return format_text_table(cells);
}

}  // namespace hp::app
