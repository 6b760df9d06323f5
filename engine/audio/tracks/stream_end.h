// StreamEnd: whether an Ogg file (Vorbis or Opus) ends where its stream does. A file cut short
// (an export or a copy that did not finish) decodes without an error up to the cut, and its
// length then reads as the cut's, so only the missing end-of-stream mark tells it apart.
#pragma once

#include <string>
#include <string_view>

namespace hp {

// Whether bytes, the end of an Ogg file, hold a last page flagged end-of-stream. False when the
// bytes hold no Ogg page at all.
bool ogg_tail_has_end_of_stream(std::string_view tail);
// Reads the last 64 KiB of path: true when it is an Ogg file whose last page does not end the
// stream (the file is cut). False for other files and for unreadable ones.
bool ogg_file_is_cut(const std::string& path);

}  // namespace hp
