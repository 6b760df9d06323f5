// TrackListing: probes each file and lays the answers out in columns.
#include "game/app/music/track_listing.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/audio/track_decoder.h"

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

}  // namespace

std::vector<TrackRow> list_tracks(const MusicLibrary& library, const MusicManifest& manifest,
                                  bool probe) {
  std::vector<TrackRow> rows;
  for (const TrackFile& file : library.tracks()) {
    TrackRow row{file.name, file.format, "?", "?", moments_using(manifest, file.name), ""};
    TrackInfo info;
    std::string error;
    if (!probe) {
      info.tags = read_loop_tags_from_file(file.path);
      row.loop = loop_text(info);
    } else if (probe_track(file.path, info, error)) {
      row.duration = clock_text(info.seconds);
      row.loop = loop_text(info);
    } else {
      row.problem = error;
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

std::string format_track_table(const std::vector<TrackRow>& rows) {
  std::vector<std::vector<std::string>> cells = {
      {"TRACK", "FORMAT", "DURATION", "LOOP", "MOMENTS"}};
  for (const TrackRow& r : rows) {
    cells.push_back({r.name, r.format, r.duration,
                     r.problem.empty() ? r.loop : "cannot open: " + r.problem, r.moments});
  }
  std::size_t width[5] = {};
  for (const auto& line : cells) {
    for (std::size_t c = 0; c < 5; ++c) width[c] = std::max(width[c], line[c].size());
  }
  std::string out;
  for (const auto& line : cells) {
    for (std::size_t c = 0; c < 5; ++c) {
      out += line[c];
      if (c + 1 < 5) out += std::string(width[c] - line[c].size() + 2, ' ');
    }
    out += "\n";
  }
  return out;
}

}  // namespace hp::app
