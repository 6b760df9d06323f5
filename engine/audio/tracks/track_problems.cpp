// TrackProblems: each check is one function appending to the list.
#include "engine/audio/tracks/track_problems.h"

#include <cctype>
#include <cmath>
#include <cstdio>

namespace hp {
namespace {

std::string one_decimal(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  return text;
}

std::string seconds_text(double seconds) {
  return one_decimal(seconds) + " s";
}

std::string upper(std::string text) {
  for (char& c : text) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return text;
}

// A LOOP* comment whose value is neither whole samples nor a time.
void check_unreadable_tags(const LoopTags& tags, std::vector<TrackProblem>& out) {
  for (const std::string& comment : tags.comments) {
    const std::size_t eq = comment.find('=');
    if (eq == std::string::npos) continue;
    const std::string key = upper(comment.substr(0, eq));
    if (key != "LOOPSTART" && key != "LOOPLENGTH" && key != "LOOPEND") continue;
    if (!parse_loop_value(comment.substr(eq + 1), 44100)) {
      out.push_back({true, "the tag " + comment + " is neither whole samples nor a time " +
                               "MM:SS.sss, so the game ignores it; write e.g. " + key + "=88200"});
    }
  }
}

// The loop's order and end against the track's length, in the file's own frames.
void check_loop(const TrackInfo& info, const PcmTrack* track, int device_rate,
                std::vector<TrackProblem>& out) {
  const LoopTags& tags = info.tags;
  if (!tags.loop_length && !tags.loop_end) {
    if (tags.loop_start) {
      out.push_back({false,
                     "LOOPSTART is set without LOOPLENGTH or LOOPEND, so the whole track "
                     "loops; add LOOPLENGTH (samples in the loop)"});
    }
    return;
  }
  const auto loop = tags.loop();
  if (!loop) {
    out.push_back(
        {true, "the loop ends at or before its start (LOOPSTART=" +
                   std::to_string(tags.loop_start.value_or(0)) + ", end " +
                   std::to_string(tags.loop_length ? tags.loop_start.value_or(0) + *tags.loop_length
                                                   : tags.loop_end.value_or(0)) +
                   "), so the whole track loops; set LOOPLENGTH to a positive count"});
    return;
  }
  const int rate = tags.sample_rate > 0 ? tags.sample_rate : device_rate;
  double frames = info.seconds * rate;  // the container's length, in the file's frames
  if (track && device_rate > 0) frames = static_cast<double>(track->frames()) * rate / device_rate;
  if (frames <= 0 || static_cast<double>(loop->second) <= std::ceil(frames)) return;
  out.push_back({true, "the loop ends at sample " + std::to_string(loop->second) + " (" +
                           seconds_text(static_cast<double>(loop->second) / rate) +
                           "), past the track's end at " + std::to_string(std::llround(frames)) +
                           " (" + seconds_text(frames / rate) +
                           "), so the whole track loops instead; make LOOPSTART + LOOPLENGTH at "
                           "most the track's length"});
}

void check_early_end(const TrackInfo& info, const PcmTrack* track, int device_rate,
                     std::vector<TrackProblem>& out) {
  if (!track || info.seconds <= 0 || device_rate <= 0) return;
  const double decoded = static_cast<double>(track->frames()) / device_rate;
  if (decoded >= info.seconds - kEarlyEndToleranceSeconds) return;
  out.push_back({true, "decodes " + one_decimal(decoded) + " s of " + seconds_text(info.seconds) +
                           ": the file's body is damaged; export it again"});
}

// A long track only SDL_mixer decodes cannot stream: it is heard once all of it is decoded.
void check_whole_decode(const TrackInfo& info, const PcmTrack* track, int device_rate,
                        std::vector<TrackProblem>& out) {
  if (!track || !info.decoded_whole || device_rate <= 0) return;
  const double seconds = static_cast<double>(track->frames()) / device_rate;
  if (seconds <= kWholeDecodeWarnSeconds) return;
  out.push_back({false, "it is " + seconds_text(seconds) +
                            " long and SDL_mixer decodes it whole before it can play (only OGG "
                            "Vorbis, FLAC and WAV play from their first moment while the rest "
                            "decodes), so it starts late and the music and effects pause while "
                            "it decodes; export it as OGG Vorbis"});
}

void check_rate(const TrackInfo& info, int device_rate, std::vector<TrackProblem>& out) {
  if (info.file_rate <= 0 || device_rate <= 0 || info.file_rate == device_rate) return;
  const std::string rate = std::to_string(info.file_rate) + " Hz";
  if (info.tags.container == "Opus") {
    if (!info.tags.loop()) return;  // Opus is always 48 kHz; only its loop points suffer
    out.push_back({false, "Opus decodes at 48000 Hz and the game mixes at " +
                              std::to_string(device_rate) +
                              " Hz, so its loop points are rounded to the nearest sample; "
                              "export loops as OGG Vorbis at 44100 Hz"});
    return;
  }
  out.push_back({false, "it is at " + rate + " and the game mixes at " +
                            std::to_string(device_rate) +
                            " Hz, so it is resampled when decoded and its loop points rounded; "
                            "export it at " +
                            std::to_string(device_rate) + " Hz"});
}

void check_length(const TrackInfo& info, double max_seconds, std::vector<TrackProblem>& out) {
  if (info.seconds <= max_seconds) return;
  out.push_back({true, "it is " + seconds_text(info.seconds) + " long; tracks over " +
                           seconds_text(max_seconds) +
                           " are not played (each is decoded to memory); shorten it or loop a "
                           "shorter part"});
}

}  // namespace

std::vector<TrackProblem> find_track_problems(const TrackInfo& info, const PcmTrack* track,
                                              int device_rate, double max_seconds) {
  std::vector<TrackProblem> out;
  check_length(info, max_seconds, out);
  check_unreadable_tags(info.tags, out);
  check_loop(info, track, device_rate, out);
  check_early_end(info, track, device_rate, out);
  check_whole_decode(info, track, device_rate, out);
  check_rate(info, device_rate, out);
  return out;
}

}  // namespace hp
