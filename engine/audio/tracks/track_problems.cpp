// TrackProblems: each check is one function appending to the list.
#include "engine/audio/tracks/track_problems.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <utility>

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

// A length as a cut file's message gives it: to the millisecond under a second (a sound
// effect cut short), else to a tenth.
std::string length_text(double seconds) {
  if (seconds >= 1.0) return seconds_text(seconds);
  char text[32];
  std::snprintf(text, sizeof text, "%.3f s", seconds);
  return text;
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
  // What PcmTrack::effective_loop_end does with it: the track's end stands in for the loop's,
  // and the loop still starts at LOOPSTART when that lies inside the track.
  const bool starts_inside = static_cast<double>(loop->first) < frames;
  const std::string what_plays =
      starts_inside ? "so the game plays to the track's end and loops back to LOOPSTART (" +
                          seconds_text(static_cast<double>(loop->first) / rate) + ")"
                    : "and LOOPSTART too is past it, so the game loops the whole track";
  out.push_back({true, "the loop ends at sample " + std::to_string(loop->second) + " (" +
                           seconds_text(static_cast<double>(loop->second) / rate) +
                           "), past the track's end at " + std::to_string(std::llround(frames)) +
                           " (" + seconds_text(frames / rate) + "), " + what_plays +
                           "; make LOOPSTART + LOOPLENGTH at most the track's length"});
}

// A file that ends before what it declares plays only what it holds: the game cannot tell a
// cut from the composer's intent, so it is named.
void check_early_end(const TrackInfo& info, const PcmTrack* track, int device_rate,
                     std::vector<TrackProblem>& out) {
  const double decoded =
      track && device_rate > 0 ? static_cast<double>(track->frames()) / device_rate : info.seconds;
  if (info.cut) {
    out.push_back({true, "the file is cut: the decoder stopped at " + length_text(decoded) +
                             " and the file has no end-of-stream mark (an export or a copy that "
                             "did not finish), so the game plays only those " +
                             length_text(decoded) + "; export it again"});
    return;
  }
  if (!track || info.seconds <= 0 || device_rate <= 0) return;
  if (decoded >= info.seconds - kEarlyEndToleranceSeconds) return;
  out.push_back({true, "it ends after " + length_text(decoded) + " of the " +
                           length_text(info.seconds) +
                           " its header declares: the file is cut or its body damaged, so the "
                           "game plays only those " +
                           length_text(decoded) + "; export it again"});
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

// Any rate plays at its pitch (the decoder resamples); only a loop whose length is not a whole
// number of the game's frames cannot be kept exactly: its seam is rounded.
void check_loop_rounding(const TrackInfo& info, int device_rate, std::vector<TrackProblem>& out) {
  const int rate = info.tags.sample_rate;
  const auto loop = info.tags.loop();
  if (!loop || rate <= 0 || device_rate <= 0 || rate == device_rate) return;
  const std::int64_t length = loop->second - loop->first;
  if (loop_length_exact(length, rate, device_rate)) return;
  std::int64_t a = rate, b = device_rate;  // the step that keeps the length whole: rate / gcd
  while (b != 0) a = std::exchange(b, a % b);
  const std::int64_t step = rate / a;
  char exact[32];
  std::snprintf(exact, sizeof exact, "%.2f",
                static_cast<double>(length) * device_rate / static_cast<double>(rate));
  out.push_back({false, "its loop is " + std::to_string(length) + " samples at " +
                            std::to_string(rate) + " Hz, which is " + exact +
                            " samples at the game's " + std::to_string(device_rate) +
                            " Hz, so the game rounds it and the seam is up to half a sample off; "
                            "for a bit-exact seam make the loop's length a multiple of " +
                            std::to_string(step) + " samples at " + std::to_string(rate) +
                            " Hz (or export at " + std::to_string(device_rate) + " Hz)"});
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
  check_loop_rounding(info, device_rate, out);
  return out;
}

std::vector<TrackProblem> find_sound_problems(const TrackInfo& info, const PcmTrack& sound,
                                              int device_rate) {
  std::vector<TrackProblem> out;
  check_early_end(info, &sound, device_rate, out);
  return out;
}

TrackProblem unplayable_problem(const std::string& why) {
  return {true, why +
                    "; the game never plays it: export it again (OGG Vorbis is the surest) or "
                    "remove it from the folder"};
}

std::optional<TrackProblem> find_stem_problem(const std::vector<StemLength>& stems,
                                              int device_rate) {
  for (const StemLength& stem : stems) {
    if (stem.frames == stems.front().frames) continue;
    const auto length = [&](const StemLength& s) {
      char text[96];
      std::snprintf(text, sizeof text, "%.3f s (%lld frames at %d Hz)",
                    static_cast<double>(s.frames) / device_rate, static_cast<long long>(s.frames),
                    device_rate);
      return std::string(text);
    };
    return TrackProblem{true, "the stems differ in length: " + stem.name + " is " + length(stem) +
                                  ", " + stems.front().name + " " + length(stems.front()) +
                                  "; stems loop together, so the game does not play a set that "
                                  "would drift apart; export every stem from one session at the "
                                  "same length"};
  }
  return std::nullopt;
}

}  // namespace hp
