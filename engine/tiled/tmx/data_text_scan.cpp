// The <data> pre-scan: a skip over markup to each start tag, then one look at each tile data
// text for where its '<' or '&' is and how many newlines it has.
#include "engine/tiled/tmx/data_text_scan.h"

#include <cstring>

#include "engine/tiled/tmx/xml_markup.h"

namespace hp::tiled {
namespace {

using xml_markup::is_space;
using xml_markup::kNone;
using xml_markup::past_markup;
using xml_markup::starts_with;

// What lies in a tile data text up to its first '<' or '&'.
struct TextRun {
  std::size_t end = kNone;   // offset of that '<' or '&', or kNone when there is none
  std::size_t newlines = 0;  // '\n's before it
};

// Finds the first '<' or '&' from i, counting newlines on the way. The tile data texts are
// megabytes, and this is the only time they are walked before the decoder, so every look is
// the C library's memchr (a CSV layer has one newline a row, base64 none).
TextRun scan_text(std::string_view s, std::size_t i) {
  TextRun run;
  const char* const begin = s.data() + i;
  const char* const end = s.data() + s.size();
  const void* lt = i < s.size() ? std::memchr(begin, '<', s.size() - i) : nullptr;
  const char* const stop = lt ? static_cast<const char*>(lt) : end;
  const void* amp = std::memchr(begin, '&', static_cast<std::size_t>(stop - begin));
  const char* const first = amp ? static_cast<const char*>(amp) : stop;
  for (const char* p = begin;
       (p = static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(first - p))));
       ++p) {
    ++run.newlines;
  }
  if (first != end) run.end = static_cast<std::size_t>(first - s.data());
  return run;
}

// Whether the start tag whose name is at name is <data ...>.
bool is_data_tag(std::string_view s, std::size_t name) {
  if (!starts_with(s, name, "data") || name + 4 >= s.size()) return false;
  const char after = s[name + 4];
  return is_space(after) || after == '>' || after == '/';
}

// Whether an end tag </data> (with optional spaces before '>') starts at lt.
bool is_data_end_tag(std::string_view s, std::size_t lt) {
  if (!starts_with(s, lt, "</data")) return false;
  std::size_t i = lt + 6;
  while (i < s.size() && is_space(s[i])) ++i;
  return i < s.size() && s[i] == '>';
}

}  // namespace

DataTextScan strip_data_texts(std::string_view contents) {
  DataTextScan scan;
  const std::string_view s = contents;
  std::size_t copied = 0;  // contents before this are in scan.buffer
  std::size_t at = 0;
  while (true) {
    const void* found = at < s.size() ? std::memchr(s.data() + at, '<', s.size() - at) : nullptr;
    if (!found) break;
    const std::size_t lt = static_cast<std::size_t>(static_cast<const char*>(found) - s.data());
    std::size_t name = kNone;
    bool closed = false;
    const std::size_t next = past_markup(s, lt, name, closed);
    if (next == kNone) break;
    at = next;
    if (name == kNone || closed || !is_data_tag(s, name)) continue;
    const TextRun run = scan_text(s, next);
    if (run.end == kNone) break;
    at = run.end;
    if (s[run.end] != '<' || !is_data_end_tag(s, run.end)) continue;
    scan.buffer.append(s, copied, next - copied);
    scan.texts.push_back({scan.buffer.size() - (next - name), s.substr(next, run.end - next)});
    scan.buffer.append(run.newlines, '\n');
    copied = run.end;
  }
  scan.buffer.append(s, copied);
  return scan;
}

}  // namespace hp::tiled
