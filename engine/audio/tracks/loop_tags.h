// LoopTags: reads LOOPSTART/LOOPLENGTH/LOOPEND from the Vorbis comments of OGG, Opus and FLAC.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hp {

// What the tag reader found in a file's header. Sample positions are in the file's own
// sample frames (Opus: always 48 kHz frames, as the Opus decoder outputs).
struct LoopTags {
  std::string container;  // "OGG Vorbis", "Opus", "FLAC", or empty when not recognised
  int sample_rate = 0;    // frames per second of the decoded stream; 0 when unknown
  std::optional<std::int64_t> loop_start;   // first frame of the loop
  std::optional<std::int64_t> loop_length;  // frames in the loop
  std::optional<std::int64_t> loop_end;     // frame after the loop (when no LOOPLENGTH)
  std::vector<std::string> comments;        // every "KEY=value" comment, in file order

  // The loop as [start, end) frames, following SDL_mixer 2.6: LOOPLENGTH wins over LOOPEND,
  // a missing LOOPSTART is 0; nothing when no tag is set or end <= start.
  std::optional<std::pair<std::int64_t, std::int64_t>> loop() const;
};

// Parses the header bytes of a file (the first few hundred kilobytes are enough unless the
// comments hold cover art). Never throws or reads out of bounds, whatever the bytes are.
LoopTags read_loop_tags(std::string_view bytes);
// Reads up to the first 16 MiB of path and parses them; an unreadable file gives empty tags.
LoopTags read_loop_tags_from_file(const std::string& path);
// A tag value as frames: whole samples ("441000") or a time "[[HH:]MM:]SS[.fff]" converted at
// rate, as SDL_mixer 2.6 accepts; nothing when the value is neither.
std::optional<std::int64_t> parse_loop_value(std::string_view value, int rate);

}  // namespace hp
